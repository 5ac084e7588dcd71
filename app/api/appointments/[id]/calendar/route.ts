import { apiRoute, idParams } from "@/lib/api/handler";
import { clientCalendarFileDownload } from "@/lib/documents/downloads";

// The appointment's .ics file (its owner or an admin).
export const GET = apiRoute({ access: "user", params: idParams }, async ({ params, user }) => clientCalendarFileDownload(params.id, user));
