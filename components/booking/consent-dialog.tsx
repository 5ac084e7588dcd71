"use client";

import * as React from "react";
import { useForm, useWatch, type FieldPath } from "react-hook-form";
import { CheckCircle2Icon } from "lucide-react";
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
import type { ConsentSubmitted, ReusableConsent } from "@/lib/consent/forms";
import { Spinner } from "@/components/ui/spinner";
import { SignatureField, renderTypedSignature } from "@/components/booking/signature-field";
import { PolicyLink } from "@/components/booking/policy-link";

export const CONSENT_SUBMITTED_TITLE = "Form Submitted";
export const CONSENT_MISSING_TITLE = "Missing Information";
export const CONSENT_MISSING_MESSAGE = "Please fill in all required fields.";
export const CONSENT_FAILED_TITLE = "Submission Failed";
export const CONSENT_FAILED_FALLBACK = "There was a problem submitting your consent form. Please try again.";

export type ConsentResult = { consentFormId: number; fullName: string; email: string; phone: string };

type ConsentFormProps = {
  service: { id: number; name: string };
  initialValues: ConsentFormValues;
  /** Keeps what is typed as it is typed, so closing, reopening or reloading loses nothing. */
  onSaveDraft: (values: ConsentFormValues) => void;
  onCancel: () => void;
  onSubmitted: (result: ConsentResult, values: ConsentFormValues) => void;
};

type ConsentDialogProps = ConsentFormProps & {
  open: boolean;
  /** The client's signed form that still covers this service; null: none; undefined: still looking. */
  onFile: ReusableConsent | null | undefined;
  /** Continue with the signed form instead of signing again. */
  onUseSigned: (consent: ReusableConsent) => void;
};

export function ConsentDialog({ open, onFile, onUseSigned, ...formProps }: ConsentDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && formProps.onCancel()}>
      <DialogContent className="sm:max-w-2xl">
        {open && <ConsentDialogBody onFile={onFile} onUseSigned={onUseSigned} {...formProps} />}
      </DialogContent>
    </Dialog>
  );
}

/** A returning client sees their signed form first (sign once); "Sign again" shows the form. */
function ConsentDialogBody({ onFile, onUseSigned, ...formProps }: Omit<ConsentDialogProps, "open">) {
  const [signAgain, setSignAgain] = React.useState(false);
  if (onFile === undefined) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>{CONSENT_TITLE}</DialogTitle>
          <DialogDescription>For your {formProps.service.name} booking.</DialogDescription>
        </DialogHeader>
        <div className="grid min-h-40 place-items-center">
          <Spinner label="Checking for a form you already signed..." showLabel />
        </div>
      </>
    );
  }
  if (onFile && !signAgain) {
    return (
      <SignedConsent
        consent={onFile}
        service={formProps.service}
        onContinue={() => onUseSigned(onFile)}
        onSignAgain={() => setSignAgain(true)}
        onCancel={formProps.onCancel}
      />
    );
  }
  return <ConsentForm {...formProps} />;
}

const longDate = (iso: string) => new Date(iso).toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric" });
const shortTime = (iso: string) => new Date(iso).toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit", timeZoneName: "short" });

function SignedConsent({
  consent,
  service,
  onContinue,
  onSignAgain,
  onCancel,
}: {
  consent: ReusableConsent;
  service: { name: string };
  onContinue: () => void;
  onSignAgain: () => void;
  onCancel: () => void;
}) {
  const [viewing, setViewing] = React.useState(false);
  const viewId = "signed-consent-view";
  return (
    <div className="grid gap-5">
      <DialogHeader>
        <DialogTitle>{CONSENT_TITLE}</DialogTitle>
        <DialogDescription>
          For your {service.name} booking. You have already signed this form for this service, so there is no need to sign it again.
        </DialogDescription>
      </DialogHeader>

      <div className="flex items-start gap-3 rounded-lg border border-success/30 bg-success/5 p-4 text-sm">
        <CheckCircle2Icon className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
        <div className="grid gap-1">
          <p className="font-semibold text-foreground">Signed on {longDate(consent.signedAt)}</p>
          <p className="text-muted-foreground">
            By {consent.fullName}, for {consent.serviceName}. A signed form covers your bookings of this service for 12 months, as long as
            the terms stay the same.
          </p>
        </div>
      </div>

      <div className="grid justify-items-start gap-3">
        <Button variant="outline" size="sm" aria-expanded={viewing} aria-controls={viewId} onClick={() => setViewing((v) => !v)}>
          {viewing ? "Hide signed form" : "View signed form"}
        </Button>
        {viewing && (
          <section
            id={viewId}
            aria-label="Your signed form"
            tabIndex={0}
            className="grid max-h-72 w-full gap-4 overflow-y-auto rounded-md border border-border bg-muted/50 p-4 text-sm leading-relaxed focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <div className="grid gap-2 border-b border-border pb-3">
              <p>
                Signed by {consent.fullName} ({consent.email}, {consent.phone}) on {longDate(consent.signedAt)} at{" "}
                {shortTime(consent.signedAt)}.
              </p>
              {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL the client drew: nothing for the image optimizer to do */}
              <img
                src={consent.signatureData}
                alt={`Signature of ${consent.fullName}`}
                width={550}
                height={150}
                className="aspect-[11/3] h-auto w-full max-w-[550px] rounded border border-border bg-white object-contain"
              />
            </div>
            <p className="font-medium">The terms you agreed to:</p>
            <p>{CONSENT_INTRO}</p>
            <ol className="grid list-decimal gap-3 pl-5">
              {CONSENT_TERMS.map((term) => (
                <li key={term.slice(0, 32)}>{term}</li>
              ))}
            </ol>
          </section>
        )}
      </div>

      <DialogFooter className="gap-3">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="outline" onClick={onSignAgain}>
          Sign again
        </Button>
        <Button onClick={onContinue}>Continue with my signed form</Button>
      </DialogFooter>
    </div>
  );
}

/** What a disabled Submit Form still needs, in the client's words. */
const MISSING_PHRASES: Record<string, string> = {
  fullName: "your full name",
  email: "a valid email address",
  phone: "your phone number",
  signatureData: "your signature",
  typedSignature: "your signature",
  agreeToTerms: "your agreement to the terms",
};

function missingForSubmit(values: Partial<ConsentFormValues>): string[] {
  const result = consentFormSchema.safeParse(values);
  if (result.success) return [];
  const invalid = new Set(result.error.issues.map((issue) => String(issue.path[0])));
  // In the form's order, once each.
  return [
    ...new Set(
      Object.keys(MISSING_PHRASES)
        .filter((field) => invalid.has(field))
        .map((field) => MISSING_PHRASES[field]),
    ),
  ];
}

const listPhrases = (phrases: string[]) =>
  phrases.length <= 1 ? (phrases[0] ?? "") : `${phrases.slice(0, -1).join(", ")} and ${phrases[phrases.length - 1]}`;

function ConsentForm({ service, initialValues, onSaveDraft, onCancel, onSubmitted }: ConsentFormProps) {
  const form = useForm<ConsentFormValues>({
    resolver: zodResolver(consentFormSchema),
    defaultValues: initialValues,
    // Errors appear when a field is left, and clear as soon as it is edited.
    mode: "onBlur",
    reValidateMode: "onBlur",
  });
  const { isValid, isSubmitting, errors } = form.formState;
  const method = useWatch({ control: form.control, name: "signatureMethod" });
  const signatureData = useWatch({ control: form.control, name: "signatureData" });
  const typedSignature = useWatch({ control: form.control, name: "typedSignature" });

  // Save the draft as it changes (a reload keeps it) and on unmount (Cancel, Escape, close button or success).
  const saveRef = React.useRef(() => onSaveDraft(form.getValues()));
  React.useEffect(() => {
    saveRef.current = () => onSaveDraft(form.getValues());
  });
  React.useEffect(() => () => saveRef.current(), []);
  React.useEffect(() => form.subscribe({ formState: { values: true }, callback: () => saveRef.current() }), [form]);

  // A disabled Submit Form says what it still needs, beside the button.
  const values = useWatch({ control: form.control });
  const missing = missingForSubmit(values);
  const showHint = !isValid && !isSubmitting && missing.length > 0;

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
      onSubmitted(
        { consentFormId: saved.id, fullName: values.fullName.trim(), email: values.email.trim(), phone: values.phone.trim() },
        values,
      );
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
        <p className="text-sm text-muted-foreground">
          See also our <PolicyLink href="/terms">Terms of Service</PolicyLink>, <PolicyLink href="/privacy">Privacy Policy</PolicyLink> and{" "}
          <PolicyLink href="/cancellation-policy">Cancellation Policy</PolicyLink> (each opens in a new tab, so this form stays as it is).
        </p>

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

        <DialogFooter className="gap-3 sm:items-start">
          <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
          <div className="grid gap-2 sm:max-w-72 sm:justify-items-end">
            <Button type="submit" disabled={!isValid || isSubmitting} aria-describedby={showHint ? "consent-submit-hint" : undefined}>
              {isSubmitting ? "Submitting..." : "Submit Form"}
            </Button>
            {showHint && (
              <p id="consent-submit-hint" className="text-sm text-muted-foreground sm:text-right">
                To submit, add {listPhrases(missing)}.
              </p>
            )}
          </div>
        </DialogFooter>
      </form>
    </Form>
  );
}
