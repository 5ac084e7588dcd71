"use client";

import { useCallback, useEffect, useState } from "react";

import { Button } from "@/components/ui/button";
import { apiRequest, isAbort } from "@/lib/api/client";

type SectionLoad<T> = { state: "loading" } | { state: "error" } | { state: "done"; url: string; data: T };

/**
 * A details-dialog section's data (documents, emails, notes), fetched when the dialog opens and
 * again on Try again or when `version` changes. A refresh of the same address keeps what is on
 * screen (no jump in the dialog) until the new answer arrives; `update` changes it in place.
 */
export function useSectionData<T>(url: string, version = 0) {
  const [load, setLoad] = useState<SectionLoad<T>>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback((change: (data: T) => T) => setLoad((l) => (l.state === "done" ? { ...l, data: change(l.data) } : l)), []);

  useEffect(() => {
    const controller = new AbortController();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- fetch on change: the new request's loading state
    setLoad((l) => (l.state === "done" && l.url === url ? l : { state: "loading" }));
    apiRequest<T>(url, { signal: controller.signal })
      .then((data) => setLoad({ state: "done", url, data }))
      .catch((error) => {
        if (!isAbort(error)) setLoad({ state: "error" });
      });
    return () => controller.abort();
  }, [url, attempt, version]);

  return { load, retry, update };
}

/** The loading and error states of a details-dialog section (documents, emails, notes), alike in each. */
export function SectionLoadState({ state, what, onRetry }: { state: "loading" | "error"; what: string; onRetry: () => void }) {
  if (state === "loading") {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Loading {what}...
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <p role="alert">The {what} could not be loaded.</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
