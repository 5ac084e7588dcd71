import { migrateDatabase } from "@/lib/db/schema-engine";
import { seed } from "../prisma/seed";
await migrateDatabase(process.env.DATABASE_URL!);
await seed({ inPersonOpen: true });
process.exit(0);
