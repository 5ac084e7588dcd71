// Which services can be booked now: the one rule the services page, the wizard and the server's
// hold all read (no database here, so pages and components share it). In-person services are
// bookable only while the owner has in-person sessions open (practice settings).

export type PracticeSettingsView = {
  bannerText: string;
  inPersonOpen: boolean;
  /** Whether texts go to clients who opted in (off: none is sent, and no one can opt in). */
  smsEnabled: boolean;
};

/** The spec's banner, and in-person closed to match it, until the owner saves settings. */
export const DEFAULT_PRACTICE_SETTINGS: PracticeSettingsView = {
  bannerText: "We are officially open! For now we are taking virtual sessions only.",
  inPersonOpen: false,
  smsEnabled: true,
};

export const IN_PERSON_CLOSED_MESSAGE = "In-person sessions are not open for booking yet. Please choose a virtual session.";
export const NOT_YET_BOOKABLE = "Not yet bookable";

export const isBookable = (service: { isVirtual: boolean }, settings: Pick<PracticeSettingsView, "inPersonOpen">) =>
  service.isVirtual || settings.inPersonOpen;
