"use client";

import * as React from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeftIcon } from "lucide-react";
import { clientInfoSchema, type ClientInfo, type ClientInfoInput } from "@/lib/validations/booking";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Form, FormControl, FormField, FormItem, FormLabel, TextField } from "@/components/ui/form";
import { Textarea } from "@/components/ui/textarea";

type ClientInfoStepProps = {
  defaultValues: ClientInfo;
  pending: boolean;
  /** Every edit, so the draft (and a reload) keeps what is typed. */
  onChange?: (values: ClientInfo) => void;
  onBack: (values: ClientInfo) => void;
  onSubmit: (values: ClientInfo) => Promise<void>;
  /** Text-message reminders: their own forms, so they sit below this one. */
  textMessages?: React.ReactNode;
};

export function ClientInfoStep({ defaultValues, pending, onChange, onBack, onSubmit, textMessages }: ClientInfoStepProps) {
  const formId = React.useId();
  const form = useForm<ClientInfoInput, unknown, ClientInfo>({
    resolver: zodResolver(clientInfoSchema),
    defaultValues,
    mode: "onTouched",
  });

  const reportChange = React.useEffectEvent((values: ClientInfoInput) =>
    onChange?.({ ...defaultValues, ...values, notes: values.notes ?? "", subscribed: Boolean(values.subscribed) }),
  );
  React.useEffect(() => form.subscribe({ formState: { values: true }, callback: ({ values }) => reportChange(values) }), [form]);

  const submit = form.handleSubmit(async (values) => {
    await onSubmit({ ...values, notes: values.notes ?? "", subscribed: Boolean(values.subscribed) });
  });

  const back = () => {
    const values = form.getValues();
    onBack({ ...defaultValues, ...values, notes: values.notes ?? "", subscribed: Boolean(values.subscribed) });
  };

  return (
    <Form {...form}>
      <form id={formId} onSubmit={submit} noValidate className="grid gap-5" aria-labelledby="booking-step-title">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField name="firstName" label="First name" autoComplete="given-name" required />
          <TextField name="lastName" label="Last name" autoComplete="family-name" required />
          <TextField name="email" label="Email" type="email" autoComplete="email" required />
          <TextField name="phone" label="Phone" type="tel" autoComplete="tel" inputMode="tel" required />
        </div>
        <TextField
          name="notes"
          label="Notes (optional)"
          description="Anything you would like your practitioner to know before the session."
          render={(field) => <Textarea rows={4} {...field} value={field.value ?? ""} />}
        />
        <FormField
          control={form.control}
          name="subscribed"
          render={({ field }) => (
            <FormItem className="flex items-start gap-3">
              <FormControl>
                <Checkbox
                  checked={Boolean(field.value)}
                  onCheckedChange={(value) => field.onChange(value === true)}
                  onBlur={field.onBlur}
                  className="mt-0.5"
                />
              </FormControl>
              <FormLabel className="font-normal">Send me wellness tips and news from our newsletter</FormLabel>
            </FormItem>
          )}
        />
      </form>
      {/* Text reminders have forms of their own (forms do not nest): between the fields and the
          step's buttons, which submit the step's form by its id. */}
      {textMessages ? (
        <section aria-labelledby="booking-texts-title" className="mt-5 grid gap-3 rounded-lg border border-border p-4">
          <h3 id="booking-texts-title" className="font-medium">
            Reminders by text (optional)
          </h3>
          {textMessages}
        </section>
      ) : null}
      <div className="mt-5 flex flex-col-reverse gap-3 border-t border-border pt-5 sm:flex-row sm:justify-between">
        <Button variant="outline" size="lg" onClick={back} disabled={pending}>
          <ArrowLeftIcon aria-hidden="true" /> Back
        </Button>
        <Button type="submit" form={formId} size="lg" disabled={pending}>
          {pending ? "Reserving your time..." : "Continue to Payment"}
        </Button>
      </div>
    </Form>
  );
}
