import type { TestProject } from "vitest/node";
import { createTestDatabase } from "./test-database";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
    databaseKind: "postgres" | "embedded";
  }
}

// One migrated and seeded database for the integration run, dropped at the end.
export default async function setup(project: TestProject) {
  const database = await createTestDatabase();
  process.env.DATABASE_URL = database.url;
  const { seed } = await import("../../prisma/seed");
  await seed({ inPersonOpen: true }); // the suites book in-person services too
  const { db } = await import("../../lib/db");
  await db.$disconnect();
  project.provide("databaseUrl", database.url);
  project.provide("databaseKind", database.kind);
  return async () => database.drop();
}
