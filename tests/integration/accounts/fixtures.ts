import { db, type AppointmentStatus } from "@/lib/db";

// Appointments for account tests, on a practitioner of their own so they never overlap (the
// exclusion constraint) with appointments other test files create in the same database.
let practitionerId: number | undefined;
let serviceIds: { virtual: number; inPerson: number } | undefined;

async function ensureFixtures() {
  practitionerId ??= (
    await db.practitioner.create({ data: { firstName: "Test", lastName: "Practitioner", title: "Guide", email: "guide@example.com" } })
  ).id;
  if (!serviceIds) {
    const virtual = await db.service.findFirstOrThrow({ where: { isVirtual: true, active: true }, orderBy: { id: "asc" } });
    const inPerson = await db.service.findFirst({ where: { isVirtual: false, active: true }, orderBy: { id: "asc" } });
    serviceIds = { virtual: virtual.id, inPerson: inPerson?.id ?? virtual.id };
  }
  return { practitionerId, serviceIds };
}

let slot = 0;
const HOUR = 60 * 60 * 1000;

/** An appointment for the user starting `hoursAhead` from now (each call gets its own slot). */
export async function createAppointment(
  userId: number | null,
  {
    hoursAhead,
    status = "confirmed",
    isVirtual = true,
    startsAt: at,
  }: { hoursAhead?: number; status?: AppointmentStatus; isVirtual?: boolean; startsAt?: Date } = {},
) {
  const { practitionerId, serviceIds } = await ensureFixtures();
  // Without hoursAhead: distinct far-future 1-hour windows. Callers passing hoursAhead keep them 1 h apart.
  const startsAt = at ?? new Date(Date.now() + (hoursAhead ?? 24 * 400 + slot++ * 2) * HOUR);
  return db.appointment.create({
    data: {
      userId,
      serviceId: isVirtual ? serviceIds.virtual : serviceIds.inPerson,
      practitionerId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + HOUR - 60 * 1000),
      status,
      holdExpiresAt: status === "pending" ? new Date(Date.now() + 30 * 60 * 1000) : null,
      isVirtual,
      priceCents: 12000,
      clientFirstName: "Test",
      clientLastName: "Client",
      clientEmail: "client@example.com",
      clientPhone: "8285550100",
      confirmedAt: status === "confirmed" ? new Date() : null,
    },
    include: { service: true },
  });
}
