import pg from "pg";

import { e2eDatabaseUrl } from "./database-url";

// A day made full for the waitlist specs: confirmed bookings (no client account) over every
// practitioner's free time that day except one time, written straight to the database the e2e
// server runs on. Only the gaps are filled: other specs may have booked on the same date (the
// specs pick days by their place among the open ones, and time off elsewhere shifts them).

const FILL_GAPS = `
  WITH bounds AS (
    SELECT ($1::date)::timestamp AT TIME ZONE 'America/New_York' AS day_start,
           ($1::date + 1)::timestamp AT TIME ZONE 'America/New_York' AS day_end
  ), service AS (SELECT id FROM "Service" ORDER BY id LIMIT 1),
  gaps AS (
    SELECT p.id AS practitioner_id,
           unnest(
             tstzmultirange(tstzrange(b.day_start, b.day_end, '[)'))
             - tstzmultirange(tstzrange($2::timestamptz, $3::timestamptz, '[)'))
             - coalesce(
                 (SELECT range_agg(tstzrange(a."startsAt", a."endsAt", '[)')) FROM "Appointment" a
                   WHERE a."practitionerId" = p.id AND a.status IN ('pending', 'confirmed')
                     AND a."startsAt" < b.day_end AND a."endsAt" > b.day_start),
                 '{}'::tstzmultirange)
           ) AS span
      FROM "Practitioner" p, bounds b
  )
  INSERT INTO "Appointment" ("serviceId", "practitionerId", "startsAt", "endsAt", "status", "isVirtual", "priceCents",
                             "clientFirstName", "clientLastName", "clientEmail", "clientPhone", "updatedAt")
  SELECT service.id, gaps.practitioner_id, lower(gaps.span), upper(gaps.span), 'confirmed', true, 0,
         'Busy', 'Day', 'busy.day@example.com', '8285550101', now()
    FROM gaps, service
  RETURNING id`;

/** Books out `date` (the practice's yyyy-MM-dd) except [keepFrom, keepTo); returns a function that removes those bookings. */
export async function fillDayExcept(date: string, keepFrom: Date, keepTo: Date): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    // A booking made by another spec between the read and the write collides (23P01): read again.
    let rows: { id: number }[] = [];
    for (let attempt = 1; ; attempt++) {
      try {
        ({ rows } = await client.query<{ id: number }>(FILL_GAPS, [date, keepFrom, keepTo]));
        break;
      } catch (error) {
        if (attempt >= 3 || (error as { code?: string }).code !== "23P01") throw error;
      }
    }
    const ids = rows.map((r) => r.id);
    return async () => {
      const cleanup = new pg.Client({ connectionString: e2eDatabaseUrl() });
      await cleanup.connect();
      try {
        await cleanup.query(`DELETE FROM "Appointment" WHERE id = ANY($1::int[])`, [ids]);
      } finally {
        await cleanup.end();
      }
    };
  } finally {
    await client.end();
  }
}

/** Cancels every booking of `email`'s, so that a retry finds the day as the first try did. */
export async function cancelBookingsOf(email: string): Promise<void> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    await client.query(`UPDATE "Appointment" SET status = 'cancelled', "cancelReason" = 'cancelled_by_client' WHERE "clientEmail" = $1`, [
      email,
    ]);
  } finally {
    await client.end();
  }
}

/** The path of the offer link in a waitlist email (its host is the configured site URL). */
export function offerLinkIn(text: string): string {
  const match = /https?:\/\/[^\s"<>]+(\/waitlist\/offers\/\d+)/.exec(text);
  if (!match) throw new Error(`no offer link in: ${text}`);
  return match[1];
}
