import { NextResponse } from "next/server";
import { apiRoute } from "@/lib/api/handler";
import { checkHealth } from "@/lib/ops/health";

export const dynamic = "force-dynamic";

// GET /api/health: 200 when the database answers and every shipped migration is applied, else 503.
export const GET = apiRoute({}, async () => {
  const health = await checkHealth();
  return NextResponse.json(health, { status: health.status === "ok" ? 200 : 503, headers: { "cache-control": "no-store" } });
});
