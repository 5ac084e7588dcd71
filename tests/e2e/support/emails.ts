import { expect } from "@playwright/test";
import pg from "pg";

import { e2eDatabaseUrl } from "./database-url";

// The e2e server has no email provider: every email is recorded in EmailLog (status "recorded"),
// which is where a spec reads the email a client would get.

export type RecordedEmail = { subject: string; text: string; html: string; createdAt: Date };

async function emailsTo(address: string, template: string): Promise<RecordedEmail[]> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<RecordedEmail>(
      `SELECT "subject", "text", "html", "createdAt" FROM "EmailLog" WHERE "to" = $1 AND "template" = $2 ORDER BY "id"`,
      [address, template],
    );
    return rows;
  } finally {
    await client.end();
  }
}

/** Waits for the `count`-th email of this template to the address (sent after the response) and returns it. */
export async function waitForEmail(address: string, template: string, count = 1): Promise<RecordedEmail> {
  let emails: RecordedEmail[] = [];
  await expect(async () => {
    emails = await emailsTo(address, template);
    expect(emails.length).toBeGreaterThanOrEqual(count);
  }).toPass({ timeout: 15_000 });
  return emails[count - 1];
}

export const countEmails = async (address: string, template: string) => (await emailsTo(address, template)).length;

/** The path and query of the password reset link in an email (its host is the configured site URL). */
export function resetLinkIn(email: RecordedEmail): string {
  const match = /https?:\/\/[^\s"<>]+(\/auth\/reset-password\?token=[A-Za-z0-9_-]{43})/.exec(email.text);
  if (!match) throw new Error(`no reset link in: ${email.text}`);
  return match[1];
}
