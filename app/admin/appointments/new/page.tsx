import type { Metadata } from "next";
import { Search } from "lucide-react";

import { OwnerBookingForm, type ClientPrefill } from "@/components/admin/owner-booking-form";
import { BackLink } from "@/components/admin/back-link";
import { AdminPageTitle, AdminShell } from "@/components/admin/shell";
import { TimeZoneProvider } from "@/components/booking/time-zone";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Link } from "@/components/ui/link";
import { requireAdminPage } from "@/lib/admin/auth";
import { clientDetail, listClients } from "@/lib/admin/clients";
import { AppError } from "@/lib/errors";
import { listAdminServices } from "@/lib/practice/services";
import { readSearchParams, type PageSearchParams } from "@/lib/search-params";
import { siteConfig } from "@/lib/site-config";

export const metadata: Metadata = { title: "Book for a client" };

const linkClass = "font-medium text-primary underline-offset-4 hover:underline";

/**
 * The owner books a session for a client (?client=KEY fills in a known client; ?q= finds one):
 * who, which service, when (the picker, or any time with the override) and how it is paid.
 */
export default async function OwnerBookingPage({ searchParams }: { searchParams: PageSearchParams }) {
  const admin = await requireAdminPage();
  const q = readSearchParams(await searchParams);
  const search = q.text("q");
  const clientKey = q.text("client");
  const [services, found, chosen] = await Promise.all([
    listAdminServices().then((all) => all.filter((s) => s.active)),
    search ? listClients({ search, pageSize: 8 }) : null,
    clientKey
      ? clientDetail(clientKey).catch((error: unknown) => {
          if (error instanceof AppError && error.status === 404) return null;
          throw error;
        })
      : null,
  ]);
  const prefill: ClientPrefill | null = chosen
    ? { firstName: chosen.firstName, lastName: chosen.lastName, email: chosen.email, phone: chosen.phone ?? "" }
    : null;

  return (
    <AdminShell admin={admin}>
      <BackLink href="/admin/agenda">Agenda</BackLink>
      <AdminPageTitle
        title="Book for a client"
        description={`For a client on the phone or at the door. Times in ${siteConfig.timeZone.replace("_", " ")} time.`}
      />

      <section aria-labelledby="find-client" className="grid gap-3 rounded-xl border border-border bg-card p-5 shadow-sm sm:p-8">
        <h2 id="find-client" className="font-display text-2xl font-semibold">
          {chosen ? `Booking for ${chosen.firstName} ${chosen.lastName}` : "Find a client"}
        </h2>
        <form method="get" className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="grid flex-1 gap-1.5">
            <Label htmlFor="client-search">Name, email or phone</Label>
            <Input id="client-search" name="q" type="search" defaultValue={search} autoComplete="off" />
          </div>
          <Button type="submit" variant="outline">
            <Search aria-hidden="true" />
            Find
          </Button>
        </form>
        {found ? (
          found.clients.length ? (
            <ul className="grid gap-1 text-sm">
              {found.clients.map((c) => (
                <li key={c.key}>
                  <Link href={`/admin/appointments/new?client=${encodeURIComponent(c.key)}`} className={linkClass}>
                    {c.firstName} {c.lastName}
                  </Link>{" "}
                  <span className="text-muted-foreground [overflow-wrap:anywhere]">{c.email}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">No client matches. Enter a new client&rsquo;s name and email below.</p>
          )
        ) : (
          <p className="text-sm text-muted-foreground">Or enter a new client&rsquo;s name and email below.</p>
        )}
      </section>

      <TimeZoneProvider initialZone={siteConfig.timeZone} practiceZone={siteConfig.timeZone} persist={false}>
        <OwnerBookingForm
          key={chosen?.key ?? "new"}
          client={prefill}
          services={services.map((s) => ({ id: s.id, name: s.name, priceCents: s.price, duration: s.duration, isVirtual: s.isVirtual }))}
        />
      </TimeZoneProvider>
    </AdminShell>
  );
}
