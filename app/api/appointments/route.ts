import { apiRoute, created } from "@/lib/api/handler";
import { createPendingAppointment } from "@/lib/appointments/hold";
import { rateLimits } from "@/lib/rate-limit";
import { appointmentRequestSchema } from "@/lib/validations/booking";

// POST /api/appointments: a pending appointment that holds the chosen time for 30 minutes
// (a few live holds per client address: lib/appointments/hold.ts).
export const POST = apiRoute(
  { access: "user", body: appointmentRequestSchema, rateLimit: rateLimits.booking },
  async ({ body, user, ip }) => created(await createPendingAppointment(user, body, { clientAddress: ip })),
);
