import type { Metadata } from "next";

import { SettingsForm } from "@/components/admin/settings-form";
import { AdminPageTitle, AdminShell } from "@/components/admin/shell";
import { requireAdminPage } from "@/lib/admin/auth";
import { getPracticeSettings } from "@/lib/practice/settings";
import { smsMode } from "@/lib/sms/config";

export const metadata: Metadata = { title: "Settings" };

export default async function SettingsPage() {
  const admin = await requireAdminPage();
  const settings = await getPracticeSettings();
  return (
    <AdminShell admin={admin}>
      <AdminPageTitle
        title="Settings"
        description="The home page banner, whether clients can book in-person sessions and whether reminders go by text. Changes show on the site at once."
      />
      <section aria-label="Practice settings" className="rounded-xl border border-border bg-card p-3 shadow-sm sm:p-6">
        <SettingsForm initial={settings} textMode={smsMode()} />
      </section>
    </AdminShell>
  );
}
