import { NextResponse } from "next/server";
import { apiRoute } from "@/lib/api/handler";
import { notFound } from "@/lib/errors";
import { activeProviderName, testPaymentsAllowed } from "@/lib/payments/config";
import { confirmTestPayment, type TestConfirmResponse } from "@/lib/payments/test-provider";
import { rateLimits } from "@/lib/rate-limit";
import { testConfirmSchema } from "@/lib/validations/payments";

// The built-in TEST payment provider's "card network". Exists only while the test provider runs.
export const POST = apiRoute({ access: "user", body: testConfirmSchema, rateLimit: rateLimits.payments }, async ({ body, user }) => {
  if (activeProviderName() !== "test" || !testPaymentsAllowed()) throw notFound("Test payments are not enabled.");
  const result = await confirmTestPayment({ paymentIntentId: body.paymentIntentId, card: body.card, userId: user.id });
  if (!result.ok) return NextResponse.json({ message: result.message, code: result.code }, { status: 402 });
  return { status: "succeeded", paymentIntentId: body.paymentIntentId } satisfies TestConfirmResponse;
});
