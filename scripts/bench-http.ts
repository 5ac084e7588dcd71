// npm run bench:http: the production server under a busy Monday, over HTTP. A temporary database
// (seeded), `next start` on the existing build (built first when there is none), 50 logged-in
// clients at once for 20 s per scenario: all booking one time, booking many times, reading time
// slots. Prints p50, p99, max, requests per second and status counts, and checks that every time
// ended with at most one live appointment.
// Options: --clients=50 --seconds=20 --port=3590
import { spawn } from "node:child_process";
import autocannon from "autocannon";
import { existsSync } from "node:fs";
import { hashPassword } from "../lib/auth/password";
import { createTestDatabase } from "../tests/support/test-database";

const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const CLIENTS = arg("clients", 50);
const SECONDS = arg("seconds", 20);
const PORT = arg("port", 3590);
const BASE = `http://127.0.0.1:${PORT}`;

type Scenario = { name: string; result: autocannon.Result };

/**
 * `CLIENTS` connections sending requests back to back for `SECONDS` (autocannon: a load generator
 * light enough to share the machine with the server). Request k goes out with client k's session,
 * round robin.
 */
async function load(
  name: string,
  cookies: string[],
  request: (client: number, i: number) => { path: string; body?: unknown },
): Promise<Scenario> {
  let sent = 0;
  const result = await autocannon({
    url: BASE,
    connections: CLIENTS,
    duration: SECONDS,
    requests: [
      {
        setupRequest: (req) => {
          const i = sent++;
          const client = i % cookies.length;
          const { path, body } = request(client, Math.floor(i / cookies.length));
          return {
            ...req,
            path,
            method: body === undefined ? "GET" : "POST",
            headers: { cookie: cookies[client], ...(body === undefined ? {} : { "content-type": "application/json" }) },
            body: body === undefined ? undefined : JSON.stringify(body),
          };
        },
      },
    ],
  });
  return { name, result };
}

/** Answers per status, plus errors and timeouts (no answer). */
function statusCounts({ result }: Scenario): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [status, { count = 0 }] of Object.entries(result.statusCodeStats ?? {})) counts[status] = count;
  if (result.errors) counts["no answer"] = result.errors;
  return counts;
}

function report(scenarios: Scenario[]) {
  console.table(
    scenarios.map((scenario) => {
      const { name, result } = scenario;
      return {
        scenario: name,
        requests: result.requests.total,
        "req/s": Math.round(result.requests.average),
        p50: `${result.latency.p50} ms`,
        p99: `${result.latency.p99} ms`,
        max: `${result.latency.max} ms`,
        statuses: Object.entries(statusCounts(scenario))
          .map(([status, n]) => `${status}: ${n}`)
          .join(", "),
      };
    }),
  );
}

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    const ok = await fetch(`${BASE}/api/services/yoga`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("The server did not start.");
}

const database = await createTestDatabase("wellness_bench");
process.env.DATABASE_URL = database.url;
const env = {
  ...process.env,
  NODE_ENV: "production" as const,
  NEXT_TELEMETRY_DISABLED: "1",
  DATABASE_URL: database.url,
  AUTH_SECRET: "bench-secret-at-least-32-characters-long!!",
  ALLOW_TEST_PAYMENTS: "1",
  // One address for every client here: the per-address limits would stop the load, not the app.
  RATE_LIMIT_DISABLED: "1",
};
let server: ReturnType<typeof spawn> | undefined;
try {
  const { seed } = await import("../prisma/seed");
  await seed({ inPersonOpen: true }); // benches book in-person services too
  if (!existsSync(".next/BUILD_ID")) {
    console.log("No production build: building first (npm run build)...");
    await new Promise<void>((resolve, reject) =>
      spawn(process.execPath, ["node_modules/next/dist/bin/next", "build"], { stdio: "inherit", env }).once("exit", (code) =>
        code ? reject(new Error(`build failed (${code})`)) : resolve(),
      ),
    );
  }
  server = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(PORT)], {
    stdio: ["ignore", "ignore", "inherit"],
    env,
  });
  await waitForServer();

  const { db } = await import("../lib/db");
  const { addDays, earliestBookableDate, weekdayOf } = await import("../lib/booking/dates");
  const { ensureTimeSlots } = await import("../lib/booking/slots");
  await ensureTimeSlots();

  // Logged-in clients.
  const passwordHash = await hashPassword("bench-password-1");
  const tag = Date.now().toString(36);
  await db.user.createMany({
    data: Array.from({ length: CLIENTS }, (_, i) => ({
      username: `bench_${tag}_${i}`,
      email: `bench_${tag}_${i}@example.com`,
      firstName: "Bench",
      lastName: `Client ${i}`,
      passwordHash,
    })),
  });
  const cookies = await Promise.all(
    Array.from({ length: CLIENTS }, async (_, i) => {
      const res = await fetch(`${BASE}/api/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: `bench_${tag}_${i}`, password: "bench-password-1" }),
      });
      if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
      return res.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
    }),
  );

  const service = await db.service.findFirstOrThrow({ where: { isVirtual: true, duration: 60 }, orderBy: { id: "asc" } });
  const weekdays: string[] = [];
  for (let d = earliestBookableDate(); weekdays.length < 12; d = addDays(d, 1))
    if (weekdayOf(d) >= 1 && weekdayOf(d) <= 5) weekdays.push(d);
  const slots = await db.timeSlot.findMany({
    where: { date: { in: weekdays.map((d) => new Date(`${d}T00:00:00Z`)) } },
    orderBy: [{ date: "asc" }, { startTime: "asc" }],
  });
  const booking = (slot: (typeof slots)[number], worker: number) => ({
    path: "/api/appointments",
    body: {
      serviceId: service.id,
      timeSlotId: slot.id,
      date: slot.date.toISOString().slice(0, 10),
      time: slot.startTime,
      clientFirstName: "Bench",
      clientLastName: `Client ${worker}`,
      clientEmail: `bench_${tag}_${worker}@example.com`,
      clientPhone: "8285550100",
    },
  });

  const oneTime = slots.find((s) => s.date.toISOString().startsWith(weekdays[0]) && s.startTime === "10:00")!;
  const manyTimes = slots.filter((s) => !s.date.toISOString().startsWith(weekdays[0]));
  const scenarios = [
    await load("POST /api/appointments, one time", cookies, (worker) => booking(oneTime, worker)),
    await load("POST /api/appointments, many times", cookies, (worker, i) =>
      booking(manyTimes[(worker * 7 + i * 13) % manyTimes.length], worker),
    ),
    // The floor: the cheapest answer this server gives (a static file) under the same load.
    await load("floor: GET /robots.txt", cookies, () => ({ path: "/robots.txt" })),
    await load("GET /api/time-slots", cookies, (worker, i) => ({
      path: `/api/time-slots?date=${weekdays[(worker + i) % weekdays.length]}&serviceId=${service.id}`,
    })),
  ];

  // Never two live appointments over one time.
  const overlaps = await db.$queryRaw<{ n: bigint }[]>`
    SELECT count(*) AS n FROM "Appointment" a JOIN "Appointment" b
      ON a.id < b.id AND a."practitionerId" = b."practitionerId" AND tstzrange(a."startsAt", a."endsAt") && tstzrange(b."startsAt", b."endsAt")
    WHERE a.status IN ('pending', 'confirmed') AND b.status IN ('pending', 'confirmed')`;
  console.log(
    `\nHTTP load against next start (${CLIENTS} clients, ${SECONDS} s per scenario, ${database.kind === "postgres" ? "PostgreSQL" : "embedded PGlite"})\n`,
  );
  report(scenarios);
  const errors = scenarios
    .flatMap((s) => Object.entries(statusCounts(s)))
    .filter(([status]) => status === "no answer" || Number(status) >= 500)
    .reduce((sum, [, n]) => sum + n, 0);
  console.log(`5xx or no answer: ${errors}; overlapping live appointments: ${overlaps[0].n}`);
  if (errors || overlaps[0].n > 0n) process.exitCode = 1;
  await db.$disconnect();
} finally {
  server?.kill("SIGTERM");
  await database.drop();
}
