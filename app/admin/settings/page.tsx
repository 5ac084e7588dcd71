import type { Metadata } from "next";

import { CalendarFeedSection } from "@/components/admin/calendar-feed/section";
import { CalendarsSection } from "@/components/admin/calendars/calendars-section";
import { SettingsForm } from "@/components/admin/settings-form";
import { AdminPageTitle, AdminShell } from "@/components/admin/shell";
import { requireAdminPage } from "@/lib/admin/auth";
import { getCalendarFeed } from "@/lib/calendar-feed/settings";
import { listOwnerCalendars } from "@/lib/calendars/admin";
import { getPracticeSettings } from "@/lib/practice/settings";
import { smsMode } from "@/lib/sms/config";

export const metadata: Metadata = { title: "Settings" };

export default async function SettingsPage() {
  const admin = await requireAdminPage();
  const [settings, feed, calendars] = await Promise.all([getPracticeSettings(), getCalendarFeed(), listOwnerCalendars()]);
  return (
    <AdminShell admin={admin}>
      <AdminPageTitle
        title="Settings"
        description="The home page banner, whether clients can book in-person sessions, whether reminders also go by text, your own calendars that block booking times, and your appointments in your calendar app. Changes show on the site at once."
      />
      <section aria-label="Practice settings" className="rounded-xl border border-border bg-card p-3 shadow-sm sm:p-6">
        <SettingsForm initial={settings} textMode={smsMode()} />
      </section>
      <CalendarsSection calendars={calendars} />
      <CalendarFeedSection feed={feed} />
    </AdminShell>
  );
}
