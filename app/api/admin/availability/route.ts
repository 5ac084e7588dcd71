import { apiRoute } from "@/lib/api/handler";
import { availabilityOverview } from "@/lib/availability/overview";
import { practitionerQuerySchema } from "@/lib/availability/validation";

// GET /api/admin/availability?practitionerId= -> AvailabilityOverview: the practitioners, the
// chosen one's weekly hours, upcoming time off, the federal holidays in the booking window and the window.
export const GET = apiRoute({ access: "admin", query: practitionerQuerySchema }, async ({ query }) =>
  availabilityOverview(query.practitionerId),
);
