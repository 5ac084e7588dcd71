// The profile's tabs, as ?tab= names them (shared by the page on the server and the tabs).

export const PROFILE_TABS = ["account", "notifications", "reminders"] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

/** The ?tab= value as a tab; anything else opens Account. */
export const parseProfileTab = (value: unknown): ProfileTab =>
  PROFILE_TABS.includes(value as ProfileTab) ? (value as ProfileTab) : "account";
