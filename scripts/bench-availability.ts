// tsx scripts/bench-availability.ts: the calendar's month read (GET /api/availability) against the
// per-day alternative it replaces (getAvailableSlots for each day of the month), on a temporary
// database with the seed plus a busy practice: about half of every bookable day's times taken
// (confirmed sessions and live holds), a few fully booked days and a busy lunch hour from the
// owner's calendar every day. Prints median and max.
// Options: --runs=15
import { createTestDatabase } from "../tests/support/test-database";

const RUNS = Number(process.argv.find((a) => a.startsWith("--runs="))?.split("=")[1] ?? 15);

const database = await createTestDatabase("wellness_bench");
process.env.DATABASE_URL = database.url;

try {
  const { seed } = await import("../prisma/seed");
  await seed({ inPersonOpen: true }); // benches book in-person services too
  const { db } = await import("../lib/db");
  const { addDays, earliestBookableDate, latestBookableDate, zonedInstant } = await import("../lib/booking/dates");
  const { getAvailableDates, getAvailableSlots } = await import("../lib/booking/slots");

  // A busy practice: every other hour booked on each bookable day, every fifth day fully booked.
  const practitioner = await db.practitioner.findFirstOrThrow({ orderBy: { id: "asc" } });
  const service = await db.service.findFirstOrThrow({ where: { slug: "hypnotherapy-virtual-session" } });
  const user = await db.user.create({
    data: { username: "bench", email: "bench@example.com", firstName: "B", lastName: "C", passwordHash: "x" },
  });
  const rows = [];
  let day = 0;
  for (let key = earliestBookableDate(); key <= latestBookableDate(); key = addDays(key, 1), day++) {
    const full = day % 5 === 0;
    for (let hour = 8; hour < 20; hour += full ? 1 : 2) {
      const startsAt = zonedInstant(key, `${String(hour).padStart(2, "0")}:00`);
      if (!startsAt) continue;
      rows.push({
        userId: user.id,
        serviceId: service.id,
        practitionerId: practitioner.id,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 60 * 60_000),
        status: hour % 4 === 0 ? ("pending" as const) : ("confirmed" as const),
        holdExpiresAt: hour % 4 === 0 ? new Date(Date.now() + 20 * 60_000) : null,
        isVirtual: true,
        priceCents: service.price,
        clientFirstName: "B",
        clientLastName: "C",
        clientEmail: "bench@example.com",
        clientPhone: "8285550100",
      });
    }
  }
  // Outside the working hours of short days the inserts simply do not matter; overlaps are impossible (1 h apart).
  await db.appointment.createMany({ data: rows, skipDuplicates: true });

  // The owner's own calendar: a busy lunch hour every day of the window (busy time is read with the slots).
  const calendar = await db.ownerCalendar.create({
    data: { practitionerId: practitioner.id, name: "Bench", url: "https://calendar.example/bench.ics" },
  });
  const busy = [];
  for (let key = earliestBookableDate(); key <= latestBookableDate(); key = addDays(key, 1)) {
    const startsAt = zonedInstant(key, "12:30")!;
    busy.push({ calendarId: calendar.id, practitionerId: practitioner.id, startsAt, endsAt: new Date(startsAt.getTime() + 60 * 60_000) });
  }
  await db.calendarBusyTime.createMany({ data: busy });

  // The month with the most bookable days: a whole month of reads.
  const month = addDays(earliestBookableDate(), 15).slice(0, 7);
  const first = `${month}-01`;
  const days: string[] = [];
  for (let key = first; key.startsWith(month); key = addDays(key, 1)) days.push(key);

  const time = async (name: string, run: () => Promise<unknown>) => {
    const result = await run(); // warm-up
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      await run();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    return { read: name, median: `${times[Math.floor(times.length / 2)].toFixed(1)} ms`, max: `${times.at(-1)!.toFixed(1)} ms`, result };
  };

  const results = [
    await time(`getAvailableDates ${month} (the month read)`, () => getAvailableDates({ month, serviceId: service.id })),
    await time(`getAvailableSlots x ${days.length} days, one after another`, async () => {
      for (const date of days) await getAvailableSlots({ date, serviceId: service.id });
    }),
    await time(`getAvailableSlots x ${days.length} days, in parallel`, () =>
      Promise.all(days.map((date) => getAvailableSlots({ date, serviceId: service.id }))),
    ),
  ];
  const dates = (results[0].result as { dates: string[] }).dates;
  console.log(
    `\nMonth availability on ${database.kind === "postgres" ? "PostgreSQL" : "embedded PGlite"}: ${rows.length} appointments, ${busy.length} calendar busy times; ${month} has ${dates.length} days with free times; ${RUNS} runs after a warm-up\n`,
  );
  console.table(results.map(({ read, median, max }) => ({ read, median, max })));
  await db.$disconnect();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await database.drop();
}
