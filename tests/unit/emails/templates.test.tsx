import { readdirSync } from "node:fs";
import { render } from "@react-email/render";
import { describe, expect, it } from "vitest";
import AppointmentReminderEmail, { type AppointmentReminderEmailProps } from "@/emails/appointment-reminder";
import BookingConfirmationEmail, { type BookingConfirmationEmailProps } from "@/emails/booking-confirmation";
import { emailSamples, SAMPLE_JOIN_PAGE } from "@/emails/samples";
import { fullAddress, siteConfig } from "@/lib/site-config";

// Every sample rendered as sendEmail sends it: an HTML part and a plain-text part, both of which
// must carry the facts the recipient needs.

const rendered = await Promise.all(
  emailSamples.map(async (s) => ({ ...s, html: await render(s.element), text: await render(s.element, { plainText: true }) })),
);
const sample = (name: string) => rendered.find((s) => s.name === name)!;

// The HTML a reader sees: without the hidden preview line (it repeats the date, so a template that
// dropped the date from its body would still pass) and without the <!-- --> React puts between
// adjacent pieces of text.
const visibleHtml = (html: string) => {
  const visible = html.replace(/<div[^>]*data-skip-in-text="true"[^>]*>.*?<\/div><\/div>/s, "").replaceAll("<!-- -->", "");
  expect(visible).not.toContain("data-skip-in-text");
  return visible;
};
// The layout's footer names the practice address in every email: look at what comes before it.
const beforeFooter = (s: string) => {
  expect(s).toContain(fullAddress);
  return s.slice(0, s.lastIndexOf(fullAddress));
};

const policy =
  "You can cancel or reschedule up to 48 hours before your session starts for a full refund. Within 48 hours of the start, please contact us.";
const dec7 = ["Monday, December 7, 2026", "2:30 PM EST"];
const dec9 = ["Wednesday, December 9, 2026", "10:00 AM EST"];
const ownerFacts = [
  "#1042",
  "Jane Doe",
  "jane.doe@example.com",
  "(828) 555-0199",
  "Clinical Hypnotherapy (Virtual)",
  ...dec7,
  `${siteConfig.url}/admin`,
];

/** What each sample must show, in both parts. */
const keyFacts: Record<string, string[]> = {
  "appointment-reminder-virtual": ["Clinical Hypnotherapy (Virtual)", ...dec7, SAMPLE_JOIN_PAGE],
  "appointment-reminder-in-person": ["Private Yoga Session", ...dec9, fullAddress, "Wear comfortable clothes"],
  "booking-confirmation-virtual": [
    "Clinical Hypnotherapy (Virtual)",
    "60 minutes",
    ...dec7,
    SAMPLE_JOIN_PAGE,
    "$120.00",
    "Sales tax (NC 4.75%)",
    "$5.70",
    "$125.70",
    "attached (PDF)",
    policy,
    `${siteConfig.url}/appointments`,
  ],
  "booking-confirmation-discounted": [
    "Clinical Hypnotherapy (Virtual)",
    ...dec7,
    "$120.00",
    "Discount (WELCOME25)",
    "−$30.00",
    "$90.00",
    "$4.28",
    "$94.28",
    "attached (PDF)",
  ],
  "booking-confirmation-free-code": ["Clinical Hypnotherapy (Virtual)", ...dec7, "Free (WELCOME100)", policy],
  "booking-confirmation-to-be-paid": ["Private Yoga Session", ...dec9, fullAddress, "$140.00 plus sales tax, to be paid", policy],
  "booking-confirmation-in-person": [
    "Private Yoga Session",
    ...dec9,
    fullAddress,
    "$140.00",
    "Sales tax (NC 4.75%)",
    "$6.65",
    "$146.65",
    "attached (PDF)",
    policy,
    `${siteConfig.url}/appointments`,
  ],
  "appointment-cancelled-refunded": ["Clinical Hypnotherapy (Virtual)", ...dec7, "$125.70", `${siteConfig.url}/schedule`],
  "appointment-cancelled-by-client": [
    "as you asked, we have cancelled your session",
    "Clinical Hypnotherapy (Virtual)",
    ...dec7,
    "$125.70",
  ],
  "appointment-rescheduled-virtual": [
    "your session has moved to a new time",
    "Clinical Hypnotherapy (Virtual)",
    "Monday, December 7, 2026",
    "11:30 AM PST (2:30 PM EST at the practice)",
    "Friday, December 4, 2026, 8:00 AM PST (11:00 AM EST at the practice)",
    SAMPLE_JOIN_PAGE,
    policy,
    `${siteConfig.url}/appointments`,
  ],
  "appointment-rescheduled-in-person": [
    "Private Yoga Session",
    "75 minutes",
    ...dec9,
    "Monday, December 7, 2026, 4:00 PM EST",
    fullAddress,
    policy,
  ],
  "appointment-cancelled-no-refund": ["Clinical Hypnotherapy (Virtual)", ...dec7, `${siteConfig.url}/schedule`],
  "appointment-cancelled-partial-refund": [
    "Clinical Hypnotherapy (Virtual)",
    ...dec7,
    "We have refunded $62.85 of the $125.70 you paid",
    "half of the fee is refunded since the cancellation came within 48 hours",
  ],
  "owner-appointment-notice-booked": [...ownerFacts, "$125.70"],
  "owner-appointment-notice-cancelled": [...ownerFacts, "the client", "$125.70 refunded"],
  "owner-appointment-notice-rescheduled": [...ownerFacts, "Friday, December 4, 2026, 11:00 AM EST"],
  "payment-refund-needed": ["#1043", "Sam Lee", "sam.lee@example.com", "pi_3QeXample0000001", "$125.70", ...dec7],
  "package-expiring": ["Hypnotherapy Three-Session Program", "2 sessions left", "Monday, December 7, 2026", "/schedule", "/my-packages"],
  "intake-reminder": ["Alex", "Hypnotherapy Virtual Session", "Monday, December 7, 2026 at 10:00 AM EST", "/appointments/1042/intake"],
  "calendar-failing": [
    "Personal",
    "Thursday, December 3, 2026, 9:10 AM EST",
    "still kept off the busy times",
    "could not be reached",
    "/admin/settings",
  ],
  "waitlist-offer": [
    "Alex",
    "Hypnotherapy Virtual Session",
    "Monday, December 7, 2026 at 10:00 AM EST",
    "until 9:42 AM EST",
    "/waitlist/offers/17",
  ],
  "contact-owner": ["Jordan Smith", "jordan.smith@example.com", "gift certificates", "Monday, November 30, 2026, 9:12 AM EST"],
  "contact-acknowledgement": ["received your message", siteConfig.phone],
  "password-reset": [
    "Alex",
    "alex_rivera",
    `${siteConfig.url}/auth/reset-password?token=sAmPlE-t0ken_sAmPlE-t0ken_sAmPlE-t0ken_abcd`,
    "expires in 1 hour",
    "works once",
    `${siteConfig.url}/auth/forgot-password`,
    "ignore this email",
  ],
  "newsletter-welcome": [`${siteConfig.url}/unsubscribe?token=sample-token`, `${siteConfig.url}/services`],
  "purchase-confirmation": [
    "Three-Session Hypnotherapy Program",
    "Monday, June 7, 2027",
    "$345.68",
    "receipt is attached",
    `${siteConfig.url}/schedule`,
  ],
  "gift-card": [
    "Alex Rivera",
    "Happy birthday! Treat yourself.",
    "ACDE-FGHJ-KMNP-QRTU",
    "$100.00",
    `${siteConfig.url}/services`,
    `${siteConfig.url}/schedule`,
  ],
};

describe("email samples", () => {
  it("cover every template in emails/, each sample with its key facts listed here", () => {
    const templates = readdirSync("emails")
      .filter((f) => f.endsWith(".tsx") && f !== "layout.tsx" && f !== "samples.tsx")
      .map((f) => f.replace(/\.tsx$/, ""));
    for (const t of templates)
      expect(
        emailSamples.some((s) => s.name.startsWith(`${t}-`) || s.name === t),
        t,
      ).toBe(true);
    expect(Object.keys(keyFacts).sort()).toEqual(emailSamples.map((s) => s.name).sort());
  });

  describe.each(rendered)("$name", ({ name, subject, html, text }) => {
    it("has a subject and an HTML part with the key facts", () => {
      expect(subject).not.toBe("");
      expect(html).toMatch(/^<!DOCTYPE html/i);
      for (const fact of keyFacts[name]) expect(visibleHtml(html), fact).toContain(fact);
    });

    it("has a plain-text part without markup and with the same key facts", () => {
      expect(text.trim()).not.toBe("");
      expect(text).not.toMatch(/<\/?[a-z][a-z0-9]*(\s[^>]*)?\/?>/i);
      expect(text).not.toMatch(/&(#\d+|[a-z]+);/i); // entities decoded
      for (const fact of keyFacts[name]) expect(text, fact).toContain(fact);
    });
  });
});

describe("appointment reminder", () => {
  const virtual = sample("appointment-reminder-virtual");
  const inPerson = sample("appointment-reminder-in-person");

  it("shows the video link and not the address for a virtual session", () => {
    for (const part of [visibleHtml(virtual.html), virtual.text]) {
      expect(beforeFooter(part)).toContain(SAMPLE_JOIN_PAGE);
      expect(beforeFooter(part)).not.toContain(fullAddress);
    }
  });

  it("shows the address and no video link for an in-person session", () => {
    for (const part of [visibleHtml(inPerson.html), inPerson.text]) {
      expect(beforeFooter(part)).toContain(fullAddress);
      expect(part).not.toContain(SAMPLE_JOIN_PAGE);
      expect(part).not.toContain("Join Session");
    }
  });

  it("goes by the location, not by which links the caller passed", async () => {
    const props = { ...(inPerson.element.props as AppointmentReminderEmailProps), videoLink: "https://video.example/room" };
    const text = await render(<AppointmentReminderEmail {...props} />, { plainText: true });
    expect(text).not.toContain("https://video.example/room");
    const virtualText = await render(<AppointmentReminderEmail {...props} location="Virtual" />, { plainText: true });
    expect(beforeFooter(virtualText)).not.toContain(fullAddress);
  });

  it("shows the client's custom message only when there is one", () => {
    const box = "border-left:3px solid"; // the message's quote box
    expect(inPerson.html).toContain(box);
    expect(inPerson.text).toContain("Wear comfortable clothes; mats and blankets are provided.");
    expect(virtual.html).not.toContain(box);
  });

  it("links to the reminder preferences", () => {
    for (const s of [virtual, inPerson]) {
      expect(s.html).toContain(`href="${siteConfig.url}/profile"`);
      expect(s.text).toContain(`Change your reminder settings ${siteConfig.url}/profile`);
    }
  });
});

describe("booking confirmation", () => {
  // Both parts as plain lines: the HTML without its tags.
  const lines = (s: { html: string; text: string }) => [s.text, visibleHtml(s.html).replace(/<[^>]+>/g, "")];

  it("itemises what was paid: subtotal, sales tax with its state and rate, total; the receipt is attached", () => {
    for (const part of lines(sample("booking-confirmation-virtual"))) {
      expect(part).toContain("Subtotal: $120.00");
      expect(part).toContain("Sales tax (NC 4.75%): $5.70");
      expect(part).toContain("Total paid: $125.70");
      expect(part).toContain("Receipt: attached (PDF)");
    }
    // In person: the practice's state's tax.
    for (const part of lines(sample("booking-confirmation-in-person"))) expect(part).toContain("Sales tax (NC 4.75%): $6.65");
  });

  it("states the cancellation policy and where to manage the booking: My Appointments, virtual or in person", () => {
    const virtual = sample("booking-confirmation-virtual");
    const inPerson = sample("booking-confirmation-in-person");
    for (const part of lines(virtual)) expect(part).toContain(`Cancellation policy: ${policy}`);
    // The whole policy is one click away.
    expect(virtual.html).toContain(`href="${siteConfig.url}/cancellation-policy"`);
    expect(virtual.text).toContain(`Read the Cancellation Policy ${siteConfig.url}/cancellation-policy`);
    for (const email of [virtual, inPerson]) {
      expect(email.html).toContain(`href="${siteConfig.url}/appointments"`);
      expect(email.text).toContain(`Manage your booking: My Appointments ${siteConfig.url}/appointments`);
    }
  });

  it("with a promo code: the price, the discount with its code, then the subtotal it leaves, its tax and the total", () => {
    for (const part of lines(sample("booking-confirmation-discounted"))) {
      expect(part).toContain("Price: $120.00");
      expect(part).toContain("Discount (WELCOME25): −$30.00");
      expect(part).toContain("Subtotal: $90.00");
      expect(part).toContain("Sales tax (NC 4.75%): $4.28");
      expect(part).toContain("Total paid: $94.28");
      expect(part.indexOf("Price: $120.00")).toBeLessThan(part.indexOf("Subtotal: $90.00"));
    }
    // Without a code, no price or discount line.
    for (const part of lines(sample("booking-confirmation-virtual"))) {
      expect(part).not.toContain("Discount");
      expect(part).not.toContain("Price:");
    }
  });

  it("a booking a promo code made free says so with the code, and has no payment lines", () => {
    for (const part of lines(sample("booking-confirmation-free-code"))) {
      expect(part).toContain("Payment: Free (WELCOME100)");
      expect(part).not.toContain("Subtotal");
      expect(part).not.toContain("Receipt");
    }
  });

  it("leaves out the payment lines when nothing was paid", async () => {
    const props = sample("booking-confirmation-virtual").element.props as BookingConfirmationEmailProps;
    const text = await render(<BookingConfirmationEmail {...props} payment={null} receiptAttached={false} />, { plainText: true });
    expect(text).not.toContain("Subtotal");
    expect(text).not.toContain("Receipt");
  });
});

describe("appointment rescheduled", () => {
  it("gives the video link for a virtual session and the address, not a link, in person", () => {
    const virtual = sample("appointment-rescheduled-virtual");
    const inPerson = sample("appointment-rescheduled-in-person");
    expect(beforeFooter(virtual.text)).not.toContain(fullAddress);
    expect(inPerson.text).not.toContain(SAMPLE_JOIN_PAGE);
    expect(beforeFooter(inPerson.text)).toContain(`In-Person, ${fullAddress}`);
  });
});

describe("appointment cancelled", () => {
  it("apologises when the practice cancelled, and confirms the client's own cancellation", () => {
    expect(sample("appointment-cancelled-refunded").text).toContain("we are sorry to let you know");
    expect(sample("appointment-cancelled-by-client").text).not.toContain("we are sorry");
  });
});

describe("owner appointment notice", () => {
  it.each([
    ["booked", "New booking: Jane Doe"],
    ["cancelled", "Cancelled: Jane Doe"],
    ["rescheduled", "Rescheduled: Jane Doe"],
  ])("%s has its heading", (event, heading) => {
    const { html, text, subject } = sample(`owner-appointment-notice-${event}`);
    expect(visibleHtml(html)).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(text).toContain(heading.toUpperCase()); // plain text capitalizes headings
    expect(subject).toBe(`${heading}, Clinical Hypnotherapy (Virtual) on Monday, December 7, 2026`);
  });
});
