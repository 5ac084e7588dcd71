"use client";

import { Power, PowerOff } from "lucide-react";

import { useActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { setPromoCodeStatusAction } from "@/lib/actions/promo-codes";
import { promoCodeStatusSchema } from "@/lib/validations/promo-code";

/** Deactivate (clients can no longer use it; bookings keep their discount) or Activate: a form each. */
export function PromoCodeStatusButton({ id, code, active }: { id: number; code: string; active: boolean }) {
  const { pending, form } = useActionForm(setPromoCodeStatusAction, {
    schema: promoCodeStatusSchema,
    failureTitle: active ? "Code not deactivated" : "Code not activated",
    // What was saved, not the prop: the list comes back with the answer.
    onSuccess: ({ data }) =>
      toast(
        data?.active
          ? { title: "Code activated", description: `Clients can use ${code} again.` }
          : { title: "Code deactivated", description: `Clients can no longer use ${code}. Bookings that used it keep their discount.` },
      ),
  });
  const Icon = active ? PowerOff : Power;
  return (
    <form {...form} aria-label={`${active ? "Deactivate" : "Activate"} ${code}`}>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="active" value={String(!active)} />
      <Button type="submit" variant="outline" size="sm" disabled={pending}>
        <Icon aria-hidden="true" />
        {active ? (pending ? "Deactivating..." : "Deactivate") : pending ? "Activating..." : "Activate"}
        <span className="sr-only"> {code}</span>
      </Button>
    </form>
  );
}
