import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient, type Prisma } from "@/lib/generated/prisma/client";
import { generateGiftCardCode } from "@/lib/ledger/codes";
import { issuePurchase } from "@/lib/ledger/ledger";
import { formatGiftCardCode } from "@/lib/validations/gift-card";

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

/** A Prisma client on the e2e server's database, for the lib code that writes ledger rows (closed by `fn`'s end). */
async function withPrisma<T>(fn: (client: PrismaClient) => Promise<T>): Promise<T> {
  const client = new PrismaClient({ adapter: new PrismaPg({ connectionString: e2eDatabaseUrl(), max: 2 }) });
  try {
    return await fn(client);
  } finally {
    await client.$disconnect();
  }
}

const paidByTestCard = (cents: number, reference: string) => ({
  provider: "test" as const,
  paymentIntentId: `test_pi_e2e_${reference}_${Math.random().toString(36).slice(2)}`,
  clientSecret: "e2e",
  subtotalCents: cents,
  taxCents: 0,
  amountCents: cents,
  status: "succeeded" as const,
  paidAt: new Date(),
});

/**
 * A paid purchase, created and issued (as its confirmation does) in one transaction: the server's
 * reconcile sweep confirms any paid purchase it finds unissued, and would race a later issue.
 */
function createIssuedPurchase(prisma: PrismaClient, data: Prisma.PurchaseUncheckedCreateInput) {
  return prisma.$transaction(async (tx) => {
    const purchase = await tx.purchase.create({ data });
    await issuePurchase(tx, purchase.id);
    return purchase;
  });
}

/**
 * The client (by account id or email) owns the seeded package `slug`, bought and paid: a paid
 * Purchase, then issuePurchase exactly as the purchase's confirmation does.
 */
export async function grantPackage(client: number | string, slug: string): Promise<{ clientPackageId: number; name: string }> {
  return withPrisma(async (prisma) => {
    const user = await prisma.user.findUniqueOrThrow({ where: typeof client === "number" ? { id: client } : { email: client } });
    const pkg = await prisma.package.findUniqueOrThrow({ where: { slug } });
    const purchase = await createIssuedPurchase(prisma, {
      kind: "package",
      userId: user.id,
      buyerName: `${user.firstName} ${user.lastName}`,
      buyerEmail: user.email,
      packageId: pkg.id,
      ...paidByTestCard(pkg.priceCents, "pkg"),
    });
    const owned = await prisma.clientPackage.findUniqueOrThrow({ where: { purchaseId: purchase.id } });
    return { clientPackageId: owned.id, name: pkg.name };
  });
}

/**
 * An issued gift card of `cents`, bought by a new account of its own (which cannot sign in) and
 * already delivered. `code` is as stored (no dashes), `printedCode` as the emails print it.
 */
export async function grantGiftCard(
  cents: number,
  recipientName = "Avery Friend",
): Promise<{ id: number; code: string; printedCode: string; buyer: { id: number; name: string } }> {
  return withPrisma(async (prisma) => {
    const tag = Math.random().toString(36).slice(2, 10);
    const buyer = await prisma.user.create({
      data: {
        username: `gift-buyer-${tag}`,
        email: `gift-buyer-${tag}@example.com`,
        passwordHash: "x",
        firstName: "Jordan",
        lastName: `Buyer${tag}`,
      },
    });
    const code = generateGiftCardCode();
    const purchase = await createIssuedPurchase(prisma, {
      kind: "gift_card",
      userId: buyer.id,
      buyerName: `Jordan Buyer${tag}`,
      buyerEmail: buyer.email,
      ...paidByTestCard(cents, "gift"),
      giftCard: {
        create: {
          code,
          initialCents: cents,
          recipientName,
          recipientEmail: "avery@example.com",
          message: "Happy birthday!",
          deliverAt: new Date(),
          deliveredAt: new Date(),
        },
      },
    });
    const card = await prisma.giftCard.findUniqueOrThrow({ where: { purchaseId: purchase.id } });
    return { id: card.id, code, printedCode: formatGiftCardCode(code), buyer: { id: buyer.id, name: `Jordan Buyer${tag}` } };
  });
}

/**
 * A draft answer to the current version of the named intake form (the owner's own, as a client
 * would start one): once anyone has started answering, saving the form's questions makes a new version.
 */
export async function startIntakeDraft(formName: string): Promise<void> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO "IntakeResponse" ("userId", "formVersionId", status, answers, "updatedAt")
       SELECT u.id, v.id, 'draft', '{}'::jsonb, now()
         FROM "User" u,
              (SELECT v.id FROM "IntakeFormVersion" v JOIN "IntakeForm" f ON f.id = v."formId"
                WHERE f.name = $1 ORDER BY v.version DESC LIMIT 1) v
        WHERE u."isAdmin"
          AND NOT EXISTS (SELECT 1 FROM "IntakeResponse" r WHERE r."userId" = u.id AND r."formVersionId" = v.id AND r.status = 'draft')
        LIMIT 1`,
      [formName],
    );
  } finally {
    await client.end();
  }
}

/**
 * Flagged intake answers attached to a booking, as the client would have answered in the wizard:
 * a form of its own (version 1, attached to no service) whose "epilepsy: yes" the form flags.
 * Returns the form's name and the client's id.
 */
export async function attachFlaggedIntake(appointmentId: number): Promise<{ formName: string; userId: number }> {
  return withPrisma(async (prisma) => {
    const appointment = await prisma.appointment.findUniqueOrThrow({ where: { id: appointmentId }, select: { userId: true } });
    const userId = appointment.userId!;
    const formName = `Hypnotherapy intake ${Math.random().toString(36).slice(2, 8)}`;
    const definition = {
      sections: [
        {
          id: "goals",
          title: "Your goals",
          description: "",
          questions: [
            {
              id: "change",
              kind: "long_text",
              label: "What would you like to change?",
              help: "",
              required: true,
              options: [],
              minLabel: "",
              maxLabel: "",
              flagAnswers: [],
            },
            {
              id: "motivation",
              kind: "scale",
              label: "How motivated are you?",
              help: "",
              required: false,
              options: [],
              min: 0,
              max: 10,
              minLabel: "",
              maxLabel: "",
              flagAnswers: [],
            },
          ],
        },
        {
          id: "health",
          title: "Health",
          description: "",
          questions: [
            {
              id: "epilepsy",
              kind: "yes_no",
              label: "Have you been diagnosed with epilepsy?",
              help: "",
              required: true,
              options: [],
              minLabel: "",
              maxLabel: "",
              flagAnswers: ["yes"],
            },
            {
              id: "medications",
              kind: "short_text",
              label: "Medications",
              help: "",
              required: false,
              options: [],
              minLabel: "",
              maxLabel: "",
              flagAnswers: [],
            },
          ],
        },
      ],
    };
    const form = await prisma.intakeForm.create({
      data: { name: formName, versions: { create: { version: 1, definition } } },
      include: { versions: true },
    });
    const response = await prisma.intakeResponse.create({
      data: {
        userId,
        formVersionId: form.versions[0].id,
        status: "submitted",
        answers: { change: "Sleep through the night", motivation: 8, epilepsy: "yes", medications: "None" },
        flaggedQuestionIds: ["epilepsy"],
        submittedAt: new Date(),
      },
    });
    await prisma.appointment.update({ where: { id: appointmentId }, data: { intakeResponseId: response.id } });
    return { formName, userId };
  });
}
