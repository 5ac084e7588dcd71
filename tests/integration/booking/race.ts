// The double-booking race, shared by the concurrency test and `npm run bench`: many clients ask
// for the same or overlapping times at once, over separate PostgreSQL connections, through the
// real createPendingAppointment. Exactly one may win; every other request must get the 409.
import { randomBytes } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { createPendingAppointment } from "@/lib/appointments/hold";
import { dbDate } from "@/lib/booking/dates";
import { AppError } from "@/lib/errors";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { createConsent } from "../payments/helpers";
import type { UnsignedRequest } from "./helpers";

export const UNAVAILABLE = "This time is no longer available. Please choose another time.";

export type RaceResult = {
  requests: number;
  connections: number;
  winners: number;
  conflicts: number;
  unexpected: string[];
  /** Most requests in flight at one moment (client side). */
  maxInFlight: number;
  /** Most sessions seen at once inside PostgreSQL waiting on a lock (sampled): the real race. */
  maxWaitingInDb: number;
  p50: number;
  p95: number;
  max: number;
  wallMs: number;
  /** Live (pending/confirmed) appointments on the raced time after the run. */
  liveAfter: number;
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Opens `connections` connections spread over PrismaClients of up to 10 each, all warmed up. */
export async function openClients(url: string, connections: number): Promise<PrismaClient[]> {
  const clients: PrismaClient[] = [];
  for (let left = connections; left > 0; left -= 10) {
    clients.push(new PrismaClient({ adapter: new PrismaPg({ connectionString: url, max: Math.min(10, left) }) }));
  }
  // Hold every connection open at once so each pool really creates all of its connections.
  await Promise.all(
    clients.flatMap((c, i) =>
      Array.from({ length: Math.min(10, connections - i * 10) }, () => c.$queryRaw`SELECT 1 AS ok FROM pg_sleep(0.05)`),
    ),
  );
  return clients;
}

/** Plain client users for the race (no password hashing: they never log in). */
export async function createRaceUsers(client: PrismaClient, count: number): Promise<{ id: number }[]> {
  const tag = randomBytes(4).toString("hex");
  const data = Array.from({ length: count }, (_, i) => ({
    username: `race_${tag}_${i}`,
    email: `race_${tag}_${i}@example.com`,
    firstName: "Race",
    lastName: `Client ${i}`,
    passwordHash: "not-a-login",
  }));
  await client.user.createMany({ data });
  return client.user.findMany({ where: { username: { startsWith: `race_${tag}_` } }, select: { id: true }, orderBy: { id: "asc" } });
}

/** Requests for one time by many users (same slot, same service). */
export async function sameSlotRequests(client: PrismaClient, date: string, time: string, serviceSlug: string, count: number) {
  const service = await client.service.findUniqueOrThrow({ where: { slug: serviceSlug } });
  const slot = await client.timeSlot.findFirstOrThrow({
    where: { date: dbDate(date), startTime: time },
    orderBy: { practitionerId: "asc" },
  });
  return Array.from({ length: count }, () => toRequest(slot, service.id));
}

/**
 * Requests of different lengths at different starts that all overlap each other: every one of
 * them covers 11:00-11:15, so at most one can ever be live.
 */
export async function overlappingRequests(client: PrismaClient, date: string, count: number) {
  const combos: [string, string][] = [
    ["10:00", "smoking-cessation-program"], // 90 min: 10:00-11:30
    ["10:00", "private-yoga-in-person"], // 75: 10:00-11:15
    ["10:30", "hypnotherapy-virtual-session"], // 60: 10:30-11:30
    ["10:30", "restorative-yoga-nidra"], // 45: 10:30-11:15
    ["10:30", "smoking-cessation-program"], // 90: 10:30-12:00
    ["11:00", "restorative-yoga-nidra"], // 45: 11:00-11:45
    ["11:00", "private-yoga-virtual"], // 60: 11:00-12:00
    ["11:00", "private-yoga-in-person"], // 75: 11:00-12:15
  ];
  const requests: UnsignedRequest[] = [];
  for (let i = 0; i < count; i++) {
    const [time, slug] = combos[i % combos.length];
    const service = await client.service.findUniqueOrThrow({ where: { slug } });
    const slot = await client.timeSlot.findFirstOrThrow({
      where: { date: dbDate(date), startTime: time },
      orderBy: { practitionerId: "asc" },
    });
    requests.push(toRequest(slot, service.id));
  }
  return requests;
}

function toRequest(slot: { id: number; practitionerId: number; date: Date; startTime: string }, serviceId: number): UnsignedRequest {
  return {
    serviceId,
    timeSlotId: slot.id,
    practitionerId: slot.practitionerId,
    date: slot.date.toISOString().slice(0, 10),
    time: slot.startTime,
    notes: null,
    clientFirstName: "Race",
    clientLastName: "Client",
    clientEmail: "race@example.com",
    clientPhone: "8285550101",
    subscribed: false,
    consentFormId: null,
  };
}

/** Samples, from its own connection, how many sessions of this database wait on a lock. */
async function lockMonitor(url: string) {
  const monitor = new pg.Client({ connectionString: url });
  await monitor.connect();
  let max = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rows } = await monitor.query(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
      );
      max = Math.max(max, rows[0].n);
    }
  })();
  return async () => {
    running = false;
    await loop;
    await monitor.end();
    return max;
  };
}

/** Fires every request at once, request i as users[i] over clients[i % clients.length]. */
export async function race(
  url: string,
  clients: PrismaClient[],
  users: { id: number }[],
  unsigned: UnsignedRequest[],
): Promise<RaceResult> {
  // Each client has signed the consent form for their service first, as the wizard requires (not timed).
  const services = await clients[0].service.findMany({ select: { id: true, name: true } });
  const requests = await Promise.all(
    unsigned.map(async (r, i) => ({
      ...r,
      consentFormId: (
        await createConsent(
          users[i],
          services.find((s) => s.id === r.serviceId)!,
        )
      ).id,
    })),
  );
  const stopMonitor = await lockMonitor(url);
  let inFlight = 0;
  let maxInFlight = 0;
  const latencies: number[] = [];
  const started = performance.now();
  const outcomes = await Promise.all(
    requests.map(async (input, i) => {
      const t0 = performance.now();
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      try {
        await createPendingAppointment(users[i], input, { client: clients[i % clients.length] });
        return "won" as const;
      } catch (error) {
        if (error instanceof AppError && error.status === 409 && error.message === UNAVAILABLE) return "conflict" as const;
        return `unexpected: ${error instanceof Error ? error.message : String(error)}`;
      } finally {
        inFlight--;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const wallMs = performance.now() - started;
  const maxWaitingInDb = await stopMonitor();

  const slotIds = [...new Set(requests.map((r) => r.timeSlotId))];
  const slots = await clients[0].timeSlot.findMany({ where: { id: { in: slotIds } } });
  const from = new Date(Math.min(...slots.map((s) => s.startsAt.getTime())));
  const to = new Date(Math.max(...slots.map((s) => s.startsAt.getTime())) + 90 * 60_000);
  const liveAfter = await clients[0].appointment.count({
    where: {
      practitionerId: slots[0].practitionerId,
      status: { in: ["pending", "confirmed"] },
      startsAt: { lt: to },
      endsAt: { gt: from },
    },
  });

  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: requests.length,
    connections: clients.length ? clients.length * 10 : 0,
    winners: outcomes.filter((o) => o === "won").length,
    conflicts: outcomes.filter((o) => o === "conflict").length,
    unexpected: outcomes.filter((o) => o !== "won" && o !== "conflict"),
    maxInFlight,
    maxWaitingInDb,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1)!,
    wallMs,
    liveAfter,
  };
}
