"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";

import { auditActor } from "@/lib/audit/record";
import { leaveWaitlist } from "@/lib/waitlist/entries";
import { offerTimeByHand, timesFreed } from "@/lib/waitlist/offers";
import { idField } from "@/lib/validations/fields";
import { offerByHandSchema } from "@/lib/validations/waitlist";
import { formAction } from "./define";

// The waitlist's forms: the client leaves an entry (My Appointments), the owner offers a free time
// to a waiting client (the admin's waitlist). The same domain functions as DELETE /api/waitlist/{id}
// and POST /api/admin/waitlist/{id}/offer.

const entrySchema = z.object({ id: idField() });

export const leaveWaitlistAction = formAction({ name: "waitlist.leave", schema: entrySchema, access: "user" }, async ({ input, user }) => {
  await leaveWaitlist(user, input.id);
  await timesFreed("left the waitlist");
  revalidatePath("/appointments");
  return { message: "You have left the waitlist." };
});

export const offerWaitlistTimeAction = formAction(
  { name: "waitlist.offer", schema: offerByHandSchema.extend({ entryId: idField() }), access: "admin" },
  async ({ input, user }) => {
    await offerTimeByHand(auditActor(user), input.entryId, input.timeSlotId);
    revalidatePath("/admin/waitlist");
    return { message: "The time is held for the client for 30 minutes, and they have been emailed." };
  },
);
