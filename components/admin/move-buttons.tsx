"use client";

import { useRef } from "react";
import { ArrowDown, ArrowUp } from "lucide-react";
import { z } from "zod";

import { useActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import type { FormAction } from "@/lib/actions/state";

type Direction = "up" | "down";
const schema = z.object({ id: z.string(), direction: z.enum(["up", "down"]) });

/**
 * Move up / Move down for an item of an owner-ordered list: two tiny forms posting the item's id
 * and the direction to its move action (which refreshes the page), no drag. They work before the
 * page hydrates; after, focus comes back to the same button (or the other when it is now disabled).
 */
export function MoveButtons({
  action,
  id,
  name,
  isFirst,
  isLast,
}: {
  action: FormAction<undefined>;
  id: number;
  name: string;
  isFirst: boolean;
  isLast: boolean;
}) {
  const buttons = { up: useRef<HTMLButtonElement>(null), down: useRef<HTMLButtonElement>(null) };
  const refocus = (direction: Direction) => {
    const wanted = buttons[direction].current;
    const other = buttons[direction === "up" ? "down" : "up"].current;
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  };
  const up = useMove(action, name, "up", refocus);
  const down = useMove(action, name, "down", refocus);
  const busy = up.pending || down.pending;

  return (
    <div className="flex gap-2" role="group" aria-label={`Order of ${name}`}>
      {(
        [
          ["up", up, isFirst, ArrowUp],
          ["down", down, isLast, ArrowDown],
        ] as const
      ).map(([direction, move, edge, Icon]) => (
        <form key={direction} {...move.form}>
          <input type="hidden" name="id" value={id} />
          <input type="hidden" name="direction" value={direction} />
          <Button
            ref={buttons[direction]}
            type="submit"
            variant="outline"
            size="icon"
            disabled={edge || busy}
            aria-label={`Move ${name} ${direction}`}
          >
            <Icon aria-hidden="true" />
          </Button>
        </form>
      ))}
    </div>
  );
}

function useMove(action: FormAction<undefined>, name: string, direction: Direction, refocus: (direction: Direction) => void) {
  return useActionForm(action, {
    schema,
    failureTitle: "Order not changed",
    onSuccess: () => {
      toast({ title: "Order saved", description: `${name} moved ${direction}.` });
      refocus(direction);
    },
  });
}
