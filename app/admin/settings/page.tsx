import type { Metadata } from "next";

import { CalendarFeedSection } from "@/components/admin/calendar-feed/section";
import { SettingsForm } from "@/components/admin/settings-form";
import { AdminPageTitle, AdminShell } from "@/components/admin/shell";
import { requireAdminPage } from "@/lib/admin/auth";
import { getCalendarFeed } from "@/lib/calendar-feed/settings";
import { getPracticeSettings } from "@/lib/practice/settings";

export const metadata: Metadata = { title: "Settings" };

export default async function SettingsPage() {
  const admin = await requireAdminPage();
  const [settings, feed] = await Promise.all([getPracticeSettings(), getCalendarFeed()]);
  return (
    <AdminShell admin={admin}>
      <AdminPageTitle
        title="Settings"
        description="The home page banner, whether clients can book in-person sessions, and your appointments in your own calendar. Changes show on the site at once."
      />
      <section aria-label="Practice settings" className="rounded-xl border border-border bg-card p-3 shadow-sm sm:p-6">
        <SettingsForm initial={settings} />
      </section>
      <CalendarFeedSection feed={feed} />
    </AdminShell>
  );
}
