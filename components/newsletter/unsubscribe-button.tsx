"use client";

import { useState } from "react";
import { CheckCircle2, MailX } from "lucide-react";

import { Button } from "@/components/ui/button";
import { toastError } from "@/components/ui/toast";
import { apiRequest, messageOr } from "@/lib/api/client";

/** Confirms the unsubscribe with a POST (a GET link alone must never unsubscribe: mail scanners open links). */
export function UnsubscribeButton({ token }: { token: string }) {
  const [state, setState] = useState<"idle" | "pending" | "done">("idle");

  async function unsubscribe() {
    setState("pending");
    try {
      await apiRequest("/api/unsubscribe", { body: { token } });
      setState("done");
    } catch (error) {
      setState("idle");
      toastError({ title: "Unsubscribe failed", description: messageOr(error, (error as Error).message) });
    }
  }

  if (state === "done") {
    return (
      <p role="status" className="flex items-center justify-center gap-2 font-medium text-success">
        <CheckCircle2 className="size-5" aria-hidden="true" />
        You have been unsubscribed.
      </p>
    );
  }
  return (
    <Button size="lg" onClick={unsubscribe} disabled={state === "pending"}>
      <MailX aria-hidden="true" />
      {state === "pending" ? "Unsubscribing..." : "Unsubscribe"}
    </Button>
  );
}
