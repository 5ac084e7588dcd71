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
import { savePromoCodeAction } from "@/lib/actions/promo-codes";
import type { AdminPromoCode } from "@/lib/offers/admin";
import { PROMO_CODE_LIMITS, promoCodeFormSchema } from "@/lib/validations/promo-code";

export type PromoCodeServiceOption = { id: number; name: string; active: boolean };

const checkboxClasses = "mt-0.5 size-4 shrink-0 accent-[var(--color-primary)]";
const optionClasses =
  "flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-border p-3 has-[:checked]:border-primary/60 has-[:checked]:bg-primary-soft/40";

/**
 * Add or edit a promo code. The schema the server parses with checks it first (messages per field);
 * the server's own field errors (a name another code uses) show the same way. Saved, it goes back to
 * the list.
 */
export function PromoCodeForm({ promoCode, services }: { promoCode?: AdminPromoCode; services: PromoCodeServiceOption[] }) {
  const router = useRouter();
  const editing = Boolean(promoCode);
  const { state, pending, errors, value, form } = useActionForm(savePromoCodeAction, {
    schema: promoCodeFormSchema,
    failureTitle: editing ? "Code not saved" : "Code not added",
    onSuccess: ({ message }) => {
      toast({ title: editing ? "Code saved" : "Code added", description: message });
      router.push("/admin/promo-codes");
    },
  });
  const refused = state.status === "error";
  // After a refusal a checkbox shows what was posted (an unticked one posts nothing).
  const checked = (name: string, initial: boolean) => (refused ? value(name) === "on" : initial);
  const echoedServices = refused ? state.values?.serviceIds : undefined;
  const chosenServices = new Set(
    echoedServices === undefined ? (promoCode?.services.map((s) => String(s.id)) ?? []) : [echoedServices].flat(),
  );
  const kind = value("kind", promoCode?.amountOffCents ? "amount" : "percent");
  const initialValue = promoCode
    ? promoCode.percentOff !== null
      ? String(promoCode.percentOff)
      : (promoCode.amountOffCents! / 100).toFixed(2)
    : "";
  // Keyed by what they show: an answer resets the form to its defaults.
  const resetKey = state.status === "idle" ? "idle" : String(state.at);

  const id = (name: string) => `promo-${name}`;
  return (
    <form {...form} aria-label={editing ? `Edit ${promoCode!.code}` : "Add a promo code"} className="grid gap-6">
      {promoCode ? <input type="hidden" name="id" value={promoCode.id} /> : null}
      <div className="grid gap-5 md:grid-cols-2">
        <Field name="code" id={id("code")} label="Code" hint={hints.code} error={errors.code}>
          {(control) => (
            <Input
              {...control}
              defaultValue={value("code", promoCode?.code)}
              maxLength={PROMO_CODE_LIMITS.codeMax}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              className="font-mono uppercase"
              required
            />
          )}
        </Field>
        <fieldset className="grid content-start gap-1.5" aria-describedby={errors.kind ? id("kind-error") : undefined}>
          <legend className="mb-1.5 text-sm font-medium">Discount</legend>
          <div className="flex flex-wrap gap-3" key={`kind-${resetKey}`}>
            {(
              [
                ["percent", "Percentage off"],
                ["amount", "Amount off (dollars)"],
              ] as const
            ).map(([option, label]) => (
              <label
                key={option}
                className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-border px-3.5 has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
              >
                <input
                  type="radio"
                  name="kind"
                  id={option === "percent" ? id("kind") : undefined}
                  value={option}
                  defaultChecked={kind === option}
                  className="size-4 accent-[var(--color-primary)]"
                />
                {label}
              </label>
            ))}
          </div>
          {errors.kind ? (
            <p id={id("kind-error")} className="text-sm font-medium text-destructive">
              {errors.kind}
            </p>
          ) : null}
        </fieldset>
        <Field name="value" id={id("value")} label="Percentage or amount" hint={hints.value} error={errors.value}>
          {(control) => <Input {...control} defaultValue={value("value", initialValue)} inputMode="decimal" autoComplete="off" required />}
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field name="startsOn" id={id("startsOn")} label="First day" hint="Empty: from now on." error={errors.startsOn}>
            {(control) => <Input {...control} type="date" defaultValue={value("startsOn", promoCode?.startsOn ?? "")} />}
          </Field>
          <Field name="endsOn" id={id("endsOn")} label="Last day" hint="Empty: no end." error={errors.endsOn}>
            {(control) => <Input {...control} type="date" defaultValue={value("endsOn", promoCode?.endsOn ?? "")} />}
          </Field>
        </div>
        <UsesField
          name="maxUses"
          id={id("maxUses")}
          label="Uses allowed in all"
          error={errors.maxUses}
          defaultValue={value("maxUses", promoCode?.maxUses?.toString() ?? "")}
        />
        <UsesField
          name="maxUsesPerClient"
          id={id("maxUsesPerClient")}
          label="Uses per client"
          error={errors.maxUsesPerClient}
          defaultValue={value("maxUsesPerClient", promoCode?.maxUsesPerClient?.toString() ?? "")}
        />
      </div>

      <fieldset
        className="grid gap-2"
        aria-describedby={[id("serviceIds-hint"), errors.serviceIds ? id("serviceIds-error") : ""].join(" ").trim()}
      >
        <legend className="mb-1.5 text-sm font-medium">Services</legend>
        <p id={id("serviceIds-hint")} className="text-sm text-muted-foreground">
          Tick the services it applies to. None ticked: every service.
        </p>
        <div className="grid gap-2 sm:grid-cols-2" key={`services-${resetKey}`}>
          {services.map((service) => (
            <label key={service.id} className={optionClasses}>
              <input
                type="checkbox"
                name="serviceIds"
                value={service.id}
                id={id(`service-${service.id}`)}
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

      <fieldset className="grid gap-2">
        <legend className="mb-1.5 text-sm font-medium">Rules</legend>
        <div className="grid gap-2 sm:grid-cols-2" key={`flags-${resetKey}`}>
          <Checkbox
            name="newClientsOnly"
            label="New clients only"
            hint="Only for clients with no earlier confirmed, completed or no-show appointment."
            defaultChecked={checked("newClientsOnly", promoCode?.newClientsOnly ?? false)}
          />
          <Checkbox
            name="active"
            label="Active"
            hint="Clients can use it. Deactivate it to stop it; bookings that used it keep their discount."
            defaultChecked={checked("active", promoCode?.active ?? true)}
          />
        </div>
      </fieldset>

      <fieldset className="grid gap-3 rounded-lg border border-border p-3 sm:p-4">
        <legend className="px-1 text-sm font-medium">Intro offer</legend>
        <div key={`intro-${resetKey}`}>
          <Checkbox
            name="isIntroOffer"
            label="Show as the intro offer on the home and services pages"
            hint="One code at most: marking this one replaces the current intro offer."
            defaultChecked={checked("isIntroOffer", promoCode?.isIntroOffer ?? false)}
          />
        </div>
        <Field name="introText" id={id("introText")} label="Intro offer text" hint={hints.introText} error={errors.introText}>
          {(control) => (
            <Textarea
              {...control}
              defaultValue={value("introText", promoCode?.introText ?? "")}
              maxLength={PROMO_CODE_LIMITS.introTextMax}
              rows={2}
            />
          )}
        </Field>
      </fieldset>

      {state.status === "success" ? (
        <p role="status" className="text-sm">
          {editing ? "Code saved" : "Code added"}: {state.message} <Link href="/admin/promo-codes">Back to the promo codes</Link>
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={pending} className="w-full sm:w-fit">
          <Save aria-hidden="true" />
          {pending ? "Saving..." : editing ? "Save code" : "Add code"}
        </Button>
        <Button type="button" variant="outline" className="w-full sm:w-fit" onClick={() => router.push("/admin/promo-codes")}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** A limit on uses: a whole number, empty for none. */
function UsesField({
  name,
  id,
  label,
  error,
  defaultValue,
}: {
  name: string;
  id: string;
  label: string;
  error: string | undefined;
  defaultValue: string;
}) {
  return (
    <Field name={name} id={id} label={label} hint="Empty: no limit." error={error}>
      {(control) => (
        <Input
          {...control}
          type="number"
          min={1}
          max={PROMO_CODE_LIMITS.usesMax}
          step={1}
          inputMode="numeric"
          defaultValue={defaultValue}
        />
      )}
    </Field>
  );
}

function Checkbox({ name, label, hint, defaultChecked }: { name: string; label: string; hint: string; defaultChecked: boolean }) {
  const id = `promo-${name}`;
  return (
    <label className={optionClasses}>
      <input
        type="checkbox"
        name={name}
        id={id}
        defaultChecked={defaultChecked}
        aria-describedby={`${id}-hint`}
        className={checkboxClasses}
      />
      <span className="grid gap-0.5">
        <span className="text-sm font-medium">{label}</span>
        <span id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </span>
      </span>
    </label>
  );
}

const hints = {
  code: `${PROMO_CODE_LIMITS.codeMin} to ${PROMO_CODE_LIMITS.codeMax} letters, digits and hyphens, e.g. WELCOME-20. Clients type it in any case.`,
  value: "A whole percentage (e.g. 20) or dollars (e.g. 15 or 15.50), taken off the price before tax.",
  introText: `Up to ${PROMO_CODE_LIMITS.introTextMax} characters, e.g. "New here? Your first session is 20% off." Required for the intro offer.`,
};
