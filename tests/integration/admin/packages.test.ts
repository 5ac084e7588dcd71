import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { revalidatePath } from "next/cache";
import { db } from "@/lib/db";
import { PACKAGE_MESSAGES } from "@/lib/validations/package";
import { call, createUser } from "../../support/api";
import { loginAs } from "../../support/session";
import { buyPackage } from "../ledger/helpers";
import { asAdmin, tag } from "./helpers";

// The owner's packages: admin only, validated with the shared schema (field errors), a slug made
// from the name and kept unique, every change audited, and what clients bought never changes.

vi.mock("next/cache", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/cache")>()),
  revalidatePath: vi.fn(),
}));
vi.mock("next/headers", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/headers")>()),
  headers: async () => new Headers(),
}));

const { GET: listRoute, POST: createRoute } = await import("@/app/api/admin/packages/route");
const { GET: getRoute, PATCH: patchRoute } = await import("@/app/api/admin/packages/[id]/route");
const { savePackageAction, setPackageStatusAction } = await import("@/lib/actions/packages");

const M = PACKAGE_MESSAGES;
let admin: { id: number; username: string };
const serviceId = (slug: string) => db.service.findUniqueOrThrow({ where: { slug } }).then((s) => s.id);
const auditOf = (action: string, entityId: number) =>
  db.auditEntry.findMany({ where: { action, entityId: String(entityId) }, orderBy: { id: "asc" } });

type Pkg = {
  id: number;
  slug: string;
  name: string;
  sessions: number;
  priceCents: number;
  validDays: number;
  active: boolean;
  sold: number;
};

async function newPackage(overrides: Record<string, unknown> = {}) {
  return {
    name: `Test program ${tag()}`,
    description: "Three sessions to quit smoking, with a booster.",
    sessions: 3,
    serviceIds: [await serviceId("hypnotherapy-virtual-session")],
    price: "330",
    validFor: 6,
    validUnit: "months",
    ...overrides,
  };
}

async function create(overrides: Record<string, unknown> = {}): Promise<Pkg> {
  const res = await call(createRoute, { method: "POST", body: await newPackage(overrides) });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json;
}
const patch = (id: number, body: unknown) => call(patchRoute, { method: "PATCH", params: { id: String(id) }, body });

beforeAll(async () => {
  admin = await asAdmin();
});
beforeEach(() => {
  loginAs(admin);
  vi.mocked(revalidatePath).mockClear();
});
afterAll(async () => {
  // The packages made here are retired so the public pages the next files render do not list them.
  await db.package.updateMany({ where: { name: { startsWith: "Test program" } }, data: { active: false } });
  loginAs(null);
});

describe("admin only", () => {
  it("refuses clients (403) and anonymous callers (401) on every route, and changes nothing", async () => {
    const pkg = await create();
    const body = await newPackage();
    const calls = [
      () => call(listRoute, {}),
      () => call(createRoute, { method: "POST", body }),
      () => call(getRoute, { params: { id: String(pkg.id) } }),
      () => patch(pkg.id, { active: false }),
    ];
    const before = await db.package.count();
    loginAs(await createUser());
    for (const c of calls) expect((await c()).status).toBe(403);
    loginAs(null);
    for (const c of calls) expect((await c()).status).toBe(401);
    expect(await db.package.count()).toBe(before);
    expect((await db.package.findUniqueOrThrow({ where: { id: pkg.id } })).active).toBe(true);
  });

  it("refuses the form's actions to a client", async () => {
    loginAs(await createUser());
    const form = new FormData();
    form.set("name", "Sneaky");
    expect(await savePackageAction({ status: "idle" }, form)).toMatchObject({ status: "error", httpStatus: 403 });
  });
});

describe("creating and editing a package", () => {
  it("keeps the price in cents and the validity in days (a month is 30 days), with a slug from the name, audited", async () => {
    const name = `Test program ${tag()} Stop Smoking`;
    const pkg = await create({ name, price: "330.50", validFor: 6, validUnit: "months" });
    expect(pkg).toMatchObject({ name, sessions: 3, priceCents: 33050, validDays: 180, active: true, sold: 0 });
    expect(pkg.slug).toBe(name.toLowerCase().replace(/ /g, "-"));
    const [entry] = await auditOf("package.create", pkg.id);
    expect(entry).toMatchObject({ actorId: admin.id, entityType: "package" });
    expect(entry.summary).toBe(`Added the package ${name} (3 sessions, $330.50).`);
    expect(entry.after).toMatchObject({ Name: name, Sessions: 3, Price: "$330.50", "Valid for": "6 months", Status: "Active" });
    expect(vi.mocked(revalidatePath).mock.calls.map(([path]) => path)).toEqual(expect.arrayContaining(["/services"]));
    expect((await create({ validFor: 45, validUnit: "days" })).validDays).toBe(45);
  });

  it("gives a second package of the same name its own slug", async () => {
    const name = `Test program ${tag()}`;
    const first = await create({ name });
    const second = await create({ name });
    expect(second.slug).toBe(`${first.slug}-2`);
  });

  it("answers each wrong field with its message", async () => {
    const res = await call(createRoute, {
      method: "POST",
      body: await newPackage({ name: " ", description: "short", sessions: 0, serviceIds: [], price: "0", validFor: "x" }),
    });
    expect(res.status).toBe(400);
    expect(res.json.fieldErrors).toMatchObject({
      name: M.name,
      description: M.description,
      sessions: M.sessions,
      serviceIds: M.serviceIds,
      price: M.price,
      validFor: M.validFor,
    });
    const tooLong = await call(createRoute, { method: "POST", body: await newPackage({ validFor: 40, validUnit: "months" }) });
    expect(tooLong.json.fieldErrors).toMatchObject({ validFor: M.validDays });
    const unknownService = await call(createRoute, { method: "POST", body: await newPackage({ serviceIds: [999999] }) });
    expect(unknownService.json.fieldErrors).toMatchObject({ serviceIds: M.serviceIds });
  });

  it("the form posts the same rules: field errors and the typed values come back", async () => {
    const form = new FormData();
    form.set("name", "Test program form");
    form.set("description", "Ten yoga classes to use within a year.");
    form.set("sessions", "ten");
    form.set("price", "120");
    form.set("validFor", "12");
    form.set("validUnit", "months");
    const refused = await savePackageAction({ status: "idle" }, form);
    expect(refused).toMatchObject({ status: "error", fieldErrors: { sessions: M.sessions, serviceIds: M.serviceIds } });
    form.set("sessions", "10");
    form.append("serviceIds", String(await serviceId("private-yoga-virtual")));
    form.set("active", "on");
    expect(await savePackageAction({ status: "idle" }, form)).toMatchObject({ status: "success" });
    expect(await db.package.findFirst({ where: { name: "Test program form" } })).toMatchObject({ sessions: 10, validDays: 360 });
  });

  it("an edit applies to packages sold from now on: a client keeps the sessions and services bought", async () => {
    const pkg = await create({ sessions: 3 });
    const client = await createUser();
    const owned = await buyPackage(client, pkg);
    const yoga = await serviceId("private-yoga-virtual");
    const res = await patch(pkg.id, { sessions: 5, serviceIds: [yoga], price: "500" });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toMatchObject({ sessions: 5, priceCents: 50000, sold: 1, slug: pkg.slug });
    expect(await db.clientPackage.findUniqueOrThrow({ where: { id: owned.id } })).toMatchObject({
      sessions: 3,
      serviceIds: owned.serviceIds,
    });
    const [entry] = await auditOf("package.update", pkg.id);
    expect(entry.summary).toMatch(/^Edited the package .*: sessions, services, price\.$/);
    expect((await patch(pkg.id, { sessions: 0 })).json.fieldErrors).toMatchObject({ sessions: M.sessions });
  });

  it("retires and reactivates once each, audited; the same state twice changes nothing", async () => {
    const pkg = await create();
    const form = new FormData();
    form.set("id", String(pkg.id));
    form.set("active", "false");
    expect(await setPackageStatusAction({ status: "idle" }, form)).toMatchObject({ status: "success", data: { active: false } });
    expect(await setPackageStatusAction({ status: "idle" }, form)).toMatchObject({ status: "success", data: { active: false } });
    expect(await auditOf("package.retire", pkg.id)).toHaveLength(1);
    expect((await patch(pkg.id, { active: true })).json).toMatchObject({ active: true });
    expect(await auditOf("package.activate", pkg.id)).toHaveLength(1);
    const listed = (await call(listRoute, {})).json as Pkg[];
    expect(listed.find((p) => p.id === pkg.id)).toMatchObject({ active: true });
    expect((await call(getRoute, { params: { id: "999999" } })).status).toBe(404);
  });
});
