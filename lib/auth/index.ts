import NextAuth from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { cookies } from "next/headers";
import { authConfig } from "@/lib/auth/edge-config";
import { authorizeCredentials } from "@/lib/auth/authorize";
import { endAuthSession, isAuthSessionActive } from "@/lib/auth/session-records";
import { SESSION_HINT_COOKIE, SESSION_HINT_OPTIONS } from "@/lib/auth/session-hint";

// Auth.js with username/password and JWT sessions. The JWT carries the user id, the admin flag
// and its AuthSession row; everything else is read fresh from the database (getSessionUser).
export const { handlers, auth, signIn, signOut } = NextAuth({
  ...authConfig,
  providers: [
    Credentials({
      credentials: { username: {}, password: {}, scope: {} },
      authorize: (credentials, request) => authorizeCredentials(credentials, request.headers),
    }),
  ],
  callbacks: {
    ...authConfig.callbacks,
    async jwt(params) {
      const token = await authConfig.callbacks.jwt(params);
      // A token whose session was ended (logout, password change) is no session: null clears it.
      if (!params.user && !(await isAuthSessionActive(token.sid, token.sub))) return null;
      return token;
    },
  },
  // The readable "signed in" note for the static pages' header goes and comes with the session.
  events: {
    async signIn() {
      (await cookies()).set(SESSION_HINT_COOKIE, "1", SESSION_HINT_OPTIONS);
    },
    async signOut(message) {
      if ("token" in message) await endAuthSession(message.token?.sid);
      (await cookies()).delete(SESSION_HINT_COOKIE);
    },
  },
});
