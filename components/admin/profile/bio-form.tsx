"use client";

import { useId, useState } from "react";
import { useRouter } from "next/navigation";
import { Save } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { apiRequest } from "@/lib/api/client";
import { PROFILE_LIMITS, profileSchema } from "@/lib/validations/practitioner";
import { Field, useCheckedSubmit } from "./field";

/** The bio the About page shows (paragraphs separated by a blank line) and, once a portrait is uploaded, its alt text. */
export function BioForm({ bio: initialBio, portraitAlt: initialAlt, uploaded }: { bio: string; portraitAlt: string; uploaded: boolean }) {
  const router = useRouter();
  const id = useId();
  const [bio, setBio] = useState(initialBio);
  const [portraitAlt, setPortraitAlt] = useState(initialAlt);
  const { errors, busy, submit: checkedSubmit } = useCheckedSubmit(id);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    await checkedSubmit(
      profileSchema.safeParse({ bio, portraitAlt }),
      async (data) => {
        await apiRequest("/api/admin/profile", { method: "PUT", body: data });
        toast({ title: "Profile saved", description: "The About page shows it now." });
        router.refresh();
      },
      { title: "Profile not saved", fallback: "There was a problem saving the profile. Please try again." },
    );
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Bio" className="grid gap-4">
      <Field
        id={`${id}-bio`}
        label="Bio"
        hint={`Leave a blank line between paragraphs. Up to ${PROFILE_LIMITS.bioMax} characters.`}
        error={errors.bio}
      >
        {(aria) => <Textarea {...aria} value={bio} rows={10} maxLength={PROFILE_LIMITS.bioMax} onChange={(e) => setBio(e.target.value)} />}
      </Field>
      {uploaded ? (
        <Field
          id={`${id}-portraitAlt`}
          label="Portrait alt text"
          hint="What the portrait shows, for visitors who cannot see it."
          error={errors.portraitAlt}
        >
          {(aria) => (
            <Input {...aria} value={portraitAlt} maxLength={PROFILE_LIMITS.altMax} onChange={(e) => setPortraitAlt(e.target.value)} />
          )}
        </Field>
      ) : null}
      <Button type="submit" disabled={busy} className="w-full sm:w-fit">
        <Save aria-hidden="true" />
        {busy ? "Saving..." : "Save profile"}
      </Button>
    </form>
  );
}
