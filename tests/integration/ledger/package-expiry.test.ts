import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { ledgerBalance } from "@/lib/ledger/ledger";
import { packageExpiringKey, runPackageExpiry } from "@/lib/packages/expiry";
import { createUser } from "../../support/api";
import { buyPackage, createPackage } from "./helpers";

// A package with sessions left: its client is emailed once, 14 days before it expires, with a link
// to book; once expired, what it had left is taken off by one expiry row.

const DAY = 24 * 60 * 60 * 1000;

describe("package expiry", () => {
  it("emails the client once, 14 days before, and takes the credits off after expiry", async () => {
    const user = await createUser({ firstName: "Robin" });
    const pkg = await createPackage({ validDays: 60 });
    const boughtAt = new Date();
    const owned = await buyPackage(user, pkg, boughtAt);
    const key = packageExpiringKey(owned.id);

    // 15 days before: too early.
    await runPackageExpiry(new Date(owned.expiresAt.getTime() - 15 * DAY));
    expect(await db.emailLog.count({ where: { idempotencyKey: key } })).toBe(0);

    // 14 days before, and every hour after: one email.
    const notice = new Date(owned.expiresAt.getTime() - 14 * DAY + 60_000);
    await runPackageExpiry(notice);
    await runPackageExpiry(new Date(notice.getTime() + 3600_000));
    const emails = await db.emailLog.findMany({ where: { idempotencyKey: key } });
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ to: user.email, template: "package-expiring" });
    expect(emails[0].text).toContain("3 sessions left");
    expect(emails[0].text).toContain("/schedule");

    await runPackageExpiry(new Date(owned.expiresAt.getTime() + 60_000));
    expect(await ledgerBalance(db, { clientPackageId: owned.id })).toBe(0);
    const rows = await db.ledgerEntry.findMany({ where: { clientPackageId: owned.id }, orderBy: { id: "asc" } });
    expect(rows.map((r) => [r.kind, r.amount])).toEqual([
      ["purchase", 3],
      ["expiry", -3],
    ]);
  });

  it("does not email about a package with no sessions left", async () => {
    const user = await createUser();
    const pkg = await createPackage({ validDays: 10, sessions: 1 });
    const owned = await buyPackage(user, pkg);
    await db.ledgerEntry.create({ data: { clientPackageId: owned.id, kind: "adjustment", amount: -1, note: "test" } });
    await runPackageExpiry(new Date());
    expect(await db.emailLog.count({ where: { idempotencyKey: packageExpiringKey(owned.id) } })).toBe(0);
  });
});
