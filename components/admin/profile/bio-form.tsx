"use client";

import { Save } from "lucide-react";

import { useActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { saveProfileAction } from "@/lib/actions/profile";
import { PROFILE_LIMITS, profileSchema } from "@/lib/validations/practitioner";

/**
 * The bio the About page shows (paragraphs separated by a blank line) and, once a portrait is
 * uploaded, its alt text. The pattern every owner form follows: a server action, the schema the
 * server parses with, uncontrolled fields whose defaults come back with a refusal.
 */
export function BioForm({ bio, portraitAlt, uploaded }: { bio: string; portraitAlt: string; uploaded: boolean }) {
  const { pending, errors, value, form } = useActionForm(saveProfileAction, {
    schema: profileSchema,
    failureTitle: "Profile not saved",
    onSuccess: ({ message }) => toast({ title: "Profile saved", description: message }),
  });

  return (
    <form {...form} aria-label="Bio" className="grid gap-4">
      <Field
        name="bio"
        label="Bio"
        hint={`Leave a blank line between paragraphs. Up to ${PROFILE_LIMITS.bioMax} characters.`}
        error={errors.bio}
      >
        {(control) => <Textarea {...control} defaultValue={value("bio", bio)} rows={10} maxLength={PROFILE_LIMITS.bioMax} />}
      </Field>
      {uploaded ? (
        <Field
          name="portraitAlt"
          label="Portrait alt text"
          hint="What the portrait shows, for visitors who cannot see it."
          error={errors.portraitAlt}
        >
          {(control) => <Input {...control} defaultValue={value("portraitAlt", portraitAlt)} maxLength={PROFILE_LIMITS.altMax} />}
        </Field>
      ) : (
        <input type="hidden" name="portraitAlt" value={portraitAlt} />
      )}
      <Button type="submit" disabled={pending} className="w-full sm:w-fit">
        <Save aria-hidden="true" />
        {pending ? "Saving..." : "Save profile"}
      </Button>
    </form>
  );
}
