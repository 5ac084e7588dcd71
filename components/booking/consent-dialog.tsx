"use client";

import * as React from "react";
import { useForm, useWatch, type FieldPath } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { CONSENT_INTRO, CONSENT_TERMS, CONSENT_TITLE } from "@/lib/consent/text";
import { consentFormSchema, type ConsentFormValues } from "@/lib/validations/consent";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { toast, toastError } from "@/components/ui/toast";
import { ApiError, apiRequest, messageOr } from "@/lib/api/client";
import type { ConsentSubmitted } from "@/lib/consent/forms";
import { SignatureField, renderTypedSignature } from "@/components/booking/signature-field";

export const CONSENT_SUBMITTED_TITLE = "Form Submitted";
export const CONSENT_MISSING_TITLE = "Missing Information";
export const CONSENT_MISSING_MESSAGE = "Please fill in all required fields.";
export const CONSENT_FAILED_TITLE = "Submission Failed";
export const CONSENT_FAILED_FALLBACK = "There was a problem submitting your consent form. Please try again.";

export type ConsentResult = { consentFormId: number; fullName: string; email: string; phone: string };

type ConsentDialogProps = {
  open: boolean;
  service: { id: number; name: string };
  initialValues: ConsentFormValues;
  /** Keeps what was typed when the dialog closes, so reopening it loses nothing. */
  onSaveDraft: (values: ConsentFormValues) => void;
  onCancel: () => void;
  onSubmitted: (result: ConsentResult, values: ConsentFormValues) => void;
};

export function ConsentDialog({ open, service, initialValues, onSaveDraft, onCancel, onSubmitted }: ConsentDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <DialogContent className="sm:max-w-2xl">
        {open && <ConsentForm service={service} initialValues={initialValues} onSaveDraft={onSaveDraft} onCancel={onCancel} onSubmitted={onSubmitted} />}
      </DialogContent>
    </Dialog>
  );
}

function ConsentForm({ service, initialValues, onSaveDraft, onCancel, onSubmitted }: Omit<ConsentDialogProps, "open">) {
  const form = useForm<ConsentFormValues>({
    resolver: zodResolver(consentFormSchema),
    defaultValues: initialValues,
    // Errors appear when a field is left, and clear as soon as it is edited (spec section 5).
    mode: "onBlur",
    reValidateMode: "onBlur",
  });
  const { isValid, isSubmitting, errors } = form.formState;
  const method = useWatch({ control: form.control, name: "signatureMethod" });
  const signatureData = useWatch({ control: form.control, name: "signatureData" });
  const typedSignature = useWatch({ control: form.control, name: "typedSignature" });

  // Save the draft on unmount (Cancel, Escape, close button or success).
  const saveRef = React.useRef(() => onSaveDraft(form.getValues()));
  React.useEffect(() => {
    saveRef.current = () => onSaveDraft(form.getValues());
  });
  React.useEffect(() => () => saveRef.current(), []);

  const clearOnEdit = (name: FieldPath<ConsentFormValues>) => {
    if (form.getFieldState(name).error) form.clearErrors(name);
  };

  const onValid = async (values: ConsentFormValues) => {
    try {
      const signature = values.signatureMethod === "draw" ? values.signatureData : await renderTypedSignature(values.typedSignature);
      const saved = await apiRequest<ConsentSubmitted>("/api/submit-consent-form", {
        body: {
          fullName: values.fullName,
          email: values.email,
          phone: values.phone,
          signatureData: signature,
          signatureMethod: values.signatureMethod,
          serviceSelected: service.name,
          serviceId: service.id,
          dateTime: new Date().toLocaleString("en-US"),
          agreeToTerms: values.agreeToTerms,
        },
      });
      toast({ title: CONSENT_SUBMITTED_TITLE, description: saved.message || "Thank you. Your signed consent form has been saved." });
      onSubmitted({ consentFormId: saved.id, fullName: values.fullName.trim(), email: values.email.trim(), phone: values.phone.trim() }, values);
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : undefined;
      for (const [key, message] of Object.entries(fieldErrors ?? {})) {
        // A typed signature reaches the server as an image: show its error on the typed field.
        const field = key === "signatureData" && values.signatureMethod === "type" ? "typedSignature" : key;
        if (field in values) form.setError(field as FieldPath<ConsentFormValues>, { message });
      }
      toastError({ title: CONSENT_FAILED_TITLE, description: messageOr(error, CONSENT_FAILED_FALLBACK) });
    }
  };
  const onInvalid = () => toastError({ title: CONSENT_MISSING_TITLE, description: CONSENT_MISSING_MESSAGE });
  const submit = form.handleSubmit(onValid, onInvalid);

  const textField = (name: "fullName" | "email" | "phone", label: string, props: React.ComponentProps<typeof Input>) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input
              {...props}
              {...field}
              required
              onChange={(event) => {
                field.onChange(event);
                clearOnEdit(name);
              }}
            />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );

  return (
    <Form {...form}>
      <form
        onSubmit={submit}
        noValidate
        className="grid gap-5"
        onKeyDown={(event) => {
          // Enter in a field of an incomplete form names what is missing (the button is disabled).
          if (event.key === "Enter" && event.target instanceof HTMLInputElement && !isValid && !isSubmitting) {
            event.preventDefault();
            void submit();
          }
        }}
      >
        <DialogHeader>
          <DialogTitle>{CONSENT_TITLE}</DialogTitle>
          <DialogDescription>
            For your {service.name} booking. {CONSENT_INTRO}
          </DialogDescription>
        </DialogHeader>

        <div
          role="region"
          aria-label="Terms and conditions"
          tabIndex={0}
          className="max-h-56 overflow-y-auto rounded-md border border-border bg-muted/50 p-4 text-sm leading-relaxed focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:max-h-64"
        >
          <ol className="grid list-decimal gap-3 pl-5">
            {CONSENT_TERMS.map((term) => (
              <li key={term.slice(0, 32)}>{term}</li>
            ))}
          </ol>
        </div>

        <fieldset className="grid gap-4" disabled={isSubmitting}>
          <legend className="sr-only">Your details</legend>
          {textField("fullName", "Full name", { autoComplete: "name" })}
          <div className="grid gap-4 sm:grid-cols-2">
            {textField("email", "Email address", { type: "email", autoComplete: "email" })}
            {textField("phone", "Phone number", { type: "tel", autoComplete: "tel", inputMode: "tel" })}
          </div>
        </fieldset>

        <SignatureField
          method={method}
          onMethodChange={(next) => {
            form.setValue("signatureMethod", next, { shouldValidate: false });
            form.clearErrors(["signatureData", "typedSignature"]);
            // Re-run validation quietly so the submit button reflects the new method.
            void form.trigger("signatureMethod");
          }}
          drawn={signatureData}
          onDrawnChange={(dataUrl) => form.setValue("signatureData", dataUrl, { shouldValidate: true, shouldDirty: true })}
          typed={typedSignature}
          onTypedChange={(value) => {
            form.setValue("typedSignature", value, { shouldDirty: true });
            clearOnEdit("typedSignature");
          }}
          onTypedBlur={() => void form.trigger("typedSignature")}
          error={method === "draw" ? errors.signatureData?.message : errors.typedSignature?.message}
          disabled={isSubmitting}
        />

        <FormField
          control={form.control}
          name="agreeToTerms"
          render={({ field }) => (
            <FormItem className="grid-cols-[auto_1fr] items-start gap-x-3 gap-y-1">
              <FormControl>
                <Checkbox
                  checked={field.value}
                  onCheckedChange={(value) => form.setValue("agreeToTerms", value === true, { shouldValidate: true, shouldDirty: true })}
                  onBlur={field.onBlur}
                  disabled={isSubmitting}
                  className="mt-0.5"
                />
              </FormControl>
              <FormLabel className="font-normal">I have read and agree to the terms and conditions above.</FormLabel>
              <FormMessage className="col-span-2" />
            </FormItem>
          )}
        />

        <DialogFooter className="gap-3">
          <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" disabled={!isValid || isSubmitting}>
            {isSubmitting ? "Submitting..." : "Submit Form"}
          </Button>
        </DialogFooter>
      </form>
    </Form>
  );
}
