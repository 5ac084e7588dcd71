import { afterEach, describe, expect, it } from "vitest";
import { POST as cancelRoute } from "@/app/api/appointments/[id]/cancel/route";
import { POST as completeBookingRoute } from "@/app/api/complete-booking/route";
import { POST as createPurchaseRoute } from "@/app/api/purchases/route";
import { POST as completePurchaseRoute } from "@/app/api/purchases/[id]/complete/route";
import { POST as testConfirmRoute } from "@/app/api/test-payments/confirm/route";
import { setAppointmentStatus } from "@/lib/admin/actions";
import { adjustClientCredits } from "@/lib/admin/client-ledger";
import { rescheduleAsOwner } from "@/lib/appointments/reschedule";
import { db } from "@/lib/db";
import { ledgerBalance } from "@/lib/ledger/ledger";
import { call, createUser } from "../../support/api";
import { loginAs } from "../../support/session";
import { billingAddress, createAppointment } from "../payments/helpers";
import { createPackage } from "./helpers";

// A three-session program's whole life through the product's own paths, and the ledger rows it
// leaves: bought with a card, a session booked, moved and cancelled in time (the credit comes
// back), another booked and missed (the credit stays used) until the owner gives it back.

afterEach(() => loginAs(null));

const HOUR = 60 * 60 * 1000;
const local = (d: Date) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone: "America/New_York",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
};

describe("a three-session program", () => {
  it("keeps the right balance at every step, and the ledger explains it", async () => {
    const owner = await createUser({ isAdmin: true });
    const actor = { id: owner.id, name: owner.username };
    const client = await createUser({ firstName: "Casey" });
    const program = await createPackage({ sessions: 3, priceCents: 33000, validDays: 3660 });
    loginAs(client);

    // Bought by card: $330.00 plus NC tax, three credits.
    const started = await call(createPurchaseRoute, { method: "POST", body: { kind: "package", packageId: program.id, billingAddress } });
    expect(started.json).toMatchObject({ subtotal: 33000, taxAmount: 1568, amount: 34568 });
    const { purchaseId, paymentIntentId } = started.json as { purchaseId: number; paymentIntentId: string };
    const card = { number: "4242424242424242", expiry: "12/34", cvc: "123" };
    expect((await call(testConfirmRoute, { method: "POST", body: { paymentIntentId, card } })).status).toBe(200);
    const bought = await call(completePurchaseRoute, { method: "POST", params: { id: String(purchaseId) }, body: { paymentIntentId } });
    expect(bought.status, bought.text).toBe(200);
    const owned = await db.clientPackage.findUniqueOrThrow({ where: { purchaseId } });
    const balance = () => ledgerBalance(db, { clientPackageId: owned.id });
    expect(await balance()).toBe(3);

    // A session booked with a credit, moved by the owner (it keeps its credit), cancelled in time by the client.
    const first = await createAppointment(client);
    expect(
      (await call(completeBookingRoute, { method: "POST", body: { appointmentId: first.id, clientPackageId: owned.id } })).status,
    ).toBe(200);
    expect(await balance()).toBe(2);
    await rescheduleAsOwner(first.id, { ...local(new Date(first.startsAt.getTime() + HOUR)), override: true }, { actor });
    expect(await balance()).toBe(2);
    expect((await call(cancelRoute, { method: "POST", params: { id: String(first.id) }, body: {} })).status).toBe(200);
    expect(await balance()).toBe(3);

    // Another session booked with a credit and missed: the credit stays used, until the owner gives it back.
    const second = await createAppointment(client);
    await call(completeBookingRoute, { method: "POST", body: { appointmentId: second.id, clientPackageId: owned.id } });
    expect(await balance()).toBe(2);
    await setAppointmentStatus(second.id, "no_show", { now: new Date(second.startsAt.getTime() + HOUR), actor });
    expect(await balance()).toBe(2);
    await adjustClientCredits(actor, {
      clientPackageId: owned.id,
      direction: "give",
      note: "Missed for a family emergency.",
      appointmentId: second.id,
    });
    expect(await balance()).toBe(3);

    const rows = await db.ledgerEntry.findMany({ where: { clientPackageId: owned.id }, orderBy: { id: "asc" } });
    expect(rows.map((r) => [r.kind, r.amount, r.appointmentId ?? r.purchaseId, r.actorId])).toEqual([
      ["purchase", 3, purchaseId, null],
      ["use", -1, first.id, null],
      ["return", 1, first.id, null],
      ["use", -1, second.id, null],
      ["adjustment", 1, second.id, owner.id],
    ]);
    expect(rows.reduce((sum, r) => sum + r.amount, 0)).toBe(await balance());
  });
});
