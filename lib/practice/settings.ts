import { db, type Prisma } from "@/lib/db";
import { lockForTransaction, SETTINGS_LOCK_KEYS } from "@/lib/db/locks";
import { recordAudit, type AuditActor } from "@/lib/audit/record";
import { conflict } from "@/lib/errors";
import { revalidatePages, SERVICE_PAGES } from "@/lib/content/revalidate";
import type { PracticeSettingsInput } from "@/lib/validations/practice-settings";
import { DEFAULT_PRACTICE_SETTINGS, IN_PERSON_CLOSED_MESSAGE, isBookable, type PracticeSettingsView } from "./bookable";

export { DEFAULT_PRACTICE_SETTINGS, IN_PERSON_CLOSED_MESSAGE, isBookable, type PracticeSettingsView };

// The practice's own settings (one row): the home page banner, whether in-person sessions are
// open for booking and whether text messages are sent. The rule "which services can be booked now" is ./bookable's isBookable; this
// module reads the setting for it (services page, wizard) and enforces it on holds (assertBookable).

const SINGLETON = 1;
type Client = Prisma.TransactionClient | typeof db;

export async function getPracticeSettings(client: Client = db): Promise<PracticeSettingsView> {
  const row = await client.practiceSettings.findUnique({
    where: { id: SINGLETON },
    select: { bannerText: true, inPersonOpen: true, smsEnabled: true },
  });
  return row ?? DEFAULT_PRACTICE_SETTINGS;
}

/** The server's side of the rule: 409 for an in-person service while in-person sessions are closed. */
export async function assertBookable(service: { isVirtual: boolean }, client: Client = db): Promise<void> {
  if (!isBookable(service, await getPracticeSettings(client))) throw conflict(IN_PERSON_CLOSED_MESSAGE);
}

const openLabel = (open: boolean) => (open ? "open" : "closed");
const onLabel = (on: boolean) => (on ? "on" : "off");

/** Saves both settings (audited with what changed) and refreshes the pages that show them. */
export async function savePracticeSettings(actor: AuditActor, input: PracticeSettingsInput): Promise<PracticeSettingsView> {
  const saved = await db.$transaction(async (tx) => {
    // Serialises two saves so each audit entry's "before" is what the other one left.
    await lockForTransaction(tx, "settings", SETTINGS_LOCK_KEYS.practice);
    const before = await getPracticeSettings(tx);
    const after = await tx.practiceSettings.upsert({
      where: { id: SINGLETON },
      create: { id: SINGLETON, ...input },
      update: input,
      select: { bannerText: true, inPersonOpen: true, smsEnabled: true },
    });
    const changes = [
      before.bannerText !== after.bannerText ? "changed the home page banner" : null,
      before.inPersonOpen !== after.inPersonOpen ? `${after.inPersonOpen ? "opened" : "closed"} in-person sessions for booking` : null,
      before.smsEnabled !== after.smsEnabled ? `turned text messages ${after.smsEnabled ? "on" : "off"}` : null,
    ].filter(Boolean);
    await recordAudit(tx, {
      actor,
      action: "settings.update",
      entity: { type: "settings", id: SINGLETON },
      summary: changes.length ? `Practice settings: ${changes.join(" and ")}.` : "Saved the practice settings unchanged.",
      before: {
        "Banner text": before.bannerText,
        "In-person sessions": openLabel(before.inPersonOpen),
        "Text messages": onLabel(before.smsEnabled),
      },
      after: {
        "Banner text": after.bannerText,
        "In-person sessions": openLabel(after.inPersonOpen),
        "Text messages": onLabel(after.smsEnabled),
      },
    });
    return after;
  });
  revalidatePages(SERVICE_PAGES);
  return saved;
}
