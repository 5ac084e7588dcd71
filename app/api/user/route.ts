import { apiRoute } from "@/lib/api/handler";
import { toPublicUser, updateProfile } from "@/lib/accounts/users";
import { profileUpdateSchema } from "@/lib/validations/profile";

// GET /api/user: the logged-in user (401 when logged out). PATCH: name, email and phone.
export const GET = apiRoute({ access: "user" }, async ({ user }) => toPublicUser(user));

export const PATCH = apiRoute({ access: "user", body: profileUpdateSchema }, async ({ user, body }) => updateProfile(user.id, body));
