import { Suspense } from "react";
import type { Metadata } from "next";

import { ProfileSummary } from "@/components/accounts/profile-summary";
import { parseProfileTab } from "@/components/accounts/profile-tab";
import { ProfileTabs } from "@/components/accounts/profile-tabs";
import { RemindersSection, RemindersSkeleton } from "@/components/accounts/reminders-section";
import { requireUser } from "@/lib/accounts/guards";
import { toPublicUser } from "@/lib/accounts/users";

export const metadata: Metadata = { title: "My Profile", robots: { index: false, follow: false } };

export default async function ProfilePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = toPublicUser(await requireUser("/profile"));
  const { tab } = await searchParams;

  return (
    <>
      <ProfileSummary user={user} />
      <ProfileTabs
        user={user}
        initialTab={parseProfileTab(tab)}
        // Read on the server with the page and streamed in; the tab shows it when opened.
        reminders={
          <Suspense fallback={<RemindersSkeleton />}>
            <RemindersSection userId={user.id} />
          </Suspense>
        }
      />
    </>
  );
}
