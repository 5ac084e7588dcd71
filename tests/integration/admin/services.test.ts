import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { revalidatePath } from "next/cache";
import { db } from "@/lib/db";
import { addDays, earliestBookableDate } from "@/lib/booking/dates";
import { ensureTimeSlots } from "@/lib/booking/slots";
import { listBookableServices, listServices } from "@/lib/practice/catalog";
import { DEFAULT_PRACTICE_SETTINGS, IN_PERSON_CLOSED_MESSAGE, NOT_YET_BOOKABLE } from "@/lib/practice/bookable";
import { getPracticeSettings } from "@/lib/practice/settings";
import { listAdminServices } from "@/lib/practice/services";
import { SERVICE_MESSAGES } from "@/lib/validations/service";
import { SETTINGS_MESSAGES } from "@/lib/validations/practice-settings";
import { call, createUser } from "../../support/api";
import { loginAs } from "../../support/session";
import { firstPractitioner, holdWithConsent, nthWeekday, request, serviceBySlug } from "../booking/helpers";
import { asAdmin, createAppointment, tag } from "./helpers";

// The owner's services and practice settings: every write is admin only, validated per field,
// audited in its own transaction and refreshes the public pages; retired services leave the site
// and the wizard (bookings kept); edits never touch bookings already made; while in-person
// sessions are closed the wizard does not offer in-person services and holds on them are refused.

vi.mock("next/cache", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/cache")>()), revalidatePath: vi.fn() }));

const { GET: listRoute, POST: createRoute } = await import("@/app/api/admin/services/route");
const { PUT: updateRoute } = await import("@/app/api/admin/services/[id]/route");
const { POST: statusRoute } = await import("@/app/api/admin/services/[id]/status/route");
const { POST: moveRoute } = await import("@/app/api/admin/services/[id]/move/route");
const { GET: settingsRoute, PUT: saveSettingsRoute } = await import("@/app/api/admin/settings/route");

let admin: { id: number; username: string };

const newService = (overrides: Record<string, unknown> = {}) => {
  const t = tag();
  return {
    name: `Breathwork ${t}`,
    slug: `breathwork-${t}`,
    description: "A calm, guided breathing session to settle the nervous system.",
    category: "yoga",
    price: "95.50",
    duration: 60,
    isVirtual: true,
    ...overrides,
  };
};

async function create(overrides: Record<string, unknown> = {}) {
  const res = await call(createRoute, { method: "POST", body: newService(overrides) });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json as {
    id: number;
    name: string;
    slug: string;
    price: number;
    duration: number;
    category: string;
    isVirtual: boolean;
    active: boolean;
  };
}

const auditOf = (action: string, entityId: number | string) =>
  db.auditEntry.findMany({ where: { action, entityId: String(entityId) }, orderBy: { id: "asc" } });

const setInPerson = (inPersonOpen: boolean) =>
  call(saveSettingsRoute, { method: "PUT", body: { bannerText: DEFAULT_PRACTICE_SETTINGS.bannerText, inPersonOpen } });

beforeAll(async () => {
  admin = await asAdmin();
});
beforeEach(() => {
  loginAs(admin);
  vi.mocked(revalidatePath).mockClear();
});
afterAll(async () => {
  loginAs(admin);
  await setInPerson(true); // the test setup's state: the other files book in-person services
  loginAs(null);
  // The services made here leave the public lists the next files read.
  await db.service.updateMany({ where: { slug: { startsWith: "breathwork-" } }, data: { active: false } });
});

describe("admin only", () => {
  it("refuses clients (403) and anonymous callers (401) for every write, and changes nothing", async () => {
    const before = await db.service.count();
    const [first] = await listAdminServices();
    const calls = [
      () => call(createRoute, { method: "POST", body: newService() }),
      () => call(updateRoute, { method: "PUT", params: { id: String(first.id) }, body: newService() }),
      () => call(statusRoute, { method: "POST", params: { id: String(first.id) }, body: { active: false } }),
      () => call(moveRoute, { method: "POST", params: { id: String(first.id) }, body: { direction: "down" } }),
      () => call(saveSettingsRoute, { method: "PUT", body: { bannerText: "Hacked", inPersonOpen: true } }),
    ];
    loginAs(await createUser());
    for (const c of calls) expect((await c()).status).toBe(403);
    loginAs(null);
    for (const c of calls) expect((await c()).status).toBe(401);
    expect(await db.service.count()).toBe(before);
    expect((await db.service.findUniqueOrThrow({ where: { id: first.id } })).active).toBe(first.active);
  });
});

describe("POST /api/admin/services", () => {
  it("creates a service with its price in cents, offered at once, last in order, audited, pages refreshed", async () => {
    const created = await create({ price: "95.50", duration: 90 });
    expect(created).toMatchObject({ price: 9550, duration: 90, active: true, category: "yoga", isVirtual: true });
    const all = await listAdminServices();
    expect(all.at(-1)!.id).toBe(created.id);

    expect((await listServices("yoga")).map((s) => s.id)).toContain(created.id);
    expect((await listBookableServices()).map((s) => s.id)).toContain(created.id);

    const [entry] = await auditOf("service.create", created.id);
    expect(entry).toMatchObject({ actorId: admin.id, actorName: admin.username, entityType: "service" });
    expect(entry.before).toBeNull();
    expect(entry.after).toMatchObject({ Name: created.name, Price: "$95.50", Duration: "90 minutes", Where: "Virtual", Status: "Offered" });
    expect(vi.mocked(revalidatePath).mock.calls.map(([path]) => path)).toEqual(expect.arrayContaining(["/", "/services", "/schedule"]));
  });

  it("answers every invalid field with its own message, and writes nothing", async () => {
    const before = await db.service.count();
    const res = await call(createRoute, {
      method: "POST",
      body: { name: "", slug: "Not A Slug", description: "short", category: "pilates", price: "free", duration: 0, isVirtual: "yes" },
    });
    expect(res.status).toBe(400);
    expect(res.json.fieldErrors).toEqual({
      name: SERVICE_MESSAGES.name,
      slug: SERVICE_MESSAGES.slug,
      description: SERVICE_MESSAGES.description,
      category: SERVICE_MESSAGES.category,
      price: SERVICE_MESSAGES.price,
      duration: SERVICE_MESSAGES.duration,
      isVirtual: SERVICE_MESSAGES.isVirtual,
    });
    expect(await db.service.count()).toBe(before);
  });

  it.each([
    ["a negative price", { price: "-5" }, "price"],
    ["a price with three decimals", { price: "10.005" }, "price"],
    ["a price over the maximum", { price: "5000.01" }, "price"],
    ["a duration that is not a multiple of the slot", { duration: 50 }, "duration"],
    ["a duration over the maximum", { duration: 270 }, "duration"],
    ["a zero duration", { duration: 0 }, "duration"],
  ])("refuses %s", async (_, overrides, field) => {
    const res = await call(createRoute, { method: "POST", body: newService(overrides) });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.fieldErrors)).toEqual([field]);
  });

  it("creates a free service ($0) for new clients only, once per client, without a consent form, audited with its flags", async () => {
    const created = await create({ price: "0", duration: 30, newClientsOnly: true, onePerClient: true, consentRequired: false });
    expect(created).toMatchObject({ price: 0, newClientsOnly: true, onePerClient: true, consentRequired: false });
    expect(await db.service.findUniqueOrThrow({ where: { id: created.id } })).toMatchObject({
      price: 0,
      newClientsOnly: true,
      onePerClient: true,
      consentRequired: false,
    });
    const [entry] = await auditOf("service.create", created.id);
    expect(entry.summary).toContain("(Free, 30 minutes)");
    expect(entry.after).toMatchObject({
      Price: "Free",
      "New clients only": "Yes",
      "One per client": "Yes",
      "Consent form": "Not required",
    });
  });

  it("leaves the flags at their defaults when they are not sent: open to everyone, the consent form required", async () => {
    expect(await create()).toMatchObject({ newClientsOnly: false, onePerClient: false, consentRequired: true });
  });

  it.each([["newClientsOnly"], ["onePerClient"], ["consentRequired"]] as const)("refuses a %s that is not true or false", async (flag) => {
    const res = await call(createRoute, { method: "POST", body: newService({ [flag]: "yes" }) });
    expect(res.status).toBe(400);
    expect(res.json.fieldErrors).toEqual({ [flag]: SERVICE_MESSAGES[flag] });
  });

  it("accepts a whole-dollar price and a $ sign", async () => {
    expect((await create({ price: "$120" })).price).toBe(12000);
    expect((await create({ price: 80 })).price).toBe(8000);
  });

  it("refuses a slug another service uses (400 on the slug field)", async () => {
    const res = await call(createRoute, { method: "POST", body: newService({ slug: "private-yoga-virtual" }) });
    expect(res.status).toBe(400);
    expect(res.json.fieldErrors).toEqual({ slug: SERVICE_MESSAGES.slugTaken });
  });
});

describe("PUT /api/admin/services/{id}", () => {
  it("edits the service (audited with before and after) and leaves existing bookings' price and times alone", async () => {
    const service = await create({ price: "100", duration: 60 });
    const booked = await createAppointment({ slug: service.slug });
    const bookedBefore = await db.appointment.findUniqueOrThrow({ where: { id: booked.id } });
    expect(bookedBefore.priceCents).toBe(10000);

    const res = await call(updateRoute, {
      method: "PUT",
      params: { id: String(service.id) },
      body: newService({ name: "Breathwork Deluxe", slug: service.slug, price: "150", duration: 90, isVirtual: false }),
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ name: "Breathwork Deluxe", price: 15000, duration: 90, isVirtual: false, appointments: 1 });

    const bookedAfter = await db.appointment.findUniqueOrThrow({ where: { id: booked.id } });
    expect(bookedAfter).toMatchObject({
      priceCents: 10000,
      startsAt: bookedBefore.startsAt,
      endsAt: bookedBefore.endsAt,
      isVirtual: true,
      serviceId: service.id,
    });

    const [entry] = await auditOf("service.update", service.id);
    expect(entry.summary).toBe('Edited the service "Breathwork Deluxe": name, price, duration, where.');
    expect(entry.before).toMatchObject({ Name: service.name, Price: "$100.00", Duration: "60 minutes", Where: "Virtual" });
    expect(entry.after).toMatchObject({ Name: "Breathwork Deluxe", Price: "$150.00", Duration: "90 minutes", Where: "In person" });
    expect(vi.mocked(revalidatePath)).toHaveBeenCalledWith("/services");
  });

  it("turns the flags on and off (audited field by field)", async () => {
    const service = await create();
    const res = await call(updateRoute, {
      method: "PUT",
      params: { id: String(service.id) },
      body: newService({ name: service.name, slug: service.slug, price: "95.50", newClientsOnly: true, consentRequired: false }),
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ newClientsOnly: true, onePerClient: false, consentRequired: false });
    const [entry] = await auditOf("service.update", service.id);
    expect(entry.summary).toBe(`Edited the service "${service.name}": new clients only, consent form.`);
    expect(entry.before).toMatchObject({ "New clients only": "No", "Consent form": "Required" });
    expect(entry.after).toMatchObject({ "New clients only": "Yes", "Consent form": "Not required" });
  });

  it("keeps a length saved before the slot rule through edits, but a new length must be whole slots", async () => {
    const t = tag();
    const legacy = await db.service.create({
      data: {
        slug: `breathwork-legacy-${t}`,
        name: `Legacy ${t}`,
        category: "yoga",
        duration: 45,
        isVirtual: true,
        price: 6500,
        description: "A 45-minute session saved before the rule.",
      },
    });
    const body = (duration: number) => newService({ slug: legacy.slug, name: legacy.name, price: "70", duration });
    const kept = await call(updateRoute, { method: "PUT", params: { id: String(legacy.id) }, body: body(45) });
    expect(kept.status).toBe(200);
    expect(kept.json).toMatchObject({ duration: 45, price: 7000 });
    const changed = await call(updateRoute, { method: "PUT", params: { id: String(legacy.id) }, body: body(50) });
    expect(changed.status).toBe(400);
    expect(changed.json.fieldErrors).toEqual({ duration: SERVICE_MESSAGES.duration });
  });

  it("refuses another service's slug, and answers 404 for an unknown service", async () => {
    const service = await create();
    const taken = await call(updateRoute, {
      method: "PUT",
      params: { id: String(service.id) },
      body: newService({ slug: "private-yoga-virtual" }),
    });
    expect(taken.status).toBe(400);
    expect(taken.json.fieldErrors).toEqual({ slug: SERVICE_MESSAGES.slugTaken });
    expect((await call(updateRoute, { method: "PUT", params: { id: "999999" }, body: newService() })).status).toBe(404);
    expect(await auditOf("service.update", service.id)).toEqual([]);
  });
});

describe("retire and restore", () => {
  it("a retired service leaves the public lists and the wizard, holds on it are refused, its bookings stay; restoring brings it back", async () => {
    const service = await create();
    const booked = await createAppointment({ slug: service.slug });

    const retired = await call(statusRoute, { method: "POST", params: { id: String(service.id) }, body: { active: false } });
    expect(retired.status).toBe(200);
    expect(retired.json).toMatchObject({ active: false, appointments: 1 });
    expect((await listServices()).map((s) => s.id)).not.toContain(service.id);
    expect((await listBookableServices()).map((s) => s.id)).not.toContain(service.id);
    expect((await listAdminServices()).find((s) => s.id === service.id)).toMatchObject({ active: false });
    expect(await db.appointment.findUniqueOrThrow({ where: { id: booked.id } })).toMatchObject({
      serviceId: service.id,
      status: "confirmed",
    });

    const user = await createUser();
    const slot = await bookableSlot();
    await expect(holdWithConsent(user, request(slot, service.id))).rejects.toMatchObject({ status: 404 });

    const [entry] = await auditOf("service.retire", service.id);
    expect(entry).toMatchObject({ before: { Status: "Offered" }, after: { Status: "Retired" } });
    expect(entry.summary).toContain("its booking stays");

    // The same state twice changes nothing and records nothing.
    expect((await call(statusRoute, { method: "POST", params: { id: String(service.id) }, body: { active: false } })).status).toBe(200);
    expect(await auditOf("service.retire", service.id)).toHaveLength(1);

    expect((await call(statusRoute, { method: "POST", params: { id: String(service.id) }, body: { active: true } })).json).toMatchObject({
      active: true,
    });
    expect((await listServices()).map((s) => s.id)).toContain(service.id);
    expect(await auditOf("service.restore", service.id)).toHaveLength(1);
  });

  it("answers 404 for an unknown service and 400 for a missing flag", async () => {
    expect((await call(statusRoute, { method: "POST", params: { id: "999999" }, body: { active: false } })).status).toBe(404);
    const res = await call(statusRoute, { method: "POST", params: { id: "1" }, body: {} });
    expect(res.status).toBe(400);
    expect(res.json.fieldErrors).toEqual({ active: SERVICE_MESSAGES.active });
  });
});

describe("POST /api/admin/services/{id}/move", () => {
  it("swaps a service with its neighbour in its category (the public order follows), audited", async () => {
    const hypnotherapy = (await listServices("hypnotherapy")).map((s) => s.id);
    const yogaBefore = (await listServices("yoga")).map((s) => s.id);
    const [first, second] = hypnotherapy;

    const res = await call(moveRoute, { method: "POST", params: { id: String(second) }, body: { direction: "up" } });
    expect(res.status).toBe(200);
    expect((await listServices("hypnotherapy")).map((s) => s.id)).toEqual([second, first, ...hypnotherapy.slice(2)]);
    expect((await listServices("yoga")).map((s) => s.id)).toEqual(yogaBefore);
    const [entry] = await auditOf("service.reorder", second);
    expect(entry.summary).toMatch(/^Moved the service ".+" up in Hypnotherapy\.$/);
    expect(entry.before).not.toEqual(entry.after);

    // And back down: the seeded order again.
    expect((await call(moveRoute, { method: "POST", params: { id: String(second) }, body: { direction: "down" } })).status).toBe(200);
    expect((await listServices("hypnotherapy")).map((s) => s.id)).toEqual(hypnotherapy);
  });

  it("refuses moving the first service up (400) and an unknown service (404)", async () => {
    const [first] = await listAdminServices().then((all) => all.filter((s) => s.category === "hypnotherapy"));
    const res = await call(moveRoute, { method: "POST", params: { id: String(first.id) }, body: { direction: "up" } });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("This service is already first in its category.");
    expect((await call(moveRoute, { method: "POST", params: { id: "999999" }, body: { direction: "up" } })).status).toBe(404);
    expect((await call(moveRoute, { method: "POST", params: { id: String(first.id) }, body: { direction: "sideways" } })).status).toBe(400);
  });
});

describe("GET /api/admin/services", () => {
  it("lists every service, retired ones included, with its bookings count", async () => {
    const service = await create();
    await call(statusRoute, { method: "POST", params: { id: String(service.id) }, body: { active: false } });
    const res = await call(listRoute);
    expect(res.status).toBe(200);
    expect(res.json.find((s: { id: number }) => s.id === service.id)).toMatchObject({ active: false, appointments: 0, slug: service.slug });
  });
});

describe("practice settings", () => {
  it("reads the defaults until saved: the spec's banner", async () => {
    expect(DEFAULT_PRACTICE_SETTINGS).toEqual({
      bannerText: "We are officially open! For now we are taking virtual sessions only.",
      inPersonOpen: false,
      smsEnabled: true,
    });
    const res = await call(settingsRoute);
    expect(res.status).toBe(200);
    expect(res.json.bannerText).toBe(DEFAULT_PRACTICE_SETTINGS.bannerText);
  });

  it("while in-person is closed: in-person services stay listed but the wizard does not offer them and holds are refused (409); opening them makes them bookable at once", async () => {
    const inPerson = await serviceBySlug("private-yoga-in-person");
    const virtual = await serviceBySlug("private-yoga-virtual");
    const user = await createUser();
    const slot = await bookableSlot();

    const closed = await setInPerson(false);
    expect(closed.status).toBe(200);
    expect(closed.json).toEqual({ bannerText: DEFAULT_PRACTICE_SETTINGS.bannerText, inPersonOpen: false, smsEnabled: true });
    expect(vi.mocked(revalidatePath).mock.calls.map(([path]) => path)).toEqual(expect.arrayContaining(["/", "/services", "/schedule"]));

    expect((await listServices("yoga")).map((s) => s.id)).toContain(inPerson.id); // shown, as not yet bookable
    const offered = (await listBookableServices()).map((s) => s.id);
    expect(offered).not.toContain(inPerson.id);
    expect(offered).toContain(virtual.id);
    await expect(holdWithConsent(user, request(slot, inPerson.id))).rejects.toMatchObject({
      status: 409,
      message: IN_PERSON_CLOSED_MESSAGE,
    });
    expect(await db.appointment.count({ where: { userId: user.id } })).toBe(0);

    const [entry] = await db.auditEntry.findMany({ where: { action: "settings.update" }, orderBy: { id: "desc" }, take: 1 });
    expect(entry).toMatchObject({ actorId: admin.id, summary: "Practice settings: closed in-person sessions for booking." });
    expect(entry.before).toMatchObject({ "In-person sessions": "open" });
    expect(entry.after).toMatchObject({ "In-person sessions": "closed" });

    expect((await setInPerson(true)).status).toBe(200);
    expect((await listBookableServices()).map((s) => s.id)).toContain(inPerson.id);
    const hold = await holdWithConsent(user, request(slot, inPerson.id));
    expect(hold).toMatchObject({ status: "pending", isVirtual: false, priceCents: inPerson.price });
    await db.appointment.update({ where: { id: hold.id }, data: { status: "cancelled", cancelReason: "test" } });
  });

  it("saves the banner text (audited) and refuses an empty or too long one per field", async () => {
    const current = await getPracticeSettings();
    const res = await call(saveSettingsRoute, {
      method: "PUT",
      body: { bannerText: "  Now open for in-person sessions too!  ", inPersonOpen: current.inPersonOpen },
    });
    expect(res.status).toBe(200);
    expect(res.json.bannerText).toBe("Now open for in-person sessions too!");
    const [entry] = await db.auditEntry.findMany({ where: { action: "settings.update" }, orderBy: { id: "desc" }, take: 1 });
    expect(entry.summary).toBe("Practice settings: changed the home page banner.");
    expect(entry.after).toMatchObject({ "Banner text": "Now open for in-person sessions too!" });

    for (const bannerText of ["   ", "x".repeat(201)]) {
      const bad = await call(saveSettingsRoute, { method: "PUT", body: { bannerText, inPersonOpen: true } });
      expect(bad.status).toBe(400);
      expect(bad.json.fieldErrors).toEqual({ bannerText: SETTINGS_MESSAGES.bannerText });
    }
    const missing = await call(saveSettingsRoute, { method: "PUT", body: { bannerText: "Hello" } });
    expect(missing.json.fieldErrors).toEqual({ inPersonOpen: SETTINGS_MESSAGES.inPersonOpen });
    expect((await getPracticeSettings()).bannerText).toBe("Now open for in-person sessions too!");
    expect(NOT_YET_BOOKABLE).toBe("Not yet bookable");
  });
});

/** A free 75-minute time on a weekday evening of the booking window (real clock), slots generated. */
async function bookableSlot() {
  await ensureTimeSlots();
  const practitioner = await firstPractitioner();
  const date = nthWeekday(addDays(earliestBookableDate(), 14), 2, 2);
  for (const startTime of ["18:30", "18:00", "17:30", "17:00", "16:30"]) {
    const slot = await db.timeSlot.findFirst({
      where: { practitionerId: practitioner.id, date: new Date(`${date}T00:00:00Z`), startTime },
    });
    if (!slot) continue;
    const taken = await db.appointment.findFirst({
      where: {
        practitionerId: practitioner.id,
        status: { in: ["pending", "confirmed"] },
        startsAt: { lt: new Date(slot.startsAt.getTime() + 75 * 60_000) },
        endsAt: { gt: slot.startsAt },
      },
    });
    if (!taken) return slot;
  }
  throw new Error(`no free evening time on ${date}`);
}
