import { apiRoute, readText } from "@/lib/api/handler";
import { handleTextStatus, readTwilioForm } from "@/lib/sms/webhooks";

// POST /api/webhooks/twilio/status (Twilio, form-encoded, signed): failed / undelivered texts -> 204.
export const POST = apiRoute({ allowCrossSite: true }, async ({ req }) =>
  handleTextStatus(await readTwilioForm(await readText(req)), req.headers.get("x-twilio-signature")),
);
