import { db, type Prisma } from "@/lib/db";
import { lockForTransaction } from "@/lib/db/locks";
import { recordAudit, type AuditActor } from "@/lib/audit/record";
import { checkImageUpload, describeImage, imageUrl, storeImage } from "@/lib/content/images";
import { DEFAULT_BIO, FALLBACK_PORTRAIT } from "@/lib/content/about";
import { PROFILE_PAGES, revalidatePages } from "@/lib/content/revalidate";
import { badRequest, notFound } from "@/lib/errors";
import { practitionerName } from "@/lib/site-config";
import { bioParagraphs, PROFILE_MESSAGES, type CredentialInput, type ProfileInput } from "@/lib/validations/practitioner";
import { moved, type Direction } from "./order";

// The practitioner as the About page shows her: her bio, her portrait (an upload in the shared
// image store, or the illustration until there is one) and her credentials (title, issuing body,
// year) in the owner's order. The practice has one practitioner: the first one.
// Every write is the owner's, audited in its own transaction, and refreshes / and /about.

export type Portrait = { src: string; alt: string; uploaded: boolean };
export type CredentialView = { id: number; title: string; issuer: string; year: number };
export type AdminProfile = { bio: string; portraitAlt: string; portrait: Portrait; credentials: CredentialView[] };
export type PublicProfile = { paragraphs: string[]; portrait: Portrait; credentials: CredentialView[] };

// One profile or credentials write at a time, so orders are renumbered without a race.
const lockProfile = (tx: Prisma.TransactionClient) => lockForTransaction(tx, "profile");

const credentialSelect = { id: true, title: true, issuer: true, year: true } as const;
const credentialOrder: Prisma.CredentialOrderByWithRelationInput[] = [{ sortOrder: "asc" }, { id: "asc" }];
const profileSelect = {
  id: true,
  bio: true,
  portraitImageId: true,
  portraitImage: { select: { id: true, createdAt: true } },
  portraitAlt: true,
  credentials: { select: credentialSelect, orderBy: credentialOrder },
} as const satisfies Prisma.PractitionerSelect;
type ProfileRow = Prisma.PractitionerGetPayload<{ select: typeof profileSelect }>;
type Client = Prisma.TransactionClient | typeof db;

const findPractitioner = (client: Client) => client.practitioner.findFirst({ orderBy: { id: "asc" }, select: profileSelect });

async function practitionerOrThrow(tx: Prisma.TransactionClient): Promise<ProfileRow> {
  const row = await findPractitioner(tx);
  if (!row) throw notFound("There is no practitioner yet: run the seed first.");
  return row;
}

function portraitOf(row: Pick<ProfileRow, "portraitImage" | "portraitAlt"> | null): Portrait {
  return row?.portraitImage
    ? { src: imageUrl(row.portraitImage), alt: row.portraitAlt || `Portrait of ${practitionerName}`, uploaded: true }
    : { ...FALLBACK_PORTRAIT, uploaded: false };
}

const bioOf = (row: Pick<ProfileRow, "bio"> | null) => row?.bio || DEFAULT_BIO;

/** What the About page shows (defaults when the database has no practitioner yet). */
export async function getPublicProfile(): Promise<PublicProfile> {
  const row = await findPractitioner(db);
  return { paragraphs: bioParagraphs(bioOf(row)), portrait: portraitOf(row), credentials: row?.credentials ?? [] };
}

/** What the owner edits. */
export async function getAdminProfile(): Promise<AdminProfile> {
  const row = await findPractitioner(db);
  return { bio: bioOf(row), portraitAlt: row?.portraitAlt ?? "", portrait: portraitOf(row), credentials: row?.credentials ?? [] };
}

/** Runs a profile write under the profile lock, then refreshes the pages that show it. */
async function write<T>(change: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
  const result = await db.$transaction(async (tx) => {
    await lockProfile(tx);
    return change(tx);
  });
  revalidatePages(PROFILE_PAGES);
  return result;
}

const clip = (text: string, max = 60) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Saves the bio and the portrait's alt text (required while an uploaded portrait is shown). */
export async function saveProfile(actor: AuditActor, input: ProfileInput): Promise<AdminProfile> {
  await write(async (tx) => {
    const before = await practitionerOrThrow(tx);
    if (before.portraitImageId && !input.portraitAlt) throw badRequest(PROFILE_MESSAGES.alt, { portraitAlt: PROFILE_MESSAGES.alt });
    const portraitAlt = before.portraitImageId ? input.portraitAlt : before.portraitAlt;
    await tx.practitioner.update({ where: { id: before.id }, data: { bio: input.bio, portraitAlt } });
    const was = { Bio: bioOf(before), "Portrait alt text": before.portraitAlt || null };
    const is = { Bio: input.bio, "Portrait alt text": portraitAlt || null };
    const changed = [
      was.Bio !== is.Bio ? "bio" : null,
      was["Portrait alt text"] !== is["Portrait alt text"] ? "portrait alt text" : null,
    ].filter(Boolean);
    await recordAudit(tx, {
      actor,
      action: "profile.update",
      entity: { type: "practitioner", id: before.id },
      summary: changed.length ? `Edited the profile: ${changed.join(", ")}.` : "Saved the profile unchanged.",
      before: was,
      after: is,
    });
  });
  return getAdminProfile();
}

/** Uploads a portrait (PNG, JPEG or WebP up to 2 MB, by its bytes) with its alt text; it replaces the current one. */
export async function uploadPortrait(actor: AuditActor, input: { data: string; alt: string }): Promise<AdminProfile> {
  const image = await checkImageUpload(input.data);
  await write(async (tx) => {
    const before = await practitionerOrThrow(tx);
    const stored = await storeImage(tx, image);
    await tx.practitioner.update({ where: { id: before.id }, data: { portraitImageId: stored.id, portraitAlt: input.alt } });
    await recordAudit(tx, {
      actor,
      action: "profile.portrait",
      entity: { type: "practitioner", id: before.id },
      summary: `${before.portraitImageId ? "Replaced" : "Uploaded"} the portrait (${describeImage(image)}).`,
      before: { Portrait: portraitOf(before).src, "Portrait alt text": before.portraitAlt || null },
      after: { Portrait: stored.url, "Portrait alt text": input.alt },
    });
  });
  return getAdminProfile();
}

const credentialLine = (c: CredentialInput) => `${c.title}, ${c.issuer}, ${c.year}`;
const credentialAudit = (c: CredentialInput) => ({ Title: c.title, "Issued by": c.issuer, Year: String(c.year) });

async function findCredential(tx: Prisma.TransactionClient, practitionerId: number, id: number) {
  const row = await tx.credential.findFirst({ where: { id, practitionerId }, select: credentialSelect });
  if (!row) throw notFound("Credential not found.");
  return row;
}

/** A new credential, listed last. */
export async function createCredential(actor: AuditActor, input: CredentialInput): Promise<CredentialView> {
  return write(async (tx) => {
    const { id: practitionerId } = await practitionerOrThrow(tx);
    const last = await tx.credential.aggregate({ where: { practitionerId }, _max: { sortOrder: true } });
    const created = await tx.credential.create({
      data: { ...input, practitionerId, sortOrder: (last._max.sortOrder ?? -1) + 1 },
      select: credentialSelect,
    });
    await recordAudit(tx, {
      actor,
      action: "credential.create",
      entity: { type: "credential", id: created.id },
      summary: `Added the credential "${credentialLine(created)}".`,
      before: null,
      after: credentialAudit(created),
    });
    return created;
  });
}

export async function updateCredential(actor: AuditActor, id: number, input: CredentialInput): Promise<CredentialView> {
  return write(async (tx) => {
    const { id: practitionerId } = await practitionerOrThrow(tx);
    const before = await findCredential(tx, practitionerId, id);
    const after = await tx.credential.update({ where: { id }, data: input, select: credentialSelect });
    await recordAudit(tx, {
      actor,
      action: "credential.update",
      entity: { type: "credential", id },
      summary: `Edited the credential "${credentialLine(after)}".`,
      before: credentialAudit(before),
      after: credentialAudit(after),
    });
    return after;
  });
}

export async function deleteCredential(actor: AuditActor, id: number): Promise<{ id: number }> {
  return write(async (tx) => {
    const { id: practitionerId } = await practitionerOrThrow(tx);
    const before = await findCredential(tx, practitionerId, id);
    await tx.credential.delete({ where: { id } });
    await recordAudit(tx, {
      actor,
      action: "credential.delete",
      entity: { type: "credential", id },
      summary: `Removed the credential "${credentialLine(before)}".`,
      before: credentialAudit(before),
      after: null,
    });
    return { id };
  });
}

/** Moves a credential one place up or down; returns the list in its new order. */
export async function moveCredential(actor: AuditActor, id: number, direction: Direction): Promise<CredentialView[]> {
  return write(async (tx) => {
    const { id: practitionerId } = await practitionerOrThrow(tx);
    const all = await tx.credential.findMany({ where: { practitionerId }, select: credentialSelect, orderBy: [...credentialOrder] });
    const next = moved(all, id, direction, {
      missing: "Credential not found.",
      first: "This credential is already first.",
      last: "This credential is already last.",
    });
    for (const [sortOrder, c] of next.entries()) await tx.credential.update({ where: { id: c.id }, data: { sortOrder } });
    const me = all.find((c) => c.id === id)!;
    await recordAudit(tx, {
      actor,
      action: "credential.reorder",
      entity: { type: "credential", id },
      summary: `Moved the credential "${clip(me.title)}" ${direction}.`,
      before: { Order: all.map((c) => clip(c.title, 30)).join(" · ") },
      after: { Order: next.map((c) => clip(c.title, 30)).join(" · ") },
    });
    return next;
  });
}
