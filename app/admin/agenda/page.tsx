import type { Metadata } from "next";

import { CalendarPlus } from "lucide-react";

import { AgendaDays, AgendaToolbar } from "@/components/admin/agenda";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { AdminPageTitle, AdminShell } from "@/components/admin/shell";
import { AGENDA_VIEWS, readAgenda } from "@/lib/availability/agenda";
import { requireAdminPage } from "@/lib/admin/auth";
import { isDateKey } from "@/lib/booking/dates";
import { readSearchParams, type PageSearchParams } from "@/lib/search-params";
import { siteConfig } from "@/lib/site-config";

export const metadata: Metadata = { title: "Agenda" };

/**
 * The owner's agenda: today's sessions when it opens, or a week or a month (?view=week&date=...,
 * bookmarkable), rendered on the server, with her hours, time off and holidays on each day.
 */
export default async function AgendaPage({ searchParams }: { searchParams: PageSearchParams }) {
  const admin = await requireAdminPage();
  const q = readSearchParams(await searchParams);
  const view = q.oneOf("view", AGENDA_VIEWS, "day");
  const date = q.text("date", { valid: isDateKey }) || undefined;
  const agenda = await readAgenda({ view, date });
  return (
    <AdminShell admin={admin}>
      <AdminPageTitle title="Agenda" description={`Your sessions, day by day, in ${siteConfig.timeZone.replace("_", " ")} time.`}>
        <Button asChild className="w-full sm:w-fit">
          <Link href="/admin/appointments/new">
            <CalendarPlus aria-hidden="true" />
            Book for a client
          </Link>
        </Button>
      </AdminPageTitle>
      <AgendaToolbar agenda={agenda} />
      <AgendaDays agenda={agenda} />
    </AdminShell>
  );
}
