"use client";

import { useId, useState } from "react";
import { useRouter } from "next/navigation";
import { Pencil, Plus } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { apiRequest } from "@/lib/api/client";
import type { TestimonialView } from "@/lib/practice/testimonials";
import { PROFILE_LIMITS, testimonialSchema } from "@/lib/validations/practitioner";
import { Field, useCheckedSubmit } from "./field";

/** Add a testimonial, or edit one (publishing or hiding it included), in a dialog. */
export function TestimonialDialog({ testimonial }: { testimonial?: TestimonialView }) {
  const router = useRouter();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [quote, setQuote] = useState("");
  const [author, setAuthor] = useState("");
  const [context, setContext] = useState("");
  const [published, setPublished] = useState(true);
  const { errors, setErrors, busy, submit: checkedSubmit } = useCheckedSubmit(id);

  function openChange(next: boolean) {
    if (busy) return;
    setOpen(next);
    if (next) {
      setQuote(testimonial?.quote ?? "");
      setAuthor(testimonial?.author ?? "");
      setContext(testimonial?.context ?? "");
      setPublished(testimonial?.published ?? true);
      setErrors({});
    }
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    await checkedSubmit(
      testimonialSchema.safeParse({ quote, author, context, published }),
      async (data) => {
        if (testimonial) await apiRequest(`/api/admin/testimonials/${testimonial.id}`, { method: "PUT", body: data });
        else await apiRequest("/api/admin/testimonials", { body: data });
        toast({
          title: testimonial ? "Testimonial saved" : "Testimonial added",
          description: data.published
            ? "It shows on the About page (and the home page when among the first three)."
            : "It is hidden: only you see it here.",
        });
        setOpen(false);
        router.refresh();
      },
      { title: "Testimonial not saved", fallback: "There was a problem saving the testimonial. Please try again." },
    );
  }

  return (
    <Dialog open={open} onOpenChange={openChange}>
      {testimonial ? (
        <Button type="button" variant="outline" size="sm" onClick={() => openChange(true)}>
          <Pencil aria-hidden="true" />
          Edit<span className="sr-only"> the testimonial by {testimonial.author}</span>
        </Button>
      ) : (
        <Button type="button" className="w-full sm:w-fit" onClick={() => openChange(true)}>
          <Plus aria-hidden="true" />
          Add a testimonial
        </Button>
      )}
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{testimonial ? "Edit the testimonial" : "Add a testimonial"}</DialogTitle>
          <DialogDescription>
            A client&rsquo;s own words, shared with their permission. Use the name or initials they agreed to.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} aria-label={testimonial ? "Edit the testimonial" : "Add a testimonial"} className="grid gap-4">
          <Field id={`${id}-quote`} label="What the client said" error={errors.quote}>
            {(aria) => (
              <Textarea {...aria} value={quote} rows={4} maxLength={PROFILE_LIMITS.quoteMax} onChange={(e) => setQuote(e.target.value)} />
            )}
          </Field>
          <Field
            id={`${id}-author`}
            label="Client's name or initials"
            hint={'As it should appear, e.g. "Sarah M." or "J.K."'}
            error={errors.author}
          >
            {(aria) => <Input {...aria} value={author} maxLength={PROFILE_LIMITS.authorMax} onChange={(e) => setAuthor(e.target.value)} />}
          </Field>
          <Field id={`${id}-context`} label="Service or context (optional)" hint={'e.g. "Hypnotherapy for sleep"'} error={errors.context}>
            {(aria) => (
              <Input {...aria} value={context} maxLength={PROFILE_LIMITS.contextMax} onChange={(e) => setContext(e.target.value)} />
            )}
          </Field>
          <div className="flex items-start gap-3 rounded-lg border border-border p-3">
            <Switch
              id={`${id}-published`}
              checked={published}
              onCheckedChange={setPublished}
              aria-describedby={`${id}-published-hint`}
              className="mt-0.5"
            />
            <div className="grid gap-1">
              <Label htmlFor={`${id}-published`}>Show on the site</Label>
              <p id={`${id}-published-hint`} className="text-sm text-muted-foreground">
                Off: kept here, hidden from every visitor.
              </p>
            </div>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" disabled={busy} onClick={() => openChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? "Saving..." : testimonial ? "Save testimonial" : "Add testimonial"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
