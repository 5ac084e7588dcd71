import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";

import { BackLink } from "@/components/admin/back-link";
import { usesLabel } from "@/components/admin/promo-codes/format";
import { PromoCodeForm } from "@/components/admin/promo-codes/promo-code-form";
import { AdminPageTitle, AdminShell } from "@/components/admin/shell";
import { StatusBadge } from "@/components/admin/badges";
import { requireAdminPage } from "@/lib/admin/auth";
import { adminAppointmentPath } from "@/lib/booking/links";
import { formatPrice, formatShortDate, formatTimeWithZone } from "@/lib/format";
import { getAdminPromoCode, listPromoCodeUses, type PromoCodeUse } from "@/lib/offers/admin";
import { listAdminServices } from "@/lib/practice/services";
import { cn } from "@/lib/utils";
import { idField } from "@/lib/validations/fields";

export const metadata: Metadata = { title: "Edit promo code" };

export default async function EditPromoCodePage({ params }: { params: Promise<{ id: string }> }) {
  const admin = await requireAdminPage();
  const parsed = idField().safeParse((await params).id);
  const promoCode = parsed.success ? await getAdminPromoCode(parsed.data) : null;
  if (!promoCode) notFound();
  const id = promoCode.id;
  const [services, uses] = await Promise.all([listAdminServices(), listPromoCodeUses(id)]);
  return (
    <AdminShell admin={admin}>
      <BackLink href="/admin/promo-codes">All promo codes</BackLink>
      <AdminPageTitle
        title={`Edit ${promoCode.code}`}
        description={
          promoCode.active
            ? "Changes apply to bookings made from now on; bookings that used it keep their discount."
            : "This code is inactive: clients cannot use it. Tick Active to offer it again."
        }
      />
      <div className="rounded-xl border border-border bg-card p-3 shadow-sm sm:p-6">
        <PromoCodeForm promoCode={promoCode} services={services.map(({ id, name, active }) => ({ id, name, active }))} />
      </div>
      <section
        aria-labelledby="promo-uses-heading"
        className="grid min-w-0 gap-3 rounded-xl border border-border bg-card p-3 shadow-sm sm:p-6"
      >
        <h2 id="promo-uses-heading" className="text-xl font-semibold">
          Bookings that used it
        </h2>
        <p className="text-sm text-muted-foreground">
          Uses: {usesLabel(promoCode)} · Discount given on booked sessions: {formatPrice(promoCode.discountGivenCents)}. A booking cancelled
          before its session, or a hold that ran out, gives its use back.
        </p>
        {uses.length ? (
          <ul aria-label={`Bookings that used ${promoCode.code}`} className="grid gap-2">
            {uses.map((use) => (
              <UseRow key={use.appointmentId} use={use} />
            ))}
          </ul>
        ) : (
          <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">
            No booking has used this code yet.
          </p>
        )}
      </section>
    </AdminShell>
  );
}

function UseRow({ use }: { use: PromoCodeUse }) {
  return (
    <li
      data-testid="promo-code-use"
      className={cn(
        "grid gap-1 rounded-lg border border-border p-3 text-sm sm:grid-cols-[1fr_auto] sm:items-center sm:gap-4",
        !use.holdsUse && "bg-muted/40",
      )}
    >
      <div className="grid min-w-0 gap-0.5">
        <p className="flex flex-wrap items-center gap-2">
          <Link href={adminAppointmentPath(use.appointmentId)} className="font-semibold text-primary underline-offset-4 hover:underline">
            {formatShortDate(use.startsAt)}, {formatTimeWithZone(use.startsAt)}
          </Link>
          <StatusBadge status={use.status} />
          {use.holdsUse ? null : <span className="text-xs text-muted-foreground">Use given back</span>}
        </p>
        <p className="[overflow-wrap:anywhere]">
          {use.clientName} <span className="break-all text-muted-foreground">({use.clientEmail})</span> · {use.serviceName}
        </p>
      </div>
      <p className="font-semibold tabular-nums">−{formatPrice(use.discountCents)}</p>
    </li>
  );
}
