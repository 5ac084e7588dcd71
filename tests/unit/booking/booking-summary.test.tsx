import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { BookingSummary, CustomerSummary, paymentAmounts } from "@/components/booking/booking-summary";
import type { ServiceDTO } from "@/lib/practice/catalog";

// The payment step's summary: price, the tax row only above zero, the total.

const service: ServiceDTO = {
  id: 3,
  name: "Clinical Hypnotherapy (Virtual)",
  category: "hypnotherapy",
  duration: 60,
  isVirtual: true,
  price: 12000,
  description: "",
};
const text = (node: React.ReactElement) =>
  renderToStaticMarkup(node)
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

describe("payment amounts", () => {
  it("total is the price until a tax quote arrives; a failed quote counts as no tax", () => {
    expect(paymentAmounts(12000, null, { status: "idle" })).toEqual({
      price: 12000,
      subtotal: 12000,
      calculatingTax: false,
      taxAmount: 0,
      total: 12000,
    });
    expect(paymentAmounts(12000, null, { status: "calculating" })).toMatchObject({ calculatingTax: true, total: 12000 });
    expect(paymentAmounts(12000, null, { status: "done", taxAmount: 870, totalAmount: 12870 })).toMatchObject({
      taxAmount: 870,
      total: 12870,
    });
  });

  it("taxes the discounted price at the quote's rate, rounded as the server charges", () => {
    const quote = { status: "done", taxAmount: 570, totalAmount: 12570, rate: 0.0475, taxState: "NC" } as const;
    // $120 less $30 is $90; 4.75% of $90 is $4.275, charged as $4.28.
    expect(paymentAmounts(12000, { code: "WELCOME", cents: 3000 }, quote)).toEqual({
      price: 12000,
      subtotal: 9000,
      calculatingTax: false,
      taxAmount: 428,
      total: 9428,
    });
  });
});

describe("booking summary", () => {
  it("shows service, date, time, duration, location, price and total; no tax row at zero", () => {
    const summary = text(
      <BookingSummary
        service={service}
        startsAt="2030-03-04T19:30:00.000Z"
        price={12000}
        tax={{ status: "done", taxAmount: 0, totalAmount: 12000 }}
      />,
    );
    expect(summary).toContain("Booking Summary");
    expect(summary).toContain("Clinical Hypnotherapy (Virtual)");
    expect(summary).toContain("Monday, March 4, 2030");
    expect(summary).toContain("2:30 PM EST");
    expect(summary).toContain("60 minutes");
    expect(summary).toContain("Virtual (video call)");
    expect(summary).toContain("Price $120.00");
    expect(summary).not.toContain("Tax");
    expect(summary).toContain("Total $120.00");
  });

  it("shows the code's discount line under the price", () => {
    const summary = text(
      <BookingSummary
        service={service}
        startsAt={null}
        price={12000}
        discount={{ code: "WELCOME", cents: 3000 }}
        tax={{ status: "done", taxAmount: 0, totalAmount: 12000, rate: 0, taxState: null }}
      />,
    );
    expect(summary).toContain("Price $120.00");
    expect(summary).toContain("Discount (WELCOME) −$30.00");
    expect(summary).toContain("Total $90.00");
  });

  it("shows 'Calculating...' while the tax is asked, then the tax row above zero", () => {
    expect(text(<BookingSummary service={service} startsAt={null} price={12000} tax={{ status: "calculating" }} />)).toContain(
      "Tax Calculating...",
    );
    const taxed = text(
      <BookingSummary
        service={service}
        startsAt={null}
        price={12000}
        tax={{ status: "done", taxAmount: 870, totalAmount: 12870, rate: 0.0725, taxState: "CA" }}
      />,
    );
    expect(taxed).toContain("Sales tax (CA 7.25%) $8.70");
    expect(taxed).toContain("Total $128.70");
    expect(taxed).not.toContain("taxed where they take place");
  });

  it("says why an in-person session is taxed at the studio's state", () => {
    const inPerson = { ...service, name: "Clinical Hypnotherapy (In-Person)", isVirtual: false, price: 14000 };
    const taxed = text(
      <BookingSummary
        service={inPerson}
        startsAt={null}
        price={14000}
        tax={{ status: "done", taxAmount: 665, totalAmount: 14665, rate: 0.0475, taxState: "NC" }}
      />,
    );
    expect(taxed).toContain("Sales tax (NC 4.75%) $6.65");
    expect(taxed).toContain("In-person sessions are taxed where they take place: at our studio in Asheville, NC.");
  });

  it("shows the customer's name, email and phone", () => {
    const customer = text(
      <CustomerSummary clientInfo={{ firstName: "Avery", lastName: "Quinn", email: "avery@example.com", phone: "8285550199" }} />,
    );
    expect(customer).toContain("Name Avery Quinn");
    expect(customer).toContain("Email avery@example.com");
    expect(customer).toContain("Phone 8285550199");
  });
});
