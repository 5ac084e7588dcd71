import type { Metadata } from "next";
import Link from "next/link";
import { CalendarRange, Pencil, Plus, Sparkles, Tag, Ticket, type LucideIcon } from "lucide-react";

import { servicesLabel, usesLabel, validityLabel, validityState } from "@/components/admin/promo-codes/format";
import { PromoCodeStatusButton } from "@/components/admin/promo-codes/promo-code-actions";
import { AdminPageTitle, AdminShell } from "@/components/admin/shell";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { requireAdminPage } from "@/lib/admin/auth";
import { practiceToday } from "@/lib/booking/dates";
import { formatPrice } from "@/lib/format";
import { listAdminPromoCodes, type AdminPromoCode } from "@/lib/offers/admin";
import { cn } from "@/lib/utils";

export const metadata: Metadata = { title: "Promo codes" };

// The owner's promo codes, newest first: what each takes off, for which services, when, how often
// it was used; edit, activate or deactivate. Server-rendered; the buttons are small client forms.

export default async function AdminPromoCodesPage() {
  const admin = await requireAdminPage();
  const codes = await listAdminPromoCodes();
  const today = practiceToday();

  return (
    <AdminShell admin={admin}>
      <AdminPageTitle
        title="Promo codes"
        description="Discounts clients enter when they pay. One code can be the intro offer the home and services pages show."
      >
        <Link href="/admin/promo-codes/new" className={cn(buttonVariants(), "w-full sm:w-fit")}>
          <Plus aria-hidden="true" />
          Add a promo code
        </Link>
      </AdminPageTitle>
      {codes.length ? (
        <ul aria-label="Promo codes" className="grid gap-3">
          {codes.map((code) => (
            <PromoCodeRow key={code.id} code={code} today={today} />
          ))}
        </ul>
      ) : (
        <p className="rounded-lg border border-dashed border-border bg-card p-6 text-center text-sm text-muted-foreground">
          No promo codes yet. Add one to offer a discount or an intro offer.
        </p>
      )}
    </AdminShell>
  );
}

function PromoCodeRow({ code, today }: { code: AdminPromoCode; today: string }) {
  const state = validityState(code, today);
  return (
    <li
      aria-label={code.code}
      data-testid="admin-promo-code"
      className={cn(
        "grid gap-3 rounded-xl border border-border bg-card p-3 shadow-sm sm:p-4 lg:grid-cols-[1fr_auto] lg:items-center",
        !code.active && "bg-muted/40",
      )}
    >
      <div className="grid min-w-0 gap-1.5">
        <p className="flex flex-wrap items-center gap-2">
          <span className="break-all font-mono text-base font-semibold">{code.code}</span>
          <span className="font-semibold text-primary">{code.discount}</span>
          {code.active ? <Badge variant="success">Active</Badge> : <Badge variant="secondary">Inactive</Badge>}
          {state === "expired" ? <Badge variant="outline">Expired</Badge> : null}
          {state === "upcoming" ? <Badge variant="outline">Not yet valid</Badge> : null}
          {code.isIntroOffer ? (
            <Badge variant="warning">
              <Sparkles aria-hidden="true" />
              Intro offer
            </Badge>
          ) : null}
          {code.newClientsOnly ? <Badge variant="outline">New clients only</Badge> : null}
        </p>
        <dl className="grid gap-x-4 gap-y-1 text-sm text-muted-foreground sm:flex sm:flex-wrap">
          <Detail icon={Tag} term="Services">
            {servicesLabel(code)}
          </Detail>
          <Detail icon={CalendarRange} term="Valid">
            {validityLabel(code)}
          </Detail>
          <Detail icon={Ticket} term="Uses">
            {usesLabel(code)} {code.maxUses === null && code.uses === 1 ? "use" : "uses"}
            {code.maxUsesPerClient !== null ? `, ${code.maxUsesPerClient} per client` : ""}
          </Detail>
          {code.discountGivenCents > 0 ? (
            <div className="flex items-start gap-1">
              <dt>Given:</dt>
              <dd>{formatPrice(code.discountGivenCents)}</dd>
            </div>
          ) : null}
        </dl>
        {code.isIntroOffer && code.introText ? <p className="[overflow-wrap:anywhere] text-sm">&ldquo;{code.introText}&rdquo;</p> : null}
      </div>
      <div className="flex flex-wrap items-center gap-2 lg:justify-end">
        <Link href={`/admin/promo-codes/${code.id}`} className={buttonVariants({ variant: "outline", size: "sm" })}>
          <Pencil aria-hidden="true" />
          Edit<span className="sr-only"> {code.code}</span>
        </Link>
        <PromoCodeStatusButton id={code.id} code={code.code} active={code.active} />
      </div>
    </li>
  );
}

/** One of a code's limits: an icon for the eye, its name for screen readers. */
function Detail({ icon: Icon, term, children }: { icon: LucideIcon; term: string; children: React.ReactNode }) {
  return (
    <div className="flex min-w-0 items-start gap-1">
      <dt>
        <Icon aria-hidden="true" className="mt-0.5 size-3.5" />
        <span className="sr-only">{term}</span>
      </dt>
      <dd className="min-w-0 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}
