"use client";

import { useEffect } from "react";

/** Reloads the page when `at` comes (the join page as its room opens), if that is within the next hour. */
export function ReloadAt({ at }: { at: string }) {
  useEffect(() => {
    const wait = new Date(at).getTime() - Date.now();
    if (wait <= 0 || wait > 60 * 60_000) return;
    const timer = setTimeout(() => window.location.reload(), wait + 1000);
    return () => clearTimeout(timer);
  }, [at]);
  return null;
}
