import type { Metadata } from "next";
import Link from "next/link";
import { Filter } from "lucide-react";

import { OfferTimeForm } from "@/components/admin/waitlist/offer-time-form";
import { FilterActions } from "@/components/admin/filter-actions";
import { AdminPageTitle, AdminShell } from "@/components/admin/shell";
import { Input, fieldClasses } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { requireAdminPage } from "@/lib/admin/auth";
import { db } from "@/lib/db";
import { formatDayKey, formatShortDate, formatTime12, formatTimeWithZone } from "@/lib/format";
import { readSearchParams, type PageSearchParams } from "@/lib/search-params";
import { cn } from "@/lib/utils";
import { isDateKey } from "@/lib/validations/date-keys";
import { DAY_PART_LABELS } from "@/lib/validations/waitlist";
import { listAdminWaitlist } from "@/lib/waitlist/admin";

export const metadata: Metadata = { title: "Waitlist" };

const WAITLIST_PATH = "/admin/waitlist";

// The clients waiting for a time, in the order they joined (the order the waitlist offers freed
// times in), filtered by day and service in the URL (a GET form). With a day chosen, each waiting
// client of that day can be offered one of its free times by hand.

export default async function AdminWaitlistPage({ searchParams }: { searchParams: PageSearchParams }) {
  const admin = await requireAdminPage(WAITLIST_PATH);
  const q = readSearchParams(await searchParams);
  const date = q.text("date", { max: 10, valid: isDateKey }) || undefined;
  const serviceId = q.positiveInt("service") ?? undefined;
  const [entries, services] = await Promise.all([
    listAdminWaitlist({ date, serviceId }),
    db.service.findMany({ where: { active: true }, orderBy: [{ sortOrder: "asc" }, { id: "asc" }], select: { id: true, name: true } }),
  ]);
  const filtered = Boolean(date || serviceId);
  return (
    <AdminShell admin={admin}>
      <AdminPageTitle
        title="Waitlist"
        description="Clients waiting for a time, first come first served: a freed time that suits them is held for the first for 30 minutes, then the next. Choose a day to offer one of its free times by hand."
      />
      <section aria-label="Waitlist" className="grid min-w-0 gap-5 rounded-xl border border-border bg-card p-3 shadow-sm sm:p-6">
        <form
          role="search"
          aria-label="Filter the waitlist"
          action={WAITLIST_PATH}
          method="get"
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
        >
          <div className="grid gap-1.5 sm:w-48">
            <Label htmlFor="waitlist-date">Day</Label>
            <Input id="waitlist-date" name="date" type="date" defaultValue={date ?? ""} />
          </div>
          <div className="grid flex-1 gap-1.5">
            <Label htmlFor="waitlist-service">Service</Label>
            <select
              id="waitlist-service"
              name="service"
              defaultValue={serviceId ? String(serviceId) : ""}
              className={cn(fieldClasses, "h-11 appearance-auto px-3")}
            >
              <option value="">All services</option>
              {services.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
          <FilterActions icon={<Filter aria-hidden="true" />} label="Show" filtered={filtered} clearHref={WAITLIST_PATH} />
        </form>
        {entries.length === 0 ? (
          <p role="status" className="rounded-lg border border-dashed border-border p-6 text-center text-muted-foreground">
            {filtered ? "Nobody is waiting for this day or service." : "Nobody is on the waitlist."}
          </p>
        ) : (
          <ol className="grid gap-3" aria-label="Waiting clients, in the order they joined">
            {entries.map((e, i) => (
              <li key={e.id} className="grid gap-3 rounded-lg border border-border p-4 text-sm">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 className="font-display text-base font-semibold [overflow-wrap:anywhere]">
                    <span className="text-muted-foreground">{i + 1}. </span>
                    <Link href={`/admin/clients/${e.client.id}`} className="underline">
                      {e.client.name}
                    </Link>{" "}
                    <span className="font-normal break-all text-muted-foreground">{e.client.email}</span>
                  </h2>
                  <span className="text-muted-foreground">Joined {formatShortDate(e.joinedAt)}</span>
                </div>
                <p>
                  <span className="font-medium">{e.serviceName}</span> · {e.dates.map((d) => formatDayKey(d, "EEE, MMM d")).join(", ")} ·{" "}
                  {e.dayPart ? DAY_PART_LABELS[e.dayPart] : "Any time of day"}
                </p>
                {e.offer ? (
                  <p className="rounded-md bg-primary-soft px-3 py-2">
                    Held for them{e.offer.byHand ? " (offered by you)" : ""}: {formatShortDate(e.offer.startsAt)} at{" "}
                    {formatTimeWithZone(e.offer.startsAt)}, until {formatTimeWithZone(e.offer.expiresAt)}.
                  </p>
                ) : date && e.freeTimes.length > 0 ? (
                  <OfferTimeForm
                    entryId={e.id}
                    clientName={e.client.name}
                    times={e.freeTimes.map((t) => ({ id: t.id, label: formatTime12(t.startTime) }))}
                  />
                ) : date ? (
                  <p className="text-muted-foreground">No free time for this service on {formatDayKey(date, "EEE, MMM d")}.</p>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </section>
    </AdminShell>
  );
}
