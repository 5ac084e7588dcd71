"use client";

import { useId, useState } from "react";
import { Pencil, Plus } from "lucide-react";

import { useActionForm, useBusy } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { saveTestimonialAction } from "@/lib/actions/profile";
import type { TestimonialView } from "@/lib/practice/testimonials";
import { PROFILE_LIMITS, testimonialSchema } from "@/lib/validations/practitioner";

/** Add a testimonial, or edit one (publishing or hiding it included), in a dialog. */
export function TestimonialDialog({ testimonial }: { testimonial?: TestimonialView }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      {testimonial ? (
        <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)}>
          <Pencil aria-hidden="true" />
          Edit<span className="sr-only"> the testimonial by {testimonial.author}</span>
        </Button>
      ) : (
        <Button type="button" className="w-full sm:w-fit" onClick={() => setOpen(true)}>
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
        <TestimonialForm testimonial={testimonial} onBusy={setBusy} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

/** The dialog's form: mounted each time the dialog opens, so it starts from the saved values. */
function TestimonialForm({
  testimonial,
  onBusy,
  onDone,
}: {
  testimonial?: TestimonialView;
  onBusy: (busy: boolean) => void;
  onDone: () => void;
}) {
  const id = useId();
  const { state, pending, errors, value, form } = useActionForm(saveTestimonialAction, {
    schema: testimonialSchema,
    failureTitle: "Testimonial not saved",
    onSuccess: ({ message }) => {
      toast({ title: testimonial ? "Testimonial saved" : "Testimonial added", description: message });
      onDone();
    },
  });
  useBusy(pending, onBusy);
  const published = state.status === "error" ? value("published") === "on" : (testimonial?.published ?? true);

  return (
    <form {...form} aria-label={testimonial ? "Edit the testimonial" : "Add a testimonial"} className="grid gap-4">
      {testimonial ? <input type="hidden" name="id" value={testimonial.id} /> : null}
      <Field name="quote" id={`${id}-quote`} label="What the client said" error={errors.quote}>
        {(control) => (
          <Textarea {...control} defaultValue={value("quote", testimonial?.quote)} rows={4} maxLength={PROFILE_LIMITS.quoteMax} />
        )}
      </Field>
      <Field
        name="author"
        id={`${id}-author`}
        label="Client's name or initials"
        hint={'As it should appear, e.g. "Sarah M." or "J.K."'}
        error={errors.author}
      >
        {(control) => <Input {...control} defaultValue={value("author", testimonial?.author)} maxLength={PROFILE_LIMITS.authorMax} />}
      </Field>
      <Field
        name="context"
        id={`${id}-context`}
        label="Service or context (optional)"
        hint={'e.g. "Hypnotherapy for sleep"'}
        error={errors.context}
      >
        {(control) => <Input {...control} defaultValue={value("context", testimonial?.context)} maxLength={PROFILE_LIMITS.contextMax} />}
      </Field>
      <div className="flex items-start gap-3 rounded-lg border border-border p-3">
        <Switch
          key={String(published)}
          id={`${id}-published`}
          name="published"
          defaultChecked={published}
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
        <Button type="button" variant="outline" disabled={pending} onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? "Saving..." : testimonial ? "Save testimonial" : "Add testimonial"}
        </Button>
      </div>
    </form>
  );
}
