import { apiRoute } from "@/lib/api/handler";
import { getAvailableSlots } from "@/lib/booking/slots";
import { timeSlotsQuerySchema } from "@/lib/validations/booking";

// GET /api/time-slots?date=yyyy-MM-dd[&serviceId=N]: free slots of that date (merged, sorted).
export const GET = apiRoute({ query: timeSlotsQuerySchema }, async ({ query }) => getAvailableSlots(query));
