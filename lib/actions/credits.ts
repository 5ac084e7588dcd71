"use server";

import { revalidatePath } from "next/cache";

import { adjustClientCredits } from "@/lib/admin/client-ledger";
import { auditActor } from "@/lib/audit/record";
import { creditAdjustmentSchema } from "@/lib/validations/package";
import { formAction } from "./define";

// The owner gives a credit back on a client's package (or takes one off), with a note: from the
// client record or from a booking's details. The same domain function as POST /api/admin/credits.

export const adjustCreditsAction = formAction(
  { name: "credits.adjust", schema: creditAdjustmentSchema, access: "admin" },
  async ({ input, user }) => {
    const { remaining, userId } = await adjustClientCredits(auditActor(user), input);
    revalidatePath(`/admin/clients/${userId}`);
    revalidatePath("/admin/dashboard");
    const left = `${remaining} ${remaining === 1 ? "session" : "sessions"} left.`;
    return { message: input.direction === "give" ? `Credit given back: ${left}` : `Credit removed: ${left}` };
  },
);
