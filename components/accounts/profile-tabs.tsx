"use client";

import { useState } from "react";
import { Bell, CalendarClock, UserRound } from "lucide-react";

import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { AccountSettings } from "@/components/accounts/account-settings";
import { NotificationPreferencesCard } from "@/components/accounts/notification-preferences";
import { RemindersPanel } from "@/components/accounts/reminders-panel";
import type { PublicUser } from "@/lib/accounts/users";

export type ProfileTab = "account" | "notifications" | "reminders";

/** Account, Notifications and Appointment Reminders. The reminders load only when their tab opens. */
export function ProfileTabs({ user, initialTab }: { user: PublicUser; initialTab: ProfileTab }) {
  const [tab, setTab] = useState<ProfileTab>(initialTab);
  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as ProfileTab)}>
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
        <NotificationPreferencesCard
          notificationsEnabled={user.notificationsEnabled}
          notificationPreferences={user.notificationPreferences}
        />
      </TabsContent>
      <TabsContent value="reminders">
        <RemindersPanel />
      </TabsContent>
    </Tabs>
  );
}
