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

/** A client account made directly (it cannot sign in): a buyer for the purchases below. */
async function createBuyer(client: pg.Client): Promise<{ id: number; email: string; name: string }> {
  const tag = Math.random().toString(36).slice(2, 10);
  const { rows } = await client.query<{ id: number; email: string }>(
    `INSERT INTO "User" (username, "passwordHash", email, "firstName", "lastName", "updatedAt")
     VALUES ($1, 'not-a-password', $2, 'Jordan', $3, now()) RETURNING id, email`,
    [`buyer_${tag}`, `buyer_${tag}@example.com`, `Buyer${tag}`],
  );
  return { ...rows[0], name: `Jordan Buyer${tag}` };
}

/** Runs `write` in one transaction on the e2e server's database. */
async function inTransaction<T>(write: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    await client.query("BEGIN");
    const result = await write(client);
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK");
    throw error;
  } finally {
    await client.end();
  }
}

/**
 * A gift card bought and paid by a new client, as the purchase flow leaves it: a paid purchase,
 * the card issued, and its opening balance (the ledger's purchase row, as issuePurchase writes it).
 */
export function createGiftCard(
  cents: number,
  recipientName = "Avery Friend",
): Promise<{ id: number; code: string; buyer: { id: number; name: string } }> {
  const code = Array.from({ length: 16 }, () => GIFT_CODE_ALPHABET[Math.floor(Math.random() * GIFT_CODE_ALPHABET.length)]).join("");
  return inTransaction(async (client) => {
    const buyer = await createBuyer(client);
    const { rows: purchase } = await client.query<{ id: number }>(
      `INSERT INTO "Purchase" (kind, "userId", "buyerName", "buyerEmail", provider, "paymentIntentId", "clientSecret",
         "subtotalCents", "taxCents", "amountCents", status, "paidAt", "updatedAt")
       VALUES ('gift_card', $1, $2, $3, 'test', $4, 'secret', $5, 0, $5, 'succeeded', now(), now())
       RETURNING id`,
      [buyer.id, buyer.name, buyer.email, `test_pi_gift_${code}`, cents],
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
    return { id: card[0].id, code, buyer };
  });
}

/**
 * A package (by slug) bought and paid by the client `userId`, as issuePurchase leaves it: the
 * client's package with the sessions and services of the day, and the purchase row of the ledger.
 */
export function createPackagePurchase(userId: number, slug: string): Promise<{ clientPackageId: number; name: string }> {
  return inTransaction(async (client) => {
    const { rows: pkg } = await client.query<{ id: number; name: string; sessions: number; priceCents: number; validDays: number }>(
      `SELECT id, name, sessions, "priceCents", "validDays" FROM "Package" WHERE slug = $1`,
      [slug],
    );
    const p = pkg[0];
    const { rows: buyer } = await client.query<{ email: string; name: string }>(
      `SELECT email, "firstName" || ' ' || "lastName" AS name FROM "User" WHERE id = $1`,
      [userId],
    );
    const { rows: purchase } = await client.query<{ id: number }>(
      `INSERT INTO "Purchase" (kind, "userId", "buyerName", "buyerEmail", "packageId", provider, "paymentIntentId", "clientSecret",
         "subtotalCents", "taxCents", "amountCents", status, "paidAt", "updatedAt")
       VALUES ('package', $1, $2, $3, $4, 'test', $5, 'secret', $6, 0, $6, 'succeeded', now(), now())
       RETURNING id`,
      [userId, buyer[0].name, buyer[0].email, p.id, `test_pi_pkg_${Math.random().toString(36).slice(2)}`, p.priceCents],
    );
    const { rows: owned } = await client.query<{ id: number }>(
      `INSERT INTO "ClientPackage" ("userId", "packageId", "purchaseId", sessions, "serviceIds", "expiresAt")
       VALUES ($1, $2, $3, $4, (SELECT coalesce(array_agg("B"), '{}') FROM "_PackageToService" WHERE "A" = $2),
         now() + make_interval(days => $5))
       RETURNING id`,
      [userId, p.id, purchase[0].id, p.sessions, p.validDays],
    );
    await client.query(`INSERT INTO "LedgerEntry" (kind, "clientPackageId", amount, "purchaseId") VALUES ('purchase', $1, $2, $3)`, [
      owned[0].id,
      p.sessions,
      purchase[0].id,
    ]);
    return { clientPackageId: owned[0].id, name: p.name };
  });
}
