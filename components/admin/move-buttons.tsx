"use client";

import { useEffect, useRef, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { ArrowDown, ArrowUp } from "lucide-react";

import { Button } from "@/components/ui/button";
import { toast, toastError } from "@/components/ui/toast";
import { apiRequest, messageOr } from "@/lib/api/client";

type Direction = "up" | "down";

/**
 * Move up / Move down for an item of an owner-ordered list (`url` is its move endpoint): plain
 * buttons, no drag. After the move the list is read again and focus comes back to the same button.
 */
export function MoveButtons({ url, name, isFirst, isLast }: { url: string; name: string; isFirst: boolean; isLast: boolean }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  const refocus = useRef<Direction | null>(null);
  const upButton = useRef<HTMLButtonElement>(null);
  const downButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (refreshing || !refocus.current) return;
    const buttons = { up: upButton.current, down: downButton.current };
    const wanted = buttons[refocus.current];
    const other = buttons[refocus.current === "up" ? "down" : "up"];
    (wanted && !wanted.disabled ? wanted : other)?.focus();
    refocus.current = null;
  });

  async function move(direction: Direction) {
    setBusy(true);
    try {
      await apiRequest(url, { body: { direction } });
      refocus.current = direction;
      startRefresh(() => router.refresh());
      toast({ title: "Order saved", description: `${name} moved ${direction}.` });
    } catch (error) {
      toastError({
        title: "Order not changed",
        description: messageOr(error, "There was a problem changing the order. Please try again."),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex gap-2" role="group" aria-label={`Order of ${name}`}>
      <Button
        ref={upButton}
        type="button"
        variant="outline"
        size="icon"
        disabled={isFirst || busy || refreshing}
        onClick={() => move("up")}
        aria-label={`Move ${name} up`}
      >
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button
        ref={downButton}
        type="button"
        variant="outline"
        size="icon"
        disabled={isLast || busy || refreshing}
        onClick={() => move("down")}
        aria-label={`Move ${name} down`}
      >
        <ArrowDown aria-hidden="true" />
      </Button>
    </div>
  );
}
