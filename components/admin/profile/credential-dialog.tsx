"use client";

import { useId, useState } from "react";
import { useRouter } from "next/navigation";
import { Pencil, Plus } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { apiRequest } from "@/lib/api/client";
import type { CredentialView } from "@/lib/practice/profile";
import { credentialSchema, latestCredentialYear, PROFILE_LIMITS } from "@/lib/validations/practitioner";
import { Field, useCheckedSubmit } from "./field";

/** Add a credential, or edit one: title, issuing body and year, in a dialog. */
export function CredentialDialog({ credential }: { credential?: CredentialView }) {
  const router = useRouter();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState(credential?.title ?? "");
  const [issuer, setIssuer] = useState(credential?.issuer ?? "");
  const [year, setYear] = useState(credential ? String(credential.year) : "");
  const { errors, setErrors, busy, submit: checkedSubmit } = useCheckedSubmit(id);

  function openChange(next: boolean) {
    if (busy) return;
    setOpen(next);
    if (next) {
      setTitle(credential?.title ?? "");
      setIssuer(credential?.issuer ?? "");
      setYear(credential ? String(credential.year) : "");
      setErrors({});
    }
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    await checkedSubmit(
      credentialSchema.safeParse({ title, issuer, year: year.trim() === "" ? undefined : Number(year) }),
      async (data) => {
        if (credential) await apiRequest(`/api/admin/credentials/${credential.id}`, { method: "PUT", body: data });
        else await apiRequest("/api/admin/credentials", { body: data });
        toast({ title: credential ? "Credential saved" : "Credential added", description: `${data.title} shows on the About page.` });
        setOpen(false);
        router.refresh();
      },
      { title: "Credential not saved", fallback: "There was a problem saving the credential. Please try again." },
    );
  }

  return (
    <Dialog open={open} onOpenChange={openChange}>
      {credential ? (
        <Button type="button" variant="outline" size="sm" onClick={() => openChange(true)}>
          <Pencil aria-hidden="true" />
          Edit<span className="sr-only"> {credential.title}</span>
        </Button>
      ) : (
        <Button type="button" className="w-full sm:w-fit" onClick={() => openChange(true)}>
          <Plus aria-hidden="true" />
          Add a credential
        </Button>
      )}
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{credential ? "Edit the credential" : "Add a credential"}</DialogTitle>
          <DialogDescription>As it appears on your certificate: the About page lists it with who issued it and when.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} aria-label={credential ? "Edit the credential" : "Add a credential"} className="grid gap-4">
          <Field id={`${id}-title`} label="Title" error={errors.title}>
            {(aria) => <Input {...aria} value={title} maxLength={PROFILE_LIMITS.titleMax} onChange={(e) => setTitle(e.target.value)} />}
          </Field>
          <Field id={`${id}-issuer`} label="Issuing body" hint="The school, board or association that awarded it." error={errors.issuer}>
            {(aria) => <Input {...aria} value={issuer} maxLength={PROFILE_LIMITS.issuerMax} onChange={(e) => setIssuer(e.target.value)} />}
          </Field>
          <Field id={`${id}-year`} label="Year" error={errors.year}>
            {(aria) => (
              <Input
                {...aria}
                type="number"
                inputMode="numeric"
                min={PROFILE_LIMITS.yearMin}
                max={latestCredentialYear()}
                value={year}
                onChange={(e) => setYear(e.target.value)}
                className="sm:w-40"
              />
            )}
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" disabled={busy} onClick={() => openChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? "Saving..." : credential ? "Save credential" : "Add credential"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
