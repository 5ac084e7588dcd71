"use client";

import { useId, useState } from "react";
import { Pencil, Plus } from "lucide-react";

import { useActionForm, useBusy } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { saveCredentialAction } from "@/lib/actions/profile";
import type { CredentialView } from "@/lib/practice/profile";
import { credentialSchema, latestCredentialYear, PROFILE_LIMITS } from "@/lib/validations/practitioner";

/** Add a credential, or edit one: title, issuing body and year, in a dialog. */
export function CredentialDialog({ credential }: { credential?: CredentialView }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      {credential ? (
        <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)}>
          <Pencil aria-hidden="true" />
          Edit<span className="sr-only"> {credential.title}</span>
        </Button>
      ) : (
        <Button type="button" className="w-full sm:w-fit" onClick={() => setOpen(true)}>
          <Plus aria-hidden="true" />
          Add a credential
        </Button>
      )}
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{credential ? "Edit the credential" : "Add a credential"}</DialogTitle>
          <DialogDescription>As it appears on your certificate: the About page lists it with who issued it and when.</DialogDescription>
        </DialogHeader>
        <CredentialForm credential={credential} onBusy={setBusy} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

/** The dialog's form: mounted each time the dialog opens, so it starts from the saved values. */
function CredentialForm({
  credential,
  onBusy,
  onDone,
}: {
  credential?: CredentialView;
  onBusy: (busy: boolean) => void;
  onDone: () => void;
}) {
  const id = useId();
  const { pending, errors, value, form } = useActionForm(saveCredentialAction, {
    schema: credentialSchema,
    failureTitle: "Credential not saved",
    onSuccess: ({ message }) => {
      toast({ title: credential ? "Credential saved" : "Credential added", description: message });
      onDone();
    },
  });
  useBusy(pending, onBusy);

  return (
    <form {...form} aria-label={credential ? "Edit the credential" : "Add a credential"} className="grid gap-4">
      {credential ? <input type="hidden" name="id" value={credential.id} /> : null}
      <Field name="title" id={`${id}-title`} label="Title" error={errors.title}>
        {(control) => <Input {...control} defaultValue={value("title", credential?.title)} maxLength={PROFILE_LIMITS.titleMax} />}
      </Field>
      <Field
        name="issuer"
        id={`${id}-issuer`}
        label="Issuing body"
        hint="The school, board or association that awarded it."
        error={errors.issuer}
      >
        {(control) => <Input {...control} defaultValue={value("issuer", credential?.issuer)} maxLength={PROFILE_LIMITS.issuerMax} />}
      </Field>
      <Field name="year" id={`${id}-year`} label="Year" error={errors.year}>
        {(control) => (
          <Input
            {...control}
            type="number"
            inputMode="numeric"
            min={PROFILE_LIMITS.yearMin}
            max={latestCredentialYear()}
            defaultValue={value("year", credential ? String(credential.year) : "")}
            className="sm:w-40"
          />
        )}
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" disabled={pending} onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? "Saving..." : credential ? "Save credential" : "Add credential"}
        </Button>
      </div>
    </form>
  );
}
