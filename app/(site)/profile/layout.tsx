import { Link } from "@/components/ui/link";
import { CalendarDays } from "lucide-react";

import { Button } from "@/components/ui/button";

// The page's heading, shown at once: loading.tsx and the page render below it.
export default function ProfileLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-2">
          <h1 className="text-4xl font-semibold sm:text-5xl">My Profile</h1>
          <p className="text-lg text-muted-foreground">Your details, reminder settings and scheduled reminders.</p>
        </div>
        {/* Bookings live on their own page: reachable from here as from the account menu. */}
        <Button asChild variant="outline" className="w-full sm:w-fit">
          <Link href="/appointments">
            <CalendarDays aria-hidden="true" />
            My Appointments
          </Link>
        </Button>
      </div>
      {children}
    </div>
  );
}
