"use client";

import { useEffect } from "react";
import { usePathname } from "next/navigation";

import { refreshSession, useSession } from "@/components/site/session-store";

/** The session, refreshed on mount, on every route change and on the "auth-changed" event. */
export function useRouteSession() {
  const pathname = usePathname();
  useEffect(() => {
    void refreshSession();
  }, [pathname]);
  return useSession();
}
