import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { subMonths } from "date-fns";
import { db } from "@/lib/db";
import type { IntakeDefinition } from "@/lib/validations/intake";
import { intakeReminderKey, sendIntakeReminders } from "@/lib/intake/reminders";
import { appointmentIntake, attachCoveringIntake, intakeStates } from "@/lib/intake/responses";
import { call, createUser } from "../../support/api";
import { loginAs } from "../../support/session";
import { createAppointment, serviceBySlug } from "../payments/helpers";

vi.mock("@/lib/auth", async () => (await import("../../support/auth-mock")).mockedAuth());

const { GET: getForService } = await import("@/app/api/intake/services/[serviceId]/route");
const { PUT: saveDraft } = await import("@/app/api/intake/drafts/route");
const { POST: submit } = await import("@/app/api/intake/responses/route");

const SLUG = "hypnotherapy-virtual-session";

const definition: IntakeDefinition = {
  sections: [
    {
      id: "health",
      title: "Your health",
      description: "",
      questions: [
        {
          id: "goal",
          kind: "short_text",
          label: "What brings you here?",
          help: "",
          required: true,
          options: [],
          minLabel: "",
          maxLabel: "",
          flagAnswers: [],
        },
        {
          id: "epilepsy",
          kind: "yes_no",
          label: "Epilepsy?",
          help: "",
          required: true,
          options: [],
          minLabel: "",
          maxLabel: "",
          flagAnswers: ["yes"],
        },
        {
          id: "stress",
          kind: "scale",
          label: "Stress",
          help: "",
          required: false,
          options: [],
          min: 0,
          max: 10,
          minLabel: "None",
          maxLabel: "A lot",
          flagAnswers: [],
        },
        {
          id: "agree",
          kind: "acknowledge",
          label: "I understand",
          help: "",
          required: true,
          options: [],
          minLabel: "",
          maxLabel: "",
          flagAnswers: [],
        },
      ],
    },
  ],
};
const complete = { goal: "Sleep better", epilepsy: "no", stress: 2, agree: true };

let serviceId = 0;
let previousFormId: number | null = null;
let formId = 0;
let versionId = 0;

async function newVersion(def: IntakeDefinition) {
  const last = await db.intakeFormVersion.findFirst({ where: { formId }, orderBy: { version: "desc" } });
  const v = await db.intakeFormVersion.create({ data: { formId, version: (last?.version ?? 0) + 1, definition: def } });
  versionId = v.id;
  return v;
}

const forService = () => call(getForService, { params: { serviceId: String(serviceId) } });
const put = (body: unknown) => call(saveDraft, { method: "PUT", body });
const post = (body: unknown) => call(submit, { method: "POST", body });

beforeAll(async () => {
  const service = await serviceBySlug(SLUG);
  serviceId = service.id;
  previousFormId = service.intakeFormId;
  const form = await db.intakeForm.create({ data: { name: "Hypnotherapy intake", intro: "Before your first session." } });
  formId = form.id;
  await newVersion(definition);
  await db.service.update({ where: { id: serviceId }, data: { intakeFormId: formId } });
});

afterAll(async () => {
  await db.service.update({ where: { id: serviceId }, data: { intakeFormId: previousFormId } });
  await db.intakeForm.update({ where: { id: formId }, data: { active: false } });
  loginAs(null);
});

describe("the form a service asks", () => {
  it("asks a new client the current version, nothing answered, not covered", async () => {
    loginAs(await createUser());
    const res = await forService();
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ form: { name: "Hypnotherapy intake", versionId }, covered: false, answers: {} });
    expect(res.json.form.definition.sections[0].questions).toHaveLength(4);
  });

  it("is for logged-in clients only, and an unknown service is not found", async () => {
    loginAs(null);
    expect((await forService()).status).toBe(401);
    loginAs(await createUser());
    expect((await call(getForService, { params: { serviceId: "999999" } })).status).toBe(404);
  });
});

describe("drafts", () => {
  it("keep what has been typed, required questions not yet answered, and come back on the next visit", async () => {
    loginAs(await createUser());
    expect((await put({ formVersionId: versionId, answers: { goal: "Sleep" } })).status).toBe(200);
    expect((await put({ formVersionId: versionId, answers: { goal: "Sleep better", stress: "3" } })).status).toBe(200);
    expect((await forService()).json.answers).toEqual({ goal: "Sleep better", stress: 3 });
  });

  it("are one per client and version, saved over", async () => {
    const user = await createUser();
    loginAs(user);
    await Promise.all([
      put({ formVersionId: versionId, answers: { goal: "a" } }),
      put({ formVersionId: versionId, answers: { goal: "b" } }),
    ]);
    await put({ formVersionId: versionId, answers: { goal: "c" } });
    const drafts = await db.intakeResponse.findMany({ where: { userId: user.id, status: "draft" } });
    expect(drafts).toHaveLength(1);
    expect(drafts[0].answers).toEqual({ goal: "c" });
  });

  it("still check each answer's type", async () => {
    loginAs(await createUser());
    const res = await put({ formVersionId: versionId, answers: { stress: 42, epilepsy: "maybe" } });
    expect(res.status).toBe(400);
    expect(res.json.fieldErrors).toMatchObject({ stress: "Enter a number from 0 to 10.", epilepsy: "Choose one of the answers offered." });
  });

  it("of another form version that does not exist are not found", async () => {
    loginAs(await createUser());
    expect((await put({ formVersionId: 999999, answers: {} })).status).toBe(404);
  });
});

describe("sending the answers", () => {
  it("checks them by the form's own rules, with a message per question", async () => {
    loginAs(await createUser());
    const res = await post({ formVersionId: versionId, answers: { goal: "", stress: 11 } });
    expect(res.status).toBe(400);
    expect(res.json.fieldErrors).toEqual({
      goal: "Please answer this question.",
      epilepsy: "Please answer this question.",
      stress: "Enter a number from 0 to 10.",
      agree: "Please tick the box to go on.",
    });
  });

  it("stores them with the questions they flag and drops the draft", async () => {
    const user = await createUser();
    loginAs(user);
    await put({ formVersionId: versionId, answers: { goal: "x" } });
    const res = await post({ formVersionId: versionId, answers: { ...complete, epilepsy: "yes", extra: "dropped" } });
    expect(res.status).toBe(200);
    expect(res.json.flagged).toBe(true);
    const rows = await db.intakeResponse.findMany({ where: { userId: user.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "submitted", flaggedQuestionIds: ["epilepsy"], answers: { ...complete, epilepsy: "yes" } });
    expect(rows[0].submittedAt).not.toBeNull();
  });

  it("cover the client's bookings of the form's services for 12 months: not asked again, then asked again after", async () => {
    const user = await createUser();
    loginAs(user);
    await post({ formVersionId: versionId, answers: complete });
    expect((await forService()).json).toMatchObject({ covered: true });
    await db.intakeResponse.updateMany({ where: { userId: user.id }, data: { submittedAt: subMonths(new Date(), 13) } });
    expect((await forService()).json).toMatchObject({ covered: false, answers: complete });
  });

  it("to an older version are asked again when the form changes, prefilled with the answers still valid", async () => {
    const user = await createUser();
    loginAs(user);
    await post({ formVersionId: versionId, answers: { ...complete, stress: 5 } });
    const before = versionId;
    const changed = structuredClone(definition);
    changed.sections[0].questions[2] = { ...changed.sections[0].questions[2], max: 3 };
    await newVersion(changed);
    const res = await forService();
    expect(res.json).toMatchObject({ covered: false, form: { versionId } });
    expect(res.json.answers).toEqual({ goal: "Sleep better", epilepsy: "no", agree: true });
    // Answers sent to the version no longer current are refused.
    expect((await post({ formVersionId: before, answers: complete })).status).toBe(409);
  });

  it("become the booking's when sent for the client's own appointment, and another client's is not found", async () => {
    const user = await createUser();
    const other = await createUser();
    const appointment = await createAppointment(user, { slug: SLUG, status: "confirmed", holdExpiresAt: null });
    loginAs(other);
    expect((await post({ formVersionId: versionId, answers: complete, appointmentId: appointment.id })).status).toBe(404);
    loginAs(user);
    const res = await post({ formVersionId: versionId, answers: complete, appointmentId: appointment.id });
    expect(res.status).toBe(200);
    expect((await db.appointment.findUniqueOrThrow({ where: { id: appointment.id } })).intakeResponseId).toBe(res.json.id);
  });

  it("that cover a booking are attached to it when it is confirmed", async () => {
    const user = await createUser();
    loginAs(user);
    const { json } = await post({ formVersionId: versionId, answers: complete });
    const appointment = await createAppointment(user, { slug: SLUG });
    await attachCoveringIntake(appointment.id);
    expect((await db.appointment.findUniqueOrThrow({ where: { id: appointment.id } })).intakeResponseId).toBe(json.id);
  });

  it("are only the client's: a draft or answers are never read by another client", async () => {
    const user = await createUser();
    loginAs(user);
    await put({ formVersionId: versionId, answers: { goal: "private" } });
    loginAs(await createUser());
    expect((await forService()).json.answers).toEqual({});
    loginAs(null);
    expect((await put({ formVersionId: versionId, answers: {} })).status).toBe(401);
    expect((await post({ formVersionId: versionId, answers: complete })).status).toBe(401);
  });
});

describe("the intake reminder", () => {
  const inHours = (h: number) => new Date(Date.now() + h * 60 * 60 * 1000);
  /** Moves a booking to the first of these starts (hours from now) that no other file's booking overlaps. */
  async function moveToFirstFree(id: number, hours: number[]) {
    for (const h of hours) {
      try {
        return await db.appointment.update({ where: { id }, data: { startsAt: inHours(h), endsAt: inHours(h + 1) } });
      } catch (error) {
        if (!String(error).includes("23P01")) throw error; // the no-overlap constraint: try the next
      }
    }
    throw new Error("no free start among those tried");
  }

  it("emails the client once, 3 days before a confirmed session still missing its answers, naming no question", async () => {
    const user = await createUser();
    const appointment = await createAppointment(user, { slug: SLUG, status: "confirmed", holdExpiresAt: null });
    await moveToFirstFree(appointment.id, [70, 68.75, 67.5, 66.25, 65, 63.75]);
    await sendIntakeReminders();
    await sendIntakeReminders();
    const emails = await db.emailLog.findMany({ where: { idempotencyKey: intakeReminderKey(appointment.id) } });
    expect(emails).toHaveLength(1);
    expect(emails[0].text).toContain(`/appointments/${appointment.id}/intake`);
    expect(emails[0].text).not.toContain("Epilepsy");
  });

  it("is not sent earlier than 3 days, nor when the answers are in", async () => {
    const user = await createUser();
    const later = await createAppointment(user, { slug: SLUG, status: "confirmed", holdExpiresAt: null });
    await moveToFirstFree(later.id, [80, 81.25, 82.5, 83.75, 85, 86.25]);
    const answered = await createAppointment(user, { slug: SLUG, status: "confirmed", holdExpiresAt: null });
    await moveToFirstFree(answered.id, [60, 61.25, 62.5, 63.75, 65, 66.25]);
    loginAs(user);
    await post({ formVersionId: versionId, answers: complete });
    await sendIntakeReminders();
    expect(
      await db.emailLog.count({ where: { idempotencyKey: { in: [intakeReminderKey(later.id), intakeReminderKey(answered.id)] } } }),
    ).toBe(0);
    // The answers sent cover the booking: they are now its own.
    expect((await db.appointment.findUniqueOrThrow({ where: { id: answered.id } })).intakeResponseId).not.toBeNull();
  });
});

describe("a booking's intake on My Appointments", () => {
  it("is missing for an upcoming confirmed booking without answers, answered once sent, and another client's booking is not found", async () => {
    const user = await createUser();
    const appointment = await createAppointment(user, { slug: SLUG, status: "confirmed", holdExpiresAt: null });
    expect(await intakeStates(user.id, [appointment.id])).toEqual({ [appointment.id]: "missing" });
    const page = await appointmentIntake(user.id, appointment.id);
    expect(page).toMatchObject({ answered: false, form: { versionId } });

    await expect(appointmentIntake((await createUser()).id, appointment.id)).rejects.toMatchObject({ status: 404 });
    expect(await intakeStates((await createUser()).id, [appointment.id])).toEqual({});

    loginAs(user);
    await post({ formVersionId: versionId, answers: complete, appointmentId: appointment.id });
    expect(await intakeStates(user.id, [appointment.id])).toEqual({ [appointment.id]: "answered" });
    expect(await appointmentIntake(user.id, appointment.id)).toMatchObject({ answered: true, form: null });
  });
});
