"use client";

import * as React from "react";
import { ArrowLeftIcon } from "lucide-react";
import { apiRequest, messageOr } from "@/lib/api/client";
import type { BookingConfirmation } from "@/lib/appointments/complete";
import { BOOKING_COMPLETE_FALLBACK, BOOKING_CONFIRMED_TITLE, BOOKING_ERROR_TITLE } from "@/components/booking/payment-copy";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { BookingSummary, CustomerSummary, type AppliedDiscount } from "@/components/booking/booking-summary";
import { HoldCountdown } from "@/components/booking/hold-countdown";
import { PaymentStep, type PaymentStepProps } from "@/components/booking/payment-step";
import { CancellationPolicyNote } from "@/components/booking/policy-link";
import { PromoCodeField } from "@/components/booking/promo-code-field";
import { usePromoCode } from "@/components/booking/use-promo-code";

type CheckoutStepProps = Omit<PaymentStepProps, "price" | "discount" | "codeField"> & {
  onCodeChange: (code: string | null) => void;
};

/**
 * Step 4: what the hold costs decides the way through. With something to pay, the billing address
 * and card (PaymentStep); with nothing (a free service, or a code that takes the whole price off),
 * Complete Booking confirms it without any payment. "Have a code?" sits under the summary in both.
 */
export function CheckoutStep({ onCodeChange, ...props }: CheckoutStepProps) {
  const { service, draft } = props;
  const [initialCode] = React.useState(draft.promoCode);
  const promo = usePromoCode(draft.appointmentId, initialCode, onCodeChange);
  const price = promo.applied?.priceCents ?? service.price;
  const discount: AppliedDiscount | null =
    promo.applied?.code && promo.applied.discountCents > 0 ? { code: promo.applied.code, cents: promo.applied.discountCents } : null;
  const due = price - (discount?.cents ?? 0);

  if (!promo.settled) {
    return (
      <div className="grid min-h-48 place-items-center">
        <Spinner label="Applying your code..." showLabel />
      </div>
    );
  }

  // A free service has nothing a code could take off.
  const codeField =
    price > 0 ? <PromoCodeField promo={promo} initialCode={initialCode} onApply={promo.apply} onRemove={promo.remove} /> : null;

  if (due === 0) return <FreeCheckout {...props} price={price} discount={discount} codeField={codeField} />;
  return <PaymentStep {...props} price={price} discount={discount} codeField={codeField} />;
}

/** Nothing to pay: no billing address, no card, no tax; Complete Booking confirms the hold. */
function FreeCheckout({ service, draft, price, discount, codeField, onBack, onHoldExpired, onConfirmed }: PaymentStepProps) {
  const [processing, setProcessing] = React.useState(false);
  const [problem, setProblem] = React.useState<string | null>(null);
  const [holdExpired, setHoldExpired] = React.useState(false);
  const onHoldExpire = React.useCallback(() => setHoldExpired(true), []);
  const problemRef = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);

  const complete = async () => {
    if (!draft.appointmentId) return;
    setProcessing(true);
    setProblem(null);
    try {
      const confirmation = await apiRequest<BookingConfirmation>("/api/complete-booking", { body: { appointmentId: draft.appointmentId } });
      toast({ title: BOOKING_CONFIRMED_TITLE, description: `A confirmation email is on its way to ${draft.clientInfo.email}.` });
      onConfirmed(confirmation);
    } catch (error) {
      setProblem(messageOr(error, BOOKING_COMPLETE_FALLBACK));
    } finally {
      setProcessing(false);
    }
  };

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <div className="grid min-w-0 gap-6 lg:order-2">
        {draft.holdExpiresAt && (
          <HoldCountdown
            expiresAt={draft.holdExpiresAt}
            onExpire={onHoldExpire}
            expired={holdExpired}
            onChooseAgain={onHoldExpired}
            completes="booking"
          />
        )}
        <BookingSummary service={service} startsAt={draft.startsAt} price={price} discount={discount} tax={{ status: "idle" }} />
        {codeField}
        <CustomerSummary clientInfo={draft.clientInfo} />
      </div>

      <div className="grid min-w-0 content-start gap-6 lg:order-1">
        <section aria-labelledby="free-heading" className="grid gap-2 rounded-lg border border-border bg-primary-soft/40 p-5">
          <h3 id="free-heading" className="font-display text-lg font-semibold">
            Nothing to pay
          </h3>
          <p className="text-sm text-muted-foreground">
            {price === 0
              ? "This session is free: no card is needed. Complete your booking and we will email you the details."
              : "Your code covers the whole price: no card is needed. Complete your booking and we will email you the details."}
          </p>
        </section>
        {problem && (
          <Alert
            ref={problemRef}
            variant="destructive"
            tabIndex={-1}
            className="focus:outline-2 focus:outline-offset-2 focus:outline-destructive"
          >
            <AlertTitle>{BOOKING_ERROR_TITLE}</AlertTitle>
            <AlertDescription>
              <p>{problem}</p>
            </AlertDescription>
          </Alert>
        )}
        <div className="flex flex-col-reverse gap-3 border-t border-border pt-5 sm:flex-row sm:items-start sm:justify-between">
          <Button variant="outline" size="lg" onClick={onBack} disabled={processing}>
            <ArrowLeftIcon aria-hidden="true" /> Back
          </Button>
          <div className="grid gap-2 sm:max-w-80 sm:justify-items-end">
            <Button size="lg" onClick={complete} disabled={processing || holdExpired}>
              {processing ? "Processing..." : "Complete Booking"}
            </Button>
            <CancellationPolicyNote className="text-sm text-muted-foreground sm:text-right" />
          </div>
        </div>
      </div>
    </div>
  );
}
