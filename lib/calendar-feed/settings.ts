import { db, type Prisma } from "@/lib/db";
import { lockForTransaction, SETTINGS_LOCK_KEYS } from "@/lib/db/locks";
import { recordAudit, type AuditActor } from "@/lib/audit/record";
import { conflict } from "@/lib/errors";
import { feedUrls, type CalendarFeedUrls } from "./paths";
import { newFeedToken } from "./token";

// The owner's calendar feed settings (one row, written on the first change): on or off, the secret
// in its address, whether events name the client. Every change is audited, never with the token.

const SINGLETON = 1;
type Client = Prisma.TransactionClient | typeof db;

/** The settings page and GET /api/admin/settings/calendar-feed: the addresses only while the feed is on. */
export type CalendarFeedView = {
  enabled: boolean;
  showClientNames: boolean;
  urls: CalendarFeedUrls | null;
};

export const CALENDAR_FEED_MESSAGES = {
  off: "The calendar feed is off: turn it on to get an address.",
} as const;

type Row = { token: string | null; showClientNames: boolean };

export async function readFeedRow(client: Client = db): Promise<Row> {
  const row = await client.calendarFeed.findUnique({ where: { id: SINGLETON }, select: { token: true, showClientNames: true } });
  return row ?? { token: null, showClientNames: false };
}

const viewOf = (row: Row): CalendarFeedView => ({
  enabled: row.token !== null,
  showClientNames: row.showClientNames,
  urls: row.token ? feedUrls(row.token) : null,
});

export async function getCalendarFeed(): Promise<CalendarFeedView> {
  return viewOf(await readFeedRow());
}

const feedLabel = (row: Row) => (row.token ? "on" : "off");
const namesLabel = (row: Row) => (row.showClientNames ? "shown" : "hidden");
const auditValues = (row: Row) => ({ "Calendar feed": feedLabel(row), "Client names": namesLabel(row) });

async function change(actor: AuditActor, next: (before: Row) => Row | null, describe: (before: Row, after: Row) => AuditEntryText) {
  return db.$transaction(async (tx) => {
    // Two changes run one after the other, so each audit entry's "before" is what the other left.
    await lockForTransaction(tx, "settings", SETTINGS_LOCK_KEYS.calendarFeed);
    const before = await readFeedRow(tx);
    const wanted = next(before);
    if (!wanted) return viewOf(before); // nothing to change: no write, no audit entry
    const after = await tx.calendarFeed.upsert({
      where: { id: SINGLETON },
      create: { id: SINGLETON, ...wanted },
      update: wanted,
      select: { token: true, showClientNames: true },
    });
    const { action, summary } = describe(before, after);
    await recordAudit(tx, {
      actor,
      action,
      entity: { type: "calendar_feed", id: SINGLETON },
      summary,
      before: auditValues(before),
      after: auditValues(after),
    });
    return viewOf(after);
  });
}

type AuditEntryText = {
  action: "calendar_feed.enable" | "calendar_feed.disable" | "calendar_feed.regenerate" | "calendar_feed.names";
  summary: string;
};

/**
 * Turns the feed on (a new address: an address once turned off never works again, so a leaked
 * one is dead for good) or off (the address stops working at once). Already so: unchanged.
 */
export function setCalendarFeedEnabled(actor: AuditActor, enabled: boolean): Promise<CalendarFeedView> {
  return change(
    actor,
    (before) => (enabled === (before.token !== null) ? null : { ...before, token: enabled ? newFeedToken() : null }),
    (_before, after) =>
      after.token
        ? { action: "calendar_feed.enable", summary: "Turned the calendar feed on with a new address." }
        : { action: "calendar_feed.disable", summary: "Turned the calendar feed off: its address stopped working." },
  );
}

/** Whether events name the client; takes effect at each calendar's next refresh. */
export function setCalendarFeedClientNames(actor: AuditActor, showClientNames: boolean): Promise<CalendarFeedView> {
  return change(
    actor,
    (before) => (before.showClientNames === showClientNames ? null : { ...before, showClientNames }),
    (_before, after) => ({
      action: "calendar_feed.names",
      summary: after.showClientNames
        ? "The calendar feed now names the client in each event."
        : "The calendar feed no longer names clients: events read \u201cSession\u201d.",
    }),
  );
}

/** A new address for the feed; the old one answers 404 from this moment. 409 while the feed is off. */
export function regenerateCalendarFeed(actor: AuditActor): Promise<CalendarFeedView> {
  return change(
    actor,
    (before) => {
      if (!before.token) throw conflict(CALENDAR_FEED_MESSAGES.off);
      return { ...before, token: newFeedToken() };
    },
    () => ({ action: "calendar_feed.regenerate", summary: "Made a new calendar feed address: the old one stopped working." }),
  );
}
