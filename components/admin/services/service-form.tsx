"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { Save } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Input, fieldClasses } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast, toastError } from "@/components/ui/toast";
import { ApiError, apiRequest, messageOr } from "@/lib/api/client";
import type { AdminService } from "@/lib/practice/services";
import { siteConfig } from "@/lib/site-config";
import { cn } from "@/lib/utils";
import { formatDecimalDollars } from "@/lib/format";
import {
  durationFits,
  SERVICE_LIMITS,
  SERVICE_MESSAGES,
  serviceInputSchema,
  slugify,
  type ServiceFormValues,
} from "@/lib/validations/service";

type Field = keyof ServiceFormValues;
type Values = {
  name: string;
  slug: string;
  description: string;
  category: string;
  price: string;
  duration: string;
  isVirtual: "virtual" | "in-person";
};

const FIELDS: Field[] = ["name", "slug", "category", "isVirtual", "price", "duration", "description"];

/**
 * Add or edit a service. The same zod rules as the server check it first (messages per field);
 * the server's own field errors (a slug taken meanwhile) show the same way.
 */
export function ServiceForm({ service }: { service?: AdminService }) {
  const router = useRouter();
  const editing = Boolean(service);
  const [values, setValues] = useState<Values>({
    name: service?.name ?? "",
    slug: service?.slug ?? "",
    description: service?.description ?? "",
    category: service?.category ?? "",
    price: service ? formatDecimalDollars(service.price) : "",
    duration: service ? String(service.duration) : "60",
    isVirtual: service && !service.isVirtual ? "in-person" : "virtual",
  });
  // A new service's slug follows its name until the owner types one.
  const [slugTouched, setSlugTouched] = useState(editing);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);

  const set = (name: keyof Values) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    const value = event.target.value;
    setValues((v) => ({ ...v, [name]: value, ...(name === "name" && !slugTouched ? { slug: slugify(value) } : {}) }));
    if (name === "slug") setSlugTouched(true);
  };

  const body = (): ServiceFormValues => ({
    ...values,
    category: values.category as ServiceFormValues["category"],
    isVirtual: values.isVirtual === "virtual",
  });

  function focusFirst(found: Partial<Record<Field, string>>) {
    const first = FIELDS.find((f) => found[f]);
    if (first) document.getElementById(`service-${first}`)?.focus();
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = serviceInputSchema.safeParse(body());
    const found: Partial<Record<Field, string>> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
    else if (!durationFits(parsed.data.duration, service?.duration)) found.duration = SERVICE_MESSAGES.duration;
    if (Object.keys(found).length) {
      setErrors(found);
      focusFirst(found);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const saved = await apiRequest<AdminService>(editing ? `/api/admin/services/${service!.id}` : "/api/admin/services", {
        method: editing ? "PUT" : "POST",
        body: body(),
      });
      toast({
        title: editing ? "Service saved" : "Service added",
        description: `${saved.name} is ${saved.active ? "updated on the site" : "saved (retired: not offered)"}.`,
      });
      router.push("/admin/services");
      router.refresh();
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) {
        const found = Object.fromEntries(FIELDS.filter((f) => error.fieldErrors![f]).map((f) => [f, error.fieldErrors![f]]));
        setErrors(found);
        focusFirst(found);
      }
      toastError({
        title: editing ? "Service not saved" : "Service not added",
        description: messageOr(error, "There was a problem saving the service. Please try again."),
      });
      setBusy(false);
    }
  }

  const field = (name: Field) => ({
    id: `service-${name}`,
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby":
      [errors[name] ? `service-${name}-error` : null, hints[name] ? `service-${name}-hint` : null].filter(Boolean).join(" ") || undefined,
  });
  const hint = (name: Field) =>
    hints[name] ? (
      <p id={`service-${name}-hint`} className="text-sm text-muted-foreground">
        {hints[name]}
      </p>
    ) : null;
  const errorText = (name: Field) =>
    errors[name] ? (
      <p id={`service-${name}-error`} className="text-sm text-destructive">
        {errors[name]}
      </p>
    ) : null;

  return (
    <form noValidate onSubmit={submit} aria-label={editing ? `Edit ${service!.name}` : "Add a service"} className="grid gap-5">
      <div className="grid gap-5 md:grid-cols-2">
        <div className="grid content-start gap-1.5">
          <Label htmlFor="service-name">Name</Label>
          <Input
            {...field("name")}
            value={values.name}
            onChange={set("name")}
            maxLength={SERVICE_LIMITS.nameMax}
            autoComplete="off"
            required
          />
          {errorText("name")}
        </div>
        <div className="grid content-start gap-1.5">
          <Label htmlFor="service-slug">Slug</Label>
          <Input
            {...field("slug")}
            value={values.slug}
            onChange={set("slug")}
            maxLength={SERVICE_LIMITS.slugMax}
            autoComplete="off"
            spellCheck={false}
            required
          />
          {hint("slug")}
          {errorText("slug")}
        </div>
        <div className="grid content-start gap-1.5">
          <Label htmlFor="service-category">Category</Label>
          <select
            {...field("category")}
            value={values.category}
            onChange={set("category")}
            className={cn(fieldClasses, "h-11 appearance-auto px-3")}
            required
          >
            <option value="">Choose a category</option>
            <option value="hypnotherapy">Hypnotherapy</option>
            <option value="yoga">Yoga</option>
          </select>
          {errorText("category")}
        </div>
        <fieldset className="grid content-start gap-1.5" aria-describedby={errors.isVirtual ? "service-isVirtual-error" : undefined}>
          <legend className="mb-1.5 text-sm font-medium">Where</legend>
          <div className="flex flex-wrap gap-3">
            {(["virtual", "in-person"] as const).map((where) => (
              <label
                key={where}
                className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-border px-3.5 has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
              >
                <input
                  type="radio"
                  name="isVirtual"
                  id={where === "virtual" ? "service-isVirtual" : undefined}
                  value={where}
                  checked={values.isVirtual === where}
                  onChange={() => setValues((v) => ({ ...v, isVirtual: where }))}
                  className="size-4 accent-[var(--color-primary)]"
                />
                {where === "virtual" ? "Virtual (video call)" : "In person (studio)"}
              </label>
            ))}
          </div>
          {errorText("isVirtual")}
        </fieldset>
        <div className="grid content-start gap-1.5">
          <Label htmlFor="service-price">Price (US dollars)</Label>
          <div className="relative">
            <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3.5 flex items-center text-muted-foreground">
              $
            </span>
            <Input
              {...field("price")}
              value={values.price}
              onChange={set("price")}
              inputMode="decimal"
              autoComplete="off"
              className="pl-7"
              required
            />
          </div>
          {hint("price")}
          {errorText("price")}
        </div>
        <div className="grid content-start gap-1.5">
          <Label htmlFor="service-duration">Duration (minutes)</Label>
          <Input
            {...field("duration")}
            type="number"
            value={values.duration}
            onChange={set("duration")}
            min={SERVICE_LIMITS.durationMin}
            max={SERVICE_LIMITS.durationMax}
            step={siteConfig.booking.slotMinutes}
            inputMode="numeric"
            required
          />
          {hint("duration")}
          {errorText("duration")}
        </div>
      </div>
      <div className="grid content-start gap-1.5">
        <Label htmlFor="service-description">Description</Label>
        <Textarea
          {...field("description")}
          value={values.description}
          onChange={set("description")}
          maxLength={SERVICE_LIMITS.descriptionMax}
          rows={4}
          required
        />
        {hint("description")}
        {errorText("description")}
      </div>
      {editing && service!.appointments > 0 ? (
        <p className="rounded-lg border border-border bg-muted/40 p-3 text-sm text-muted-foreground">
          {service!.appointments === 1 ? "1 booking was" : `${service!.appointments} bookings were`} made for this service. They keep the
          price and length they were booked with; changes apply to new bookings.
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={busy} className="w-full sm:w-fit">
          <Save aria-hidden="true" />
          {busy ? "Saving..." : editing ? "Save service" : "Add service"}
        </Button>
        <Button type="button" variant="outline" className="w-full sm:w-fit" onClick={() => router.push("/admin/services")}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

const hints: Partial<Record<Field, string>> = {
  slug: "Lower-case letters, digits and hyphens; unique.",
  price: "Greater than $0, e.g. 120 or 120.50. Existing bookings keep their price.",
  duration: `A multiple of ${siteConfig.booking.slotMinutes} minutes, up to ${SERVICE_LIMITS.durationMax}.`,
  description: `${SERVICE_LIMITS.descriptionMin} to ${SERVICE_LIMITS.descriptionMax} characters, shown on the services page.`,
};
