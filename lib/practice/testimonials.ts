import { db, type Prisma } from "@/lib/db";
import { lockForTransaction } from "@/lib/db/locks";
import { recordAudit, type AuditActor } from "@/lib/audit/record";
import { PROFILE_PAGES, revalidatePages } from "@/lib/content/revalidate";
import { notFound } from "@/lib/errors";
import type { TestimonialInput } from "@/lib/validations/practitioner";
import { moved, type Direction } from "./order";

// Client testimonials the owner adds, edits, hides, removes and orders. The About page shows every
// published one and the home page the first three, in her order; a hidden one never leaves the
// admin (every public read filters on published). Writes are audited and refresh / and /about.

export type TestimonialView = { id: number; quote: string; author: string; context: string; published: boolean };
export type PublicTestimonial = Omit<TestimonialView, "published">;

/** How many testimonials the home page shows. */
export const HOME_TESTIMONIALS = 3;

const select = { id: true, quote: true, author: true, context: true, published: true } as const;
const publicSelect = { id: true, quote: true, author: true, context: true } as const;
const order = [{ sortOrder: "asc" }, { id: "asc" }] as const satisfies Prisma.TestimonialOrderByWithRelationInput[];

/** The published testimonials in the owner's order (the first `limit` of them when given). */
export async function listPublishedTestimonials(limit?: number): Promise<PublicTestimonial[]> {
  return db.testimonial.findMany({ where: { published: true }, select: publicSelect, orderBy: [...order], take: limit });
}

/** Every testimonial, hidden ones included, in the owner's order. */
export async function listAdminTestimonials(): Promise<TestimonialView[]> {
  return db.testimonial.findMany({ select, orderBy: [...order] });
}

async function write<T>(change: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
  const result = await db.$transaction(async (tx) => {
    await lockForTransaction(tx, "testimonials"); // one testimonials write at a time
    return change(tx);
  });
  revalidatePages(PROFILE_PAGES);
  return result;
}

async function find(tx: Prisma.TransactionClient, id: number): Promise<TestimonialView> {
  const row = await tx.testimonial.findUnique({ where: { id }, select });
  if (!row) throw notFound("Testimonial not found.");
  return row;
}

const clip = (text: string, max = 50) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const label = (t: Pick<TestimonialView, "author" | "quote">) => `${t.author}: "${clip(t.quote)}"`;
const forAudit = (t: TestimonialInput) => ({
  Quote: t.quote,
  Client: t.author,
  Context: t.context || null,
  Status: t.published ? "Published" : "Hidden",
});

/** A new testimonial, listed last. */
export async function createTestimonial(actor: AuditActor, input: TestimonialInput): Promise<TestimonialView> {
  return write(async (tx) => {
    const last = await tx.testimonial.aggregate({ _max: { sortOrder: true } });
    const created = await tx.testimonial.create({ data: { ...input, sortOrder: (last._max.sortOrder ?? -1) + 1 }, select });
    await recordAudit(tx, {
      actor,
      action: "testimonial.create",
      entity: { type: "testimonial", id: created.id },
      summary: `Added the testimonial by ${label(created)}${created.published ? "" : " (hidden)"}.`,
      before: null,
      after: forAudit(created),
    });
    return created;
  });
}

/** Edits a testimonial, publishing or hiding it included. */
export async function updateTestimonial(actor: AuditActor, id: number, input: TestimonialInput): Promise<TestimonialView> {
  return write(async (tx) => {
    const before = await find(tx, id);
    const after = await tx.testimonial.update({ where: { id }, data: input, select });
    const visibility = before.published === after.published ? "" : after.published ? " and published it" : " and hid it";
    await recordAudit(tx, {
      actor,
      action: "testimonial.update",
      entity: { type: "testimonial", id },
      summary: `Edited the testimonial by ${label(after)}${visibility}.`,
      before: forAudit(before),
      after: forAudit(after),
    });
    return after;
  });
}

export async function deleteTestimonial(actor: AuditActor, id: number): Promise<{ id: number }> {
  return write(async (tx) => {
    const before = await find(tx, id);
    await tx.testimonial.delete({ where: { id } });
    await recordAudit(tx, {
      actor,
      action: "testimonial.delete",
      entity: { type: "testimonial", id },
      summary: `Removed the testimonial by ${label(before)}.`,
      before: forAudit(before),
      after: null,
    });
    return { id };
  });
}

/** Moves a testimonial one place up or down; returns the list in its new order. */
export async function moveTestimonial(actor: AuditActor, id: number, direction: Direction): Promise<TestimonialView[]> {
  return write(async (tx) => {
    const all = await tx.testimonial.findMany({ select, orderBy: [...order] });
    const next = moved(all, id, direction, {
      missing: "Testimonial not found.",
      first: "This testimonial is already first.",
      last: "This testimonial is already last.",
    });
    for (const [sortOrder, t] of next.entries()) await tx.testimonial.update({ where: { id: t.id }, data: { sortOrder } });
    const me = all.find((t) => t.id === id)!;
    await recordAudit(tx, {
      actor,
      action: "testimonial.reorder",
      entity: { type: "testimonial", id },
      summary: `Moved the testimonial by ${me.author} ${direction}.`,
      before: { Order: all.map((t) => t.author).join(" · ") },
      after: { Order: next.map((t) => t.author).join(" · ") },
    });
    return next;
  });
}
