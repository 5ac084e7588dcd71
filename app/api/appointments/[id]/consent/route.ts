import { apiRoute, idParams } from "@/lib/api/handler";
import { appointmentConsentDownload } from "@/lib/documents/downloads";

// The signed consent agreement PDF of the appointment (the client who booked it or an admin; 404 otherwise).
export const GET = apiRoute({ access: "user", params: idParams }, async ({ params, user }) => appointmentConsentDownload(params.id, user));
