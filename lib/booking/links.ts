// Links into the booking wizard. `/schedule?service=12` opens it with that service selected: a
// hint only (the wizard ignores an id it does not offer; the server checks everything when the
// time is held).

export const SERVICE_PARAM = "service";

/** "/schedule?service=12": the wizard with this service selected (Book Now on the services page). */
export const bookServiceHref = (serviceId: number) => `/schedule?${SERVICE_PARAM}=${serviceId}`;

/** The service id a booking link asks for, or null when the parameter is missing or not an id. */
export function requestedServiceId(params: Record<string, string | string[] | undefined>): number | null {
  const value = params[SERVICE_PARAM];
  if (typeof value !== "string" || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}

/** Where /schedule sends a logged-out visitor back to after logging in: the same service hint, nothing else. */
export const scheduleReturnPath = (serviceId: number | null) => (serviceId ? bookServiceHref(serviceId) : "/schedule");

/** Where a client's appointment's documents are (owner-checked routes). */
export const appointmentPaths = {
  consent: (id: number) => `/api/appointments/${id}/consent`,
  receipt: (id: number) => `/api/appointments/${id}/receipt`,
  calendar: (id: number) => `/api/appointments/${id}/calendar`,
} as const;
