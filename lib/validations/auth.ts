import { z } from "zod";
import { emailField, optionalPhoneField, personName } from "@/lib/validations/fields";

// Login and registration (spec section 5): one schema each for the /auth forms and the API.
// Missing required fields all give the spec's one message; the finer rules come after.

export const LOGIN_REQUIRED = "Username and password are required";
export const REGISTER_REQUIRED = "Please fill out all required fields";

export const USERNAME_TAKEN = "That username is already taken. Please choose another one.";
export const EMAIL_TAKEN = "An account with this email address already exists. Please log in instead.";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const required = (message: string) => z.string(message).trim().min(1, message);

export const loginSchema = z.object({
  username: required(LOGIN_REQUIRED).max(100, "Invalid username or password"),
  // Passwords are never trimmed: spaces are characters like any other.
  password: z.string(LOGIN_REQUIRED).min(1, LOGIN_REQUIRED).max(PASSWORD_MAX, "Invalid username or password"),
});
export type LoginInput = z.infer<typeof loginSchema>;

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

const registerRequired = ["username", "password", "email", "firstName", "lastName"] as const;

// isAdmin and subscribed may be sent (spec section 7) but are never read: zod strips them.
export const registerSchema = z
  .looseObject({}, REGISTER_REQUIRED)
  .superRefine((value, ctx) => {
    const missing = registerRequired.filter((key) => typeof value[key] !== "string" || !(value[key] as string).trim());
    if (missing.length) ctx.addIssue({ code: "custom", message: REGISTER_REQUIRED, path: [missing[0]] });
  })
  .pipe(
    z.object({
      username: usernameSchema,
      password: newPasswordSchema,
      email: accountEmailSchema,
      firstName: personName("First name"),
      lastName: personName("Last name"),
      phone: optionalPhoneField,
    }),
  );
export type RegisterInput = z.infer<typeof registerSchema>;

/** The register form's values (the form keeps strings; the server normalises). */
export const registerFormSchema = z.object({
  username: z.string(),
  password: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
});
