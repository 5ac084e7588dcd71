import type { NextAuthConfig } from "next-auth";
import { DEV_AUTH_SECRET } from "@/lib/env";

declare module "next-auth" {
  interface User {
    isAdmin?: boolean;
    sessionVersion?: number;
  }
  interface Session {
    user: { id: string; name?: string | null; email?: string | null; isAdmin: boolean; sessionVersion: number };
  }
}

// The part of the Auth.js config that needs no database: shared by proxy.ts and the server.
export const authConfig = {
  secret: process.env.AUTH_SECRET ?? (process.env.NODE_ENV === "production" ? undefined : DEV_AUTH_SECRET),
  trustHost: true,
  session: { strategy: "jwt", maxAge: 30 * 24 * 60 * 60 },
  pages: { signIn: "/auth" },
  providers: [],
  callbacks: {
    jwt({ token, user }) {
      if (user) {
        token.sub = user.id;
        token.isAdmin = Boolean(user.isAdmin);
        token.sessionVersion = user.sessionVersion ?? 0;
      }
      return token;
    },
    session({ session, token }) {
      session.user.id = token.sub ?? "";
      session.user.isAdmin = Boolean(token.isAdmin);
      session.user.sessionVersion = Number(token.sessionVersion ?? 0);
      return session;
    },
  },
} satisfies NextAuthConfig;
