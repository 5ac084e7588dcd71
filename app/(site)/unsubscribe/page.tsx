import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { MailCheck } from "lucide-react";

import { UnsubscribeButton } from "@/components/newsletter/unsubscribe-button";
import { Button } from "@/components/ui/button";
import { findSubscription } from "@/lib/newsletter/subscriptions";
import { unsubscribeSchema } from "@/lib/validations/newsletter";
import { readSearchParams, type PageSearchParams } from "@/lib/search-params";

export const metadata: Metadata = { title: "Unsubscribe", robots: { index: false, follow: false } };

type Props = { searchParams: PageSearchParams };

/** Where the welcome email's unsubscribe link lands: shows whose address it is and asks to confirm. */
export default async function UnsubscribePage({ searchParams }: Props) {
  const token = readSearchParams(await searchParams).text("token", { max: Infinity });
  const parsed = unsubscribeSchema.safeParse({ token });
  const subscription = parsed.success ? await findSubscription(parsed.data.token) : null;

  return (
    <section aria-labelledby="unsubscribe-heading" className="flex flex-1 items-center justify-center px-4 py-20 sm:py-28">
      <div className="flex w-full max-w-lg flex-col items-center gap-5 rounded-2xl border border-border bg-card p-8 text-center shadow-sm sm:p-12">
        <span className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
          <MailCheck className="size-7" aria-hidden="true" />
        </span>
        {!parsed.success || !subscription ? (
          <>
            <h1 id="unsubscribe-heading" className="text-3xl font-semibold">
              Link not valid
            </h1>
            <p className="text-muted-foreground">
              This unsubscribe link is not valid. Please use the link from your most recent email, or contact us and we will remove your
              address.
            </p>
            <Button asChild variant="outline">
              <Link href="/contact">Contact us</Link>
            </Button>
          </>
        ) : subscription.unsubscribed ? (
          <>
            <h1 id="unsubscribe-heading" className="text-3xl font-semibold">
              You are unsubscribed
            </h1>
            <p className="text-muted-foreground">
              <span className="font-medium text-foreground">{subscription.email}</span> no longer receives our newsletter. You can rejoin
              any time from our home page.
            </p>
            <Button asChild variant="outline">
              <Link href="/">Back to Home</Link>
            </Button>
          </>
        ) : (
          <>
            <h1 id="unsubscribe-heading" className="text-3xl font-semibold">
              Unsubscribe from our newsletter?
            </h1>
            <p className="text-muted-foreground">
              <span className="font-medium text-foreground">{subscription.email}</span> will no longer receive our wellness newsletter.
              Emails about your bookings are not affected.
            </p>
            <UnsubscribeButton token={parsed.data.token} />
          </>
        )}
      </div>
    </section>
  );
}
