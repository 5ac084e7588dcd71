import pg from "pg";

import { e2eDatabaseUrl } from "./database-url";

// Direct writes to the database the e2e server runs on, for states the public API rightly
// refuses to create: a booking inside the change cutoff (the API books 7 days ahead at the
// earliest, the cutoff is 48 hours).

/**
 * Moves a booking to start within the next two days (inside the 48-hour cutoff), keeping its
 * length. Tries a few starts two hours apart: the database refuses overlapping bookings, and
 * parallel tests move theirs too. Returns the new start.
 */
export async function moveInsideCutoff(appointmentId: number): Promise<Date> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    for (let i = 0; i < 12; i++) {
      const hoursAhead = 20 + 2 * i + Math.floor(Math.random() * 2);
      try {
        const { rows } = await client.query<{ startsAt: Date }>(
          `UPDATE "Appointment"
              SET "endsAt" = date_trunc('hour', now()) + make_interval(hours => $2) + ("endsAt" - "startsAt"),
                  "startsAt" = date_trunc('hour', now()) + make_interval(hours => $2)
            WHERE id = $1
        RETURNING "startsAt"`,
          [appointmentId, hoursAhead],
        );
        if (rows.length !== 1) throw new Error(`appointment ${appointmentId} not found`);
        return rows[0].startsAt;
      } catch (error) {
        if ((error as { code?: string }).code !== "23P01") throw error; // exclusion: overlaps another booking
      }
    }
    throw new Error("no free time inside the cutoff");
  } finally {
    await client.end();
  }
}

/**
 * Moves a booking into the past (about `daysAgo` days, at a free hour), keeping its length: the
 * reports count sessions of the last 12 months, and the API only books ahead. Returns the new start.
 */
export async function moveIntoPast(appointmentId: number, daysAgo = 3): Promise<Date> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    for (let i = 0; i < 12; i++) {
      const hoursAgo = daysAgo * 24 + 2 * i + Math.floor(Math.random() * 2);
      try {
        const { rows } = await client.query<{ startsAt: Date }>(
          `UPDATE "Appointment"
              SET "endsAt" = date_trunc('hour', now()) - make_interval(hours => $2) + ("endsAt" - "startsAt"),
                  "startsAt" = date_trunc('hour', now()) - make_interval(hours => $2)
            WHERE id = $1
        RETURNING "startsAt"`,
          [appointmentId, hoursAgo],
        );
        if (rows.length !== 1) throw new Error(`appointment ${appointmentId} not found`);
        return rows[0].startsAt;
      } catch (error) {
        if ((error as { code?: string }).code !== "23P01") throw error;
      }
    }
    throw new Error("no free time in the past");
  } finally {
    await client.end();
  }
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

/**
 * Moves a booking to start a few minutes from now (inside its join window), shortened to 10
 * minutes so that a retry or a parallel test finds room beside it. Tries starts a minute apart.
 */
export async function moveIntoJoinWindow(appointmentId: number): Promise<Date> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    for (let minutes = 1; minutes < 14; minutes++) {
      try {
        const { rows } = await client.query<{ startsAt: Date }>(
          `UPDATE "Appointment"
              SET "startsAt" = now() + make_interval(mins => $2),
                  "endsAt" = now() + make_interval(mins => $2 + 10)
            WHERE id = $1
        RETURNING "startsAt"`,
          [appointmentId, minutes],
        );
        if (rows.length !== 1) throw new Error(`appointment ${appointmentId} not found`);
        return rows[0].startsAt;
      } catch (error) {
        if ((error as { code?: string }).code !== "23P01") throw error;
      }
    }
    throw new Error("no free time in the next quarter of an hour");
  } finally {
    await client.end();
  }
}
