"use client";

import { useRouter } from "next/navigation";
import { toast, toastError } from "@/components/ui/toast";
import { logout } from "@/components/site/logout";

/** Logs out, toasts the spec's messages, then goes home with fresh server data. */
export function useLogout() {
  const router = useRouter();
  return async () => {
    const failure = await logout();
    if (failure) {
      toastError({ title: "Logout failed", description: failure });
      return;
    }
    toast({ title: "Logged out" });
    router.push("/");
    router.refresh();
  };
}
