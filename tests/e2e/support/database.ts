import pg from "pg";

import { e2eDatabaseUrl } from "./database-url";

// Direct writes to the database the e2e server runs on, for states the public API rightly
// refuses to create: a booking inside the change cutoff (the API books 7 days ahead at the
// earliest, the cutoff is 48 hours).

/**
 * Moves a booking to the first of `starts` that is free, with `minutes` as its length (or keeping
 * it): the database refuses overlapping bookings, and parallel tests move theirs too.
 */
async function moveToFirstFree(appointmentId: number, starts: Date[], minutes?: number): Promise<Date> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    for (const start of starts) {
      try {
        const { rows } = await client.query<{ startsAt: Date }>(
          `UPDATE "Appointment"
              SET "endsAt" = $2::timestamptz + coalesce(make_interval(mins => $3::int), "endsAt" - "startsAt"),
                  "startsAt" = $2::timestamptz
            WHERE id = $1
        RETURNING "startsAt"`,
          [appointmentId, start, minutes ?? null],
        );
        if (rows.length !== 1) throw new Error(`appointment ${appointmentId} not found`);
        return rows[0].startsAt;
      } catch (error) {
        if ((error as { code?: string }).code !== "23P01") throw error; // exclusion: overlaps another booking
      }
    }
    throw new Error("no free time among the starts tried");
  } finally {
    await client.end();
  }
}

/** Whole hours from the current hour, two apart (with a random shift), for `moveToFirstFree`. */
function hoursFromNow(firstHour: number, direction: 1 | -1): Date[] {
  const hour = new Date();
  hour.setUTCMinutes(0, 0, 0);
  return Array.from(
    { length: 12 },
    (_, i) => new Date(hour.getTime() + direction * (firstHour + 2 * i + Math.floor(Math.random() * 2)) * 3_600_000),
  );
}

/**
 * Moves a booking to start within the next two days (inside the 48-hour cutoff), keeping its
 * length. Returns the new start.
 */
export const moveInsideCutoff = (appointmentId: number) => moveToFirstFree(appointmentId, hoursFromNow(20, 1));

/**
 * Moves a booking into the past (about `daysAgo` days, at a free hour), keeping its length: the
 * reports count sessions of the last 12 months, and the API only books ahead. Returns the new start.
 */
export const moveIntoPast = (appointmentId: number, daysAgo = 3) => moveToFirstFree(appointmentId, hoursFromNow(daysAgo * 24, -1));

/**
 * Moves a booking to start a few minutes from now (inside its join window), shortened to 10
 * minutes so that a retry or a parallel test finds room beside it. Returns the new start.
 */
export function moveIntoJoinWindow(appointmentId: number): Promise<Date> {
  const now = Date.now();
  return moveToFirstFree(
    appointmentId,
    Array.from({ length: 13 }, (_, i) => new Date(now + (i + 1) * 60_000)),
    10,
  );
}

/** The contact messages stored for an address, oldest first (what the owner reads). */
export async function storedMessages(email: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ message: string }>(`SELECT message FROM "ContactMessage" WHERE email = $1 ORDER BY id`, [email]);
    return rows.map((row) => row.message);
  } finally {
    await client.end();
  }
}

/** The emails sent (or queued) to an address, oldest first: subject and plain text. */
export async function emailsTo(address: string): Promise<{ subject: string; text: string }[]> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ subject: string; text: string | null }>(
      `SELECT subject, text FROM "EmailLog" WHERE lower("to") = lower($1) ORDER BY id`,
      [address],
    );
    return rows.map((row) => ({ subject: row.subject, text: row.text ?? "" }));
  } finally {
    await client.end();
  }
}

/** A promo code made as the owner would make it in the admin: a percentage off every service. */
export async function createPromoCode(percentOff: number): Promise<string> {
  const code = `E2E-${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    await client.query(`INSERT INTO "PromoCode" (code, "percentOff", "updatedAt") VALUES ($1, $2, now())`, [code, percentOff]);
    return code;
  } finally {
    await client.end();
  }
}

const GIFT_CODE_ALPHABET = "ACDEFGHJKMNPQRTUVWXYZ234679";

/**
 * A gift card bought and paid, as the purchase flow leaves it: a paid purchase by the owner's
 * account, the card issued, and its opening balance (the ledger's purchase row, as issuePurchase
 * writes it). Returns the card's id and code.
 */
export async function createGiftCard(cents: number, recipientName = "Avery Friend"): Promise<{ id: number; code: string }> {
  const code = Array.from({ length: 16 }, () => GIFT_CODE_ALPHABET[Math.floor(Math.random() * GIFT_CODE_ALPHABET.length)]).join("");
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    await client.query("BEGIN");
    const { rows: buyer } = await client.query<{ id: number; email: string }>(
      `SELECT id, email FROM "User" WHERE "isAdmin" ORDER BY id LIMIT 1`,
    );
    const { rows: purchase } = await client.query<{ id: number }>(
      `INSERT INTO "Purchase" (kind, "userId", "buyerName", "buyerEmail", provider, "paymentIntentId", "clientSecret",
         "subtotalCents", "taxCents", "amountCents", status, "paidAt", "updatedAt")
       VALUES ('gift_card', $1, 'Jordan Buyer', $2, 'test', $3, 'secret', $4, 0, $4, 'succeeded', now(), now())
       RETURNING id`,
      [buyer[0].id, buyer[0].email, `test_pi_gift_${code}`, cents],
    );
    const { rows: card } = await client.query<{ id: number }>(
      `INSERT INTO "GiftCard" (code, "initialCents", "purchaseId", "recipientName", "recipientEmail", message, "deliverAt", "deliveredAt", "issuedAt")
       VALUES ($1, $2, $3, $4, 'avery@example.com', 'Happy birthday!', now(), now(), now())
       RETURNING id`,
      [code, cents, purchase[0].id, recipientName],
    );
    await client.query(`INSERT INTO "LedgerEntry" (kind, "giftCardId", amount, "purchaseId") VALUES ('purchase', $1, $2, $3)`, [
      card[0].id,
      cents,
      purchase[0].id,
    ]);
    await client.query("COMMIT");
    return { id: card[0].id, code };
  } catch (error) {
    await client.query("ROLLBACK");
    throw error;
  } finally {
    await client.end();
  }
}
