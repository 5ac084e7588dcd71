import { findUserByLogin } from "@/lib/auth/credentials";
import { endAllAuthSessions } from "@/lib/auth/session-records";
import { db, type Prisma } from "@/lib/db";
import { isUniqueViolation, violatedConstraint } from "@/lib/db/errors";
import { equalsIgnoringCase } from "@/lib/db/text";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { publicUserSelect } from "@/lib/auth/current-user";
import { AppError, badRequest, notFound } from "@/lib/errors";
import { readNotificationPreferences } from "@/lib/reminders/preferences";
import { syncRemindersForUser } from "@/lib/reminders/schedule";
import { EMAIL_TAKEN, USERNAME_TAKEN, type RegisterInput } from "@/lib/validations/auth";
import type {
  BookingPreferencesInput,
  NotificationSettingsInput,
  PasswordChangeInput,
  ProfileUpdateInput,
  TimeZoneSettingInput,
} from "@/lib/validations/profile";

// Accounts: registration, the profile and the user's saved preferences. Every function returns
// the public view of the user (publicUserSelect): a password hash never leaves this module.

export { EMAIL_TAKEN, USERNAME_TAKEN };

// 409 with the field named, so the form can mark it.
const usernameTaken = () => new AppError(409, USERNAME_TAKEN, { username: USERNAME_TAKEN });
const emailTaken = () => new AppError(409, EMAIL_TAKEN, { email: EMAIL_TAKEN });

type PublicUserRow = Prisma.UserGetPayload<{ select: typeof publicUserSelect }>;

/** What GET /api/user answers (preferences as JSON text like the spec's payloads). */
export type PublicUser = Omit<PublicUserRow, "notificationPreferences"> & { notificationPreferences: string };

export function toPublicUser(user: PublicUserRow): PublicUser {
  return { ...user, notificationPreferences: JSON.stringify(readNotificationPreferences(user.notificationPreferences)) };
}

async function assertAvailable(fields: { username?: string; email?: string }, exceptUserId?: number) {
  const not = exceptUserId ? { id: { not: exceptUserId } } : {};
  // Case-insensitive, so "Anna" and "anna" cannot become two accounts.
  if (fields.username && (await db.user.findFirst({ where: { username: equalsIgnoringCase(fields.username), ...not } })))
    throw usernameTaken();
  if (fields.email && (await db.user.findFirst({ where: { email: equalsIgnoringCase(fields.email), ...not } }))) throw emailTaken();
}

/** The unique index decides when two requests race past assertAvailable. */
function mapUniqueViolation(error: unknown): never {
  if (isUniqueViolation(error)) {
    const constraint = violatedConstraint(error) ?? "";
    throw constraint.includes("email") ? emailTaken() : usernameTaken();
  }
  throw error;
}

/** Creates a client account. Never an admin, never subscribed, whatever the request said. */
export async function registerUser(input: RegisterInput): Promise<PublicUser> {
  await assertAvailable({ username: input.username, email: input.email });
  const passwordHash = await hashPassword(input.password);
  const user = await db.user
    .create({
      data: {
        username: input.username,
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        passwordHash,
        isAdmin: false,
        subscribed: false,
      },
      select: publicUserSelect,
    })
    .catch(mapUniqueViolation);
  return toPublicUser(user);
}

export async function getPublicUser(userId: number): Promise<PublicUser> {
  const user = await db.user.findUnique({ where: { id: userId }, select: publicUserSelect });
  if (!user) throw notFound("Account not found");
  return toPublicUser(user);
}

/** The account for a username or an email address (as at login). */
export async function findPublicUserByLogin(login: string): Promise<PublicUser | null> {
  const found = await findUserByLogin(login);
  return found ? getPublicUser(found.id) : null;
}

export async function updateProfile(userId: number, input: ProfileUpdateInput): Promise<PublicUser> {
  await assertAvailable({ email: input.email }, userId);
  const user = await db.user
    .update({
      where: { id: userId },
      data: { firstName: input.firstName, lastName: input.lastName, email: input.email, phone: input.phone },
      select: publicUserSelect,
    })
    .catch(mapUniqueViolation);
  return toPublicUser(user);
}

export const WRONG_CURRENT_PASSWORD = "Your current password is incorrect";

/**
 * A new password: every other session of the account ends (other devices, a stolen cookie); the
 * browser that changed it (`currentSessionId`) stays signed in, on the same cookie.
 */
export async function changePassword(userId: number, input: PasswordChangeInput, currentSessionId?: string): Promise<void> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { passwordHash: true } });
  if (!user) throw notFound("Account not found");
  if (!(await verifyPassword(user.passwordHash, input.currentPassword)))
    throw badRequest(WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
  await db.user.update({ where: { id: userId }, data: { passwordHash: await hashPassword(input.newPassword) } });
  await endAllAuthSessions(userId, { except: currentSessionId });
}

/** Saves the notification settings, then reschedules the user's pending reminders to match. */
export async function updateNotificationSettings(userId: number, input: NotificationSettingsInput): Promise<PublicUser> {
  const user = await db.user.update({
    where: { id: userId },
    data: { notificationsEnabled: input.notificationsEnabled, notificationPreferences: input.notificationPreferences },
    select: publicUserSelect,
  });
  await syncRemindersForUser(userId);
  return toPublicUser(user);
}

export const UNKNOWN_SERVICE = "Please select a service";

/** The booking step's "Remember my preferences for next time". */
export async function saveBookingPreferences(userId: number, input: BookingPreferencesInput): Promise<void> {
  const service = await db.service.findFirst({ where: { id: input.serviceId, active: true }, select: { id: true } });
  if (!service) throw badRequest(UNKNOWN_SERVICE, { serviceId: UNKNOWN_SERVICE });
  if (input.practitionerId != null) {
    const practitioner = await db.practitioner.findUnique({ where: { id: input.practitionerId }, select: { id: true } });
    if (!practitioner) throw badRequest("Unknown practitioner", { practitionerId: "Unknown practitioner" });
  }
  await db.user.update({
    where: { id: userId },
    data: { preferredServiceId: input.serviceId, preferredPractitionerId: input.practitionerId ?? null },
  });
}

/** The time zone the client sees times in (wizard, confirmation, emails); validated by the schema. */
export async function saveTimeZone(userId: number, input: TimeZoneSettingInput): Promise<{ timeZone: string }> {
  const user = await db.user.update({ where: { id: userId }, data: { timeZone: input.timeZone }, select: { timeZone: true } });
  return { timeZone: user.timeZone ?? input.timeZone };
}
