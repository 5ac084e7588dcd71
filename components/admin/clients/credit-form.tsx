"use client";

import { useActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { fieldClasses } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { adjustCreditsAction } from "@/lib/actions/credits";
import { cn } from "@/lib/utils";
import { PACKAGE_LIMITS, creditAdjustmentSchema } from "@/lib/validations/package";

/**
 * Give a credit back on a client's package (or take one off), with a required note and, if it
 * concerns one, the booking. `appointmentId` fixes the booking (the appointment's details); else
 * the owner may choose one of `bookings`.
 */
export function CreditAdjustForm({
  clientPackageId,
  packageName,
  appointmentId,
  bookings = [],
  allowRemove = true,
}: {
  clientPackageId: number;
  packageName: string;
  appointmentId?: number;
  bookings?: { id: number; label: string }[];
  allowRemove?: boolean;
}) {
  const { pending, errors, value, form, state } = useActionForm(adjustCreditsAction, {
    schema: creditAdjustmentSchema,
    failureTitle: "Credits not changed",
    onSuccess: ({ message }) => toast({ title: "Credits changed", description: message }),
  });
  const id = (name: string) => `credit-${clientPackageId}-${appointmentId ?? "any"}-${name}`;
  const resetKey = state.status === "idle" ? "idle" : String(state.at);
  return (
    <form {...form} aria-label={`Change the credits of ${packageName}`} className="grid gap-3 rounded-lg border border-border p-3">
      <input type="hidden" name="clientPackageId" value={clientPackageId} />
      {appointmentId ? <input type="hidden" name="appointmentId" value={appointmentId} /> : null}
      {allowRemove ? (
        <fieldset className="grid gap-1.5" key={`direction-${resetKey}`}>
          <legend className="mb-1 text-sm font-medium">Change</legend>
          <div className="flex flex-wrap gap-2">
            {(
              [
                ["give", "Give a credit back (+1)"],
                ["remove", "Remove a credit (−1)"],
              ] as const
            ).map(([option, label]) => (
              <label
                key={option}
                className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-border px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
              >
                <input
                  type="radio"
                  name="direction"
                  value={option}
                  defaultChecked={value("direction", "give") === option}
                  className="size-4 accent-[var(--color-primary)]"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
      ) : (
        <input type="hidden" name="direction" value="give" />
      )}
      {!appointmentId && bookings.length ? (
        <div className="grid gap-1.5">
          <label htmlFor={id("appointmentId")} className="text-sm font-medium">
            Booking (optional)
          </label>
          <select
            id={id("appointmentId")}
            name="appointmentId"
            defaultValue={value("appointmentId", "")}
            key={`booking-${resetKey}`}
            className={cn(fieldClasses, "h-11 appearance-auto px-3")}
          >
            <option value="">None</option>
            {bookings.map((b) => (
              <option key={b.id} value={b.id}>
                {b.label}
              </option>
            ))}
          </select>
          {errors.appointmentId ? <p className="text-sm font-medium text-destructive">{errors.appointmentId}</p> : null}
        </div>
      ) : null}
      <Field name="note" id={id("note")} label="Note" hint="Required: why. The client's history shows it." error={errors.note}>
        {(control) => (
          <Textarea
            {...control}
            key={`note-${resetKey}`}
            defaultValue={value("note", "")}
            maxLength={PACKAGE_LIMITS.noteMax}
            rows={2}
            required
          />
        )}
      </Field>
      <Button type="submit" variant="outline" disabled={pending} className="w-full sm:w-fit">
        {pending ? "Saving..." : appointmentId ? "Give the credit back" : "Save the change"}
      </Button>
    </form>
  );
}
