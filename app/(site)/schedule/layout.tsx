import { getSessionUser } from "@/lib/auth/current-user";
import { TimeZoneProvider } from "@/components/booking/time-zone";
import { siteConfig } from "@/lib/site-config";

/**
 * The booking wizard shows times in the client's zone. The server knows only the account's stored
 * zone: it renders with that (else the practice's), and the browser detects its own after mount
 * (components/booking/time-zone.tsx; docs/decisions.md, B15).
 */
export default async function ScheduleLayout({ children }: { children: React.ReactNode }) {
  const user = await getSessionUser();
  return (
    <TimeZoneProvider initialZone={user?.timeZone ?? null} practiceZone={siteConfig.timeZone} persist={Boolean(user)}>
      {children}
    </TimeZoneProvider>
  );
}
