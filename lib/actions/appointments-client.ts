"use server";

import { z } from "zod";

import type { UserAppointmentDTO } from "@/lib/accounts/appointment-types";
import { cancelOwnAppointment } from "@/lib/appointments/cancel";
import { rescheduleAppointment } from "@/lib/appointments/reschedule";
import { rateLimits } from "@/lib/rate-limit";
import { rescheduleFormSchema } from "@/lib/validations/booking";
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

/** Moves the client's own booking to the chosen free time (the picker's hidden fields). */
export const rescheduleAppointmentAction = formAction<typeof rescheduleFormSchema, "user", UserAppointmentDTO>(
  { name: "appointment.reschedule", schema: rescheduleFormSchema, access: "user", rateLimit: rateLimits.appointmentChanges },
  async ({ input: { id, ...slot }, user }) => ({ data: await rescheduleAppointment(user, id, slot) }),
);
