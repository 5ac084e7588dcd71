"use client";

import type { ReactNode } from "react";

import { browserCheck, useCheckedActionForm } from "@/components/ui/action-form-base";
import { Field } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { useHydrated } from "@/components/site/use-hydrated";
import { sendContactMessageAction } from "@/lib/actions/contact";
import { CONTACT_LIMITS, CONTACT_MESSAGES } from "@/lib/validations/contact-fields";

const checkFields = browserCheck(CONTACT_MESSAGES);

/** The look of the form's controls, resolved on the server (./contact-form.tsx). */
export type ContactFieldClasses = { input: string; textarea: string; button: string };

/**
 * The contact form: the browser's own checks of the fields' attributes first (so the page loads no
 * schema library), then the action's schema (the same as POST /api/contact) on the server. Native
 * elements with the UI kit's classes, so the page ships neither the kit nor its class merging.
 */
export function ContactFields({ classes, sendIcon }: { classes: ContactFieldClasses; sendIcon: ReactNode }) {
  const hydrated = useHydrated();
  const { state, pending, errors, value, form } = useCheckedActionForm(sendContactMessageAction, {
    check: checkFields,
    failureTitle: "Failed to send message",
    // React clears the fields after a successful answer.
    onSuccess: ({ message }) => toast({ title: "Message sent!", description: message }),
  });

  return (
    <form {...form} aria-label="Send us a message" className="grid gap-5">
      <Field name="name" label="Name" error={errors.name}>
        {(control) => (
          <input
            {...control}
            className={classes.input}
            defaultValue={value("name")}
            required
            maxLength={CONTACT_LIMITS.name}
            autoComplete="name"
            placeholder="Your name"
          />
        )}
      </Field>
      <Field name="email" label="Email" error={errors.email}>
        {(control) => (
          <input
            {...control}
            className={classes.input}
            type="email"
            required
            defaultValue={value("email")}
            autoComplete="email"
            placeholder="you@example.com"
          />
        )}
      </Field>
      <Field name="message" label="Message" error={errors.message}>
        {(control) => (
          <textarea
            {...control}
            className={classes.textarea}
            defaultValue={value("message")}
            required
            minLength={CONTACT_LIMITS.messageMin}
            maxLength={CONTACT_LIMITS.messageMax}
            rows={6}
            placeholder="How can we help you?"
          />
        )}
      </Field>
      {/* Before the page's script runs (no toast yet), the answer shows here (field errors show at their fields). */}
      {!hydrated && (state.status === "success" || (state.status === "error" && !state.fieldErrors)) ? (
        <p
          role={state.status === "error" ? "alert" : "status"}
          className={state.status === "error" ? "font-medium text-destructive" : "font-medium"}
        >
          {state.status === "success" ? `Message sent! ${state.message}` : state.message}
        </p>
      ) : null}
      <button type="submit" disabled={pending} className={classes.button}>
        {sendIcon}
        {pending ? "Sending..." : "Send Message"}
      </button>
    </form>
  );
}
