import WaitlistOfferEmail from "@/emails/waitlist-offer";
import { db } from "@/lib/db";
import { sendEmail } from "@/lib/email";
import { formatLongDate, formatTimeWithZone, sessionTime } from "@/lib/format";
import { siteConfig } from "@/lib/site-config";
import { queueText } from "@/lib/sms/outbox";
import { waitlistOfferPath } from "./links";

// How a waiting client hears of a time held for them: the one place an offer is sent (one email,
// and one text when they opted in to texts, per offer, whatever runs overlap: the idempotency keys).

export const waitlistOfferKey = (offerId: number) => `waitlist-offer/${offerId}`;
const waitlistOfferTextKey = (offerId: number) => `waitlist-offer-text/${offerId}`;

/**
 * The offer's text: the practice, the time and how long it is held, in the client's zone, and the
 * link; never the service or the kind of session (a text shows on a lock screen).
 */
export function waitlistOfferText(
  offer: { startsAt: Date; expiresAt: Date; url: string; inPerson: boolean },
  clientZone: string | null,
): string {
  const when = sessionTime(offer.startsAt, { clientZone, inPerson: offer.inPerson });
  const until = sessionTime(offer.expiresAt, { clientZone, inPerson: offer.inPerson });
  return `${siteConfig.name}: ${when.shortDate} at ${when.timeWithZone} opened up and is held for you until ${until.timeWithZone}. Book: ${offer.url} Reply STOP to opt out.`;
}

export async function sendWaitlistOffer(offerId: number): Promise<void> {
  const offer = await db.waitlistOffer.findUniqueOrThrow({
    where: { id: offerId },
    select: {
      startsAt: true,
      expiresAt: true,
      appointment: {
        select: {
          id: true,
          userId: true,
          isVirtual: true,
          clientFirstName: true,
          clientEmail: true,
          service: { select: { name: true } },
          user: { select: { timeZone: true } },
        },
      },
    },
  });
  const a = offer.appointment;
  const offerUrl = `${siteConfig.url}${waitlistOfferPath(offerId)}`;
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
        offerUrl={offerUrl}
      />
    ),
  });
  if (a.userId)
    await queueText({
      userId: a.userId,
      kind: "waitlist-offer",
      body: waitlistOfferText({ ...offer, url: offerUrl, inPerson: !a.isVirtual }, a.user?.timeZone ?? null),
      idempotencyKey: waitlistOfferTextKey(offerId),
      appointmentId: a.id,
    });
}
