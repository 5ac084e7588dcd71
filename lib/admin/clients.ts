import { db, Prisma } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { likePattern, parseSearch } from "@/lib/admin/search";
import { APPOINTMENT_COLUMNS, FROM_APPOINTMENTS, VISIBLE, toAdminAppointment, type AppointmentRow } from "@/lib/admin/sql";
import type { AdminAppointment } from "@/lib/admin/types";
import { clientIntakeResponses, type IntakeResponseView } from "@/lib/intake/answers";

// The owner's clients: every client account, and the people who booked without one (their
// account since deleted, or bookings made for them) grouped by booking email. A client's
// appointments are those of the account, plus bookings without an account under its email.
//
// Key (the URL of a client page, /admin/clients/{key}): the account id ("42") for an account, the
// booking email in lower case for everyone else. Both are stable: ids never change, and a guest's
// bookings are found by their email. Notes are filed under the same key.

export const CLIENT_PAGE_SIZE = 20;

export type ClientKey = { kind: "account"; userId: number } | { kind: "guest"; email: string };

/** "42" is an account, anything with an @ a booking email; anything else is not a client key. */
export function parseClientKey(raw: string): ClientKey | null {
  const key = raw.trim();
  if (/^[1-9]\d{0,9}$/.test(key) && Number(key) <= 2_147_483_647) return { kind: "account", userId: Number(key) };
  if (key.length <= 254 && /^[^\s@]+@[^\s@]+$/.test(key)) return { kind: "guest", email: key.toLowerCase() };
  return null;
}

export const clientKeyString = (key: ClientKey) => (key.kind === "account" ? String(key.userId) : key.email);
export const clientHref = (key: string) => `/admin/clients/${encodeURIComponent(key)}`;

/**
 * The key of the client an appointment belongs to: its account; without one, the client account
 * with the booking's email (case-insensitive); else the booking email in lower case.
 */
export async function appointmentClientKey(a: { userId: number | null; clientEmail: string }): Promise<string> {
  if (a.userId !== null) return String(a.userId);
  const account = await db.user.findFirst({
    where: { isAdmin: false, email: { equals: a.clientEmail, mode: "insensitive" } },
    select: { id: true },
  });
  return account ? String(account.id) : a.clientEmail.toLowerCase();
}

export type ClientSummary = {
  key: string;
  hasAccount: boolean;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  appointmentCount: number;
  /** The latest booked session (confirmed, completed or no-show) that has started, and the next confirmed one (ISO). */
  lastAppointment: string | null;
  nextAppointment: string | null;
};

export type ClientPage = { clients: ClientSummary[]; total: number; page: number; pageSize: number };

/**
 * The clients, one per account (admins left out) or guest email: a CTE with the contact details
 * and the key each booking belongs to, so the search, the counts and the page run in one query.
 */
const CLIENTS_CTE = (now: Date) => Prisma.sql`
  WITH accounts AS (
    SELECT u."id"::text AS "key", u."id" AS "userId", lower(u."email") AS "emailKey", u."firstName", u."lastName", u."email", u."phone"
    FROM "User" u WHERE NOT u."isAdmin"
  ),
  booked AS (
    SELECT a."id", a."startsAt", a."status", a."clientFirstName", a."clientLastName", a."clientEmail", a."clientPhone",
      coalesce(a."userId"::text, acc."key", lower(a."clientEmail")) AS "key"
    FROM "Appointment" a
    LEFT JOIN accounts acc ON a."userId" IS NULL AND acc."emailKey" = lower(a."clientEmail")
    WHERE ${VISIBLE} AND (a."userId" IS NULL OR a."userId" IN (SELECT "userId" FROM accounts))
  ),
  guests AS (
    SELECT DISTINCT ON (b."key") b."key", NULL::int AS "userId", b."key" AS "emailKey", b."clientFirstName" AS "firstName",
      b."clientLastName" AS "lastName", b."clientEmail" AS "email", b."clientPhone" AS "phone"
    FROM booked b WHERE b."key" LIKE '%@%'
    ORDER BY b."key", b."startsAt" DESC
  ),
  stats AS (
    SELECT b."key", count(*)::int AS "appointmentCount",
      max(b."startsAt") FILTER (WHERE b."status" IN ('confirmed', 'completed', 'no_show') AND b."startsAt" <= ${now}) AS "lastAppointment",
      min(b."startsAt") FILTER (WHERE b."status" = 'confirmed' AND b."startsAt" > ${now}) AS "nextAppointment",
      string_agg(DISTINCT b."clientFirstName" || ' ' || b."clientLastName" || ' ' || b."clientEmail" || ' ' || b."clientPhone", ' ') AS "bookedText"
    FROM booked b GROUP BY b."key"
  ),
  clients AS (
    SELECT c.*, coalesce(st."appointmentCount", 0) AS "appointmentCount", st."lastAppointment", st."nextAppointment",
      c."firstName" || ' ' || c."lastName" || ' ' || c."email" || ' ' || coalesce(c."phone", '') || ' ' || coalesce(st."bookedText", '') AS "searchText"
    FROM (SELECT * FROM accounts UNION ALL SELECT * FROM guests) c LEFT JOIN stats st ON st."key" = c."key"
  )`;

/** Every word must be found in the client's name, email or phone, or in a name or email they booked with. */
function clientSearch(search: string | undefined): Prisma.Sql {
  const { terms } = parseSearch(search);
  if (terms.length === 0) return Prisma.empty;
  const conditions = terms.map((term) => Prisma.sql`c."searchText" ILIKE ${likePattern(term)}`);
  return Prisma.sql`WHERE ${Prisma.join(conditions, " AND ")}`;
}

type SummaryRow = Omit<ClientSummary, "hasAccount" | "lastAppointment" | "nextAppointment"> & {
  userId: number | null;
  lastAppointment: Date | null;
  nextAppointment: Date | null;
  total: number;
};

const toSummary = ({ userId, lastAppointment, nextAppointment, total: _total, ...r }: SummaryRow): ClientSummary => ({
  ...r,
  hasAccount: userId !== null,
  lastAppointment: lastAppointment?.toISOString() ?? null,
  nextAppointment: nextAppointment?.toISOString() ?? null,
});

/** A page of clients matching `search`, the most recently seen first (then by name). */
export async function listClients(
  query: { search?: string; page?: number; pageSize?: number } = {},
  now: Date = new Date(),
): Promise<ClientPage> {
  const pageSize = query.pageSize ?? CLIENT_PAGE_SIZE;
  const page = query.page ?? 1;
  const rows = await db.$queryRaw<SummaryRow[]>`
    ${CLIENTS_CTE(now)}
    SELECT c."key", c."userId", c."firstName", c."lastName", c."email", c."phone", c."appointmentCount",
      c."lastAppointment", c."nextAppointment", count(*) OVER ()::int AS "total"
    FROM clients c ${clientSearch(query.search)}
    ORDER BY greatest(c."lastAppointment", c."nextAppointment") DESC NULLS LAST, lower(c."lastName"), lower(c."firstName"), c."key"
    LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`;
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page > 1) {
    // Past the last page: the total still tells the pagination where the end is.
    const [{ count }] = await db.$queryRaw<
      { count: number }[]
    >`${CLIENTS_CTE(now)} SELECT count(*)::int AS "count" FROM clients c ${clientSearch(query.search)}`;
    total = count;
  }
  return { clients: rows.map(toSummary), total, page, pageSize };
}

export type ClientConsent = {
  id: number;
  signedAt: string;
  fullName: string;
  serviceSelected: string;
  /** The signed agreement's PDF (an appointment's consent_agreement document), if one was generated. */
  download: { artifactId: number; fileName: string } | null;
};

export type ClientNoteView = { id: number; body: string; createdAt: string; updatedAt: string };

export type ClientDetail = {
  key: string;
  hasAccount: boolean;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  /** Other names and emails the client booked with (different from the contact details). */
  bookedAs: { name: string; email: string; phone: string }[];
  memberSince: string | null;
  appointments: AdminAppointment[];
  consents: ClientConsent[];
  /** The client's submitted intake answers, newest first (kept when a form or service is retired). */
  intakeResponses: IntakeResponseView[];
  notes: ClientNoteView[];
};

/** Everything the client page shows; 404 for a key that is no client. */
export async function clientDetail(rawKey: string): Promise<ClientDetail> {
  const key = parseClientKey(rawKey);
  if (!key) throw notFound("Client not found.");
  const keyString = clientKeyString(key);
  const account =
    key.kind === "account"
      ? await db.user.findFirst({
          where: { id: key.userId, isAdmin: false },
          select: { id: true, firstName: true, lastName: true, email: true, phone: true, createdAt: true },
        })
      : null;
  if (key.kind === "account" && !account) throw notFound("Client not found.");
  // A guest email that belongs to an account is that account's client page.
  if (
    key.kind === "guest" &&
    (await db.user.findFirst({ where: { email: { equals: key.email, mode: "insensitive" } }, select: { id: true } }))
  ) {
    throw notFound("Client not found.");
  }
  const belongs =
    key.kind === "account"
      ? Prisma.sql`(a."userId" = ${key.userId} OR (a."userId" IS NULL AND lower(a."clientEmail") = ${account!.email.toLowerCase()}))`
      : Prisma.sql`(a."userId" IS NULL AND lower(a."clientEmail") = ${key.email})`;
  const rows = await db.$queryRaw<(AppointmentRow & { consentFormId: number | null })[]>`
    SELECT ${APPOINTMENT_COLUMNS}, a."consentFormId" ${FROM_APPOINTMENTS}
    WHERE ${belongs} AND ${VISIBLE}
    ORDER BY a."startsAt" DESC, a."id" DESC`;
  if (key.kind === "guest" && rows.length === 0) throw notFound("Client not found.");
  const appointments = rows.map(toAdminAppointment);

  const consentIds = [...new Set(rows.map((r) => r.consentFormId).filter((id): id is number => id !== null))];
  const forms = await db.consentForm.findMany({
    where: { OR: [{ id: { in: consentIds } }, ...(account ? [{ userId: account.id }] : [])] },
    select: {
      id: true,
      createdAt: true,
      fullName: true,
      serviceSelected: true,
      appointments: { select: { artifacts: { where: { artifactType: "consent_agreement" }, select: { id: true, fileName: true } } } },
    },
    orderBy: { createdAt: "desc" },
  });
  const consents = forms.map((f) => {
    const artifact = f.appointments.flatMap((a) => a.artifacts)[0];
    return {
      id: f.id,
      signedAt: f.createdAt.toISOString(),
      fullName: f.fullName,
      serviceSelected: f.serviceSelected,
      download: artifact ? { artifactId: artifact.id, fileName: artifact.fileName } : null,
    };
  });

  const latest = rows[0];
  const contact = account ?? {
    firstName: latest.clientFirstName,
    lastName: latest.clientLastName,
    email: latest.clientEmail,
    phone: latest.clientPhone,
    createdAt: null,
  };
  const seen = new Set([`${contact.firstName} ${contact.lastName}|${contact.email.toLowerCase()}|${contact.phone ?? ""}`]);
  const bookedAs: ClientDetail["bookedAs"] = [];
  for (const r of rows) {
    const id = `${r.clientFirstName} ${r.clientLastName}|${r.clientEmail.toLowerCase()}|${r.clientPhone}`;
    if (seen.has(id)) continue;
    seen.add(id);
    bookedAs.push({ name: `${r.clientFirstName} ${r.clientLastName}`, email: r.clientEmail, phone: r.clientPhone });
  }

  return {
    key: keyString,
    hasAccount: Boolean(account),
    firstName: contact.firstName,
    lastName: contact.lastName,
    email: contact.email,
    phone: contact.phone || null,
    bookedAs,
    memberSince: contact.createdAt?.toISOString() ?? null,
    appointments,
    consents,
    intakeResponses: account ? await clientIntakeResponses(db, account.id) : [],
    notes: await listClientNotes(keyString),
  };
}

export async function listClientNotes(clientKey: string): Promise<ClientNoteView[]> {
  const notes = await db.clientNote.findMany({ where: { clientKey }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  return notes.map((n) => ({ id: n.id, body: n.body, createdAt: n.createdAt.toISOString(), updatedAt: n.updatedAt.toISOString() }));
}
