import { siteConfig } from "@/lib/site-config";

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
