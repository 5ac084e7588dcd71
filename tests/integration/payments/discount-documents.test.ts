import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { bookingConfirmation } from "@/lib/appointments/complete";
import { ensureConfirmationEmail } from "@/lib/appointments/emails";
import { appointmentReceiptFile } from "@/lib/documents";
import { pdfTextLines } from "../../support/pdf-text";
import { createAppointment, tag } from "../admin/helpers";

// What the client reads about a promo code's discount: the receipt, the confirmation email and the
// 'Booking Confirmed!' step show the price, "Discount (CODE)" taken off, then the subtotal (the
// price less the discount, the taxable amount), its tax and the total. A booking the code made
// free has no payment: it says "Free (CODE)".

const code = () => `SAVE-${tag().toUpperCase()}`;

/** A $120.00 virtual session with $30.00 off, paid: $90.00 + 4.75% NC tax. */
async function discounted() {
  const promo = { code: code(), discountCents: 3000 };
  const a = await createAppointment({ promo, payment: { taxCents: 428, taxRate: 0.0475, taxState: "NC" } });
  return { a, promo };
}

describe("a paid booking with a promo code", () => {
  it("its receipt shows the price, the discount with its code, then the subtotal, tax and total", async () => {
    const { a, promo } = await discounted();
    const receipt = await appointmentReceiptFile(a.id);
    const text = (await pdfTextLines(receipt!.content)).join("\n");
    expect(text).toContain(
      ["Price", "$120.00", `Discount (${promo.code})`, "-$30.00", "Subtotal", "$90.00", "Sales tax (NC 4.75%)", "$4.28"].join("\n"),
    );
    expect(text).toContain("Total paid (USD)\n$94.28");
  });

  it("a receipt without a discount has no price or discount line", async () => {
    const a = await createAppointment({ payment: { taxCents: 570, taxRate: 0.0475, taxState: "NC" } });
    const lines = await pdfTextLines((await appointmentReceiptFile(a.id))!.content);
    expect(lines).not.toContain("Price");
    expect(lines.some((l) => l.startsWith("Discount"))).toBe(false);
    expect(lines.join("\n")).toContain("Subtotal\n$120.00");
  });

  it("its confirmation email itemises the discount the same way", async () => {
    const { a, promo } = await discounted();
    await ensureConfirmationEmail(a.id);
    const email = await db.emailLog.findFirstOrThrow({ where: { template: "booking-confirmation", appointmentId: a.id } });
    expect(email.text).toContain("Price: $120.00");
    expect(email.text).toContain(`Discount (${promo.code}): −$30.00`);
    expect(email.text).toContain("Subtotal: $90.00");
    expect(email.text).toContain("Total paid: $94.28");
    expect(email.attachments).toContain(`payment-receipt-${a.id}.pdf`);
  });

  it("the confirmation step's payment carries the discount and its code", async () => {
    const { a, promo } = await discounted();
    const confirmation = await bookingConfirmation(a.id);
    expect(confirmation.payment).toEqual({
      subtotalCents: 9000,
      taxCents: 428,
      totalCents: 9428,
      taxRate: 0.0475,
      taxState: "NC",
      discount: { amountCents: 3000, code: promo.code },
    });
    expect(confirmation.free).toBeUndefined();
  });
});

describe("a booking a promo code made free", () => {
  it("has no receipt; its email and confirmation say Free with the code", async () => {
    const promo = { code: code(), discountCents: 12000 };
    const a = await createAppointment({ promo, payment: null });
    expect(await appointmentReceiptFile(a.id)).toBeNull();
    await ensureConfirmationEmail(a.id);
    const email = await db.emailLog.findFirstOrThrow({ where: { template: "booking-confirmation", appointmentId: a.id } });
    expect(email.text).toContain(`Payment: Free (${promo.code})`);
    expect(email.text).not.toContain("Subtotal");
    expect(email.attachments).toEqual([`appointment-${a.id}.ics`]);

    const confirmation = await bookingConfirmation(a.id);
    expect(confirmation).toMatchObject({ payment: null, receiptUrl: null, free: `Free (${promo.code})` });
  });

  it("a free service says Free, without a code", async () => {
    const a = await createAppointment({ priceCents: 0, payment: null });
    expect((await bookingConfirmation(a.id)).free).toBe("Free");
  });
});
