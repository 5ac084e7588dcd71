import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { call, createUser } from "../../support/api";
import { loginAs } from "../../support/session";
import { listClients } from "@/lib/admin/clients";
import { createConsent } from "../payments/helpers";
import { asAdmin, createAppointment, createArtifact, local, tag } from "./helpers";

// The owner's clients: the list (accounts and guest booking emails, searched and paged in SQL),
// a client's page (appointments, payments and refunds, signed consent forms) and private notes,
// which are audited and never reach a client-facing API.

const { GET: listRoute } = await import("@/app/api/admin/clients/route");
const { GET: detailRoute } = await import("@/app/api/admin/clients/[key]/route");
const { POST: addNoteRoute } = await import("@/app/api/admin/clients/[key]/notes/route");
const { PATCH: editNoteRoute, DELETE: deleteNoteRoute } = await import("@/app/api/admin/client-notes/[id]/route");
const { GET: appointmentNotesRoute } = await import("@/app/api/admin/appointments/[id]/client-notes/route");
const { GET: userRoute } = await import("@/app/api/user/route");
const { GET: userAppointmentsRoute } = await import("@/app/api/user/appointments/route");

const list = (query: string) => call(listRoute, { url: `http://localhost/api/admin/clients?${query}` });
const detail = (key: string) => call(detailRoute, { params: { key } });
const addNote = (key: string, body: unknown) => call(addNoteRoute, { method: "POST", params: { key }, body });

let admin: Awaited<ReturnType<typeof asAdmin>>;
beforeEach(async () => {
  admin = await asAdmin();
});
afterEach(() => loginAs(null));

describe("GET /api/admin/clients", () => {
  it("finds an account by a name it booked under, with counts and the last and next appointment", async () => {
    const t = tag();
    const user = await createUser({ firstName: `Acct${t}` });
    const past = await createAppointment({
      user,
      status: "completed",
      firstName: "Marisol",
      lastName: `Quintana${t}`,
      startsAt: local("2049-03-02", "06:10"),
    });
    const next = await createAppointment({ user, status: "confirmed", firstName: "Marisol", lastName: `Quintana${t}` });
    await createAppointment({ user, status: "cancelled", cancelReason: "cancelled_by_client", payment: null });
    const res = await list(`search=${encodeURIComponent(`marisol quintana${t}`)}`);
    expect(res.status).toBe(200);
    expect(res.json.total).toBe(1);
    // Last and next as seen on a day between the two (the route reads the real clock).
    const page = await listClients({ search: `marisol quintana${t}` }, local("2049-06-01", "12:00"));
    expect(page.clients[0]).toEqual({
      key: String(user.id),
      hasAccount: true,
      firstName: `Acct${t}`,
      lastName: "Client",
      email: user.email,
      phone: null,
      appointmentCount: 3,
      lastAppointment: past.startsAt.toISOString(),
      nextAppointment: next.startsAt.toISOString(),
    });
    // The account's own name and email find it too.
    expect((await list(`search=${user.email}`)).json.clients.map((c: { key: string }) => c.key)).toEqual([String(user.id)]);
  });

  it("lists a booking without an account under its email (the key), and pages in SQL", async () => {
    const t = tag();
    const email = `Guest.${t}@Example.com`;
    await createAppointment({ user: null, email, firstName: "Wren", lastName: `Guest${t}` });
    await createAppointment({ user: null, email: email.toLowerCase(), firstName: "Wren", lastName: `Guest${t}` });
    const guest = (await list(`search=${t}`)).json;
    expect(guest.clients).toMatchObject([{ key: email.toLowerCase(), hasAccount: false, firstName: "Wren", appointmentCount: 2 }]);

    for (let i = 0; i < 2; i++) await createAppointment({ user: null, email: `pager${i}.${t}@example.com`, lastName: `Pager${t}` });
    const first = (await list(`search=${t}&pageSize=2`)).json;
    const second = (await list(`search=${t}&pageSize=2&page=2`)).json;
    expect([first.total, first.clients.length, second.clients.length]).toEqual([3, 2, 1]);
    expect(new Set([...first.clients, ...second.clients].map((c: { key: string }) => c.key)).size).toBe(3);
    expect((await list(`search=${t}&pageSize=2&page=9`)).json).toMatchObject({ total: 3, clients: [] });
  });

  it("is the owner's only: a client gets 403, bad paging a 400", async () => {
    expect((await list("page=0")).status).toBe(400);
    loginAs(await createUser());
    expect((await list("")).status).toBe(403);
  });
});

describe("GET /api/admin/clients/{key}", () => {
  it("shows the appointments with payments and refunds, the signed consent forms with their download, and contact names booked under", async () => {
    const user = await createUser();
    await db.user.update({ where: { id: user.id }, data: { phone: "8285550199" } });
    const paid = await createAppointment({ user, firstName: "Other", lastName: "Name" });
    const refunded = await createAppointment({
      user,
      status: "cancelled",
      cancelReason: "cancelled_by_practice",
      payment: { refundStatus: "refunded" },
    });
    const consent = await createConsent(user, paid.service);
    await db.appointment.update({ where: { id: paid.id }, data: { consentFormId: consent.id } });
    const pdf = await createArtifact(paid.id, "consent_agreement", Buffer.from("%PDF-1.7 consent"));

    const res = await detail(String(user.id));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ key: String(user.id), hasAccount: true, email: user.email, phone: "8285550199", notes: [] });
    expect(res.json.appointments.map((a: { id: number }) => a.id).sort()).toEqual([paid.id, refunded.id].sort());
    const cancelled = res.json.appointments.find((a: { id: number }) => a.id === refunded.id);
    expect(cancelled.payment).toMatchObject({ refundStatus: "refunded", refundedCents: refunded.payment!.amountCents });
    expect(res.json.consents).toEqual([
      {
        id: consent.id,
        signedAt: consent.createdAt.toISOString(),
        fullName: consent.fullName,
        serviceSelected: consent.serviceSelected,
        download: { artifactId: pdf.id, fileName: pdf.fileName },
      },
    ]);
    expect(res.json.bookedAs).toContainEqual({ name: "Other Name", email: paid.clientEmail, phone: "8285550100" });
  });

  it("answers 404 for an unknown account, an admin, an email nobody booked with and a key that is neither", async () => {
    for (const key of ["999999999", String(admin.id), `nobody.${tag()}@example.com`, "not a key"]) {
      expect((await detail(key)).status, key).toBe(404);
    }
  });
});

describe("private notes", () => {
  it("are validated, audited (add, edit, delete) and only the owner's", async () => {
    const user = await createUser();
    await createAppointment({ user });
    const key = String(user.id);

    const empty = await addNote(key, { body: "   " });
    expect(empty.status).toBe(400);
    expect(empty.json.fieldErrors).toEqual({ body: "Please write the note." });
    expect((await addNote(key, { body: "x".repeat(5001) })).json.fieldErrors.body).toBe("A note can be at most 5,000 characters.");
    expect((await addNote("999999999", { body: "Nobody" })).status).toBe(404);

    const created = await addNote(key, { body: "  Prefers morning sessions.  " });
    expect(created.status).toBe(200);
    expect(created.json.body).toBe("Prefers morning sessions.");
    const id = String(created.json.id);
    expect(
      (await call(editNoteRoute, { method: "PATCH", params: { id }, body: { body: "Prefers mornings; allergic to lavender." } })).status,
    ).toBe(200);
    expect((await detail(key)).json.notes.map((n: { body: string }) => n.body)).toEqual(["Prefers mornings; allergic to lavender."]);

    loginAs(user);
    expect((await addNote(key, { body: "Mine" })).status).toBe(403);
    expect((await call(deleteNoteRoute, { method: "DELETE", params: { id } })).status).toBe(403);
    loginAs(admin);

    expect((await call(deleteNoteRoute, { method: "DELETE", params: { id } })).status).toBe(200);
    expect((await call(deleteNoteRoute, { method: "DELETE", params: { id } })).status).toBe(404);
    const entries = await db.auditEntry.findMany({ where: { entityType: "client", entityId: key }, orderBy: { id: "asc" } });
    expect(entries.map((e) => [e.action, e.actorId, e.before, e.after])).toEqual([
      ["note.create", admin.id, null, { Note: "Prefers morning sessions." }],
      ["note.update", admin.id, { Note: "Prefers morning sessions." }, { Note: "Prefers mornings; allergic to lavender." }],
      ["note.delete", admin.id, { Note: "Prefers mornings; allergic to lavender." }, null],
    ]);
    expect(entries[0].summary).toBe(`Added a note about Test Client: "Prefers morning sessions."`);
  });

  it("show on each of the client's appointments, newest first, with the client's record; a booking without an account under an account's email is the account's", async () => {
    const user = await createUser({ firstName: "Hannah" });
    const own = await createAppointment({ user, firstName: "Hannah", lastName: "Lee" });
    const underEmail = await createAppointment({ user: null, firstName: "Hannah", lastName: "Lee", email: user.email.toUpperCase() });
    const guestEmail = `guest.${tag()}@example.com`;
    const guest = await createAppointment({ user: null, firstName: "Gus", lastName: "Guest", email: guestEmail });
    const key = String(user.id);
    await addNote(key, { body: "Prefers mornings." });
    await addNote(key, { body: "Allergic to lavender." });
    await addNote(guestEmail, { body: "Call before the session." });

    const notesOf = (id: number) => call(appointmentNotesRoute, { params: { id: String(id) } });
    for (const a of [own, underEmail]) {
      const res = await notesOf(a.id);
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ clientKey: key, clientHref: `/admin/clients/${key}`, clientName: "Hannah Lee" });
      expect(res.json.notes.map((n: { body: string }) => n.body)).toEqual(["Allergic to lavender.", "Prefers mornings."]);
    }
    expect((await notesOf(guest.id)).json).toMatchObject({
      clientKey: guestEmail,
      clientHref: `/admin/clients/${encodeURIComponent(guestEmail)}`,
      notes: [{ body: "Call before the session." }],
    });
    expect((await notesOf(999999999)).status).toBe(404);

    loginAs(user);
    expect((await notesOf(own.id)).status).toBe(403);
  });

  it("never reach the client's own APIs", async () => {
    const user = await createUser();
    await createAppointment({ user });
    const secret = `Private remark ${tag()}`;
    expect((await addNote(String(user.id), { body: secret })).status).toBe(200);

    loginAs(user);
    for (const route of [userRoute, userAppointmentsRoute]) {
      const res = await call(route);
      expect(res.status).toBe(200);
      expect(res.text).not.toContain(secret);
      expect(res.text).not.toMatch(/clientNote|"notes":\[/i);
    }
  });
});
