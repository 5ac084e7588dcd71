"use client";

import { useId, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { ImageUp } from "lucide-react";

import { readBase64 } from "@/components/admin/image-file";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast, toastError } from "@/components/ui/toast";
import { ApiError, apiRequest, messageOr } from "@/lib/api/client";
import { IMAGE_ACCEPT, imageFileProblem } from "@/lib/validations/images";
import { PROFILE_LIMITS, PROFILE_MESSAGES } from "@/lib/validations/practitioner";
import { Field } from "@/components/ui/field";

type Errors = Partial<Record<string, string>>;

/** Upload or replace the portrait, with what it shows (alt text). The server checks the file's real type and size. */
export function PortraitForm({ uploaded }: { uploaded: boolean }) {
  const router = useRouter();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    const found: Errors = {};
    if (!file) found.data = "Choose an image";
    else {
      const problem = imageFileProblem(file);
      if (problem) found.data = problem;
    }
    if (!alt.trim()) found.alt = PROFILE_MESSAGES.alt;
    if (Object.keys(found).length) {
      setErrors(found);
      document.getElementById(found.data ? `${id}-data` : `${id}-alt`)?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await apiRequest("/api/admin/profile/portrait", { body: { data: await readBase64(file!), alt: alt.trim() } });
      toast({ title: "Portrait saved", description: "It shows on the About page." });
      if (fileInput.current) fileInput.current.value = "";
      setAlt("");
      router.refresh();
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) setErrors(error.fieldErrors);
      toastError({ title: "Portrait not saved", description: messageOr(error, "The image could not be uploaded. Please try again.") });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Portrait" className="grid gap-4">
      <Field
        name="data"
        id={`${id}-data`}
        label={uploaded ? "Replace the portrait" : "Upload a portrait"}
        hint="PNG, JPEG or WebP, up to 2 MB. A portrait (upright) photo works best."
        error={errors.data}
      >
        {(aria) => (
          <Input
            {...aria}
            ref={fileInput}
            type="file"
            accept={IMAGE_ACCEPT}
            disabled={busy}
            onChange={() => setErrors(({ data: _cleared, ...rest }) => rest)}
          />
        )}
      </Field>
      <Field
        name="alt"
        id={`${id}-alt`}
        label={uploaded ? "What the new portrait shows" : "What the portrait shows"}
        hint={'For visitors who cannot see it, e.g. "Maya smiling in her studio".'}
        error={errors.alt}
      >
        {(aria) => <Input {...aria} value={alt} maxLength={PROFILE_LIMITS.altMax} onChange={(e) => setAlt(e.target.value)} />}
      </Field>
      <Button type="submit" disabled={busy} className="w-full sm:w-fit">
        <ImageUp aria-hidden="true" />
        {busy ? "Uploading..." : "Upload portrait"}
      </Button>
    </form>
  );
}
