import { z } from "zod";
import { twilioConfigProblems } from "@/lib/sms/config";

// Environment, parsed once. Development has safe defaults; production refuses to start
// without real secrets (see assertProductionEnv, called at server start).
const schema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  DATABASE_URL: z.string().optional(),
  AUTH_SECRET: z.string().optional(),
  ADMIN_USERNAME: z.string().default("admin"),
  ADMIN_PASSWORD: z.string().default("admin-dev-password"),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_TAX_ENABLED: z.enum(["0", "1"]).optional(),
  STRIPE_API_HOST: z.string().optional(), // tests point the SDK at a local fake
  ALLOW_TEST_PAYMENTS: z.enum(["0", "1"]).optional(),
  RESEND_API_KEY: z.string().optional(),
  EMAIL_FROM: z.string().default("Serenity Wellness <hello@serenitywellness.example>"),
  OWNER_EMAIL: z.string().default("owner@serenitywellness.example"),
  /** Which appointment events email the owner: "all" (default), "none", or a list of booked,cancelled,rescheduled. */
  OWNER_NOTIFICATIONS: z.string().default("all"),
  INNGEST_EVENT_KEY: z.string().optional(),
  INNGEST_SIGNING_KEY: z.string().optional(),
  INNGEST_DEV: z.string().optional(),
});

export const env = schema.parse(process.env);

export const DEV_ADMIN_PASSWORD = "admin-dev-password";
export const DEV_AUTH_SECRET = "development-only-secret-change-me-in-production-please";

export const isProduction = env.NODE_ENV === "production";
export const inngestEnabled = Boolean(env.INNGEST_EVENT_KEY || env.INNGEST_DEV);

export type OwnerNoticeEvent = "booked" | "cancelled" | "rescheduled";
/** Whether the owner is emailed about this kind of appointment event (OWNER_NOTIFICATIONS). */
export function ownerNotified(event: OwnerNoticeEvent, setting: string = env.OWNER_NOTIFICATIONS): boolean {
  const value = setting.trim().toLowerCase();
  if (value === "all") return true;
  return value.split(/[\s,]+/).includes(event);
}

/** Problems that make a production server unsafe to start. Empty when all is well. */
export function productionEnvProblems(e: NodeJS.ProcessEnv = process.env): string[] {
  const problems: string[] = [];
  if (!e.DATABASE_URL) problems.push("DATABASE_URL must point at PostgreSQL.");
  if (!e.AUTH_SECRET || e.AUTH_SECRET.length < 32 || e.AUTH_SECRET === DEV_AUTH_SECRET)
    problems.push("AUTH_SECRET must be a random secret of at least 32 characters (openssl rand -base64 32).");
  if (!e.STRIPE_SECRET_KEY && e.ALLOW_TEST_PAYMENTS !== "1")
    problems.push("STRIPE_SECRET_KEY is required (or ALLOW_TEST_PAYMENTS=1 for a demo).");
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) problems.push("STRIPE_WEBHOOK_SECRET is required with Stripe.");
  problems.push(...twilioConfigProblems(e));
  return problems;
}
