import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { currentIntakeForm } from "@/lib/intake/current";
import { INTAKE_FORM_MESSAGES } from "@/lib/validations/intake-form";
import type { IntakeDefinition } from "@/lib/validations/intake";
import { call, createUser } from "../../support/api";
import { loginAs } from "../../support/session";
import { asAdmin, tag } from "./helpers";

// The owner's intake forms: admin only, the definition checked by the one schema (messages on the
// question they are about), a new version once anyone has answered, corrections in place before,
// a service asking at most one form, retiring without losing answers, every change audited.

vi.mock("next/cache", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/cache")>()),
  revalidatePath: vi.fn(),
}));
vi.mock("next/headers", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/headers")>()),
  headers: async () => new Headers(),
}));

const { saveIntakeFormAction, setIntakeFormStatusAction } = await import("@/lib/actions/intake-forms");
const { GET: listRoute, POST: createRoute } = await import("@/app/api/admin/intake-forms/route");
const { GET: getRoute, PUT: putRoute, PATCH: patchRoute } = await import("@/app/api/admin/intake-forms/[id]/route");

let admin: { id: number; username: string };
const serviceId = (slug: string) => db.service.findUniqueOrThrow({ where: { slug } }).then((s) => s.id);
const auditOf = (action: string, entityId: number) =>
  db.auditEntry.findMany({ where: { action, entityId: String(entityId) }, orderBy: { id: "asc" } });

const definition = (label = "What would you like to work on?"): IntakeDefinition => ({
  sections: [
    {
      id: "about",
      title: "About you",
      description: "",
      questions: [
        { id: "goal", kind: "long_text", label, help: "", required: true, options: [], minLabel: "", maxLabel: "", flagAnswers: [] },
        {
          id: "pregnant",
          kind: "yes_no",
          label: "Are you pregnant?",
          help: "",
          required: true,
          options: [],
          minLabel: "",
          maxLabel: "",
          flagAnswers: ["yes"],
        },
      ],
    },
  ],
});

function formData(fields: { id?: number; name?: string; intro?: string; serviceIds?: number[]; definition?: unknown }) {
  const form = new FormData();
  if (fields.id) form.set("id", String(fields.id));
  form.set("name", fields.name ?? `Test intake ${tag()}`);
  form.set("intro", fields.intro ?? "Before our first session.");
  for (const id of fields.serviceIds ?? []) form.append("serviceIds", String(id));
  form.set("definition", typeof fields.definition === "string" ? fields.definition : JSON.stringify(fields.definition ?? definition()));
  return form;
}

async function save(fields: Parameters<typeof formData>[0]) {
  const state = await saveIntakeFormAction({ status: "idle" }, formData(fields));
  expect(state, JSON.stringify(state)).toMatchObject({ status: "success" });
  return (state as { data: { id: number; version: number } }).data;
}

const versionsOf = (formId: number) => db.intakeFormVersion.findMany({ where: { formId }, orderBy: { version: "asc" } });

let seedHypnotherapyFormId: number;
beforeAll(async () => {
  admin = await asAdmin();
  seedHypnotherapyFormId = (await db.intakeForm.findFirstOrThrow({ where: { name: "Hypnotherapy intake" } })).id;
});
beforeEach(() => loginAs(admin));
afterAll(async () => {
  // The services taken here go back to the seed form, and the test forms are retired.
  const slugs = ["hypnotherapy-virtual-session"];
  await db.service.updateMany({ where: { slug: { in: slugs } }, data: { intakeFormId: seedHypnotherapyFormId } });
  await db.service.updateMany({ where: { slug: "free-consultation" }, data: { intakeFormId: null } });
  await db.intakeForm.updateMany({ where: { name: { startsWith: "Test intake" } }, data: { active: false } });
  loginAs(null);
});

describe("admin only", () => {
  it("refuses the builder and the status buttons to a client (403) and to anonymous callers (401)", async () => {
    const before = await db.intakeForm.count();
    const status = new FormData();
    status.set("id", String(seedHypnotherapyFormId));
    status.set("active", "false");
    loginAs(await createUser());
    expect(await saveIntakeFormAction({ status: "idle" }, formData({}))).toMatchObject({ status: "error", httpStatus: 403 });
    expect(await setIntakeFormStatusAction({ status: "idle" }, status)).toMatchObject({ status: "error", httpStatus: 403 });
    loginAs(null);
    expect(await saveIntakeFormAction({ status: "idle" }, formData({}))).toMatchObject({ status: "error", httpStatus: 401 });
    expect(await setIntakeFormStatusAction({ status: "idle" }, status)).toMatchObject({ status: "error", httpStatus: 401 });
    expect(await db.intakeForm.count()).toBe(before);
    expect((await db.intakeForm.findUniqueOrThrow({ where: { id: seedHypnotherapyFormId } })).active).toBe(true);
  });
});

describe("creating a form", () => {
  it("keeps version 1 of its questions, attaches its services and is audited", async () => {
    const name = `Test intake ${tag()}`;
    const consultation = await serviceId("free-consultation");
    const { id, version } = await save({ name, serviceIds: [consultation] });
    expect(version).toBe(1);
    expect(await versionsOf(id)).toMatchObject([{ version: 1, definition: definition() }]);
    expect((await db.service.findUniqueOrThrow({ where: { id: consultation } })).intakeFormId).toBe(id);
    expect(await currentIntakeForm(db, consultation)).toMatchObject({ formId: id, name, version: 1 });
    const [entry] = await auditOf("intake_form.create", id);
    expect(entry).toMatchObject({ actorId: admin.id, entityType: "intake_form", summary: `Added the intake form ${name}.` });
    expect(entry!.after).toMatchObject({ Name: name, Services: "Free 30-minute consultation", Version: 1, Questions: 2, Status: "Asked" });
  });

  it("answers a wrong field or question with its message, on the question's own path", async () => {
    const bad = definition(" ");
    bad.sections[0]!.questions[1]!.flagAnswers = ["maybe"];
    const state = await saveIntakeFormAction({ status: "idle" }, formData({ name: " ", definition: bad }));
    expect(state).toMatchObject({ status: "error", httpStatus: 400 });
    const { fieldErrors } = state as { fieldErrors: Record<string, string> };
    expect(fieldErrors).toMatchObject({
      name: INTAKE_FORM_MESSAGES.name,
      "definition.sections.0.questions.0.label": "Write the question.",
      "definition.sections.0.questions.1.flagAnswers": "Flag only answers this question offers.",
    });
    const unreadable = await saveIntakeFormAction({ status: "idle" }, formData({ definition: "{not json" }));
    expect(unreadable).toMatchObject({ fieldErrors: { definition: INTAKE_FORM_MESSAGES.definition } });
    const empty = await saveIntakeFormAction({ status: "idle" }, formData({ definition: { sections: [] } }));
    expect(empty).toMatchObject({ fieldErrors: { "definition.sections": "A form needs at least one section." } });
    const unknownService = await saveIntakeFormAction({ status: "idle" }, formData({ serviceIds: [999999] }));
    expect(unknownService).toMatchObject({ fieldErrors: { serviceIds: INTAKE_FORM_MESSAGES.serviceIds } });
  });
});

describe("versions", () => {
  it("corrects the current version in place while nobody has answered it", async () => {
    const { id } = await save({});
    const saved = await save({ id, definition: definition("What brings you here?") });
    expect(saved.version).toBe(1);
    const versions = await versionsOf(id);
    expect(versions).toHaveLength(1);
    expect((versions[0]!.definition as IntakeDefinition).sections[0]!.questions[0]!.label).toBe("What brings you here?");
  });

  it("makes version 2 once anyone has a draft or answers, and those answers keep their version", async () => {
    const { id } = await save({});
    const [v1] = await versionsOf(id);
    const client = await createUser();
    const answered = await db.intakeResponse.create({
      data: {
        userId: client.id,
        formVersionId: v1!.id,
        status: "submitted",
        answers: { goal: "Sleep better", pregnant: "no" },
        submittedAt: new Date(),
      },
    });
    const saved = await save({ id, definition: definition("What brings you here?") });
    expect(saved.version).toBe(2);
    const versions = await versionsOf(id);
    expect(versions.map((v) => v.version)).toEqual([1, 2]);
    expect(versions[0]!.definition).toEqual(definition());
    expect((await db.intakeResponse.findUniqueOrThrow({ where: { id: answered.id } })).formVersionId).toBe(v1!.id);

    // Saving the same questions again (only the name changes) makes no new version.
    expect((await save({ id, name: `Test intake ${tag()} renamed`, definition: definition("What brings you here?") })).version).toBe(2);
    const [entry] = await auditOf("intake_form.update", id);
    expect(entry!.summary).toMatch(/\(now version 2\)\.$/);
  });
});

describe("services", () => {
  it("moves a service from the form it asked to the form it is attached to, and detaches unticked ones", async () => {
    const virtual = await serviceId("hypnotherapy-virtual-session");
    expect((await db.service.findUniqueOrThrow({ where: { id: virtual } })).intakeFormId).toBe(seedHypnotherapyFormId);
    const { id } = await save({ serviceIds: [virtual] });
    expect((await db.service.findUniqueOrThrow({ where: { id: virtual } })).intakeFormId).toBe(id);
    expect(await currentIntakeForm(db, virtual)).toMatchObject({ formId: id });
    await save({ id, serviceIds: [] });
    expect((await db.service.findUniqueOrThrow({ where: { id: virtual } })).intakeFormId).toBeNull();
    expect(await currentIntakeForm(db, virtual)).toBeNull();
  });
});

describe("retiring", () => {
  it("stops the form being asked but keeps its versions and answers, and asks it again when reactivated", async () => {
    const consultation = await serviceId("free-consultation");
    const { id } = await save({ serviceIds: [consultation] });
    const status = (active: boolean) => {
      const form = new FormData();
      form.set("id", String(id));
      form.set("active", String(active));
      return setIntakeFormStatusAction({ status: "idle" }, form);
    };
    expect(await status(false)).toMatchObject({ status: "success", data: { active: false } });
    expect(await currentIntakeForm(db, consultation)).toBeNull();
    expect(await versionsOf(id)).toHaveLength(1);
    expect(await auditOf("intake_form.retire", id)).toHaveLength(1);
    expect(await status(true)).toMatchObject({ status: "success", data: { active: true } });
    expect(await currentIntakeForm(db, consultation)).toMatchObject({ formId: id });
    expect(await auditOf("intake_form.activate", id)).toHaveLength(1);
  });
});

describe("the JSON API", () => {
  it("creates, reads, saves a new version once answered, and retires, with the builder's rules", async () => {
    const name = `Test intake ${tag()}`;
    const made = await call(createRoute, { method: "POST", body: { name, definition: definition() } });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    expect(made.json).toMatchObject({ name, version: 1, active: true, submitted: 0, services: [] });
    const id = made.json.id as number;
    expect((await call(getRoute, { params: { id: String(id) } })).json).toMatchObject({ id, name });
    expect((await call(listRoute, {})).json.map((f: { id: number }) => f.id)).toContain(id);

    const [v1] = await versionsOf(id);
    await db.intakeResponse.create({ data: { userId: (await createUser()).id, formVersionId: v1!.id, answers: {} } });
    const saved = await call(putRoute, { method: "PUT", params: { id: String(id) }, body: { name, definition: definition("Why now?") } });
    expect(saved.json).toMatchObject({ version: 2 });

    const bad = await call(putRoute, { method: "PUT", params: { id: String(id) }, body: { name, definition: { sections: [] } } });
    expect(bad.status).toBe(400);
    expect(bad.json.fieldErrors).toMatchObject({ "definition.sections": "A form needs at least one section." });

    const retired = await call(patchRoute, { method: "PATCH", params: { id: String(id) }, body: { active: false } });
    expect(retired.json).toMatchObject({ active: false, version: 2 });
    expect((await call(getRoute, { params: { id: "999999" } })).status).toBe(404);
  });
});
