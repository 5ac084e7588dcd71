import type { TestProject } from "vitest/node";
import { createTestDatabase } from "./test-database";

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
  const perWorker = [database];
  if (database.copy) {
    perWorker.length = 0;
    for (let worker = 0; worker < project.config.maxWorkers; worker++) perWorker.push(await database.copy());
  }
  project.provide(
    "databaseUrls",
    perWorker.map((d) => d.url),
  );
  project.provide("databaseKind", database.kind);
  return async () => {
    for (const d of new Set([...perWorker, database])) await d.drop();
  };
}
