import { AlertCircle } from "lucide-react";

import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { RefreshButton } from "@/components/accounts/refresh-button";
import { RemindersPanel } from "@/components/accounts/reminders-panel";
import { listRemindersForUser, type ReminderDTO } from "@/lib/accounts/client-data";

// The profile's Appointment Reminders tab, read on the server and streamed under <Suspense>.

/** A failed read is retried once, then 'Error loading reminders' shows in place of the tab. */
async function readReminders(userId: number): Promise<ReminderDTO[]> {
  try {
    return await listRemindersForUser(userId);
  } catch {
    return listRemindersForUser(userId);
  }
}

export async function RemindersSection({ userId, clientZone }: { userId: number; clientZone: string | null }) {
  let reminders: ReminderDTO[];
  try {
    reminders = await readReminders(userId);
  } catch (error) {
    console.error("Loading the reminders failed", error);
    return <RemindersLoadError />;
  }
  return <RemindersPanel reminders={reminders} clientZone={clientZone} />;
}

export function RemindersSkeleton() {
  return (
    <div className="flex flex-col gap-6 rounded-xl border border-border bg-card p-6 shadow-sm" aria-busy="true">
      <span className="sr-only" role="status">
        Loading your reminders...
      </span>
      <Skeleton className="h-7 w-64 max-w-full" />
      <div className="grid grid-cols-3 gap-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-20" />
        ))}
      </div>
      <Skeleton className="h-10" />
      <div className="flex flex-col gap-2">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-14" />
        ))}
      </div>
    </div>
  );
}

function RemindersLoadError() {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 py-10 text-center" role="alert">
        <AlertCircle className="size-10 text-destructive" aria-hidden="true" />
        <div className="flex flex-col gap-1">
          <h2 className="text-xl font-semibold">Error loading reminders</h2>
          <p className="text-sm text-muted-foreground">Your reminders could not be loaded. Please try again.</p>
        </div>
        <RefreshButton variant="outline">Try Again</RefreshButton>
      </CardContent>
    </Card>
  );
}
