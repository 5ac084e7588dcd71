import { afterEach, describe, expect, it } from "vitest";
import { POST as cancelRoute } from "@/app/api/appointments/[id]/cancel/route";
import { GET as creditsRoute } from "@/app/api/appointments/[id]/credits/route";
import { POST as completeRoute } from "@/app/api/complete-booking/route";
import { POST as createIntentRoute } from "@/app/api/create-payment-intent/route";
import { setAppointmentStatus } from "@/lib/admin/actions";
import { cancelAppointment } from "@/lib/appointments/cancel";
import { SYSTEM_ACTOR } from "@/lib/audit/record";
import { db } from "@/lib/db";
import { LEDGER_MESSAGES, ledgerBalance } from "@/lib/ledger/ledger";
import { call, createUser } from "../../support/api";
import { loginAs } from "../../support/session";
import { billingAddress, createAppointment } from "../payments/helpers";
import { buyPackage, createPackage } from "./helpers";

// Paying for a session with one credit of the client's package, through the routes: the hold is
// confirmed without a card, the credit is taken once under the package's lock, and the one
// cancellation policy decides whether it comes back.

afterEach(() => loginAs(null));

const balance = (id: number) => ledgerBalance(db, { clientPackageId: id });
const complete = (body: unknown) => call(completeRoute, { method: "POST", body });
const cancelAsClient = (id: number) => call(cancelRoute, { method: "POST", params: { id: String(id) }, body: {} });

async function clientWithPackage(options: Parameters<typeof createPackage>[0] = {}) {
  const user = await createUser({ firstName: "Casey" });
  const pkg = await createPackage({ validDays: 3660, ...options });
  const owned = await buyPackage(user, pkg);
  loginAs(user);
  return { user, pkg, owned };
}

async function bookWithCredit(user: { id: number; email: string }, owned: { id: number }) {
  const hold = await createAppointment(user);
  const res = await complete({ appointmentId: hold.id, clientPackageId: owned.id });
  expect(res.status, res.text).toBe(200);
  return { hold, res };
}

describe("booking with a package's credit", () => {
  it("offers the covering package, confirms the hold without a card and takes one credit", async () => {
    const { user, owned } = await clientWithPackage();
    const hold = await createAppointment(user);
    const offered = await call(creditsRoute, { params: { id: String(hold.id) } });
    expect(offered.status).toBe(200);
    expect(offered.json).toEqual([
      expect.objectContaining({ clientPackageId: owned.id, packageName: "Three-session program", remaining: 3, total: 3 }),
    ]);

    const res = await complete({ appointmentId: hold.id, clientPackageId: owned.id });
    expect(res.status, res.text).toBe(200);
    expect(res.json.free).toBe("Paid with 1 session of Three-session program");
    expect(res.json.payment).toBeNull();
    expect(res.json.receiptUrl).toBeNull();
    const a = await db.appointment.findUniqueOrThrow({ where: { id: hold.id }, include: { payment: true } });
    expect(a).toMatchObject({ status: "confirmed", clientPackageId: owned.id, payment: null });
    expect(await balance(owned.id)).toBe(2);
    // The confirmation email went out, without a receipt.
    const email = await db.emailLog.findFirstOrThrow({ where: { idempotencyKey: `booking-confirmation/${hold.id}` } });
    expect(email.text).toContain("Paid with 1 session of Three-session program");
    expect(await db.artifact.count({ where: { appointmentId: hold.id, artifactType: "payment_receipt" } })).toBe(0);

    // A repeat answers the same confirmation and takes nothing more.
    expect((await complete({ appointmentId: hold.id, clientPackageId: owned.id })).status).toBe(200);
    expect(await balance(owned.id)).toBe(2);
  });

  it("closes an unpaid intent made before the credit was chosen", async () => {
    const { user, owned } = await clientWithPackage();
    const hold = await createAppointment(user);
    expect((await call(createIntentRoute, { method: "POST", body: { appointmentId: hold.id, billingAddress } })).status).toBe(200);
    await complete({ appointmentId: hold.id, clientPackageId: owned.id });
    expect(await db.payment.count({ where: { appointmentId: hold.id } })).toBe(0);
  });

  it("refuses a service the package does not cover, an expired package, none left and another client's package", async () => {
    const { user, owned } = await clientWithPackage({ sessions: 1 });
    const yoga = await createAppointment(user, { slug: "private-yoga-virtual" });
    const notCovered = await complete({ appointmentId: yoga.id, clientPackageId: owned.id });
    expect(notCovered).toMatchObject({ status: 409, json: { message: LEDGER_MESSAGES.packageNotCovering } });
    expect((await call(creditsRoute, { params: { id: String(yoga.id) } })).json).toEqual([]);

    await bookWithCredit(user, owned);
    const noneLeft = await complete({ appointmentId: (await createAppointment(user)).id, clientPackageId: owned.id });
    expect(noneLeft).toMatchObject({ status: 409, json: { message: LEDGER_MESSAGES.noCredits } });

    const short = await clientWithPackage({ validDays: 30 });
    const later = await createAppointment(short.user);
    const expiresFirst = await complete({ appointmentId: later.id, clientPackageId: short.owned.id });
    expect(expiresFirst).toMatchObject({ status: 409, json: { message: LEDGER_MESSAGES.packageExpiresFirst } });
    // Refused holds stay holds, to be paid by card.
    expect((await db.appointment.findUniqueOrThrow({ where: { id: later.id } })).status).toBe("pending");

    const other = await clientWithPackage();
    const theirs = await complete({ appointmentId: (await createAppointment(other.user)).id, clientPackageId: owned.id });
    expect(theirs.status).toBe(404);
  });

  it("gives the last credit to exactly one of 20 holds completed at once", async () => {
    const { user, owned } = await clientWithPackage({ sessions: 1 });
    const holds = await Promise.all(Array.from({ length: 20 }, () => createAppointment(user)));
    const results = await Promise.all(holds.map((h) => complete({ appointmentId: h.id, clientPackageId: owned.id })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await balance(owned.id)).toBe(0);
    expect(await db.appointment.count({ where: { clientPackageId: owned.id, status: "confirmed" } })).toBe(1);
  });
});

describe("the credit under the cancellation policy", () => {
  it("comes back when the client cancels within the policy", async () => {
    const { user, owned } = await clientWithPackage();
    const { hold } = await bookWithCredit(user, owned);
    expect(await balance(owned.id)).toBe(2);
    const res = await cancelAsClient(hold.id);
    expect(res.status, res.text).toBe(200);
    expect(await balance(owned.id)).toBe(3);
  });

  it("comes back when the owner cancels with a full refund, stays used with none", async () => {
    const { user, owned } = await clientWithPackage();
    const first = await bookWithCredit(user, owned);
    const second = await bookWithCredit(user, owned);
    expect(await balance(owned.id)).toBe(1);
    await cancelAppointment({ appointmentId: first.hold.id, by: "owner", actor: SYSTEM_ACTOR, refund: "full" });
    expect(await balance(owned.id)).toBe(2);
    await cancelAppointment({ appointmentId: second.hold.id, by: "owner", actor: SYSTEM_ACTOR, refund: "none" });
    expect(await balance(owned.id)).toBe(2);
  });

  it("stays used after a no-show, and a move keeps it", async () => {
    const { user, owned } = await clientWithPackage();
    const { hold } = await bookWithCredit(user, owned);
    await setAppointmentStatus(hold.id, "no_show", { now: new Date(hold.startsAt.getTime() + 60_000) });
    expect(await balance(owned.id)).toBe(2);
    const rows = await db.ledgerEntry.findMany({ where: { clientPackageId: owned.id }, orderBy: { id: "asc" } });
    expect(rows.map((r) => [r.kind, r.amount])).toEqual([
      ["purchase", 3],
      ["use", -1],
    ]);
  });
});
