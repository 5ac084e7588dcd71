import { describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { getAdminAppointmentIntake } from "@/lib/admin/appointments";
import { clientDetail } from "@/lib/admin/clients";
import {
  ensureConfirmationEmail,
  notifyOwnerOfBooking,
  notifyOwnerOfClientChange,
  sendCancellationEmail,
  sendReminderEmailNow,
  sendRescheduledEmail,
} from "@/lib/appointments/emails";
import { appointmentCalendarFile, ownerCalendarFile } from "@/lib/documents";
import * as clientIntakeRoute from "@/app/api/appointments/[id]/intake/route";
import * as adminIntakeRoute from "@/app/api/admin/appointments/[id]/intake/route";
import * as adminResponseRoute from "@/app/api/admin/intake-responses/[id]/route";
import { call, createUser } from "../../support/api";
import { pdfTextLines } from "../../support/pdf-text";
import { loginAs } from "../../support/session";
import { adminUser, createAppointment } from "../admin/helpers";
import { copyService, createIntakeForm, createIntakeResponse, SECRET_ANSWER_TEXT } from "./helpers";

// The owner reads a client's intake answers: in the appointment's details, in the client record
// and as a PDF; flagged answers are marked. Answers are health information: only the client and
// the owner read them, and no email or calendar file carries them.

/** A confirmed booking by a client account with flagged intake answers attached. */
async function bookingWithFlaggedIntake() {
  const user = await createUser();
  const a = await createAppointment({ user });
  const { form, version } = await createIntakeForm();
  const response = await createIntakeResponse({ userId: user.id, formVersionId: version.id, appointmentId: a.id });
  return { user, a, form, version, response };
}

async function get(route: typeof clientIntakeRoute, id: number, as: { id: number } | null) {
  loginAs(as);
  try {
    return await call(route.GET as never, { params: { id: String(id) } });
  } finally {
    loginAs(null);
  }
}

async function pdfOf(route: typeof clientIntakeRoute, id: number, as: { id: number }) {
  loginAs(as);
  try {
    const res = await (route.GET as never as (req: Request, ctx: unknown) => Promise<Response>)(
      new (await import("next/server")).NextRequest(`http://localhost/api/x/${id}`, { headers: { host: "localhost" } }),
      { params: Promise.resolve({ id: String(id) }) },
    );
    return { res, lines: res.status === 200 ? await pdfTextLines(new Uint8Array(await res.arrayBuffer())) : [] };
  } finally {
    loginAs(null);
  }
}

describe("the intake answers PDF", () => {
  it("names the form, version and client, and gives every answer in words with the flagged one marked", async () => {
    const { user, a, form } = await bookingWithFlaggedIntake();
    const { res, lines } = await pdfOf(clientIntakeRoute, a.id, user);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const text = lines.join("\n");
    expect(text).toContain(form.name);
    expect(text).toContain("Version 1");
    expect(text).toContain(`${user.firstName} ${user.lastName}`);
    expect(text).toContain("Your goals");
    expect(text).toContain("How motivated are you?\n7 of 10");
    expect(text).toContain("Which areas?\nSleep, Habits");
    expect(text).toContain("Have you been diagnosed with epilepsy?\n! Flagged for review\nYes");
    expect(text).toContain("When was your last check-up?\nMarch 14, 2026");
    expect(text).toContain("I understand hypnotherapy is not medical care.\nAcknowledged");
    // Only the flagged answer is marked.
    expect(lines.filter((l) => l.includes("Flagged for review")).length).toBe(2); // the summary row's label and the mark
    expect(text).not.toContain("Medications\n! Flagged");
  });

  it("the owner downloads it from the appointment and from the response; a question left blank reads Not answered", async () => {
    const user = await createUser();
    const a = await createAppointment({ user });
    const { version } = await createIntakeForm();
    const response = await createIntakeResponse({
      userId: user.id,
      formVersionId: version.id,
      appointmentId: a.id,
      answers: { change: "Sleep better", epilepsy: "no", agree: true },
    });
    const admin = await adminUser();
    const byAppointment = await pdfOf(adminIntakeRoute, a.id, admin);
    expect(byAppointment.res.status).toBe(200);
    expect(byAppointment.lines.join("\n")).toContain("Medications\nNot answered");
    expect(byAppointment.lines).not.toContain("! Flagged for review");
    const byResponse = await pdfOf(adminResponseRoute as never, response.id, admin);
    expect(byResponse.res.status).toBe(200);
    expect(byResponse.res.headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("who may read the answers", () => {
  it("another client gets 404, as for an unknown booking; anonymous 401", async () => {
    const { a } = await bookingWithFlaggedIntake();
    expect((await get(clientIntakeRoute, a.id, await createUser())).status).toBe(404);
    expect((await get(clientIntakeRoute, a.id, null)).status).toBe(401);
    expect((await get(adminIntakeRoute, a.id, await createUser())).status).toBe(403);
  });

  it("a booking without answers has no PDF (404), for its client and the owner", async () => {
    const user = await createUser();
    const a = await createAppointment({ user });
    expect((await get(clientIntakeRoute, a.id, user)).status).toBe(404);
    expect((await get(adminIntakeRoute, a.id, await adminUser())).status).toBe(404);
  });

  it("a draft is nobody's download from the client record", async () => {
    const user = await createUser();
    const { version } = await createIntakeForm();
    const draft = await db.intakeResponse.create({ data: { userId: user.id, formVersionId: version.id, answers: { change: "x" } } });
    expect((await get(adminResponseRoute as never, draft.id, await adminUser())).status).toBe(404);
  });
});

describe("the owner's appointment details", () => {
  it("show the answers by section, the flagged one marked, with the form's name, version and when", async () => {
    const { a, form, response } = await bookingWithFlaggedIntake();
    const intake = await getAdminAppointmentIntake(a.id);
    expect(intake.state).toBe("needs_review");
    expect(intake.response).toMatchObject({ id: response.id, formName: form.name, version: 1, flaggedCount: 1 });
    expect(intake.response!.submittedAt).toBe(response.submittedAt!.toISOString());
    const rows = intake.response!.sections.flatMap((s) => s.rows);
    expect(rows.filter((r) => r.flagged).map((r) => r.questionId)).toEqual(["epilepsy"]);
    expect(rows.find((r) => r.questionId === "epilepsy")).toMatchObject({ answer: "Yes", flagged: true });
  });

  it("say missing when the service asks a form and no answers are attached; nothing when it asks none", async () => {
    const service = await copyService();
    await createIntakeForm({ serviceId: service.id });
    const a = await createAppointment({ slug: service.slug });
    expect(await getAdminAppointmentIntake(a.id)).toEqual({ state: "missing", response: null });
    // The free consultation asks no form (the seed attaches forms to the paid services).
    const plain = await createAppointment({ slug: "free-consultation" });
    expect((await getAdminAppointmentIntake(plain.id)).state).toBe("none");
  });

  it("keep the answers when the form and the service are retired", async () => {
    const service = await copyService();
    const user = await createUser();
    const a = await createAppointment({ user, slug: service.slug });
    const { form, version } = await createIntakeForm({ serviceId: service.id });
    await createIntakeResponse({ userId: user.id, formVersionId: version.id, appointmentId: a.id });
    await db.intakeForm.update({ where: { id: form.id }, data: { active: false } });
    await db.service.update({ where: { id: service.id }, data: { active: false, intakeFormId: null } });
    const intake = await getAdminAppointmentIntake(a.id);
    expect(intake.state).toBe("needs_review");
    expect(intake.response?.formName).toBe(form.name);
    expect((await clientDetail(String(user.id))).intakeResponses.map((r) => r.formName)).toEqual([form.name]);
  });
});

describe("the client record", () => {
  it("lists the client's submitted answers, newest first, with flagged counts; never a draft", async () => {
    const user = await createUser();
    await createAppointment({ user });
    const { form, version } = await createIntakeForm();
    const older = await createIntakeResponse({
      userId: user.id,
      formVersionId: version.id,
      answers: { change: "Sleep", epilepsy: "no", agree: true },
      submittedAt: new Date(Date.now() - 86_400_000 * 30),
    });
    const newer = await createIntakeResponse({ userId: user.id, formVersionId: version.id });
    const other = await createIntakeForm();
    await db.intakeResponse.create({ data: { userId: user.id, formVersionId: other.version.id, answers: {} } });
    const detail = await clientDetail(String(user.id));
    expect(detail.intakeResponses.map((r) => [r.id, r.formName, r.version, r.flaggedCount])).toEqual([
      [newer.id, form.name, 1, 1],
      [older.id, form.name, 1, 0],
    ]);
  });
});

describe("the owner's new-booking email", () => {
  it("says the intake needs review and links to the appointment, naming no question or answer", async () => {
    const { a } = await bookingWithFlaggedIntake();
    await notifyOwnerOfBooking(a.id);
    const email = await db.emailLog.findFirstOrThrow({ where: { template: "owner-appointment-notice", appointmentId: a.id } });
    expect(email.text).toContain("Intake needs review");
    expect(email.html).toContain("Intake needs review");
    expect(email.html).toContain(`appointment=${a.id}`);
    for (const secret of SECRET_ANSWER_TEXT) {
      expect(email.text).not.toContain(secret);
      expect(email.html).not.toContain(secret);
    }
  });

  it("says the intake form is not answered yet when the service asks one and none is attached", async () => {
    const service = await copyService();
    await createIntakeForm({ serviceId: service.id });
    const a = await createAppointment({ slug: service.slug });
    await notifyOwnerOfBooking(a.id);
    const email = await db.emailLog.findFirstOrThrow({ where: { template: "owner-appointment-notice", appointmentId: a.id } });
    expect(email.text).toContain("Intake form not answered yet");
    expect(email.text).not.toContain("Intake needs review");
  });

  it("says nothing of intake when the answers have no flag or the service asks no form", async () => {
    // The free consultation asks no form (the seed attaches forms to the paid services).
    const plain = await createAppointment({ slug: "free-consultation" });
    await notifyOwnerOfBooking(plain.id);
    const email = await db.emailLog.findFirstOrThrow({ where: { template: "owner-appointment-notice", appointmentId: plain.id } });
    expect(email.text).not.toMatch(/intake/i);
  });
});

describe("answers stay out of the log", () => {
  it("the request log of a download records its path and status, never the answers", async () => {
    const { user, a } = await bookingWithFlaggedIntake();
    const written: string[] = [];
    const spy = vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    vi.stubEnv("LOG_REQUESTS", "1");
    try {
      expect((await get(clientIntakeRoute, a.id, user)).status).toBe(200);
    } finally {
      vi.unstubAllEnvs();
      spy.mockRestore();
    }
    const log = written.join("");
    expect(log).toMatch(/"msg":"request".*"status":200/);
    for (const secret of SECRET_ANSWER_TEXT) expect(log).not.toContain(secret);
  });
});

describe("answers stay out of every email and calendar file", () => {
  it("no email of a booking with flagged intake, nor its .ics files, carries any question or answer", async () => {
    const { a } = await bookingWithFlaggedIntake();
    await ensureConfirmationEmail(a.id);
    await notifyOwnerOfBooking(a.id);
    await sendReminderEmailNow(a.id);
    await db.appointment.update({ where: { id: a.id }, data: { sequence: { increment: 1 }, rescheduledFrom: a.startsAt } });
    await sendRescheduledEmail(a.id);
    await notifyOwnerOfClientChange(a.id, "rescheduled");
    await db.appointment.update({ where: { id: a.id }, data: { status: "cancelled", cancelReason: "Cancelled by client" } });
    await sendCancellationEmail(a.id, new Date());
    await notifyOwnerOfClientChange(a.id, "cancelled");
    const emails = await db.emailLog.findMany({ where: { appointmentId: a.id } });
    expect(emails.length).toBeGreaterThanOrEqual(5);
    const calendars = [(await appointmentCalendarFile(a.id)).content.toString(), (await ownerCalendarFile(a.id)).content.toString()];
    for (const body of [...emails.flatMap((e) => [e.subject, e.text, e.html]), ...calendars])
      for (const secret of SECRET_ANSWER_TEXT) expect(body).not.toContain(secret);
  });
});
