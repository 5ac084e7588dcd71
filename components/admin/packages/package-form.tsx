"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { Save } from "lucide-react";

import { useActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { savePackageAction } from "@/lib/actions/packages";
import type { AdminPackage } from "@/lib/admin/packages";
import { PACKAGE_LIMITS, packageFormSchema, validityOf } from "@/lib/validations/package";

export type PackageServiceOption = { id: number; name: string; active: boolean };

const checkboxClasses = "mt-0.5 size-4 shrink-0 accent-[var(--color-primary)]";
const optionClasses =
  "flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-border p-3 has-[:checked]:border-primary/60 has-[:checked]:bg-primary-soft/40";

/**
 * Add or edit a package. The schema the server parses with checks it first (messages per field);
 * the server's own field errors show the same way. Saved, it goes back to the list.
 */
export function PackageForm({ pkg, services }: { pkg?: AdminPackage; services: PackageServiceOption[] }) {
  const router = useRouter();
  const editing = Boolean(pkg);
  const { state, pending, errors, value, form } = useActionForm(savePackageAction, {
    schema: packageFormSchema,
    failureTitle: editing ? "Package not saved" : "Package not added",
    onSuccess: ({ message }) => {
      toast({ title: editing ? "Package saved" : "Package added", description: message });
      router.push("/admin/packages");
    },
  });
  const refused = state.status === "error";
  const echoedServices = refused ? state.values?.serviceIds : undefined;
  const chosenServices = new Set(echoedServices === undefined ? (pkg?.services.map((s) => String(s.id)) ?? []) : [echoedServices].flat());
  const active = refused ? value("active") === "on" : (pkg?.active ?? true);
  const validity = pkg ? validityOf(pkg.validDays) : { validFor: 6, validUnit: "months" as const };
  const unit = value("validUnit", validity.validUnit);
  const resetKey = state.status === "idle" ? "idle" : String(state.at);

  const id = (name: string) => `package-${name}`;
  return (
    <form {...form} aria-label={editing ? `Edit ${pkg!.name}` : "Add a package"} className="grid gap-6">
      {pkg ? <input type="hidden" name="id" value={pkg.id} /> : null}
      <div className="grid gap-5 md:grid-cols-2">
        <Field
          name="name"
          id={id("name")}
          label="Name"
          hint={pkg ? `Its page stays at /packages/${pkg.slug}.` : "Its page's address is made from the name."}
          error={errors.name}
        >
          {(control) => <Input {...control} defaultValue={value("name", pkg?.name)} maxLength={PACKAGE_LIMITS.nameMax} required />}
        </Field>
        <Field name="sessions" id={id("sessions")} label="Number of sessions" error={errors.sessions}>
          {(control) => (
            <Input
              {...control}
              type="number"
              min={1}
              max={PACKAGE_LIMITS.sessionsMax}
              step={1}
              inputMode="numeric"
              defaultValue={value("sessions", pkg?.sessions.toString() ?? "")}
              required
            />
          )}
        </Field>
        <Field name="price" id={id("price")} label="Price (dollars)" hint="For all the sessions, before tax." error={errors.price}>
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              autoComplete="off"
              defaultValue={value("price", pkg ? (pkg.priceCents / 100).toFixed(2) : "")}
              required
            />
          )}
        </Field>
        <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start">
          <Field name="validFor" id={id("validFor")} label="Valid for" hint="From the day it is bought." error={errors.validFor}>
            {(control) => (
              <Input
                {...control}
                type="number"
                min={1}
                step={1}
                inputMode="numeric"
                defaultValue={value("validFor", String(validity.validFor))}
                required
              />
            )}
          </Field>
          <fieldset className="grid gap-1.5" key={`unit-${resetKey}`}>
            <legend className="mb-1.5 text-sm font-medium">Unit</legend>
            <div className="flex gap-2">
              {(["months", "days"] as const).map((option) => (
                <label
                  key={option}
                  className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-border px-3.5 has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
                >
                  <input
                    type="radio"
                    name="validUnit"
                    value={option}
                    defaultChecked={unit === option}
                    className="size-4 accent-[var(--color-primary)]"
                  />
                  {option === "months" ? "Months" : "Days"}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
      </div>
      <Field name="description" id={id("description")} label="Description" hint="Shown on the package's page." error={errors.description}>
        {(control) => (
          <Textarea
            {...control}
            defaultValue={value("description", pkg?.description ?? "")}
            maxLength={PACKAGE_LIMITS.descriptionMax}
            rows={3}
            required
          />
        )}
      </Field>

      <fieldset
        className="grid gap-2"
        aria-describedby={[id("serviceIds-hint"), errors.serviceIds ? id("serviceIds-error") : ""].join(" ").trim()}
      >
        <legend className="mb-1.5 text-sm font-medium">Services it covers</legend>
        <p id={id("serviceIds-hint")} className="text-sm text-muted-foreground">
          A credit books one session of any ticked service.
        </p>
        <div className="grid gap-2 sm:grid-cols-2" key={`services-${resetKey}`}>
          {services.map((service) => (
            <label key={service.id} className={optionClasses}>
              <input
                type="checkbox"
                name="serviceIds"
                value={service.id}
                defaultChecked={chosenServices.has(String(service.id))}
                className={checkboxClasses}
              />
              <span className="text-sm">
                {service.name}
                {service.active ? null : <span className="text-muted-foreground"> (retired)</span>}
              </span>
            </label>
          ))}
        </div>
        {errors.serviceIds ? (
          <p id={id("serviceIds-error")} className="text-sm font-medium text-destructive">
            {errors.serviceIds}
          </p>
        ) : null}
      </fieldset>

      <div key={`active-${resetKey}`}>
        <label className={optionClasses}>
          <input
            type="checkbox"
            name="active"
            id={id("active")}
            defaultChecked={active}
            aria-describedby={id("active-hint")}
            className={checkboxClasses}
          />
          <span className="grid gap-0.5">
            <span className="text-sm font-medium">Active</span>
            <span id={id("active-hint")} className="text-sm text-muted-foreground">
              On sale on the site. Retired: no longer sold; clients who bought it keep their credits.
            </span>
          </span>
        </label>
      </div>

      {editing ? (
        <p className="text-sm text-muted-foreground">Changes apply to packages sold from now on: clients keep what they bought.</p>
      ) : null}
      {state.status === "success" ? (
        <p role="status" className="text-sm">
          {editing ? "Package saved" : "Package added"}: {state.message} <Link href="/admin/packages">Back to the packages</Link>
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={pending} className="w-full sm:w-fit">
          <Save aria-hidden="true" />
          {pending ? "Saving..." : editing ? "Save package" : "Add package"}
        </Button>
        <Button type="button" variant="outline" className="w-full sm:w-fit" onClick={() => router.push("/admin/packages")}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
