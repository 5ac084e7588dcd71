// TEMPORARY bridge while lib/reminders/schedule.ts (accounts) and lib/consent/text.ts
// (booking-core) are being written in parallel: keeps the shared tree building. Removed once
// both exist (the imports then point at them directly).
export async function syncRemindersForAppointment(appointmentId: number): Promise<void> {
  void appointmentId;
}
export const CONSENT_TEXT_VERSION = "pending";
export const CONSENT_TERMS: string[] = ["(consent text pending)"];
