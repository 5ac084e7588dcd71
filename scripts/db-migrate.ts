// npm run db:migrate: applies prisma/migrations to DATABASE_URL (Prisma's wasm schema engine).
import { migrateDatabase } from "../lib/db/schema-engine";

const url = process.env.DATABASE_URL;
if (!url) {
  console.error("DATABASE_URL is not set. (npm run dev migrates the embedded database by itself.)");
  process.exit(1);
}
const applied = await migrateDatabase(url);
console.log(applied.length ? `Applied: ${applied.join(", ")}` : "Database is up to date.");
