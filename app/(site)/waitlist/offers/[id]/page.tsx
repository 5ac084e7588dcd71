import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { CalendarX, ShieldAlert } from "lucide-react";

import { NotFoundCard } from "@/components/site/not-found-card";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { requireUser } from "@/lib/accounts/guards";
import { bookServiceHref } from "@/lib/booking/links";
import { AppError } from "@/lib/errors";
import { idField } from "@/lib/validations/fields";
import { WAITLIST_MESSAGES } from "@/lib/validations/waitlist";
import { waitlistOfferPath } from "@/lib/waitlist/links";
import { offerForClient } from "@/lib/waitlist/offers";

export const metadata: Metadata = { title: "A Time Held for You", robots: { index: false, follow: false } };

/**
 * /waitlist/offers/{id}: the link a waiting client is emailed. Its client (logged in; else the login
 * comes back here) goes on to the booking wizard with the held time, to payment (or first to the
 * forms the service asks). Another account is refused; a lapsed or ended offer says so and offers
 * to book another time.
 */
export default async function WaitlistOfferPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const parsed = idField().safeParse(id);
  if (!parsed.success || parsed.data > 2_147_483_647) notFound();
  const user = await requireUser(waitlistOfferPath(parsed.data));

  let offer;
  try {
    offer = await offerForClient(user, parsed.data);
  } catch (error) {
    if (error instanceof AppError && error.status === 403)
      return (
        <NotFoundCard
          icon={<ShieldAlert className="size-7" aria-hidden="true" />}
          title="This offer is for another client"
          text={WAITLIST_MESSAGES.otherClient}
        >
          <Button asChild size="lg">
            <Link href="/schedule">Book a session</Link>
          </Button>
        </NotFoundCard>
      );
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  }

  if (offer.state === "live") redirect(`${bookServiceHref(offer.serviceId)}&hold=continue`);
  return (
    <NotFoundCard
      icon={<CalendarX className="size-7" aria-hidden="true" />}
      title={offer.state === "released" ? "This time is no longer held for you" : "This offer has expired"}
      text={`${offer.state === "released" ? WAITLIST_MESSAGES.offerReleased : WAITLIST_MESSAGES.offerExpired} It may have been offered to the next person waiting. You can book another time, and you stay on the waitlist until your last day.`}
    >
      <Button asChild size="lg">
        <Link href={bookServiceHref(offer.serviceId)}>Book another time</Link>
      </Button>
      <Button asChild variant="outline" size="lg">
        <Link href="/appointments">My Appointments</Link>
      </Button>
    </NotFoundCard>
  );
}
