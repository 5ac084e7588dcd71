import type { Metadata } from "next";

import { ProfileSummary } from "@/components/accounts/profile-summary";
import { ProfileTabs, type ProfileTab } from "@/components/accounts/profile-tabs";
import { requireUser } from "@/lib/accounts/guards";
import { toPublicUser } from "@/lib/accounts/users";

const PROFILE_TABS: ProfileTab[] = ["account", "notifications", "reminders"];

export const metadata: Metadata = { title: "My Profile", robots: { index: false, follow: false } };

export default async function ProfilePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = toPublicUser(await requireUser("/profile"));
  const { tab } = await searchParams;
  const initialTab: ProfileTab = PROFILE_TABS.includes(tab as ProfileTab) ? (tab as ProfileTab) : "account";

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <div className="flex flex-col gap-2">
        <h1 className="text-4xl font-semibold sm:text-5xl">My Profile</h1>
        <p className="text-lg text-muted-foreground">Your details, reminder settings and scheduled reminders.</p>
      </div>
      <ProfileSummary user={user} />
      <ProfileTabs user={user} initialTab={initialTab} />
    </div>
  );
}
