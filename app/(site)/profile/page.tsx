import { Suspense } from "react";
import type { Metadata } from "next";

import { ProfileSummary } from "@/components/accounts/profile-summary";
import { parseProfileTab } from "@/components/accounts/profile-tab";
import { ProfileTabs } from "@/components/accounts/profile-tabs";
import { RemindersSection, RemindersSkeleton } from "@/components/accounts/reminders-section";
import { TextMessagesSection } from "@/components/accounts/text-messages-section";
import { requireUser } from "@/lib/accounts/guards";
import { toPublicUser } from "@/lib/accounts/users";
import { readSearchParams, type PageSearchParams } from "@/lib/search-params";

export const metadata: Metadata = { title: "My Profile", robots: { index: false, follow: false } };

export default async function ProfilePage({ searchParams }: { searchParams: PageSearchParams }) {
  const tab = parseProfileTab(readSearchParams(await searchParams).text("tab"));
  // A login on the way comes back to the same tab.
  const user = toPublicUser(await requireUser(tab === "account" ? "/profile" : `/profile?tab=${tab}`));

  return (
    <>
      <ProfileSummary user={user} />
      <ProfileTabs
        user={user}
        initialTab={tab}
        // Read on the server with the page and streamed in; the tab shows it when opened.
        texts={
          <Suspense fallback={null}>
            <TextMessagesSection userId={user.id} />
          </Suspense>
        }
        reminders={
          <Suspense fallback={<RemindersSkeleton />}>
            <RemindersSection userId={user.id} clientZone={user.timeZone} />
          </Suspense>
        }
      />
    </>
  );
}
