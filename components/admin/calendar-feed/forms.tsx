"use client";

import { useState } from "react";
import { CalendarOff, CalendarPlus, RefreshCw, Save } from "lucide-react";

import { useActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/toast";
import { calendarFeedNamesAction, regenerateCalendarFeedAction, switchCalendarFeedAction } from "@/lib/actions/calendar-feed";
import type { FormState } from "@/lib/actions/state";
import { calendarFeedNamesSchema, calendarFeedRegenerateSchema, calendarFeedSwitchSchema } from "@/lib/validations/calendar-feed";

// The calendar feed's three forms (small client leaves of the server-rendered section): each
// posts natively before the page hydrates.

/** Turn on (a new address) or Turn off (the address stops working at once). */
export function FeedSwitchForm({ enabled }: { enabled: boolean }) {
  // This form leaves the page in the same update that brings the answer (on and off swap the
  // section's contents): the toast is shown as the answer arrives, not after.
  const { pending, form } = useActionForm(
    async (previous: FormState<undefined>, formData: FormData) => {
      const state = await switchCalendarFeedAction(previous, formData);
      if (state.status === "success") toast({ title: enabled ? "Calendar feed off" : "Calendar feed on", description: state.message });
      return state;
    },
    { schema: calendarFeedSwitchSchema, failureTitle: enabled ? "Calendar feed not turned off" : "Calendar feed not turned on" },
  );
  return (
    <form {...form} aria-label={enabled ? "Turn the calendar feed off" : "Turn the calendar feed on"}>
      <input type="hidden" name="enabled" value={enabled ? "false" : "true"} />
      <Button type="submit" variant={enabled ? "outline" : "default"} disabled={pending} className="w-full sm:w-fit">
        {enabled ? <CalendarOff aria-hidden="true" /> : <CalendarPlus aria-hidden="true" />}
        {pending ? (enabled ? "Turning off..." : "Turning on...") : enabled ? "Turn off" : "Turn on"}
      </Button>
    </form>
  );
}

/** The "Show client names" switch, saved with its own button. */
export function FeedNamesForm({ showClientNames }: { showClientNames: boolean }) {
  const { state, pending, value, form } = useActionForm(calendarFeedNamesAction, {
    schema: calendarFeedNamesSchema,
    failureTitle: "Not saved",
    onSuccess: ({ message }) => toast({ title: "Calendar feed saved", description: message }),
  });
  const checked = state.status === "error" ? value("showClientNames") === "on" : showClientNames;
  return (
    <form {...form} aria-label="Client names in the calendar feed" className="grid gap-3">
      <div className="flex items-start gap-3">
        <Switch
          key={String(checked)}
          id="calendar-feed-names"
          name="showClientNames"
          defaultChecked={checked}
          aria-describedby="calendar-feed-names-hint"
          className="mt-0.5"
        />
        <div className="grid gap-1">
          <Label htmlFor="calendar-feed-names">Show client names</Label>
          <p id="calendar-feed-names-hint" className="text-sm text-muted-foreground">
            Off: events read &ldquo;Session&rdquo; with the service. Calendars get shared and synced to other devices, so leave it off
            unless only you see this calendar. Never included: notes, intake answers or contact details.
          </p>
        </div>
      </div>
      <Button type="submit" variant="outline" disabled={pending} className="w-full sm:w-fit">
        <Save aria-hidden="true" />
        {pending ? "Saving..." : "Save"}
      </Button>
    </form>
  );
}

/** A new address after a confirmation: every calendar subscribed to the old one stops updating. */
export function RegenerateFeedForm() {
  const [open, setOpen] = useState(false);
  const { pending, form } = useActionForm(regenerateCalendarFeedAction, {
    schema: calendarFeedRegenerateSchema,
    failureTitle: "No new address",
    onSuccess: ({ message }) => {
      setOpen(false);
      toast({ title: "New calendar feed address", description: message });
    },
  });
  return (
    <form {...form} aria-label="New calendar feed address">
      <Button
        type="submit"
        variant="outline"
        disabled={pending}
        className="w-full sm:w-fit"
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        <RefreshCw aria-hidden="true" />
        Regenerate address
      </Button>
      <ConfirmDialog
        title="Make a new address?"
        keepLabel="Keep this address"
        confirmLabel="Make a new address"
        busyLabel="Making..."
        open={open}
        onOpenChange={setOpen}
        onConfirm={() => form.ref.current?.requestSubmit()}
        busy={pending}
      >
        <p>
          The current address stops working at once: calendars subscribed to it stop updating. Subscribe again with the new address on each
          device. Do this if the address may have been seen by someone else.
        </p>
      </ConfirmDialog>
    </form>
  );
}
