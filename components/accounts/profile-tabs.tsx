"use client";

import { useState, type ReactNode } from "react";
import { Bell, CalendarClock, UserRound } from "lucide-react";

import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { AccountSettings } from "@/components/accounts/account-settings";
import { NotificationPreferencesCard } from "@/components/accounts/notification-preferences";
import type { PublicUser } from "@/lib/accounts/users";
import { replaceSearchParams } from "@/lib/browser-url";
import { parseProfileTab, type ProfileTab } from "@/components/accounts/profile-tab";

/**
 * Account, Notifications (with text-message reminders) and Appointment Reminders. The open tab is kept in the URL (?tab=), so a
 * refresh or a shared link opens it again. `reminders` is rendered by the server (streamed).
 */
export function ProfileTabs({
  user,
  initialTab,
  reminders,
  texts,
}: {
  user: PublicUser;
  initialTab: ProfileTab;
  reminders: ReactNode;
  /** Text-message reminders (rendered by the server), under the notification preferences. */
  texts: ReactNode;
}) {
  const [tab, setTab] = useState<ProfileTab>(initialTab);
  const changeTab = (value: string) => {
    const next = parseProfileTab(value);
    setTab(next);
    replaceSearchParams({ tab: next === "account" ? null : next });
  };
  return (
    <Tabs value={tab} onValueChange={changeTab}>
      <TabsList className="grid w-full grid-cols-1 sm:w-fit sm:grid-cols-3">
        <TabsTrigger value="account">
          <UserRound aria-hidden="true" />
          Account
        </TabsTrigger>
        <TabsTrigger value="notifications">
          <Bell aria-hidden="true" />
          Notifications
        </TabsTrigger>
        <TabsTrigger value="reminders">
          <CalendarClock aria-hidden="true" />
          Appointment Reminders
        </TabsTrigger>
      </TabsList>
      <TabsContent value="account">
        <AccountSettings user={user} />
      </TabsContent>
      <TabsContent value="notifications">
        <div className="grid gap-6">
          <NotificationPreferencesCard
            notificationsEnabled={user.notificationsEnabled}
            notificationPreferences={user.notificationPreferences}
          />
          {texts}
        </div>
      </TabsContent>
      <TabsContent value="reminders">{reminders}</TabsContent>
    </Tabs>
  );
}
