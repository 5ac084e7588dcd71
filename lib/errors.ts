// One error model for the whole domain. Route handlers map it to `{ message, fieldErrors? }`.
export type FieldErrors = Record<string, string>;

export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const badRequest = (message: string, fieldErrors?: FieldErrors) => new AppError(400, message, fieldErrors);
export const unauthorized = (message = "Please log in to continue.") => new AppError(401, message);
export const forbidden = (message = "You do not have access to this resource.") => new AppError(403, message);
export const notFound = (message = "Not found") => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const tooManyRequests = (retryAfterSeconds: number, message = "Too many attempts. Please wait a moment and try again.") =>
  new AppError(429, message, undefined, { "Retry-After": String(retryAfterSeconds) });

/** First message per field of a zod failure, keyed by the field's path ("items.0.title"). */
export function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[issue.path.map(String).join(".") || "_"] ??= issue.message;
  return errors;
}
