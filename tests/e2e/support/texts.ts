import { expect } from "@playwright/test";
import pg from "pg";

import { e2eDatabaseUrl } from "./database-url";

// The e2e server has no Twilio account: every text is recorded in TextMessage (status
// "recorded"), which is where a spec reads the code a client would get on their phone.

async function query<T extends pg.QueryResultRow>(sql: string, values: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/** The latest verification code texted to the number (E.164), waiting for it to be recorded. */
export async function waitForCode(e164: string): Promise<string> {
  let code = "";
  await expect(async () => {
    const rows = await query<{ body: string }>(
      `SELECT "body" FROM "TextMessage" WHERE "to" = $1 AND "kind" = 'verification' ORDER BY "id" DESC LIMIT 1`,
      [e164],
    );
    code = /your code is (\d{6})/.exec(rows[0]?.body ?? "")?.[1] ?? "";
    expect(code).not.toBe("");
  }).toPass({ timeout: 15_000 });
  return code;
}

export async function smsSubscriptionOf(username: string) {
  const [row] = await query<{
    phone: string | null;
    active: boolean;
    reminderTypes: string[];
    consentVersion: string | null;
    consentAt: Date | null;
  }>(
    `SELECT s."phone", s."active", s."reminderTypes", s."consentVersion", s."consentAt" FROM "SmsSubscription" s JOIN "User" u ON u."id" = s."userId" WHERE u."username" = $1`,
    [username],
  );
  return row ?? null;
}
