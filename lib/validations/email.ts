// The email rule, free of zod so the lightest forms (the home page's newsletter signup) can use it
// in the browser without shipping a validation library; the zod schemas use the same pattern.

/** Zod's own z.email() pattern: no leading or double dots, a dotted domain, a 2+ letter TLD. */
export const EMAIL_PATTERN = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const EMAIL_MAX_LENGTH = 254;

/** The spec's message for an invalid email (newsletter, contact, consent, client information). */
export const EMAIL_MESSAGE = "Please enter a valid email address";

export const isValidEmail = (value: string) => value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
