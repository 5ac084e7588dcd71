"use client";

import { useRef } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { Save } from "lucide-react";

import { useActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, fieldClasses } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { saveServiceAction } from "@/lib/actions/services";
import type { AdminService } from "@/lib/practice/services";
import { siteConfig } from "@/lib/site-config";
import { cn } from "@/lib/utils";
import { durationFits, SERVICE_LIMITS, SERVICE_MESSAGES, serviceInputSchema, slugify } from "@/lib/validations/service";
import { formatDecimalDollars } from "@/lib/format";

/**
 * Add or edit a service. The schema the server parses with checks it first (messages per field);
 * the server's own field errors (a slug taken meanwhile, a length the calendar cannot offer) show
 * the same way. Saved, it goes back to the list.
 */
export function ServiceForm({ service }: { service?: AdminService }) {
  const router = useRouter();
  const editing = Boolean(service);
  const { state, pending, errors, value, form } = useActionForm(saveServiceAction, {
    // The server's rules, and its length check (a whole number of slots) before sending.
    schema: serviceInputSchema.refine((s) => durationFits(s.duration, service?.duration), {
      path: ["duration"],
      message: SERVICE_MESSAGES.duration,
    }),
    failureTitle: editing ? "Service not saved" : "Service not added",
    onSuccess: ({ message }) => {
      toast({ title: editing ? "Service saved" : "Service added", description: message });
      router.push("/admin/services");
    },
  });
  // A new service's slug follows its name until the owner types one.
  const slug = useRef<HTMLInputElement>(null);
  const slugTouched = useRef(editing);
  const isVirtual = value("isVirtual", String(service ? service.isVirtual : true));
  // After a refusal a checkbox shows what was posted (an unticked one posts nothing).
  const checked = (name: string, initial: boolean) => (state.status === "error" ? value(name) === "on" : initial);

  const id = (name: string) => `service-${name}`;
  return (
    <form {...form} aria-label={editing ? `Edit ${service!.name}` : "Add a service"} className="grid gap-5">
      {service ? <input type="hidden" name="id" value={service.id} /> : null}
      <div className="grid gap-5 md:grid-cols-2">
        <Field name="name" id={id("name")} label="Name" error={errors.name}>
          {(control) => (
            <Input
              {...control}
              defaultValue={value("name", service?.name)}
              onChange={(e) => {
                if (!slugTouched.current && slug.current) slug.current.value = slugify(e.target.value);
              }}
              maxLength={SERVICE_LIMITS.nameMax}
              autoComplete="off"
              required
            />
          )}
        </Field>
        <Field name="slug" id={id("slug")} label="Slug" hint={hints.slug} error={errors.slug}>
          {(control) => (
            <Input
              {...control}
              ref={slug}
              defaultValue={value("slug", service?.slug)}
              onChange={() => (slugTouched.current = true)}
              maxLength={SERVICE_LIMITS.slugMax}
              autoComplete="off"
              spellCheck={false}
              required
            />
          )}
        </Field>
        <Field name="category" id={id("category")} label="Category" error={errors.category}>
          {(control) => (
            <select
              {...control}
              // Keyed by its default: React sets a select's default option only when it mounts, and
              // the form is reset to the defaults after each answer.
              key={value("category", service?.category)}
              defaultValue={value("category", service?.category)}
              className={cn(fieldClasses, "h-11 appearance-auto px-3")}
              required
            >
              <option value="">Choose a category</option>
              <option value="hypnotherapy">Hypnotherapy</option>
              <option value="yoga">Yoga</option>
            </select>
          )}
        </Field>
        <fieldset className="grid content-start gap-1.5" aria-describedby={errors.isVirtual ? "service-isVirtual-error" : undefined}>
          <legend className="mb-1.5 text-sm font-medium">Where</legend>
          <div className="flex flex-wrap gap-3">
            {(["true", "false"] as const).map((where) => (
              <label
                key={where}
                className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-border px-3.5 has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
              >
                <input
                  type="radio"
                  name="isVirtual"
                  id={where === "true" ? "service-isVirtual" : undefined}
                  value={where}
                  defaultChecked={isVirtual === where}
                  className="size-4 accent-[var(--color-primary)]"
                />
                {where === "true" ? "Virtual (video call)" : "In person (studio)"}
              </label>
            ))}
          </div>
          {errors.isVirtual ? (
            <p id="service-isVirtual-error" className="text-sm font-medium text-destructive">
              {errors.isVirtual}
            </p>
          ) : null}
        </fieldset>
        <Field name="price" id={id("price")} label="Price (US dollars)" hint={hints.price} error={errors.price}>
          {(control) => (
            <div className="relative">
              <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3.5 flex items-center text-muted-foreground">
                $
              </span>
              <Input
                {...control}
                defaultValue={value("price", service ? formatDecimalDollars(service.price) : "")}
                inputMode="decimal"
                autoComplete="off"
                className="pl-7"
                required
              />
            </div>
          )}
        </Field>
        <Field name="duration" id={id("duration")} label="Duration (minutes)" hint={hints.duration} error={errors.duration}>
          {(control) => (
            <Input
              {...control}
              type="number"
              defaultValue={value("duration", service ? String(service.duration) : "60")}
              min={SERVICE_LIMITS.durationMin}
              max={SERVICE_LIMITS.durationMax}
              step={siteConfig.booking.slotMinutes}
              inputMode="numeric"
              required
            />
          )}
        </Field>
      </div>
      <Field name="description" id={id("description")} label="Description" hint={hints.description} error={errors.description}>
        {(control) => (
          <Textarea
            {...control}
            defaultValue={value("description", service?.description)}
            maxLength={SERVICE_LIMITS.descriptionMax}
            rows={4}
            required
          />
        )}
      </Field>
      <fieldset className="grid gap-3">
        <legend className="mb-1.5 text-sm font-medium">Who can book it</legend>
        {flags.map((flag) => (
          <label
            key={flag.name}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-border p-3 has-[:checked]:border-primary/60"
          >
            <input
              type="checkbox"
              name={flag.name}
              id={id(flag.name)}
              // Keyed by its default: an answer resets the form to the defaults.
              key={String(checked(flag.name, service ? service[flag.name] : flag.byDefault))}
              defaultChecked={checked(flag.name, service ? service[flag.name] : flag.byDefault)}
              aria-describedby={id(`${flag.name}-hint`)}
              className="mt-0.5 size-4 shrink-0 accent-[var(--color-primary)]"
            />
            <span className="grid gap-0.5">
              <span className="text-sm font-medium">{flag.label}</span>
              <span id={id(`${flag.name}-hint`)} className="text-sm text-muted-foreground">
                {flag.hint}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {editing && service!.appointments > 0 ? (
        <p className="rounded-lg border border-border bg-muted/40 p-3 text-sm text-muted-foreground">
          {service!.appointments === 1 ? "1 booking was" : `${service!.appointments} bookings were`} made for this service. They keep the
          price and length they were booked with; changes apply to new bookings.
        </p>
      ) : null}
      {state.status === "success" ? (
        <p role="status" className="text-sm">
          {editing ? "Service saved" : "Service added"}: {state.message} <Link href="/admin/services">Back to the services</Link>
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={pending} className="w-full sm:w-fit">
          <Save aria-hidden="true" />
          {pending ? "Saving..." : editing ? "Save service" : "Add service"}
        </Button>
        <Button type="button" variant="outline" className="w-full sm:w-fit" onClick={() => router.push("/admin/services")}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

const flags = [
  {
    name: "newClientsOnly",
    label: "New clients only",
    hint: "Only for clients with no earlier confirmed, completed or no-show appointment.",
    byDefault: false,
  },
  { name: "onePerClient", label: "One per client", hint: "Each client can book it once.", byDefault: false },
  {
    name: "consentRequired",
    label: "Consent form required",
    hint: "Clients sign the consent form before booking. Turn it off for e.g. a free phone consultation.",
    byDefault: true,
  },
] as const;

const hints = {
  slug: "Lower-case letters, digits and hyphens; unique.",
  price: "e.g. 120 or 120.50; 0 for a free service. Existing bookings keep their price.",
  duration: `A multiple of ${siteConfig.booking.slotMinutes} minutes, up to ${SERVICE_LIMITS.durationMax}.`,
  description: `${SERVICE_LIMITS.descriptionMin} to ${SERVICE_LIMITS.descriptionMax} characters, shown on the services page.`,
};
