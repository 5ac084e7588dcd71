import { apiRoute } from "@/lib/api/handler";
import { getAvailableDates } from "@/lib/booking/slots";
import { availabilityQuerySchema } from "@/lib/validations/booking";

// GET /api/availability?month=yyyy-MM[&serviceId=N] -> { month, dates }: the practice's local
// dates of that month with at least one free time for the service (public, the same for everyone).
export const GET = apiRoute({ query: availabilityQuerySchema }, async ({ query }) => getAvailableDates(query));
