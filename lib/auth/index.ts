import NextAuth, { CredentialsSignin } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { authConfig } from "@/lib/auth/edge-config";
import { verifyCredentials } from "@/lib/auth/credentials";

class InvalidCredentials extends CredentialsSignin {
  code = "invalid_credentials";
}

// Auth.js with username/password and JWT sessions. The JWT carries only the user id and
// admin flag; everything else is read fresh from the database (see getSessionUser).
export const { handlers, auth, signIn, signOut } = NextAuth({
  ...authConfig,
  providers: [
    Credentials({
      credentials: { username: {}, password: {} },
      async authorize(credentials) {
        const user = await verifyCredentials(String(credentials?.username ?? ""), String(credentials?.password ?? ""));
        if (!user) throw new InvalidCredentials();
        return { id: String(user.id), name: user.firstName, email: user.email, isAdmin: user.isAdmin, sessionVersion: user.sessionVersion };
      },
    }),
  ],
});
