import PackageExpiringEmail from "@/emails/package-expiring";
import { db } from "@/lib/db";
import { sendEmail } from "@/lib/email";
import { formatLongDate } from "@/lib/format";
import { expirePackageCredits, ledgerBalances } from "@/lib/ledger/ledger";
import { scheduleHref } from "@/lib/booking/links";
import { siteConfig } from "@/lib/site-config";

// Packages near and past their expiry (G3): the client is emailed once, 14 days before a package
// with sessions left expires, and expired packages lose what they had left (one ledger row each).

const EXPIRY_NOTICE_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;
const PACKAGE_EXPIRING_TEMPLATE = "package-expiring";
export const MY_PACKAGES_PATH = "/my-packages";

/** The email's idempotency key: one notice per package, whatever runs overlap. */
export const packageExpiringKey = (clientPackageId: number) => `package-expiring/${clientPackageId}`;

/**
 * The hourly job: emails the clients whose packages with sessions left expire within 14 days (once
 * per package: the key), then takes off the credits of expired packages. Safe to overlap: the
 * email's key and the package's row lock decide each once.
 */
export async function runPackageExpiry(now = new Date()): Promise<{ notified: number; expired: number }> {
  const soon = await db.clientPackage.findMany({
    where: { expiresAt: { gt: now, lte: new Date(now.getTime() + EXPIRY_NOTICE_DAYS * DAY_MS) } },
    include: { package: { select: { name: true } }, user: { select: { email: true, firstName: true } } },
  });
  const keys = soon.map((p) => packageExpiringKey(p.id));
  const sent = new Set(
    (await db.emailLog.findMany({ where: { idempotencyKey: { in: keys } }, select: { idempotencyKey: true } })).map(
      (e) => e.idempotencyKey,
    ),
  );
  const due = soon.filter((p) => !sent.has(packageExpiringKey(p.id)));
  const balances = await ledgerBalances(
    db,
    "clientPackageId",
    due.map((p) => p.id),
  );
  let notified = 0;
  for (const p of due) {
    const remaining = balances.get(p.id) ?? 0;
    if (remaining <= 0) continue;
    const expiresOn = formatLongDate(p.expiresAt);
    await sendEmail({
      to: p.user.email,
      subject: `Your ${p.package.name} expires on ${expiresOn}`,
      template: PACKAGE_EXPIRING_TEMPLATE,
      idempotencyKey: packageExpiringKey(p.id),
      react: (
        <PackageExpiringEmail
          firstName={p.user.firstName}
          packageName={p.package.name}
          remaining={remaining}
          expiresOn={expiresOn}
          bookUrl={`${siteConfig.url}${scheduleHref(null)}`}
          packagesUrl={`${siteConfig.url}${MY_PACKAGES_PATH}`}
        />
      ),
    });
    notified++;
  }
  const expired = await db.$transaction((tx) => expirePackageCredits(tx, now), { timeout: 60_000 });
  return { notified, expired };
}
