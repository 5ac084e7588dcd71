"use client";

import { MapPinIcon, VideoIcon } from "lucide-react";
import type { ServiceDTO } from "@/lib/practice/catalog";
import { formatServicePrice } from "@/lib/format";
import { TAX_NOTE } from "@/lib/payments/tax-display";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { cn } from "@/lib/utils";
import { CancellationPolicyNote } from "@/components/booking/policy-link";

const categories = [
  { key: "hypnotherapy", title: "Hypnotherapy" },
  { key: "yoga", title: "Yoga" },
] as const;

type ServiceStepProps = {
  services: ServiceDTO[];
  selectedId: number | null;
  onSelect: (service: ServiceDTO) => void;
  /** Shown to logged-in users only: visitors have no preferences to save. */
  showRemember: boolean;
  remember: boolean;
  onRememberChange: (value: boolean) => void;
  error: string | null;
  /** Services this client cannot book, with the reason shown on their card. */
  refusals?: Record<number, string>;
  ageBlockedMessage: string | null;
  onContinue: () => void;
};

export function ServiceStep({
  services,
  selectedId,
  onSelect,
  showRemember,
  remember,
  onRememberChange,
  error,
  refusals = {},
  ageBlockedMessage,
  onContinue,
}: ServiceStepProps) {
  const errorId = "service-error";
  return (
    <div className="grid gap-6">
      <RadioGroup
        aria-labelledby="booking-step-title"
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        aria-required="true"
        value={selectedId ? String(selectedId) : ""}
        onValueChange={(value) => {
          const service = services.find((s) => String(s.id) === value);
          if (service) onSelect(service);
        }}
        className="gap-6"
      >
        {categories.map(({ key, title }) => {
          const group = services.filter((s) => s.category === key);
          if (group.length === 0) return null;
          return (
            <div key={key} className="grid gap-3">
              <h3 className="font-display text-lg font-semibold">{title}</h3>
              <div className="grid gap-3 sm:grid-cols-2">
                {group.map((service) => (
                  <ServiceCard key={service.id} service={service} selected={service.id === selectedId} refusal={refusals[service.id]} />
                ))}
              </div>
            </div>
          );
        })}
      </RadioGroup>

      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}

      {ageBlockedMessage && (
        <Alert variant="destructive">
          <AlertDescription>{ageBlockedMessage}</AlertDescription>
        </Alert>
      )}

      <CancellationPolicyNote />

      <div className="flex flex-col gap-4 border-t border-border pt-5 sm:flex-row sm:items-center sm:justify-between">
        {showRemember ? (
          <Label className="cursor-pointer font-normal">
            <Checkbox checked={remember} onCheckedChange={(value) => onRememberChange(value === true)} />
            Remember my preferences for next time
          </Label>
        ) : (
          <span />
        )}
        <Button size="lg" onClick={onContinue} className="w-full sm:w-auto">
          Continue to Date Selection
        </Button>
      </div>
    </div>
  );
}

function ServiceCard({ service, selected, refusal }: { service: ServiceDTO; selected: boolean; refusal?: string }) {
  const id = `service-${service.id}`;
  const Icon = service.isVirtual ? VideoIcon : MapPinIcon;
  return (
    <Label
      htmlFor={id}
      className={cn(
        "flex cursor-pointer items-start gap-3 rounded-lg border bg-card p-4 transition-colors hover:border-primary/60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
        selected ? "border-primary bg-primary-soft/60 ring-1 ring-primary" : "border-border",
      )}
    >
      <RadioGroupItem id={id} value={String(service.id)} className="mt-0.5" aria-describedby={`${id}-details`} />
      <span className="grid flex-1 gap-1">
        <span className="font-semibold leading-snug">{service.name}</span>
        <span id={`${id}-details`} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-normal text-muted-foreground">
          <span>{service.duration} minutes</span>
          <span className="inline-flex items-center gap-1">
            <Icon className="size-4" aria-hidden="true" />
            {service.isVirtual ? "online" : "in-person"}
          </span>
          <span>
            <span className="font-semibold text-foreground">{formatServicePrice(service.price)}</span>
            {service.price > 0 ? ` ${TAX_NOTE}` : null}
          </span>
          {refusal && <span className="basis-full text-destructive">{refusal}</span>}
        </span>
      </span>
    </Label>
  );
}
