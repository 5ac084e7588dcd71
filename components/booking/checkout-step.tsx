"use client";

import * as React from "react";
import { ArrowLeftIcon } from "lucide-react";
import { ApiError, apiRequest, messageOr } from "@/lib/api/client";
import type { CreditOption } from "@/lib/appointments/credits";
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
import { useCreditOptions, useHoldGiftCard } from "@/components/booking/use-checkout-extras";
import { GiftCardField } from "@/components/gift-cards/gift-card-field";

type CheckoutStepProps = Omit<PaymentStepProps, "price" | "discount" | "codeField" | "giftCard"> & {
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
  const credits = useCreditOptions(price > 0 ? draft.appointmentId : null);
  const giftCard = useHoldGiftCard(draft.appointmentId);
  // Paying by card instead of a credit: the client's choice, or the credit was refused (with why).
  const [payByCard, setPayByCard] = React.useState<{ refusal: string | null } | null>(null);

  if (!promo.settled || credits === null) {
    return (
      <div className="grid min-h-48 place-items-center">
        <Spinner label={promo.settled ? "Preparing checkout..." : "Applying your code..."} showLabel />
      </div>
    );
  }

  const credit = credits[0];
  if (credit && due > 0 && !payByCard)
    return (
      <FreeCheckout
        {...props}
        price={price}
        discount={null}
        credit={credit}
        onPayInstead={(refusal) => setPayByCard({ refusal: refusal ?? null })}
      />
    );

  // A free service has nothing a code could take off.
  const codeField =
    price > 0 ? <PromoCodeField promo={promo} initialCode={initialCode} onApply={promo.apply} onRemove={promo.remove} /> : null;

  if (due === 0) return <FreeCheckout {...props} price={price} discount={discount} codeField={codeField} />;
  const refusal = payByCard?.refusal;
  return (
    <div className="grid gap-6">
      {refusal && (
        <Alert variant="destructive">
          <AlertTitle>Your session could not be used</AlertTitle>
          <AlertDescription>
            <p>{refusal} You can pay for this session below.</p>
          </AlertDescription>
        </Alert>
      )}
      <PaymentStep
        {...props}
        price={price}
        discount={discount}
        giftCard={giftCard.applied}
        codeField={
          <>
            {codeField}
            <GiftCardField {...giftCard} onApply={giftCard.apply} onRemove={giftCard.remove} />
          </>
        }
      />
    </div>
  );
}

const sessionsLeft = (n: number) => `${n} remaining session${n === 1 ? "" : "s"}`;

type FreeCheckoutProps = Omit<PaymentStepProps, "giftCard"> & {
  /** Paying with one credit of this package instead (its refusal, a 409, falls back to paying). */
  credit?: CreditOption;
  onPayInstead?: (refusal?: string) => void;
};

/**
 * Nothing to pay: no billing address, no card, no tax; Complete Booking confirms the hold. Also
 * the credit's checkout: "Use 1 of your N remaining sessions" of a package instead of paying.
 */
function FreeCheckout({
  service,
  draft,
  price,
  discount,
  codeField,
  credit,
  onPayInstead,
  onBack,
  onHoldExpired,
  onConfirmed,
}: FreeCheckoutProps) {
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
      const confirmation = await apiRequest<BookingConfirmation>("/api/complete-booking", {
        body: { appointmentId: draft.appointmentId, ...(credit ? { clientPackageId: credit.clientPackageId } : {}) },
      });
      toast({ title: BOOKING_CONFIRMED_TITLE, description: `A confirmation email is on its way to ${draft.clientInfo.email}.` });
      onConfirmed(confirmation);
    } catch (error) {
      const message = messageOr(error, BOOKING_COMPLETE_FALLBACK);
      if (credit && onPayInstead && error instanceof ApiError && error.status === 409) onPayInstead(message);
      else setProblem(message);
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
        <BookingSummary
          service={service}
          startsAt={draft.startsAt}
          price={price}
          discount={discount}
          tax={{ status: "idle" }}
          credit={credit ? { packageName: credit.packageName } : null}
        />
        {codeField}
        <CustomerSummary clientInfo={draft.clientInfo} />
      </div>

      <div className="grid min-w-0 content-start gap-6 lg:order-1">
        {credit ? (
          <section aria-labelledby="free-heading" className="grid gap-2 rounded-lg border border-border bg-primary-soft/40 p-5">
            <h3 id="free-heading" className="font-display text-lg font-semibold">
              Use 1 of your {sessionsLeft(credit.remaining)}
            </h3>
            <p className="text-sm text-muted-foreground">
              Your <strong className="text-foreground">{credit.packageName}</strong> covers this session: no card is needed. Complete your
              booking and we will email you the details.
            </p>
            <p className="text-sm">
              <Button variant="link" className="h-auto p-0" onClick={() => onPayInstead?.()} disabled={processing}>
                Pay for this session instead
              </Button>
            </p>
          </section>
        ) : (
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
        )}
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
              {processing ? "Processing..." : credit ? "Complete Booking with 1 Session" : "Complete Booking"}
            </Button>
            <CancellationPolicyNote className="text-sm text-muted-foreground sm:text-right" free />
          </div>
        </div>
      </div>
    </div>
  );
}
