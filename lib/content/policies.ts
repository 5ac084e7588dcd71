import { cancellationPolicy, cutoffText } from "@/lib/booking/policy";
import { siteConfig, type CancellationSettings } from "@/lib/site-config";

// The practice's policies as visitors read them: /privacy, /terms and /cancellation-policy.
// Privacy and Terms are the owner's words; the cancellation policy is written from the same
// settings the server enforces (siteConfig.booking.cancellation), so the page, the wizard, the
// emails and the rules never disagree.

export type PolicySection = { heading: string; paragraphs: readonly string[]; items?: readonly string[] };
export type Policy = {
  path: "/privacy" | "/terms" | "/cancellation-policy";
  title: string;
  summary: string;
  /** yyyy-MM-dd: when the words last changed. */
  updated: string;
  sections: readonly PolicySection[];
};

const { name, email, phone } = siteConfig;
const { leadTimeDays, minimumAge } = siteConfig.booking;

export const privacyPolicy: Policy = {
  path: "/privacy",
  title: "Privacy Policy",
  summary: `What ${name} collects when you visit, book or write to us, why, who helps us handle it, and the choices you have.`,
  updated: "2026-11-23",
  sections: [
    {
      heading: "What we collect",
      paragraphs: ["We collect only what we need to run your sessions and answer you:"],
      items: [
        "Your account: name, username, email address, phone number and a securely hashed password (we never see or store the password itself).",
        "Your bookings: the service, date and time, whether it is virtual or in person, any notes you add, and your reminder preferences.",
        "Your consent form: the details and the typed or drawn signature you give when you sign it, with the date and the version of the terms you agreed to.",
        "Payments: the amount, sales tax, status and any refund. Card details go straight to our payment processor, Stripe; we never receive or store your card number.",
        "Messages you send through the contact form, and your email address if you join the newsletter.",
      ],
    },
    {
      heading: "How we use it",
      paragraphs: [
        "To book, confirm, remind you of and hold your sessions; to take payment, issue receipts and refunds; to reply to your messages; and, only if you subscribed, to send the newsletter. We do not sell your information, and we do not use it for advertising.",
        "What you share during a session is confidential and is used only to provide your sessions, except where the law requires disclosure or where it is needed to prevent serious harm.",
      ],
    },
    {
      heading: "Who helps us",
      paragraphs: ["A few service providers handle data for us, only to do their part:"],
      items: [
        "Stripe processes card payments and refunds.",
        "Resend delivers our emails (confirmations, reminders, receipts, password resets).",
        "Our hosting and database providers store the website's data.",
        "Virtual sessions take place on a video-call service; you receive its link with your booking.",
      ],
    },
    {
      heading: "Cookies and storage in your browser",
      paragraphs: [
        "We use two essential cookies: one keeps you logged in, and the other only notes that you have logged in on this browser, so that our pages show your account menu. Your browser's session storage keeps an unfinished booking while you make it, and its local storage remembers that it already has our fonts. There are no advertising or tracking cookies on this site.",
      ],
    },
    {
      heading: "How long we keep it",
      paragraphs: [
        "Booking, payment and consent records are kept for as long as tax and professional record-keeping rules require (usually seven years). You can unsubscribe from the newsletter at any time with the link in every email, and we stop sending it at once.",
      ],
    },
    {
      heading: "Your choices",
      paragraphs: [
        `You can see and change your details and reminder preferences on your profile. To get a copy of your information, correct it or ask us to delete it, write to ${email}; we answer within 30 days. Records the law requires us to keep are kept until that duty ends.`,
        "We protect your information with encrypted connections, hashed passwords and access limited to the practitioner.",
      ],
    },
    {
      heading: "Children",
      paragraphs: [`Our sessions are for adults. We do not knowingly collect information from anyone under ${minimumAge}.`],
    },
    {
      heading: "Changes and contact",
      paragraphs: [`If this policy changes, we update this page and its date. Questions: ${email} or ${phone}.`],
    },
  ],
};

export const termsOfService: Policy = {
  path: "/terms",
  title: "Terms of Service",
  summary: `The terms for using the ${name} website and booking sessions with us.`,
  updated: "2026-11-23",
  sections: [
    {
      heading: "Booking a session",
      paragraphs: [
        `You need an account and must be ${minimumAge} or older to book. Sessions are booked at least ${leadTimeDays} days ahead. A booking is confirmed when its payment succeeds; until then the time is held for you for ${siteConfig.booking.holdMinutes} minutes.`,
        "Before your first booking of a service you sign our consent and liability form; it covers your bookings of that service for 12 months as long as its terms stay the same.",
      ],
    },
    {
      heading: "Prices and payment",
      paragraphs: [
        "Prices are in US dollars, plus sales tax where it applies: in-person sessions are taxed where the practice is, virtual sessions where your billing address is. You pay in full when you book, by card, through Stripe. Your receipt is emailed to you and available from your account.",
      ],
    },
    {
      heading: "Cancelling and rescheduling",
      paragraphs: [`${cancellationPolicy()} The Cancellation Policy explains the details.`],
    },
    {
      heading: "Health and safety",
      paragraphs: [
        "Yoga and hypnotherapy are complementary wellness practices. They are not medical or psychological treatment and do not replace care by a licensed health professional. These services are not for emergencies: if you are in crisis, call or text 988 or dial 911.",
      ],
    },
    {
      heading: "Virtual sessions",
      paragraphs: [
        "Join from a safe, private place with a stable connection. The link is for you alone. Sessions are not recorded by either side without the other's written agreement.",
      ],
    },
    {
      heading: "Your account",
      paragraphs: [
        "Keep your password to yourself and tell us if you think someone else has used your account. You can reset a forgotten password from the login page.",
      ],
    },
    {
      heading: "The website",
      paragraphs: [
        `The texts, pictures and recordings on this site belong to ${name}. You may read and share links to them; please ask before copying them. We work to keep the site available and accurate but cannot promise it is free of interruptions or errors.`,
      ],
    },
    {
      heading: "Liability",
      paragraphs: [
        `To the extent the law allows, ${name}'s liability for a booking is limited to what you paid for it. Nothing in these terms limits liability for negligence or anything else that cannot be limited by law.`,
      ],
    },
    {
      heading: "Changes, law and contact",
      paragraphs: [
        `We may update these terms; the version shown when you book applies to that booking. These terms are governed by the laws of the State of North Carolina. Questions: ${email} or ${phone}.`,
      ],
    },
  ],
};

/** The cancellation policy page, written from the enforced settings (see the header comment). */
export function cancellationPolicyPage(settings: CancellationSettings = siteConfig.booking.cancellation): Policy {
  const cutoff = cutoffText(settings);
  const refund =
    settings.refund === "full"
      ? "When you cancel in time, the whole amount you paid, sales tax included, goes back to the card you paid with at once. Your bank usually shows it within 5 to 10 business days."
      : "Cancelled sessions are not refunded, but you can reschedule instead until the cutoff.";
  return {
    path: "/cancellation-policy",
    title: "Cancellation Policy",
    summary: cancellationPolicy(settings),
    updated: "2026-11-23",
    sections: [
      {
        heading: "Changing your booking online",
        paragraphs: [
          `You do not need to write or call: open My Appointments from your account menu, where every upcoming session has Reschedule and Cancel until ${cutoff} before it starts.`,
        ],
      },
      { heading: "Refunds", paragraphs: [refund] },
      {
        heading: "Rescheduling",
        paragraphs: [
          `Moving a session is free and keeps your payment. You choose a new date and time at least ${leadTimeDays} days ahead, as for a new booking, and your reminders and calendar move with it.`,
        ],
      },
      {
        heading: `Within ${cutoff} of your session`,
        paragraphs: [
          `Changes online close ${cutoff} before the start. If something comes up after that, please call ${phone} or write to ${email} and we will do what we can.`,
        ],
      },
      {
        heading: "If we have to cancel",
        paragraphs: [
          "If the practice has to cancel your session, you get a full refund and an email telling you, and you are welcome to book a new time.",
        ],
      },
    ],
  };
}

export const policyLinks = [
  { href: "/privacy", label: "Privacy Policy" },
  { href: "/terms", label: "Terms of Service" },
  { href: "/cancellation-policy", label: "Cancellation Policy" },
] as const;
