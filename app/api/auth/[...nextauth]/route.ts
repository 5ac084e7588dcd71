import { handlers } from "@/lib/auth";

// Auth.js's own endpoints (session, csrf, providers, callback/credentials, signout).
export const { GET, POST } = handlers;
