import { joinPageUrl } from "@/lib/booking/links";
import { sessionTime } from "@/lib/format";
import { siteConfig } from "@/lib/site-config";

// The wording of a reminder text: the practice, the session's time with its zone and, for a
// virtual session, the join page; never the kind of session, the service or anything the client
// wrote (a text shows on a lock screen). Short enough for one segment.

export function reminderTextBody(a: { id: number; startsAt: Date; isVirtual: boolean }, clientZone: string | null): string {
  const when = sessionTime(a.startsAt, { clientZone, inPerson: !a.isVirtual });
  const where = a.isVirtual ? ` Join: ${joinPageUrl(a.id)}` : " At the practice.";
  return `${siteConfig.name}: your session is ${when.shortDate} at ${when.timeWithZone}.${where} Reply STOP to opt out.`;
}
