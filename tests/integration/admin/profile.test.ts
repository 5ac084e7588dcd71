import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { revalidatePath } from "next/cache";
import { db } from "@/lib/db";
import { DEFAULT_BIO, FALLBACK_PORTRAIT } from "@/lib/content/about";
import { getAdminProfile, getPublicProfile } from "@/lib/practice/profile";
import { HOME_TESTIMONIALS, listAdminTestimonials, listPublishedTestimonials } from "@/lib/practice/testimonials";
import { IMAGE_TOO_LARGE, IMAGE_WRONG_TYPE } from "@/lib/validations/images";
import { PROFILE_MESSAGES } from "@/lib/validations/practitioner";
import { sampleCredentials, sampleTestimonials } from "../../../prisma/seed-data/profile";
import { call, createUser } from "../../support/api";
import { loginAs } from "../../support/session";
import { asAdmin, tag } from "./helpers";

// The practitioner's profile (bio, portrait), credentials and testimonials: every write is admin
// only, validated per field, audited in its own transaction and refreshes / and /about; lists keep
// the owner's order; a hidden testimonial never reaches a public page; the About and Home pages
// render what the owner saved.

vi.mock("next/cache", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/cache")>()),
  revalidatePath: vi.fn(),
  // The home page's opening hours go through the data cache, which needs a Next.js server.
  unstable_cache: (fn: unknown) => fn,
}));

const { GET: profileRoute, PUT: saveProfileRoute } = await import("@/app/api/admin/profile/route");
const { POST: portraitRoute } = await import("@/app/api/admin/profile/portrait/route");
const { POST: createCredentialRoute } = await import("@/app/api/admin/credentials/route");
const { PUT: updateCredentialRoute, DELETE: deleteCredentialRoute } = await import("@/app/api/admin/credentials/[id]/route");
const { POST: moveCredentialRoute } = await import("@/app/api/admin/credentials/[id]/move/route");
const { GET: testimonialsRoute, POST: createTestimonialRoute } = await import("@/app/api/admin/testimonials/route");
const { PUT: updateTestimonialRoute, DELETE: deleteTestimonialRoute } = await import("@/app/api/admin/testimonials/[id]/route");
const { POST: moveTestimonialRoute } = await import("@/app/api/admin/testimonials/[id]/move/route");
const { GET: imageRoute } = await import("@/app/api/blog/images/[id]/[version]/route");
const { default: AboutPage } = await import("@/app/(site)/about/page");
const { default: HomePage } = await import("@/app/(site)/page");

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
const GIF = Buffer.concat([Buffer.from("GIF89a"), Buffer.alloc(32)]);

let admin: { id: number; username: string };

const auditOf = (action: string, entityId: number | string) =>
  db.auditEntry.findMany({ where: { action, entityId: String(entityId) }, orderBy: { id: "asc" } });
const revalidated = () => vi.mocked(revalidatePath).mock.calls.map(([path]) => path);
const html = async (page: () => Promise<React.ReactElement>) => renderToStaticMarkup(await page());
const text = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

const credential = (overrides: Record<string, unknown> = {}) => ({
  title: `Reiki Level II ${tag()}`,
  issuer: "International Center for Reiki Training",
  year: 2018,
  ...overrides,
});
const testimonial = (overrides: Record<string, unknown> = {}) => ({
  quote: `Calmer than I have felt in years, every week. ${tag()}`,
  author: `T.${tag().slice(0, 2).toUpperCase()}.`,
  context: "Private yoga",
  published: true,
  ...overrides,
});

async function addCredential(overrides: Record<string, unknown> = {}) {
  const res = await call(createCredentialRoute, { method: "POST", body: credential(overrides) });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json as { id: number; title: string; issuer: string; year: number };
}
async function addTestimonial(overrides: Record<string, unknown> = {}) {
  const res = await call(createTestimonialRoute, { method: "POST", body: testimonial(overrides) });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json as { id: number; quote: string; author: string; context: string; published: boolean };
}

let seededCredentials: number[];
let seededTestimonials: number[];
beforeAll(async () => {
  admin = await asAdmin();
  seededCredentials = (await db.credential.findMany({ select: { id: true } })).map((c) => c.id);
  seededTestimonials = (await db.testimonial.findMany({ select: { id: true } })).map((t) => t.id);
});
beforeEach(() => {
  loginAs(admin);
  vi.mocked(revalidatePath).mockClear();
});
afterAll(async () => {
  // Leave the seed's About page as it was for the files after this one.
  await db.credential.deleteMany({ where: { id: { notIn: seededCredentials } } });
  await db.testimonial.deleteMany({ where: { id: { notIn: seededTestimonials } } });
  await db.practitioner.updateMany({ data: { bio: "", portraitImageId: null, portraitAlt: "" } });
  loginAs(null);
});

describe("the seed", () => {
  it("carries the practitioner's credentials over with issuing body and year, and sample testimonials", async () => {
    const profile = await getPublicProfile();
    expect(profile.credentials.map(({ title, issuer, year }) => ({ title, issuer, year }))).toEqual(
      sampleCredentials.map((c) => ({ ...c })),
    );
    expect((await listPublishedTestimonials()).map((t) => t.author)).toEqual(sampleTestimonials.map((t) => t.author));
    expect(profile.portrait).toEqual({ ...FALLBACK_PORTRAIT, uploaded: false });
    expect(profile.paragraphs.join("\n\n")).toBe(DEFAULT_BIO);
  });
});

describe("admin only", () => {
  it("refuses clients (403) and anonymous callers (401) for every read and write, and changes nothing", async () => {
    const [c] = (await getAdminProfile()).credentials;
    const [t] = await listAdminTestimonials();
    const before = {
      credentials: await db.credential.count(),
      testimonials: await db.testimonial.count(),
      images: await db.blogImage.count(),
    };
    const calls = [
      () => call(profileRoute),
      () => call(saveProfileRoute, { method: "PUT", body: { bio: "Hacked", portraitAlt: "" } }),
      () => call(portraitRoute, { method: "POST", body: { data: PNG.toString("base64"), alt: "Someone else" } }),
      () => call(createCredentialRoute, { method: "POST", body: credential() }),
      () => call(updateCredentialRoute, { method: "PUT", params: { id: String(c.id) }, body: credential() }),
      () => call(deleteCredentialRoute, { method: "DELETE", params: { id: String(c.id) } }),
      () => call(moveCredentialRoute, { method: "POST", params: { id: String(c.id) }, body: { direction: "down" } }),
      () => call(testimonialsRoute),
      () => call(createTestimonialRoute, { method: "POST", body: testimonial() }),
      () => call(updateTestimonialRoute, { method: "PUT", params: { id: String(t.id) }, body: testimonial() }),
      () => call(deleteTestimonialRoute, { method: "DELETE", params: { id: String(t.id) } }),
      () => call(moveTestimonialRoute, { method: "POST", params: { id: String(t.id) }, body: { direction: "down" } }),
    ];
    loginAs(await createUser());
    for (const c of calls) expect((await c()).status).toBe(403);
    loginAs(null);
    for (const c of calls) expect((await c()).status).toBe(401);
    expect({
      credentials: await db.credential.count(),
      testimonials: await db.testimonial.count(),
      images: await db.blogImage.count(),
    }).toEqual(before);
    expect(await getAdminProfile()).toMatchObject({ bio: DEFAULT_BIO, portrait: { uploaded: false } });
    expect(revalidatePath).not.toHaveBeenCalled();
  });
});

describe("credentials", () => {
  it("adds one last in order, audited, and refreshes / and /about", async () => {
    const created = await addCredential({ year: 2018 });
    const { credentials } = await getAdminProfile();
    expect(credentials.at(-1)).toEqual({
      id: created.id,
      title: created.title,
      issuer: "International Center for Reiki Training",
      year: 2018,
    });
    const [entry] = await auditOf("credential.create", created.id);
    expect(entry).toMatchObject({ actorId: admin.id, actorName: admin.username, entityType: "credential", before: null });
    expect(entry.after).toEqual({ Title: created.title, "Issued by": "International Center for Reiki Training", Year: "2018" });
    expect(revalidated()).toEqual(expect.arrayContaining(["/", "/about"]));
  });

  it("answers every invalid field with its own message, and writes nothing", async () => {
    const before = await db.credential.count();
    const bad = await call(createCredentialRoute, { method: "POST", body: { title: " ", issuer: "x".repeat(121), year: 1900 } });
    expect(bad.status).toBe(400);
    expect(bad.json.fieldErrors).toEqual({ title: PROFILE_MESSAGES.title, issuer: PROFILE_MESSAGES.issuer, year: PROFILE_MESSAGES.year });
    for (const year of [new Date().getFullYear() + 1, 2020.5, "2020", null]) {
      const res = await call(createCredentialRoute, { method: "POST", body: credential({ year }) });
      expect(res.status, String(year)).toBe(400);
      expect(res.json.fieldErrors).toEqual({ year: PROFILE_MESSAGES.year });
    }
    expect(await db.credential.count()).toBe(before);
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it("edits one with its before and after in the audit log; 404 for an unknown one", async () => {
    const created = await addCredential();
    const res = await call(updateCredentialRoute, {
      method: "PUT",
      params: { id: String(created.id) },
      body: { title: created.title, issuer: "Reiki Alliance", year: 2019 },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ issuer: "Reiki Alliance", year: 2019 });
    const [entry] = await auditOf("credential.update", created.id);
    expect(entry.before).toMatchObject({ "Issued by": "International Center for Reiki Training", Year: "2018" });
    expect(entry.after).toMatchObject({ "Issued by": "Reiki Alliance", Year: "2019" });
    expect((await call(updateCredentialRoute, { method: "PUT", params: { id: "999999" }, body: credential() })).status).toBe(404);
  });

  it("moves one up and down (the About page follows), refusing past either end", async () => {
    const ids = async () => (await getAdminProfile()).credentials.map((c) => c.id);
    const start = await ids();
    const [first, second] = start;
    const up = await call(moveCredentialRoute, { method: "POST", params: { id: String(second) }, body: { direction: "up" } });
    expect(up.status).toBe(200);
    expect(up.json.map((c: { id: number }) => c.id)).toEqual([second, first, ...start.slice(2)]);
    expect(await ids()).toEqual([second, first, ...start.slice(2)]);
    expect((await getPublicProfile()).credentials.map((c) => c.id)).toEqual([second, first, ...start.slice(2)]);
    const [entry] = await auditOf("credential.reorder", second);
    expect(entry.summary).toMatch(/moved .* up/i);

    const edge = await call(moveCredentialRoute, { method: "POST", params: { id: String(second) }, body: { direction: "up" } });
    expect(edge.status).toBe(400);
    expect(edge.json.message).toBe("This credential is already first.");
    const last = await call(moveCredentialRoute, { method: "POST", params: { id: String(start.at(-1)) }, body: { direction: "down" } });
    expect(last.status).toBe(400);
    expect(
      (await call(moveCredentialRoute, { method: "POST", params: { id: String(first) }, body: { direction: "sideways" } })).status,
    ).toBe(400);

    await call(moveCredentialRoute, { method: "POST", params: { id: String(first) }, body: { direction: "up" } });
    expect(await ids()).toEqual(start);
  });

  it("removes one, audited; a second removal is a 404", async () => {
    const created = await addCredential();
    const res = await call(deleteCredentialRoute, { method: "DELETE", params: { id: String(created.id) } });
    expect(res.status).toBe(200);
    expect((await getAdminProfile()).credentials.map((c) => c.id)).not.toContain(created.id);
    const [entry] = await auditOf("credential.delete", created.id);
    expect(entry).toMatchObject({ after: null, before: { Title: created.title } });
    expect(revalidated()).toEqual(expect.arrayContaining(["/", "/about"]));
    expect((await call(deleteCredentialRoute, { method: "DELETE", params: { id: String(created.id) } })).status).toBe(404);
  });
});

describe("testimonials", () => {
  it("adds one last in order, audited; a hidden one stays out of every public read", async () => {
    const shown = await addTestimonial();
    const hidden = await addTestimonial({ published: false, quote: "A private note the client asked us not to share. Never public." });
    const all = await listAdminTestimonials();
    expect(all.slice(-2).map((t) => t.id)).toEqual([shown.id, hidden.id]);
    const published = await listPublishedTestimonials();
    expect(published.at(-1)!.id).toBe(shown.id);
    expect(published.map((t) => t.id)).not.toContain(hidden.id);
    expect(published[0]).not.toHaveProperty("published");

    const [entry] = await auditOf("testimonial.create", hidden.id);
    expect(entry).toMatchObject({ actorId: admin.id, actorName: admin.username, entityType: "testimonial", before: null });
    expect(entry.after).toMatchObject({ Client: hidden.author, Status: "Hidden" });
    expect(entry.summary).toContain("(hidden)");
    expect(revalidated()).toEqual(expect.arrayContaining(["/", "/about"]));

    for (const page of [AboutPage, HomePage]) expect(text(await html(page))).not.toContain("Never public");
    await call(deleteTestimonialRoute, { method: "DELETE", params: { id: String(shown.id) } });
    await call(deleteTestimonialRoute, { method: "DELETE", params: { id: String(hidden.id) } });
  });

  it("answers every invalid field with its own message, and writes nothing", async () => {
    const before = await db.testimonial.count();
    const res = await call(createTestimonialRoute, {
      method: "POST",
      body: { quote: "Too short", author: "", context: "x".repeat(81), published: "yes" },
    });
    expect(res.status).toBe(400);
    expect(res.json.fieldErrors).toEqual({
      quote: PROFILE_MESSAGES.quote,
      author: PROFILE_MESSAGES.author,
      context: PROFILE_MESSAGES.context,
      published: PROFILE_MESSAGES.published,
    });
    expect(
      (await call(createTestimonialRoute, { method: "POST", body: testimonial({ quote: "x".repeat(601) }) })).json.fieldErrors,
    ).toEqual({ quote: PROFILE_MESSAGES.quote });
    expect(await db.testimonial.count()).toBe(before);
  });

  it("hides and publishes one by editing it, audited with the change", async () => {
    const t = await addTestimonial();
    const hide = await call(updateTestimonialRoute, {
      method: "PUT",
      params: { id: String(t.id) },
      body: { ...testimonial(), quote: t.quote, author: t.author, published: false },
    });
    expect(hide.status).toBe(200);
    expect((await listPublishedTestimonials()).map((x) => x.id)).not.toContain(t.id);
    const [entry] = await auditOf("testimonial.update", t.id);
    expect(entry.before).toMatchObject({ Status: "Published" });
    expect(entry.after).toMatchObject({ Status: "Hidden" });
    expect(entry.summary).toContain("hid it");
    await call(updateTestimonialRoute, {
      method: "PUT",
      params: { id: String(t.id) },
      body: { quote: t.quote, author: t.author, context: "", published: true },
    });
    expect((await listPublishedTestimonials()).map((x) => x.id)).toContain(t.id);
    expect((await call(updateTestimonialRoute, { method: "PUT", params: { id: "999999" }, body: testimonial() })).status).toBe(404);
    await call(deleteTestimonialRoute, { method: "DELETE", params: { id: String(t.id) } });
    expect((await auditOf("testimonial.delete", t.id))[0]).toMatchObject({ after: null, before: { Client: t.author } });
  });

  it("keeps the owner's order on the About and Home pages; the home page shows the first three published", async () => {
    const before = await listAdminTestimonials();
    const added = await addTestimonial({ quote: "The newest words, moved to the very top of the list." });
    // Move it from last to first, one place at a time.
    for (let i = 0; i < before.length; i++) {
      const res = await call(moveTestimonialRoute, { method: "POST", params: { id: String(added.id) }, body: { direction: "up" } });
      expect(res.status).toBe(200);
    }
    expect((await listAdminTestimonials()).map((t) => t.id)).toEqual([added.id, ...before.map((t) => t.id)]);
    expect((await auditOf("testimonial.reorder", added.id)).length).toBe(before.length);
    const top = await call(moveTestimonialRoute, { method: "POST", params: { id: String(added.id) }, body: { direction: "up" } });
    expect(top.status).toBe(400);
    expect(top.json.message).toBe("This testimonial is already first.");

    const about = text(await html(AboutPage));
    const expected = [added.quote, ...before.filter((t) => t.published).map((t) => t.quote)];
    const positions = expected.map((q) => about.indexOf(q));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);

    const home = text(await html(HomePage));
    expect(home).toContain("What Clients Say");
    for (const q of expected.slice(0, HOME_TESTIMONIALS)) expect(home).toContain(q);
    for (const q of expected.slice(HOME_TESTIMONIALS)) expect(home).not.toContain(q);

    await call(deleteTestimonialRoute, { method: "DELETE", params: { id: String(added.id) } });
  });

  it("leaves the section out of both pages when none is published", async () => {
    const published = await db.testimonial.findMany({ where: { published: true }, select: { id: true } });
    await db.testimonial.updateMany({ data: { published: false } });
    try {
      expect(await html(AboutPage)).not.toContain("What Clients Say");
      expect(await html(HomePage)).not.toContain("What Clients Say");
    } finally {
      await db.testimonial.updateMany({ where: { id: { in: published.map((t) => t.id) } }, data: { published: true } });
    }
  });
});

describe("profile and portrait", () => {
  it("saves the bio the About page shows as paragraphs, audited; an empty bio is refused", async () => {
    const bio = "First paragraph about Maya.\n\nSecond paragraph,\nwrapped over two lines.";
    const res = await call(saveProfileRoute, { method: "PUT", body: { bio, portraitAlt: "" } });
    expect(res.status).toBe(200);
    expect((await getPublicProfile()).paragraphs).toEqual(["First paragraph about Maya.", "Second paragraph, wrapped over two lines."]);
    const [entry] = await db.auditEntry.findMany({ where: { action: "profile.update" }, orderBy: { id: "desc" }, take: 1 });
    expect(entry).toMatchObject({ actorId: admin.id, summary: "Edited the profile: bio." });
    expect(revalidated()).toEqual(expect.arrayContaining(["/", "/about"]));
    expect(text(await html(AboutPage))).toContain("Second paragraph, wrapped over two lines.");

    const empty = await call(saveProfileRoute, { method: "PUT", body: { bio: "  ", portraitAlt: "" } });
    expect(empty.status).toBe(400);
    expect(empty.json.fieldErrors).toEqual({ bio: PROFILE_MESSAGES.bio });
  });

  it("refuses an upload that is not a PNG, JPEG or WebP, or over 2 MB, or without alt text, with a clear message; stores nothing", async () => {
    const images = await db.blogImage.count();
    const wrong = await call(portraitRoute, { method: "POST", body: { data: GIF.toString("base64"), alt: "Maya" } });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toMatchObject({ message: IMAGE_WRONG_TYPE, fieldErrors: { data: IMAGE_WRONG_TYPE } });
    const big = await call(portraitRoute, {
      method: "POST",
      body: { data: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]).toString("base64"), alt: "Maya" },
    });
    expect(big.status).toBe(400);
    expect(big.json.message).toBe(IMAGE_TOO_LARGE);
    const noAlt = await call(portraitRoute, { method: "POST", body: { data: PNG.toString("base64"), alt: " " } });
    expect(noAlt.status).toBe(400);
    expect(noAlt.json.fieldErrors).toEqual({ alt: PROFILE_MESSAGES.alt });
    expect(await db.blogImage.count()).toBe(images);
    expect((await getPublicProfile()).portrait.uploaded).toBe(false);
  });

  it("uploads and replaces the portrait: served from the image store, shown on the About page, audited", async () => {
    const first = await call(portraitRoute, { method: "POST", body: { data: PNG.toString("base64"), alt: "Maya smiling in her studio" } });
    expect(first.status).toBe(200);
    const { portrait } = await getPublicProfile();
    expect(portrait).toMatchObject({ alt: "Maya smiling in her studio", uploaded: true });
    const [, id, version] = portrait.src.match(/^\/api\/blog\/images\/(\d+)\/([0-9a-z]+)$/)!;
    const served = await call(imageRoute, { params: { id, version } });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    const about = await html(AboutPage);
    expect(about).toContain('alt="Maya smiling in her studio"');
    expect(about).toContain(encodeURIComponent(portrait.src));
    expect(about).not.toContain("practitioner.svg");
    expect(revalidated()).toEqual(expect.arrayContaining(["/", "/about"]));

    const second = await call(portraitRoute, { method: "POST", body: { data: PNG.toString("base64"), alt: "Maya on the mat" } });
    expect(second.status).toBe(200);
    const replaced = (await getPublicProfile()).portrait;
    expect(replaced.src).not.toBe(portrait.src);
    const entries = await db.auditEntry.findMany({ where: { action: "profile.portrait" }, orderBy: { id: "asc" } });
    expect(entries.map((e) => e.summary.split(" (")[0])).toEqual(["Uploaded the portrait", "Replaced the portrait"]);
    expect(entries[1].before).toMatchObject({ Portrait: portrait.src, "Portrait alt text": "Maya smiling in her studio" });
    expect(entries[1].after).toMatchObject({ Portrait: replaced.src, "Portrait alt text": "Maya on the mat" });

    // With a portrait uploaded, its alt text is required when saving the profile.
    const noAlt = await call(saveProfileRoute, { method: "PUT", body: { bio: DEFAULT_BIO, portraitAlt: "" } });
    expect(noAlt.status).toBe(400);
    expect(noAlt.json.fieldErrors).toEqual({ portraitAlt: PROFILE_MESSAGES.alt });
    const ok = await call(saveProfileRoute, { method: "PUT", body: { bio: DEFAULT_BIO, portraitAlt: "Maya on her yoga mat" } });
    expect(ok.status).toBe(200);
    expect((await getPublicProfile()).portrait.alt).toBe("Maya on her yoga mat");
  });
});
