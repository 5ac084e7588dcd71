import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { revalidatePath } from "next/cache";
import { db } from "@/lib/db";
import { addDays, practiceToday } from "@/lib/booking/dates";
import { getIntroOffer } from "@/lib/offers/intro-offer";
import { listAdminPromoCodes, listPromoCodeUses } from "@/lib/offers/admin";
import { PROMO_CODE_MESSAGES } from "@/lib/validations/promo-code";
import { call, createUser } from "../../support/api";
import { loginAs } from "../../support/session";
import { asAdmin, createAppointment, tag } from "./helpers";

// The owner's promo codes: admin only, validated per field with the rules between fields, names
// unique in any case, every change audited; a code's uses are counted from the appointments that
// still hold one; one intro offer at most, shown on the home and services pages while it is valid.

vi.mock("next/cache", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/cache")>()),
  revalidatePath: vi.fn(),
  // The home page's opening hours go through the data cache, which needs a Next.js server.
  unstable_cache: (fn: unknown) => fn,
}));

// The form's server action reads the request's headers (client address); outside a request, none.
vi.mock("next/headers", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/headers")>()),
  headers: async () => new Headers(),
}));

const { GET: listRoute, POST: createRoute } = await import("@/app/api/admin/promo-codes/route");
const { GET: getRoute, PATCH: patchRoute } = await import("@/app/api/admin/promo-codes/[id]/route");
const { savePromoCodeAction, setPromoCodeStatusAction } = await import("@/lib/actions/promo-codes");
const { default: HomePage } = await import("@/app/(site)/page");
const { default: ServicesPage } = await import("@/app/(site)/services/page");

const M = PROMO_CODE_MESSAGES;
let admin: { id: number; username: string };

type Code = { id: number; code: string; uses: number; discountGivenCents: number; isIntroOffer: boolean; active: boolean };

const newCode = (overrides: Record<string, unknown> = {}) => ({ code: `test-${tag()}`, kind: "percent", value: 20, ...overrides });

async function create(overrides: Record<string, unknown> = {}) {
  const res = await call(createRoute, { method: "POST", body: newCode(overrides) });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json as Code & Record<string, unknown>;
}

const patch = (id: number, body: unknown) => call(patchRoute, { method: "PATCH", params: { id: String(id) }, body });
const auditOf = (action: string, entityId: number | string) =>
  db.auditEntry.findMany({ where: { action, entityId: String(entityId) }, orderBy: { id: "asc" } });
const serviceId = (slug: string) => db.service.findUniqueOrThrow({ where: { slug } }).then((s) => s.id);
const text = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
const html = async (page: () => Promise<React.ReactElement>) => renderToStaticMarkup(await page());

beforeAll(async () => {
  admin = await asAdmin();
});
beforeEach(() => {
  loginAs(admin);
  vi.mocked(revalidatePath).mockClear();
});
afterAll(async () => {
  // The codes made here leave the public pages the next files render.
  await db.promoCode.updateMany({ where: { code: { startsWith: "TEST-" } }, data: { isIntroOffer: false, active: false } });
  loginAs(null);
});

describe("admin only", () => {
  it("refuses clients (403) and anonymous callers (401) on every route, and changes nothing", async () => {
    const code = await create();
    const calls = [
      () => call(listRoute, {}),
      () => call(createRoute, { method: "POST", body: newCode() }),
      () => call(getRoute, { params: { id: String(code.id) } }),
      () => patch(code.id, { active: false }),
    ];
    const before = await db.promoCode.count();
    loginAs(await createUser());
    for (const c of calls) expect((await c()).status).toBe(403);
    loginAs(null);
    for (const c of calls) expect((await c()).status).toBe(401);
    expect(await db.promoCode.count()).toBe(before);
    expect((await db.promoCode.findUniqueOrThrow({ where: { id: code.id } })).active).toBe(true);
  });

  it("refuses the form's actions to a client", async () => {
    loginAs(await createUser());
    const form = new FormData();
    form.set("code", `TEST-${tag()}`);
    form.set("kind", "percent");
    form.set("value", "10");
    expect(await savePromoCodeAction({ status: "idle" }, form)).toMatchObject({ status: "error", httpStatus: 403 });
  });
});

describe("POST /api/admin/promo-codes", () => {
  it("creates a percentage code in upper case, for all services, active, audited", async () => {
    const name = `test-${tag()}`;
    const created = await create({ code: `  ${name} `, value: "20" });
    expect(created).toMatchObject({
      code: name.toUpperCase(),
      percentOff: 20,
      amountOffCents: null,
      discount: "20% off",
      services: [],
      startsOn: null,
      endsOn: null,
      maxUses: null,
      maxUsesPerClient: null,
      newClientsOnly: false,
      active: true,
      isIntroOffer: false,
      uses: 0,
      discountGivenCents: 0,
    });
    const [entry] = await auditOf("promo_code.create", created.id);
    expect(entry).toMatchObject({ actorId: admin.id, entityType: "promo_code" });
    expect(entry.summary).toBe(`Added the promo code ${name.toUpperCase()} (20% off).`);
    expect(entry.after).toMatchObject({ Code: name.toUpperCase(), Discount: "20% off", Services: "All services", Status: "Active" });
    expect(vi.mocked(revalidatePath).mock.calls.map(([path]) => path)).toEqual(expect.arrayContaining(["/", "/services"]));
  });

  it("creates an amount code for chosen services, with days and limits", async () => {
    const [a, b] = [await serviceId("hypnotherapy-virtual-session"), await serviceId("private-yoga-virtual")];
    const created = await create({
      kind: "amount",
      value: "15.50",
      serviceIds: [a, b, a],
      startsOn: "2030-01-01",
      endsOn: "2030-01-31",
      maxUses: 10,
      maxUsesPerClient: "1",
      newClientsOnly: true,
    });
    expect(created).toMatchObject({
      percentOff: null,
      amountOffCents: 1550,
      discount: "$15.50 off",
      startsOn: "2030-01-01",
      endsOn: "2030-01-31",
      maxUses: 10,
      maxUsesPerClient: 1,
      newClientsOnly: true,
    });
    expect((created.services as { id: number }[]).map((s) => s.id).sort()).toEqual([a, b].sort());
  });

  it("answers every invalid field with its own message, and writes nothing", async () => {
    const before = await db.promoCode.count();
    const res = await call(createRoute, {
      method: "POST",
      body: {
        code: "a!",
        kind: "half",
        value: "lots",
        serviceIds: ["x"],
        startsOn: "2030-02-30",
        endsOn: "soon",
        maxUses: 0,
        maxUsesPerClient: 1.5,
        newClientsOnly: "yes",
        active: "no",
        isIntroOffer: 1,
        introText: "x".repeat(201),
      },
    });
    expect(res.status).toBe(400);
    expect(res.json.fieldErrors).toEqual({
      code: M.code,
      kind: M.kind,
      value: M.value,
      serviceIds: M.serviceIds,
      startsOn: M.startsOn,
      endsOn: M.endsOn,
      maxUses: M.maxUses,
      maxUsesPerClient: M.maxUsesPerClient,
      newClientsOnly: M.newClientsOnly,
      active: M.active,
      isIntroOffer: M.isIntroOffer,
      introText: M.introTextTooLong,
    });
    expect(await db.promoCode.count()).toBe(before);
  });

  it.each([
    ["a percentage over 100", { value: 101 }, { value: M.percent }],
    ["a percentage of 0", { value: "0" }, { value: M.percent }],
    ["a fractional percentage", { value: "12.5" }, { value: M.percent }],
    ["an amount of $0", { kind: "amount", value: "0" }, { value: M.amount }],
    ["an amount over the maximum", { kind: "amount", value: "5000.01" }, { value: M.amount }],
    ["a last day before the first", { startsOn: "2030-02-01", endsOn: "2030-01-31" }, { endsOn: M.endsBeforeStart }],
    ["an intro offer without its text", { isIntroOffer: true, introText: "  " }, { introText: M.introText }],
    ["a code of two characters", { code: "ab" }, { code: M.code }],
    ["a code of 33 characters", { code: "A".repeat(33) }, { code: M.code }],
    ["a code ending in a hyphen", { code: "WELCOME-" }, { code: M.code }],
    ["an unknown service", { serviceIds: [999_999] }, { serviceIds: M.serviceIds }],
  ])("refuses %s", async (_, overrides, fieldErrors) => {
    const res = await call(createRoute, { method: "POST", body: newCode(overrides) });
    expect(res.status).toBe(400);
    expect(res.json.fieldErrors).toEqual(fieldErrors);
  });

  it("accepts codes of 3 and 32 characters", async () => {
    expect((await create({ code: `T${tag().slice(0, 2)}` })).code).toHaveLength(3);
    expect((await create({ code: `TEST-${tag().repeat(4)}`.slice(0, 32) })).code).toHaveLength(32);
  });

  it("refuses a name another code uses, in any case (400 on the code field)", async () => {
    const first = await create();
    const res = await call(createRoute, { method: "POST", body: newCode({ code: first.code.toLowerCase() }) });
    expect(res.status).toBe(400);
    expect(res.json.fieldErrors).toEqual({ code: "Another code already uses this name." });
    expect(await db.promoCode.count({ where: { code: first.code } })).toBe(1);
  });
});

describe("PATCH /api/admin/promo-codes/{id}", () => {
  it("changes the fields sent and keeps the others, audited field by field", async () => {
    const service = await serviceId("private-yoga-virtual");
    const code = await create({ value: 10, maxUses: 5, serviceIds: [service] });
    const res = await patch(code.id, { kind: "amount", value: "25", endsOn: "2031-12-31" });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toMatchObject({
      code: code.code,
      percentOff: null,
      amountOffCents: 2500,
      maxUses: 5,
      endsOn: "2031-12-31",
      services: [{ id: service }],
    });
    const [entry] = await auditOf("promo_code.update", code.id);
    expect(entry.summary).toBe(`Edited the promo code ${code.code}: discount, last day.`);
    expect(entry.before).toMatchObject({ Discount: "10% off", "Last day": "No limit" });
    expect(entry.after).toMatchObject({ Discount: "$25.00 off", "Last day": "Dec 31, 2031" });
  });

  it("clears a limit sent as null or empty, and the services with an empty list", async () => {
    const code = await create({ maxUses: 3, maxUsesPerClient: 1, serviceIds: [await serviceId("private-yoga-virtual")] });
    const res = await patch(code.id, { maxUses: null, maxUsesPerClient: "", serviceIds: [] });
    expect(res.json).toMatchObject({ maxUses: null, maxUsesPerClient: null, services: [] });
  });

  it("checks the whole code once merged: a new kind needs a value that fits it", async () => {
    const code = await create({ value: 50 });
    const res = await patch(code.id, { kind: "amount", value: "-1" });
    expect(res.status).toBe(400);
    expect(res.json.fieldErrors).toEqual({ value: M.value });
    const merged = await patch(code.id, { value: 150 });
    expect(merged.status).toBe(400);
    expect(merged.json.fieldErrors).toEqual({ value: M.percent });
    expect(await auditOf("promo_code.update", code.id)).toEqual([]);
  });

  it("deactivates and activates with { active } alone, audited as such; the same state twice records nothing", async () => {
    const code = await create();
    expect((await patch(code.id, { active: false })).json).toMatchObject({ active: false });
    expect((await patch(code.id, { active: false })).status).toBe(200);
    const [off] = await auditOf("promo_code.deactivate", code.id);
    expect(off).toMatchObject({ before: { Status: "Active" }, after: { Status: "Inactive" } });
    expect(await auditOf("promo_code.deactivate", code.id)).toHaveLength(1);
    expect((await patch(code.id, { active: true })).json).toMatchObject({ active: true });
    expect(await auditOf("promo_code.activate", code.id)).toHaveLength(1);
  });

  it("refuses another code's name, and answers 404 for an unknown code", async () => {
    const [a, b] = [await create(), await create()];
    const taken = await patch(b.id, { code: a.code });
    expect(taken.status).toBe(400);
    expect(taken.json.fieldErrors).toEqual({ code: M.codeTaken });
    expect((await patch(999_999, { active: false })).status).toBe(404);
    expect((await call(getRoute, { params: { id: "999999" } })).status).toBe(404);
  });
});

describe("the form's server actions", () => {
  const submit = (fields: Record<string, string | string[]>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) form.append(name, v);
    return savePromoCodeAction({ status: "idle" }, form);
  };

  it("adds a code from the posted form: ticked services and checkboxes, empty limits as none", async () => {
    const [a, b] = [await serviceId("hypnotherapy-virtual-session"), await serviceId("smoking-cessation-program")];
    const name = `TEST-${tag()}`.toUpperCase();
    const state = await submit({
      code: name.toLowerCase(),
      kind: "amount",
      value: "30",
      serviceIds: [String(a), String(b)],
      startsOn: "",
      endsOn: "",
      maxUses: "",
      maxUsesPerClient: "2",
      newClientsOnly: "on",
      active: "on",
      introText: "",
    });
    expect(state).toMatchObject({ status: "success" });
    const saved = await db.promoCode.findUniqueOrThrow({ where: { code: name }, include: { services: true } });
    expect(saved).toMatchObject({ amountOffCents: 3000, maxUses: null, maxUsesPerClient: 2, newClientsOnly: true, active: true });
    expect(saved.services.map((s) => s.id).sort()).toEqual([a, b].sort());

    // Edited with Active unticked: saved inactive.
    const edited = await submit({ id: String(saved.id), code: name, kind: "percent", value: "5" });
    expect(edited).toMatchObject({ status: "success" });
    expect(await db.promoCode.findUniqueOrThrow({ where: { id: saved.id } })).toMatchObject({ percentOff: 5, active: false });
  });

  it("answers a refusal with the field's message and what was typed", async () => {
    const state = await submit({ code: "no", kind: "percent", value: "20" });
    expect(state).toMatchObject({ status: "error", fieldErrors: { code: M.code }, values: { code: "no", value: "20" } });
  });

  it("activates and deactivates from the list's button", async () => {
    const code = await create();
    const form = new FormData();
    form.set("id", String(code.id));
    form.set("active", "false");
    expect(await setPromoCodeStatusAction({ status: "idle" }, form)).toMatchObject({ status: "success", data: { active: false } });
  });
});

describe("uses", () => {
  it("counts the appointments that hold a use and sums the discount given on booked sessions", async () => {
    const code = await create({ maxUses: 10 });
    const slug = "hypnotherapy-virtual-session";
    const use = async (spec: Parameters<typeof createAppointment>[0], discountCents: number, data: Record<string, unknown> = {}) => {
      const a = await createAppointment({ slug, ...spec });
      await db.appointment.update({ where: { id: a.id }, data: { promoCodeId: code.id, discountCents, ...data } });
      return a;
    };
    const booked = await use({ status: "confirmed" }, 2000);
    await use({ status: "completed" }, 1500);
    await use({ status: "pending" }, 2000); // a hold still running
    await use({ status: "pending" }, 2000, { holdExpiresAt: new Date(Date.now() - 60_000) }); // ran out
    const cancelledEarly = await use({ status: "cancelled" }, 2000);
    await db.appointment.update({ where: { id: cancelledEarly.id }, data: { cancelledAt: new Date() } });
    const cancelledLate = await use({ status: "cancelled" }, 2000);
    await db.appointment.update({
      where: { id: cancelledLate.id },
      data: { cancelledAt: new Date(cancelledLate.startsAt.getTime() + 60_000) },
    });
    // Another code's booking counts for that code only.
    const other = await create();
    const foreign = await createAppointment({ slug });
    await db.appointment.update({ where: { id: foreign.id }, data: { promoCodeId: other.id, discountCents: 100 } });

    const listed = (await listAdminPromoCodes()).find((c) => c.id === code.id)!;
    expect(listed).toMatchObject({ uses: 4, discountGivenCents: 3500, maxUses: 10 });
    expect((await call(listRoute, {})).json.find((c: Code) => c.id === other.id)).toMatchObject({ uses: 1, discountGivenCents: 100 });

    const res = await call(getRoute, { params: { id: String(code.id) } });
    expect(res.status).toBe(200);
    expect(res.json.code).toMatchObject({ uses: 4 });
    const uses = res.json.uses as { appointmentId: number; holdsUse: boolean; discountCents: number; serviceName: string }[];
    expect(uses).toHaveLength(6);
    expect(uses.filter((u) => u.holdsUse)).toHaveLength(4);
    expect(uses.find((u) => u.appointmentId === booked.id)).toMatchObject({
      holdsUse: true,
      discountCents: 2000,
      serviceName: "Clinical Hypnotherapy (Virtual)",
      clientName: "Test Client",
    });
    expect((await listPromoCodeUses(code.id)).find((u) => u.appointmentId === cancelledEarly.id)).toMatchObject({ holdsUse: false });
  });
});

describe("the intro offer", () => {
  it("is one code at most: marking another unmarks the previous one in the same write, audited on both", async () => {
    const first = await create({ isIntroOffer: true, introText: "New here? 20% off your first session." });
    expect(first.isIntroOffer).toBe(true);
    const second = await create({ value: 30, isIntroOffer: true, introText: "Your first session 30% off." });
    expect(second.isIntroOffer).toBe(true);
    expect((await db.promoCode.findUniqueOrThrow({ where: { id: first.id } })).isIntroOffer).toBe(false);
    expect(await db.promoCode.count({ where: { isIntroOffer: true } })).toBe(1);
    const [unmarked] = await auditOf("promo_code.update", first.id);
    expect(unmarked).toMatchObject({ before: { "Intro offer": "Yes" }, after: { "Intro offer": "No" } });
    expect(unmarked.summary).toContain(second.code);

    // Through PATCH too.
    expect((await patch(first.id, { isIntroOffer: true })).json).toMatchObject({ isIntroOffer: true });
    expect(await db.promoCode.findMany({ where: { isIntroOffer: true }, select: { id: true } })).toEqual([{ id: first.id }]);
  });

  it("shows on the home and services pages with a link that applies the code (and its one service)", async () => {
    const service = await serviceId("hypnotherapy-virtual-session");
    const code = await create({
      value: 25,
      serviceIds: [service],
      isIntroOffer: true,
      introText: "Your first hypnotherapy session, 25% off.",
    });
    expect(vi.mocked(revalidatePath).mock.calls.map(([path]) => path)).toEqual(expect.arrayContaining(["/", "/services"]));
    const href = `/schedule?service=${service}&amp;code=${code.code}`;
    for (const page of [HomePage, ServicesPage]) {
      const markup = await html(page);
      expect(text(markup)).toContain("Intro offer: 25% off Your first hypnotherapy session, 25% off.");
      expect(text(markup)).toContain(`Book with code ${code.code}`);
      expect(markup).toContain(`href="${href}"`);
    }

    // For every service: the link carries the code only.
    await patch(code.id, { serviceIds: [] });
    expect((await getIntroOffer())?.href).toBe(`/schedule?code=${code.code}`);
  });

  it("is not shown while inactive, before its first day, after its last day or once fully used", async () => {
    const today = practiceToday();
    const code = await create({ isIntroOffer: true, introText: "Welcome offer.", maxUses: 1 });
    expect(await getIntroOffer()).toMatchObject({ code: code.code, text: "Welcome offer.", discount: "20% off" });

    await patch(code.id, { startsOn: addDays(today, 1) });
    expect(await getIntroOffer()).toBeNull();
    await patch(code.id, { startsOn: today, endsOn: today });
    expect(await getIntroOffer()).toMatchObject({ code: code.code });
    await patch(code.id, { startsOn: addDays(today, -3), endsOn: addDays(today, -1) });
    expect(await getIntroOffer()).toBeNull();
    await patch(code.id, { endsOn: null });

    await patch(code.id, { active: false });
    expect(await getIntroOffer()).toBeNull();
    await patch(code.id, { active: true });

    const booked = await createAppointment({ slug: "private-yoga-virtual" });
    await db.appointment.update({ where: { id: booked.id }, data: { promoCodeId: code.id, discountCents: 100 } });
    expect(await getIntroOffer()).toBeNull();
    expect(text(await html(HomePage))).not.toContain("Intro offer:");
  });
});
