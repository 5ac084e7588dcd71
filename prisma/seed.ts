// npm run db:seed: idempotent. Writes the practitioner, her weekly hours and sample credentials and
// testimonials (when there are none), the services, the packages (when missing), the blog
// and the admin user; running it again updates them in place and never duplicates.
import { db } from "../lib/db";
import { hashPassword, verifyPassword } from "../lib/auth/password";
import { siteConfig } from "../lib/site-config";
import { DEV_ADMIN_PASSWORD } from "../lib/env";
import { services } from "./seed-data/services";
import { packages } from "./seed-data/packages";
import { intakeForms } from "./seed-data/intake-forms";
import { definitionSchema } from "../lib/validations/intake";
import { seedBlog } from "./seed-data/blog";
import { sampleCredentials, sampleTestimonials } from "./seed-data/profile";
import { ensureTimeSlots } from "../lib/booking/slots";
import { DEFAULT_PRACTICE_SETTINGS } from "../lib/practice/bookable";
import { deployEnvironment, guardDatabase, ownerToRecord, recordDatabaseOwner } from "../lib/db/owner";

async function seedPractitioner() {
  const { firstName, lastName, title, email } = siteConfig.practitioner;
  const existing = await db.practitioner.findFirst({ orderBy: { id: "asc" } });
  const practitioner = existing
    ? await db.practitioner.update({ where: { id: existing.id }, data: { firstName, lastName, title, email } })
    : await db.practitioner.create({ data: { firstName, lastName, title, email } });

  const hasHours = await db.workingHours.count({ where: { practitionerId: practitioner.id } });
  if (!hasHours) {
    await db.workingHours.createMany({
      data: siteConfig.openingHours.flatMap((h) =>
        h.weekdays.map((weekday) => ({ practitionerId: practitioner.id, weekday, startTime: h.start, endTime: h.end })),
      ),
    });
  }
  return practitioner;
}

/**
 * Sample credentials and testimonials (./seed-data/profile.ts) for a database that has none: the
 * owner's own, once she has any, are never touched. The bio and the portrait need no seed: until she
 * saves her own the site shows the default text and the illustrated portrait (lib/content/about.ts).
 */
async function seedProfile(practitionerId: number) {
  if (!(await db.credential.count({ where: { practitionerId } }))) {
    await db.credential.createMany({ data: sampleCredentials.map((c, sortOrder) => ({ ...c, practitionerId, sortOrder })) });
  }
  if (!(await db.testimonial.count())) {
    await db.testimonial.createMany({ data: sampleTestimonials.map((t, sortOrder) => ({ ...t, sortOrder, published: true })) });
  }
}

async function seedServices() {
  for (const [position, s] of services.entries()) {
    const sortOrder = "sortOrder" in s ? s.sortOrder : position;
    await db.service.upsert({ where: { slug: s.slug }, create: { ...s, sortOrder }, update: { ...s, sortOrder } });
  }
}

/** The starting packages, created when missing: once there, they are the owner's to edit or retire. */
async function seedPackages() {
  for (const [sortOrder, { serviceSlugs, ...p }] of packages.entries()) {
    if (await db.package.findUnique({ where: { slug: p.slug } })) continue;
    const covered = await db.service.findMany({ where: { slug: { in: serviceSlugs } }, select: { id: true } });
    await db.package.create({ data: { ...p, sortOrder, services: { connect: covered } } });
  }
}

/**
 * The starting intake questionnaires, created when missing (by name) with their version 1 and attached
 * to their services: once there, they are the owner's to edit, version or retire.
 */
async function seedIntakeForms() {
  for (const { serviceSlugs, sections, ...form } of intakeForms) {
    if (await db.intakeForm.findFirst({ where: { name: form.name } })) continue;
    const definition = definitionSchema.parse({ sections });
    const attached = await db.service.findMany({ where: { slug: { in: serviceSlugs } }, select: { id: true } });
    await db.intakeForm.create({
      data: { ...form, versions: { create: { version: 1, definition } }, services: { connect: attached } },
    });
  }
}

async function seedAdmin() {
  const username = process.env.ADMIN_USERNAME ?? "admin";
  const password = process.env.ADMIN_PASSWORD ?? DEV_ADMIN_PASSWORD;
  if (process.env.NODE_ENV === "production" && (!process.env.ADMIN_PASSWORD || password === DEV_ADMIN_PASSWORD || password.length < 12)) {
    throw new Error("Set ADMIN_PASSWORD (12+ characters, not the development default) to seed production.");
  }
  const existing = await db.user.findUnique({ where: { username } });
  if (existing && existing.isAdmin && (await verifyPassword(existing.passwordHash, password))) return;
  const data = {
    username,
    passwordHash: await hashPassword(password),
    email: siteConfig.practitioner.email,
    firstName: siteConfig.practitioner.firstName,
    lastName: siteConfig.practitioner.lastName,
    isAdmin: true,
    notificationsEnabled: false,
  };
  await db.user.upsert({ where: { username }, create: data, update: { passwordHash: data.passwordHash, isAdmin: true } });
}

/**
 * The practice settings stay at their defaults (in-person closed, as the spec's banner says) unless
 * `inPersonOpen` is given: the test setups open in-person sessions so their bookings of in-person
 * services work (SEED_IN_PERSON_OPEN=1 does the same for `npm run db:seed`).
 */
async function seedPracticeSettings(inPersonOpen: boolean | undefined) {
  if (inPersonOpen === undefined) return;
  await db.practiceSettings.upsert({
    where: { id: 1 },
    create: { id: 1, bannerText: DEFAULT_PRACTICE_SETTINGS.bannerText, inPersonOpen },
    update: { inPersonOpen },
  });
}

/**
 * Seeds the database at DATABASE_URL. Refused before any write where the environment deploying
 * (DEPLOY_ENV or VERCEL_ENV) may not touch it (a preview against production's); records that
 * environment as the owner when none is (without one: production under NODE_ENV=production,
 * development otherwise).
 */
export async function seed({ inPersonOpen }: { inPersonOpen?: boolean } = {}) {
  const url = process.env.DATABASE_URL!;
  const state = await guardDatabase(url, deployEnvironment());
  const recordAs = deployEnvironment() ?? (process.env.NODE_ENV === "production" ? "production" : "development");
  const practitioner = await seedPractitioner();
  await seedProfile(practitioner.id);
  await ensureTimeSlots(); // the rolling window of bookable slots (idempotent)
  await seedServices();
  await seedPackages();
  await seedIntakeForms();
  await seedBlog(db);
  await seedAdmin();
  await seedPracticeSettings(inPersonOpen);
  const owner = ownerToRecord(state, recordAs);
  if (owner) await recordDatabaseOwner(url, owner);
}

// Run directly (npm run db:seed), not when imported by tests.
if (import.meta.url === `file://${process.argv[1]}`) {
  seed({ inPersonOpen: process.env.SEED_IN_PERSON_OPEN === "1" ? true : undefined })
    .then(() => console.log("Seed complete."))
    .catch((e) => {
      console.error(e);
      process.exitCode = 1;
    })
    .finally(() => db.$disconnect());
}
