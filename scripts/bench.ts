// npm run bench: figures of the double-booking race on a temporary PostgreSQL database.
// Many clients ask at once, over separate connections, for one slot and for overlapping times of
// different lengths; the exclusion constraint must let exactly one through. A control run without
// the constraint shows what the same race does to an unguarded table.
// Options: --requests=50 --connections=50 --rounds=3
import { createTestDatabase } from "../tests/support/test-database";

const arg = (name: string, fallback: number) => {
  const hit = process.argv.find((a) => a.startsWith(`--${name}=`));
  return hit ? Number(hit.split("=")[1]) : fallback;
};
const REQUESTS = arg("requests", 50);
const CONNECTIONS = arg("connections", 50);
const ROUNDS = arg("rounds", 3);

const database = await createTestDatabase("wellness_bench");
if (database.kind === "embedded") {
  console.warn(
    "No PostgreSQL server at 127.0.0.1:5432: the embedded database runs one session at a time, so this race proves nothing there.",
  );
}
process.env.DATABASE_URL = database.url;

try {
  const { seed } = await import("../prisma/seed");
  await seed({ inPersonOpen: true }); // benches book in-person services too
  const { addDays, earliestBookableDate, weekdayOf } = await import("../lib/booking/dates");
  const race = await import("../tests/integration/booking/race");

  const clients = await race.openClients(database.url, CONNECTIONS);
  const [admin] = clients;
  // Weekdays (08:00-20:00) from the first bookable date on, one per run.
  const dates: string[] = [];
  for (let d = earliestBookableDate(); dates.length < ROUNDS * 2 + 1; d = addDays(d, 1))
    if (weekdayOf(d) >= 1 && weekdayOf(d) <= 5) dates.push(d);

  const rows: ({ run: string } & Awaited<ReturnType<typeof race.race>>)[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const users = await race.createRaceUsers(admin, REQUESTS);
    const one = await race.sameSlotRequests(admin, dates[round * 2], "10:00", "hypnotherapy-virtual-session", REQUESTS);
    rows.push({ run: `one slot #${round + 1}`, ...(await race.race(database.url, clients, users, one)) });
    const users2 = await race.createRaceUsers(admin, REQUESTS);
    const overlapping = await race.overlappingRequests(admin, dates[round * 2 + 1], REQUESTS);
    rows.push({ run: `overlapping #${round + 1}`, ...(await race.race(database.url, clients, users2, overlapping)) });
  }

  // Control: the same race with the constraint dropped (this database is thrown away afterwards).
  await admin.$executeRawUnsafe(`ALTER TABLE "Appointment" DROP CONSTRAINT "Appointment_no_overlap"`);
  const controlUsers = await race.createRaceUsers(admin, REQUESTS);
  const control = await race.sameSlotRequests(admin, dates[ROUNDS * 2], "10:00", "hypnotherapy-virtual-session", REQUESTS);
  rows.push({ run: "CONTROL: no constraint", ...(await race.race(database.url, clients, controlUsers, control)) });

  await Promise.all(clients.map((c) => c.$disconnect()));

  const ms = (n: number) => `${n.toFixed(0)} ms`;
  console.log(
    `\nDouble-booking race on ${database.kind === "postgres" ? "PostgreSQL" : "embedded PGlite"}: ${REQUESTS} concurrent requests over ${CONNECTIONS} connections\n`,
  );
  console.table(
    rows.map((r) => ({
      run: r.run,
      requests: r.requests,
      winners: r.winners,
      "409s": r.conflicts,
      unexpected: r.unexpected.length,
      "live after": r.liveAfter,
      "max waiting in db": r.maxWaitingInDb,
      p50: ms(r.p50),
      p95: ms(r.p95),
      max: ms(r.max),
      wall: ms(r.wallMs),
    })),
  );
  const guarded = rows.filter((r) => !r.run.startsWith("CONTROL"));
  const ok = guarded.every((r) => r.winners === 1 && r.conflicts === r.requests - 1 && r.liveAfter === 1 && !r.unexpected.length);
  console.log(ok ? "Guarantee held: exactly one winner in every guarded run." : "GUARANTEE BROKEN: see the table above.");
  if (!ok) process.exitCode = 1;
} finally {
  const { db } = await import("../lib/db");
  await db.$disconnect();
  await database.drop();
}
