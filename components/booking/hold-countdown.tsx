"use client";

import * as React from "react";
import { TimerIcon } from "lucide-react";
import { formatTimeWithZone } from "@/lib/format";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useTimeZone } from "@/components/booking/time-zone";

export const HOLD_EXPIRED_TEXT = "Your reservation has expired. Please choose your time again.";

const remaining = (expiresAt: string) => Math.max(0, Math.floor((new Date(expiresAt).getTime() - Date.now()) / 1000));
const mmss = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

type HoldCountdownProps = {
  expiresAt: string;
  expired: boolean;
  onExpire: () => void;
  onChooseAgain: () => void;
  /** What the client completes by the deadline: their payment, or a booking with nothing to pay. */
  completes?: "payment" | "booking";
};

/** How long the pending appointment still holds the time; afterwards the server frees it. */
export function HoldCountdown({ expiresAt, expired, onExpire, onChooseAgain, completes = "payment" }: HoldCountdownProps) {
  const [seconds, setSeconds] = React.useState<number | null>(null);
  // The deadline in the client's own zone (the practice's until it is known).
  const { clientZone, practiceZone } = useTimeZone();
  const deadline = formatTimeWithZone(expiresAt, clientZone ?? practiceZone);

  React.useEffect(() => {
    const tick = () => {
      const left = remaining(expiresAt);
      setSeconds(left);
      if (left === 0) onExpire();
      return left;
    };
    if (tick() === 0) return;
    const timer = window.setInterval(() => {
      if (tick() === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [expiresAt, onExpire]);

  if (expired) {
    return (
      <Alert variant="destructive">
        <TimerIcon aria-hidden="true" />
        <AlertTitle>Reservation expired</AlertTitle>
        <AlertDescription>
          <p>{HOLD_EXPIRED_TEXT}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={onChooseAgain}>
            Choose another time
          </Button>
        </AlertDescription>
      </Alert>
    );
  }

  return (
    <Alert variant="info" role="status">
      <TimerIcon aria-hidden="true" />
      <AlertTitle>
        {/* The ticking clock is hidden from screen readers; they get the end time once. */}
        <span aria-hidden="true">Time held for you: {seconds === null ? "--:--" : mmss(seconds)}</span>
        <span className="sr-only">Your time is held for you until {deadline}.</span>
      </AlertTitle>
      <AlertDescription>
        <p>
          Complete your {completes} by <span className="whitespace-nowrap">{deadline}</span> to keep this time.
        </p>
      </AlertDescription>
    </Alert>
  );
}
