import WaitlistOfferEmail from "@/emails/waitlist-offer";
import { db } from "@/lib/db";
import { sendEmail } from "@/lib/email";
import { formatLongDate, formatTimeWithZone } from "@/lib/format";
import { siteConfig } from "@/lib/site-config";
import { waitlistOfferPath } from "./links";

// How a waiting client hears of a time held for them: the one place an offer is sent (one email
// per offer, whatever runs overlap: the idempotency key).

export const waitlistOfferKey = (offerId: number) => `waitlist-offer/${offerId}`;

export async function sendWaitlistOffer(offerId: number): Promise<void> {
  const offer = await db.waitlistOffer.findUniqueOrThrow({
    where: { id: offerId },
    select: {
      startsAt: true,
      expiresAt: true,
      appointment: { select: { id: true, clientFirstName: true, clientEmail: true, service: { select: { name: true } } } },
    },
  });
  const a = offer.appointment;
  await sendEmail({
    to: a.clientEmail,
    subject: `A time opened up for your ${a.service.name}`,
    template: "waitlist-offer",
    idempotencyKey: waitlistOfferKey(offerId),
    appointmentId: a.id,
    react: (
      <WaitlistOfferEmail
        firstName={a.clientFirstName}
        serviceName={a.service.name}
        when={`${formatLongDate(offer.startsAt)} at ${formatTimeWithZone(offer.startsAt)}`}
        until={formatTimeWithZone(offer.expiresAt)}
        offerUrl={`${siteConfig.url}${waitlistOfferPath(offerId)}`}
      />
    ),
  });
}
