import type { NextAuthConfig } from "next-auth";
import { DEV_AUTH_SECRET } from "@/lib/env";

declare module "next-auth" {
  interface User {
    isAdmin?: boolean;
    /** The AuthSession row this sign-in created (lib/auth/session-records.ts). */
    sid?: string;
  }
  interface Session {
    user: { id: string; name?: string | null; email?: string | null; isAdmin: boolean };
  }
}

// The part of the Auth.js config that needs no database: shared by proxy.ts and the server.
export const authConfig = {
  secret: process.env.AUTH_SECRET ?? (process.env.NODE_ENV === "production" ? undefined : DEV_AUTH_SECRET),
  trustHost: true,
  session: { strategy: "jwt", maxAge: 30 * 24 * 60 * 60 }, // SESSION_MAX_AGE_SECONDS
  pages: { signIn: "/auth" },
  providers: [],
  callbacks: {
    jwt({ token, user }) {
      if (user) {
        token.sub = user.id;
        token.isAdmin = Boolean(user.isAdmin);
        token.sid = user.sid;
      }
      return token;
    },
    session({ session, token }) {
      session.user.id = token.sub ?? "";
      session.user.isAdmin = Boolean(token.isAdmin);
      return session;
    },
  },
} satisfies NextAuthConfig;
