import { NextResponse } from "next/server";
import { serve } from "inngest/next";
import { inngest, inngestEnabled } from "@/inngest/client";
import { functions } from "@/inngest/functions";

// Inngest's endpoint. When Inngest is not configured it answers 503 with how to enable it
// (see inngest/client.ts); the rest of the app works the same either way.
const notConfigured = async () =>
  NextResponse.json(
    { message: "Inngest is not configured. Set INNGEST_EVENT_KEY and INNGEST_SIGNING_KEY (or INNGEST_DEV=1) to enable scheduled jobs." },
    { status: 503 },
  );

export const { GET, POST, PUT } = inngestEnabled
  ? serve({ client: inngest, functions })
  : { GET: notConfigured, POST: notConfigured, PUT: notConfigured };
