import type { TestProject } from "vitest/node";
import { createTestDatabase, type TestDatabase } from "./test-database";

declare module "vitest" {
  export interface ProvidedContext {
    /** One database per worker (its VITEST_POOL_ID - 1), or one for all on the embedded server. */
    databaseUrls: string[];
    databaseKind: "postgres" | "embedded";
  }
}

// One migrated and seeded database, copied for each worker on PostgreSQL so that two integration
// files run side by side without sharing rows; all are dropped at the end.
export default async function setup(project: TestProject) {
  const database = await createTestDatabase();
  process.env.DATABASE_URL = database.url;
  const { seed } = await import("../../prisma/seed");
  await seed({ inPersonOpen: true }); // the suites book in-person services too
  const { db } = await import("../../lib/db");
  await db.$disconnect();
  const perWorker = await copiesOf(database, project.config.maxWorkers);
  project.provide(
    "databaseUrls",
    perWorker.map((d) => d.url),
  );
  project.provide("databaseKind", database.kind);
  return async () => {
    for (const d of new Set([...perWorker, database])) await d.drop();
  };
}

/** `count` copies of the seeded database, or the database itself where it cannot be copied (embedded). */
async function copiesOf(database: TestDatabase, count: number): Promise<TestDatabase[]> {
  if (!database.copy) return [database];
  const copies: TestDatabase[] = [];
  for (let i = 0; i < count; i++) copies.push(await database.copy());
  return copies;
}
