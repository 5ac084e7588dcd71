"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";

import type { UserAppointmentDTO } from "@/lib/accounts/appointment-types";
import { cancelOwnAppointment, rescheduleAppointment } from "@/lib/booking/self-service";
import { rateLimits } from "@/lib/rate-limit";
import { rescheduleRequestSchema } from "@/lib/validations/booking";
import { idField } from "@/lib/validations/fields";
import { formAction } from "./define";

// The client's own changes to a booking, from My Appointments: the same domain functions and
// limit as POST /api/appointments/{id}/cancel and /reschedule.

/** Which booking: its id, in a hidden field (as in the routes' path). */
const idParams = z.object({ id: idField() });

/** Cancels (and refunds) the client's own booking; the card is read again by the page. */
export const cancelAppointmentAction = formAction<typeof idParams, "user", UserAppointmentDTO>(
  { name: "appointment.cancel", schema: idParams, access: "user", rateLimit: rateLimits.appointmentChanges },
  async ({ input, user }) => ({ data: await cancelOwnAppointment(user, input.id) }),
);

const rescheduleFormSchema = rescheduleRequestSchema.extend(idParams.shape);

/** Moves the client's own booking to the chosen time; My Appointments shows the new one. */
export const rescheduleAppointmentAction = formAction<typeof rescheduleFormSchema, "user", UserAppointmentDTO>(
  { name: "appointment.reschedule", schema: rescheduleFormSchema, access: "user", rateLimit: rateLimits.appointmentChanges },
  async ({ input: { id, ...choice }, user }) => {
    const moved = await rescheduleAppointment(user, id, choice);
    revalidatePath("/appointments");
    return { data: moved };
  },
);
