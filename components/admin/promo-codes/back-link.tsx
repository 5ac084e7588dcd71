import Link from "next/link";
import { ArrowLeft } from "lucide-react";

/** Back from a promo code's form to the list. */
export function BackToPromoCodes() {
  return (
    <Link
      href="/admin/promo-codes"
      className="inline-flex min-h-11 w-fit items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      All promo codes
    </Link>
  );
}
