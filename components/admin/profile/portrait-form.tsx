"use client";

import { useId, useState } from "react";
import { ImageUp } from "lucide-react";

import { useActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { uploadPortraitAction } from "@/lib/actions/profile";
import { shrinkLargeImage } from "@/lib/browser-image";
import { IMAGE_ACCEPT, imageFileProblem } from "@/lib/validations/images";
import { PROFILE_LIMITS, portraitUploadSchema } from "@/lib/validations/practitioner";

// The browser checks the alt text; the file is checked here and, by its bytes, by the server.
const altOnly = portraitUploadSchema.pick({ alt: true });

/** Upload or replace the portrait, with what it shows (alt text): the file itself is posted. */
export function PortraitForm({ uploaded }: { uploaded: boolean }) {
  const id = useId();
  const { pending, errors, value, form } = useActionForm(uploadPortraitAction, {
    schema: altOnly,
    failureTitle: "Portrait not saved",
    onSuccess: () => toast({ title: "Portrait saved", description: "It shows on the About page." }),
  });
  // A problem with the chosen file, found before it is sent (cleared when another is chosen).
  const [fileProblem, setFileProblem] = useState<string | undefined>();

  // A phone photo over the limit is redrawn smaller as soon as it is chosen (lib/browser-image.ts),
  // and put back in the field in its place.
  async function choose(input: HTMLInputElement) {
    setFileProblem(undefined);
    const chosen = input.files?.[0];
    const file = chosen && (await shrinkLargeImage(chosen));
    if (!file || file === chosen) return;
    const files = new DataTransfer();
    files.items.add(file);
    input.files = files.files;
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const file = new FormData(event.currentTarget).get("data");
    const problem = file instanceof File && file.size > 0 ? imageFileProblem(file) : "Choose an image";
    setFileProblem(problem ?? undefined);
    if (!problem) return form.onSubmit(event);
    event.preventDefault();
    document.getElementById(`${id}-data`)?.focus();
  }

  return (
    <form {...form} onSubmit={onSubmit} aria-label="Portrait" className="grid gap-4">
      <Field
        name="data"
        id={`${id}-data`}
        label={uploaded ? "Replace the portrait" : "Upload a portrait"}
        hint="PNG, JPEG or WebP, up to 2 MB (larger photos are made smaller). A portrait (upright) photo works best."
        error={fileProblem ?? errors.data}
      >
        {(control) => (
          <Input {...control} type="file" accept={IMAGE_ACCEPT} disabled={pending} onChange={(event) => void choose(event.currentTarget)} />
        )}
      </Field>
      <Field
        name="alt"
        id={`${id}-alt`}
        label={uploaded ? "What the new portrait shows" : "What the portrait shows"}
        hint={'For visitors who cannot see it, e.g. "Maya smiling in her studio".'}
        error={errors.alt}
      >
        {(control) => <Input {...control} defaultValue={value("alt")} maxLength={PROFILE_LIMITS.altMax} />}
      </Field>
      <Button type="submit" disabled={pending} className="w-full sm:w-fit">
        <ImageUp aria-hidden="true" />
        {pending ? "Uploading..." : "Upload portrait"}
      </Button>
    </form>
  );
}
