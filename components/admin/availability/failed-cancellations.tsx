import Link from "next/link";
import { AlertTriangle } from "lucide-react";

import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import type { ConflictOutcome } from "@/lib/availability/types";

/** Bookings the owner chose to cancel that could not be (a refund failed): they stand, with why. */
export function FailedCancellations({ failed }: { failed: ConflictOutcome["failed"] }) {
  if (!failed.length) return null;
  return (
    <Alert variant="destructive">
      <AlertTriangle aria-hidden="true" />
      <AlertTitle>
        {failed.length === 1 ? "One booking could not be cancelled" : `${failed.length} bookings could not be cancelled`}
      </AlertTitle>
      <AlertDescription>
        <p>The change was saved; these bookings still stand. Cancel them from the dashboard once the problem is solved.</p>
        <ul className="list-disc pl-5">
          {failed.map((f) => (
            <li key={f.id}>
              <Link href={`/admin/dashboard?appointment=${f.id}`} className="font-medium underline underline-offset-4">
                Booking #{f.id}
              </Link>
              : {f.message}
            </li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}
