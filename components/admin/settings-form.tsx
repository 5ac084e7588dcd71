"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { Save } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { toast, toastError } from "@/components/ui/toast";
import { ApiError, apiRequest, messageOr } from "@/lib/api/client";
import type { PracticeSettingsView } from "@/lib/practice/bookable";
import { BANNER_MAX, practiceSettingsSchema } from "@/lib/validations/practice-settings";

/** The home page banner and whether in-person sessions can be booked; saved together. */
export function SettingsForm({ initial }: { initial: PracticeSettingsView }) {
  const router = useRouter();
  const [bannerText, setBannerText] = useState(initial.bannerText);
  const [inPersonOpen, setInPersonOpen] = useState(initial.inPersonOpen);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = practiceSettingsSchema.safeParse({ bannerText, inPersonOpen });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      document.getElementById("settings-banner")?.focus();
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const saved = await apiRequest<PracticeSettingsView>("/api/admin/settings", { method: "PUT", body: parsed.data });
      setBannerText(saved.bannerText);
      toast({
        title: "Settings saved",
        description: saved.inPersonOpen
          ? "In-person sessions are open for booking."
          : "In-person sessions are closed: they show as not yet bookable.",
      });
      router.refresh();
    } catch (err) {
      if (err instanceof ApiError && err.fieldErrors?.bannerText) setError(err.fieldErrors.bannerText);
      toastError({
        title: "Settings not saved",
        description: messageOr(err, "There was a problem saving the settings. Please try again."),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Practice settings" className="grid gap-6">
      <div className="grid gap-1.5">
        <Label htmlFor="settings-banner">Home page banner</Label>
        <Textarea
          id="settings-banner"
          value={bannerText}
          onChange={(e) => setBannerText(e.target.value)}
          maxLength={BANNER_MAX}
          rows={2}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "settings-banner-error settings-banner-hint" : "settings-banner-hint"}
        />
        <p id="settings-banner-hint" className="text-sm text-muted-foreground">
          Shown at the top of the home page; its first sentence in bold. Up to {BANNER_MAX} characters.
        </p>
        {error ? (
          <p id="settings-banner-error" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <div className="flex items-start gap-3 rounded-lg border border-border p-3 sm:p-4">
        <Switch
          id="settings-in-person"
          checked={inPersonOpen}
          onCheckedChange={setInPersonOpen}
          aria-describedby="settings-in-person-hint"
          className="mt-0.5"
        />
        <div className="grid gap-1">
          <Label htmlFor="settings-in-person">In-person sessions open for booking</Label>
          <p id="settings-in-person-hint" className="text-sm text-muted-foreground">
            While closed, in-person services show on the site as &ldquo;Not yet bookable&rdquo; and the booking wizard does not offer them.
            Bookings already made are kept.
          </p>
        </div>
      </div>
      <Button type="submit" disabled={busy} className="w-full sm:w-fit">
        <Save aria-hidden="true" />
        {busy ? "Saving..." : "Save settings"}
      </Button>
    </form>
  );
}
