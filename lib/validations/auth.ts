import { z } from "zod";
import { EMAIL_MAX_LENGTH } from "@/lib/validations/email";
import { emailField, optionalPhoneField, personName } from "@/lib/validations/fields";

// Login and registration: one schema each for the /auth forms and the API.
// Missing required fields all give the spec's one message; the finer rules come after.

export const LOGIN_REQUIRED = "Username and password are required";
export const REGISTER_REQUIRED = "Please fill out all required fields";

export const USERNAME_TAKEN = "That username is already taken. Please choose another one.";
export const EMAIL_TAKEN = "An account with this email address already exists. Please log in instead.";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const required = (message: string) => z.string(message).trim().min(1, message);

/** `username` is the username or the email address (the spec's payload keeps the name). */
export const loginSchema = z.object({
  username: required(LOGIN_REQUIRED).max(EMAIL_MAX_LENGTH, "Invalid username or password"),
  // Passwords are never trimmed: spaces are characters like any other.
  password: z.string(LOGIN_REQUIRED).min(1, LOGIN_REQUIRED).max(PASSWORD_MAX, "Invalid username or password"),
});

/** Rules shared by registration and the profile's password change. */
export const newPasswordSchema = z
  .string(REGISTER_REQUIRED)
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const usernameSchema = z
  .string(REGISTER_REQUIRED)
  .trim()
  .min(3, "Username must be at least 3 characters")
  .max(30, "Username must be at most 30 characters")
  .regex(/^[A-Za-z0-9._-]+$/, "Username may only contain letters, numbers, dots, dashes and underscores");

/** An account's email: the email rule, stored in lower case (it identifies the account). */
export const accountEmailSchema = emailField().transform((email) => email.toLowerCase());

/** The fields registration needs; phone is optional. */
export const REGISTER_REQUIRED_FIELDS = ["firstName", "lastName", "username", "email", "password"] as const;

/** The required fields left empty (or not text at all). */
export const missingRegisterFields = (value: unknown) =>
  REGISTER_REQUIRED_FIELDS.filter((key) => {
    const field = value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;
    return typeof field !== "string" || !field.trim();
  });

/** A required text: "{message}" when it is empty or not text, else `rule` decides. */
const requiredThen = <S extends z.ZodType<unknown, string>>(message: string, rule: S) =>
  z
    .string(message)
    .refine((value) => value.trim() !== "", message)
    .pipe(rule);

/**
 * The register form's schema: every field is checked, so the form marks all missing or invalid
 * fields at once, each with its own message ("First name is required", "Password must be at least
 * 8 characters"). isAdmin and subscribed may be sent (the spec's payload has them) but are never read: zod
 * strips them.
 */
export const registerFieldsSchema = z.object(
  {
    username: requiredThen("Username is required", usernameSchema),
    password: requiredThen("Password is required", newPasswordSchema),
    email: requiredThen("Email is required", accountEmailSchema),
    firstName: personName("First name"),
    lastName: personName("Last name"),
    phone: optionalPhoneField,
  },
  REGISTER_REQUIRED,
);

/**
 * POST /api/register: the same checks, and when a required field is missing the answer's message
 * is the spec's "Please fill out all required fields" (the field errors still name each field).
 */
export const registerSchema = z.unknown().transform((value, ctx) => {
  const result = registerFieldsSchema.safeParse(value);
  if (result.success) return result.data;
  if (missingRegisterFields(value).length) ctx.addIssue({ code: "custom", message: REGISTER_REQUIRED, path: [] });
  for (const issue of result.error.issues) ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
  return z.NEVER;
});
export type RegisterInput = z.infer<typeof registerFieldsSchema>;
