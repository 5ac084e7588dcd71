import { siteConfig } from "@/lib/site-config";

// Links into the booking wizard. `/schedule?service=12` opens it with that service selected: a
// hint only (the wizard ignores an id it does not offer; the server checks everything when the
// time is held).

export const SERVICE_PARAM = "service";
/** `/schedule?code=WELCOME20`: the promo code to apply on the payment step (the server checks it there). */
export const CODE_PARAM = "code";

/** "/schedule?service=12": the wizard with this service selected (Book Now on the services page). */
export const bookServiceHref = (serviceId: number) => `/schedule?${SERVICE_PARAM}=${serviceId}`;

/** The service id a booking link asks for, or null when the parameter is missing or not an id. */
export function requestedServiceId(params: Record<string, string | string[] | undefined>): number | null {
  const value = params[SERVICE_PARAM];
  if (typeof value !== "string" || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}

/** A booking link with a service and a promo code, either optional (the intro offer's link). */
export function scheduleHref(serviceId: number | null, code: string | null = null): string {
  const query = new URLSearchParams();
  if (serviceId) query.set(SERVICE_PARAM, String(serviceId));
  if (code) query.set(CODE_PARAM, code);
  const search = query.toString();
  return search ? `/schedule?${search}` : "/schedule";
}

/** Where /schedule sends a logged-out visitor back to after logging in: the same service and code hints, nothing else. */
export const scheduleReturnPath = (serviceId: number | null, code: string | null = null) => scheduleHref(serviceId, code);

/** Where a client's appointment's documents and video room are (owner-checked routes and the join page). */
export const appointmentPaths = {
  /** The join page: opens the session's video room to its client (in its window) and the owner. */
  join: (id: number) => `/appointments/${id}/join`,
  consent: (id: number) => `/api/appointments/${id}/consent`,
  receipt: (id: number) => `/api/appointments/${id}/receipt`,
  calendar: (id: number) => `/api/appointments/${id}/calendar`,
} as const;

/** The join page's full address, for emails and calendar files (the room itself is never sent). */
export const joinPageUrl = (appointmentId: number) => new URL(appointmentPaths.join(appointmentId), siteConfig.url).toString();

/** The owner's view of one appointment: the dashboard with its details open (the admin checks the visitor). */
export const adminAppointmentPath = (appointmentId: number) => `/admin/dashboard?appointment=${appointmentId}`;

/** The owner's view of one appointment as a full address, for her emails and calendar files. */
export const adminAppointmentUrl = (appointmentId: number) => new URL(adminAppointmentPath(appointmentId), siteConfig.url).toString();
