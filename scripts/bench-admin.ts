// npm run bench (or: tsx scripts/bench-admin.ts): the owner's dashboard with years of data.
// Seeds a temporary PostgreSQL database with 20,000 appointments (payments, refunds, documents,
// abandoned holds) in bulk SQL, then times every admin read the dashboard makes: the first
// render, each search and filter, a calendar month, the payments tab and a year's CSV export.
// Prints median and max of several runs per read; the goal is each under 300 ms.
// Options: --appointments=20000 --runs=7
import pg from "pg";
import { createTestDatabase } from "../tests/support/test-database";

const arg = (name: string, fallback: number) => {
  const hit = process.argv.find((a) => a.startsWith(`--${name}=`));
  return hit ? Number(hit.split("=")[1]) : fallback;
};
const APPOINTMENTS = arg("appointments", 20_000);
const RUNS = arg("runs", 7);
const GOAL_MS = 300;
/** --keep: leave the database for EXPLAIN (prints its URL; drop it yourself). --seed-only: no timings. */
const KEEP = process.argv.includes("--keep");
const SEED_ONLY = process.argv.includes("--seed-only");
class SeedOnly extends Error {}

const database = await createTestDatabase("wellness_bench");
process.env.DATABASE_URL = database.url;
if (database.kind === "embedded") console.warn("No PostgreSQL server at 127.0.0.1:5432: figures are for the embedded PGlite database.");

try {
  const { seed } = await import("../prisma/seed");
  await seed({ inPersonOpen: true }); // benches book in-person services too
  const seededIn = await seedAppointments(database.url, APPOINTMENTS);
  if (KEEP) console.log(`Database kept: ${database.url}`);
  if (SEED_ONLY) throw new SeedOnly();

  const { siteConfig } = await import("../lib/site-config");
  const { practiceToday } = await import("../lib/booking/dates");
  const admin = await import("../lib/admin/appointments");
  const payments = await import("../lib/admin/payments");
  const { listArtifacts } = await import("../lib/admin/artifacts");
  const { db } = await import("../lib/db");

  const today = practiceToday();
  const month = today.slice(0, 7);
  const year = String(Number(today.slice(0, 4)) - 1);
  const sample = await db.appointment.findFirstOrThrow({
    where: { status: "completed" },
    include: { payment: true },
    orderBy: { startsAt: "desc" },
  });
  const [y, m, d] = practiceToday(new Date(sample.startsAt)).split("-");
  const busyDay = `${y}-${m}-${d}`;

  const cases: [string, () => Promise<unknown>][] = [
    [
      "first render: cards + list + calendar + payments (parallel)",
      () => Promise.all([admin.dashboardSummary(), admin.listAppointments({}), admin.monthGrid(month), payments.listPayments({})]),
    ],
    ["dashboard cards (summary)", () => admin.dashboardSummary()],
    ["Booking List, first page", () => admin.listAppointments({})],
    ["Booking List, page 500", () => admin.listAppointments({ page: 500 })],
    ["search: last name 'smith'", () => admin.listAppointments({ search: "smith" })],
    ["search: first + last 'maria garcia'", () => admin.listAppointments({ search: "maria garcia" })],
    ["search: email fragment '@example.com'", () => admin.listAppointments({ search: "@example.com" })],
    ["search: rare email 'client1234'", () => admin.listAppointments({ search: "client1234@" })],
    ["search: service 'yoga nidra'", () => admin.listAppointments({ search: "yoga nidra" })],
    [`search: date ${busyDay}`, () => admin.listAppointments({ search: busyDay })],
    [`search: date ${m}/${d}/${y}`, () => admin.listAppointments({ search: `${m}/${d}/${y}` })],
    ["search: no match", () => admin.listAppointments({ search: "zzzzqqq" })],
    ["filter: confirmed", () => admin.listAppointments({ status: "confirmed" })],
    ["filter: pending", () => admin.listAppointments({ status: "pending" })],
    ["filter: completed", () => admin.listAppointments({ status: "completed" })],
    ["filter: cancelled", () => admin.listAppointments({ status: "cancelled" })],
    ["search + filter: 'smith' cancelled", () => admin.listAppointments({ search: "smith", status: "cancelled" })],
    [`calendar month ${month}`, () => admin.monthGrid(month)],
    [`calendar day ${busyDay}`, () => admin.appointmentsOnDate(busyDay)],
    ["appointment details + documents", () => Promise.all([admin.getAdminAppointment(sample.id), listArtifacts(sample.id)])],
    ["Payments, first page", () => payments.listPayments({})],
    ["Payments: search payment ID", () => payments.listPayments({ search: sample.payment!.paymentIntentId.slice(0, 14) })],
    ["Payments: search 'garcia'", () => payments.listPayments({ search: "garcia" })],
    [`Payments: From/To ${year}`, () => payments.listPayments({ from: `${year}-01-01`, to: `${year}-12-31` })],
    [`CSV export ${year} (a year)`, () => payments.paymentsCsv({ from: `${year}-01-01`, to: `${year}-12-31` })],
    // For information: every payment ever (the goal is a year's export).
    ["(info) CSV export, all payments", () => payments.paymentsCsv({})],
  ];

  const results: { read: string; median: number; max: number; rows: string }[] = [];
  for (const [name, run] of cases) {
    const first = await run(); // warm-up (connection, plan cache)
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      await run();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    results.push({ read: name, median: times[Math.floor(times.length / 2)], max: times.at(-1)!, rows: describe(first) });
  }

  const counts = await db.$queryRaw<{ appointments: number; payments: number; artifacts: number }[]>`
    SELECT (SELECT count(*)::int FROM "Appointment") AS "appointments", (SELECT count(*)::int FROM "Payment") AS "payments",
      (SELECT count(*)::int FROM "Artifact") AS "artifacts"`;
  console.log(
    `\nAdmin reads on ${database.kind === "postgres" ? "PostgreSQL" : "embedded PGlite"}, time zone ${siteConfig.timeZone}: ` +
      `${counts[0].appointments} appointments, ${counts[0].payments} payments, ${counts[0].artifacts} documents ` +
      `(seeded in ${(seededIn / 1000).toFixed(1)} s); ${RUNS} timed runs each after one warm-up\n`,
  );
  console.table(
    results.map((r) => ({
      read: r.read,
      median: `${r.median.toFixed(1)} ms`,
      max: `${r.max.toFixed(1)} ms`,
      result: r.rows,
      "< 300 ms": r.read.startsWith("(info)") ? "-" : r.max < GOAL_MS ? "yes" : "NO",
    })),
  );
  const slow = results.filter((r) => r.max >= GOAL_MS && !r.read.startsWith("(info)"));
  console.log(
    slow.length ? `SLOWER THAN ${GOAL_MS} ms: ${slow.map((r) => r.read).join("; ")}` : `Every read answered within ${GOAL_MS} ms (max).`,
  );
  if (slow.length) process.exitCode = 1;
} catch (error) {
  if (!(error instanceof SeedOnly)) {
    console.error(error);
    process.exitCode = 1;
  }
} finally {
  const { db } = await import("../lib/db");
  await db.$disconnect();
  if (!KEEP) await database.drop();
}

function describe(result: unknown): string {
  if (Array.isArray(result)) return result.length === 4 && !Array.isArray(result[0]) ? "4 reads" : `${result.length} rows`;
  const r = result as Record<string, unknown>;
  if ("appointments" in r) return `${(r.appointments as unknown[]).length} of ${r.total}`;
  if ("payments" in r) return `${(r.payments as unknown[]).length} of ${r.total}`;
  if ("days" in r) return `${(r.days as unknown[]).length} days`;
  if ("csv" in r) return `${(r.csv as string).split("\r\n").length - 2} lines, ${((r.csv as string).length / 1024).toFixed(0)} KB`;
  if ("totalAppointments" in r) return `${r.totalAppointments} total`;
  return "";
}

/**
 * Bulk SQL: clients, and `count` appointments from about three years back to three months ahead
 * (≈ 6,500 a year), three practitioners with 90-minute spaced slots so live bookings never
 * overlap; past ones mostly completed, future ones mostly confirmed, some cancelled (refunded),
 * pending holds, and abandoned holds the owner does not see. Paid ones get a payment and
 * three documents.
 */
async function seedAppointments(url: string, count: number): Promise<number> {
  const started = performance.now();
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => undefined); // the database is dropped at the end, with this client perhaps still open
  await client.connect();
  const tz = (await import("../lib/site-config")).siteConfig.timeZone;
  const perDay = 19; // 3 practitioners x 7 slots, a few left free
  const days = Math.ceil(count / perDay);
  const firstDay = `(current_date - ${days - 90})`;
  await client.query(`
    INSERT INTO "Practitioner" ("firstName", "lastName", "title", "email")
    VALUES ('Lena', 'Hart', 'Yoga Teacher', 'lena@example.com'), ('Omar', 'Reed', 'Hypnotherapist', 'omar@example.com');

    INSERT INTO "User" ("username", "passwordHash", "email", "firstName", "lastName", "updatedAt")
    SELECT 'client' || g, 'x', 'client' || g || '@example.com',
      (ARRAY['Maria','James','Anna','David','Sofia','Michael','Emma','Daniel','Olivia','Chris','Grace','Noah'])[1 + g % 12],
      (ARRAY['Garcia','Smith','Lee','Johnson','Brown','Nguyen','Patel','Kim','Lopez','Clark','Walker','Young','Hall'])[1 + (g / 12) % 13],
      now()
    FROM generate_series(1, 3000) g;

    CREATE TEMP TABLE plan AS
    SELECT i,
      (SELECT array_agg(id ORDER BY id) FROM "Practitioner") AS practitioners,
      (SELECT array_agg(id ORDER BY id) FROM "Service" WHERE duration <= 90) AS services,
      ${firstDay} + (i / ${perDay}) AS day,
      (i % ${perDay}) / 7 AS p, (i % ${perDay}) % 7 AS slot,
      1 + (i * 7919) % 3000 AS client
    FROM generate_series(0, ${count - 1}) i;

    INSERT INTO "Appointment" ("userId", "serviceId", "practitionerId", "startsAt", "endsAt", "status", "holdExpiresAt",
      "cancelReason", "isVirtual", "priceCents", "notes", "clientFirstName", "clientLastName", "clientEmail",
      "clientPhone", "confirmedAt", "createdAt", "updatedAt")
    SELECT u."id", s."id", plan.practitioners[1 + plan.p], t.starts, t.starts + make_interval(mins => s."duration"),
      st.status::"AppointmentStatus",
      CASE WHEN st.status = 'pending' THEN now() + interval '20 minutes' END,
      st.reason, s."isVirtual", s."price",
      CASE WHEN plan.i % 5 = 0 THEN 'First session, a little nervous.' END,
      u."firstName", u."lastName", u."email", '(828) 555-' || lpad((plan.i % 10000)::text, 4, '0'),
      CASE WHEN st.status IN ('confirmed', 'completed') OR st.reason = 'cancelled_by_practice' THEN t.starts - interval '9 days' END,
      t.starts - interval '10 days', now()
    FROM plan
    JOIN "User" u ON u."username" = 'client' || plan.client
    JOIN LATERAL (SELECT plan.services[1 + plan.i % array_length(plan.services, 1)] AS id) pick ON true
    JOIN "Service" s ON s."id" = pick.id
    CROSS JOIN LATERAL (SELECT ((plan.day + time '08:00' + plan.slot * interval '90 minutes') AT TIME ZONE '${tz}') AS starts) t
    CROSS JOIN LATERAL (
      SELECT CASE
        WHEN plan.i % 20 = 7 THEN 'cancelled'
        WHEN plan.i % 20 = 13 THEN 'cancelled'
        WHEN t.starts < now() AND plan.i % 20 = 3 THEN 'confirmed'
        WHEN t.starts < now() THEN 'completed'
        WHEN plan.i % 10 = 1 THEN 'pending'
        ELSE 'confirmed' END AS status,
      CASE WHEN plan.i % 20 = 7 THEN 'cancelled_by_practice' WHEN plan.i % 20 = 13 THEN 'hold_expired' END AS reason
    ) st;

    INSERT INTO "Payment" ("appointmentId", "provider", "paymentIntentId", "clientSecret", "subtotalCents", "taxCents",
      "amountCents", "status", "paidAt", "refundStatus", "refundedCents", "refundId", "refundedAt", "refundReason", "updatedAt")
    SELECT a."id", 'stripe', 'pi_' || md5(a."id"::text), 'pi_' || md5(a."id"::text) || '_secret', a."priceCents",
      round(a."priceCents" * 0.0475)::int, a."priceCents" + round(a."priceCents" * 0.0475)::int, 'succeeded', a."confirmedAt",
      CASE WHEN a."status" = 'cancelled' THEN 'refunded' ELSE 'none' END::"RefundStatus",
      CASE WHEN a."status" = 'cancelled' THEN a."priceCents" + round(a."priceCents" * 0.0475)::int ELSE 0 END,
      CASE WHEN a."status" = 'cancelled' THEN 're_' || md5(a."id"::text) END,
      CASE WHEN a."status" = 'cancelled' THEN a."startsAt" - interval '2 days' END,
      CASE WHEN a."status" = 'cancelled' THEN 'The practice cancelled the appointment.' END, now()
    FROM "Appointment" a WHERE a."confirmedAt" IS NOT NULL;

    INSERT INTO "Artifact" ("appointmentId", "artifactType", "fileName", "mimeType", "fileSize", "content", "generatedAt")
    SELECT a."id", k.type::"ArtifactType", k.prefix || a."id" || k.ext, k.mime, k.size, decode(repeat('255044462d', 400), 'hex'), a."confirmedAt"
    FROM "Appointment" a
    CROSS JOIN (VALUES ('consent_agreement', 'consent-agreement-', '.pdf', 'application/pdf', 48213),
                       ('payment_receipt', 'payment-receipt-', '.pdf', 'application/pdf', 6120),
                       ('ics_calendar', 'appointment-', '.ics', 'text/calendar; charset=utf-8', 1034)) k(type, prefix, ext, mime, size)
    WHERE a."status" IN ('confirmed', 'completed');

    ANALYZE;
  `);
  await client.end();
  return performance.now() - started;
}
