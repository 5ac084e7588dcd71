import { apiRoute, readText } from "@/lib/api/handler";
import { handleIncomingText, readTwilioForm } from "@/lib/sms/webhooks";

// POST /api/webhooks/twilio/incoming (Twilio, form-encoded, signed): STOP / START / HELP -> TwiML.
export const POST = apiRoute({ allowCrossSite: true }, async ({ req }) =>
  handleIncomingText(await readTwilioForm(await readText(req)), req.headers.get("x-twilio-signature")),
);
