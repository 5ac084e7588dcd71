"use client";

import { z } from "zod";

import { useActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { leaveWaitlistAction } from "@/lib/actions/waitlist";

const schema = z.object({ id: z.string() });

/** Leave one waitlist entry: a tiny form (works before JavaScript), the page reads the list again. */
export function LeaveWaitlistButton({ entryId, serviceName }: { entryId: number; serviceName: string }) {
  const { pending, form } = useActionForm(leaveWaitlistAction, {
    schema,
    failureTitle: "Could not leave the waitlist",
    onSuccess: ({ message }) => toast({ title: "Waitlist", description: message }),
  });
  return (
    <form {...form} aria-label={`Leave the waitlist for ${serviceName}`}>
      <input type="hidden" name="id" value={entryId} />
      <Button type="submit" variant="outline" size="sm" disabled={pending}>
        Leave the waitlist<span className="sr-only"> for {serviceName}</span>
      </Button>
    </form>
  );
}
