import type { PrismaClient } from "../../lib/generated/prisma/client";

// Blog categories and articles (filled in by the content work).
export async function seedBlog(db: PrismaClient) {
  void db;
}
