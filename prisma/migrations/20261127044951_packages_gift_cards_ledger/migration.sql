-- CreateEnum
CREATE TYPE "PurchaseKind" AS ENUM ('package', 'gift_card');

-- CreateEnum
CREATE TYPE "LedgerKind" AS ENUM ('purchase', 'use', 'return', 'expiry', 'refund', 'adjustment', 'void');

-- AlterEnum
ALTER TYPE "PaymentProvider" ADD VALUE 'gift_card';

-- AlterTable
ALTER TABLE "Appointment" ADD COLUMN     "clientPackageId" INTEGER,
ADD COLUMN     "giftCardId" INTEGER;

-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "giftCardCents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "giftCardId" INTEGER;

-- CreateTable
CREATE TABLE "Package" (
    "id" SERIAL NOT NULL,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "sessions" INTEGER NOT NULL,
    "priceCents" INTEGER NOT NULL,
    "validDays" INTEGER NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Package_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Purchase" (
    "id" SERIAL NOT NULL,
    "kind" "PurchaseKind" NOT NULL,
    "userId" INTEGER NOT NULL,
    "buyerName" TEXT NOT NULL,
    "buyerEmail" TEXT NOT NULL,
    "packageId" INTEGER,
    "provider" "PaymentProvider" NOT NULL,
    "paymentIntentId" TEXT NOT NULL,
    "clientSecret" TEXT NOT NULL,
    "subtotalCents" INTEGER NOT NULL,
    "taxCents" INTEGER NOT NULL,
    "taxRate" DECIMAL(8,6) NOT NULL DEFAULT 0,
    "taxState" TEXT,
    "amountCents" INTEGER NOT NULL,
    "giftCardId" INTEGER,
    "giftCardCents" INTEGER NOT NULL DEFAULT 0,
    "currency" TEXT NOT NULL DEFAULT 'usd',
    "status" "PaymentStatus" NOT NULL DEFAULT 'requires_payment',
    "billingAddress" JSONB,
    "failureCode" TEXT,
    "paidAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Purchase_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ClientPackage" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "packageId" INTEGER NOT NULL,
    "purchaseId" INTEGER NOT NULL,
    "sessions" INTEGER NOT NULL,
    "serviceIds" INTEGER[],
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ClientPackage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GiftCard" (
    "id" SERIAL NOT NULL,
    "code" TEXT NOT NULL,
    "initialCents" INTEGER NOT NULL,
    "purchaseId" INTEGER NOT NULL,
    "recipientName" TEXT NOT NULL,
    "recipientEmail" TEXT NOT NULL,
    "message" TEXT,
    "deliverAt" TIMESTAMPTZ(3) NOT NULL,
    "deliveredAt" TIMESTAMPTZ(3),
    "issuedAt" TIMESTAMPTZ(3),
    "voidedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "GiftCard_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LedgerEntry" (
    "id" SERIAL NOT NULL,
    "kind" "LedgerKind" NOT NULL,
    "clientPackageId" INTEGER,
    "giftCardId" INTEGER,
    "amount" INTEGER NOT NULL,
    "appointmentId" INTEGER,
    "purchaseId" INTEGER,
    "actorId" INTEGER,
    "note" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LedgerEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "_PackageToService" (
    "A" INTEGER NOT NULL,
    "B" INTEGER NOT NULL,

    CONSTRAINT "_PackageToService_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateIndex
CREATE UNIQUE INDEX "Package_slug_key" ON "Package"("slug");

-- CreateIndex
CREATE INDEX "Package_active_sortOrder_idx" ON "Package"("active", "sortOrder");

-- CreateIndex
CREATE UNIQUE INDEX "Purchase_paymentIntentId_key" ON "Purchase"("paymentIntentId");

-- CreateIndex
CREATE INDEX "Purchase_userId_createdAt_idx" ON "Purchase"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "Purchase_status_paidAt_idx" ON "Purchase"("status", "paidAt");

-- CreateIndex
CREATE UNIQUE INDEX "ClientPackage_purchaseId_key" ON "ClientPackage"("purchaseId");

-- CreateIndex
CREATE INDEX "ClientPackage_userId_expiresAt_idx" ON "ClientPackage"("userId", "expiresAt");

-- CreateIndex
CREATE INDEX "ClientPackage_expiresAt_idx" ON "ClientPackage"("expiresAt");

-- CreateIndex
CREATE UNIQUE INDEX "GiftCard_code_key" ON "GiftCard"("code");

-- CreateIndex
CREATE UNIQUE INDEX "GiftCard_purchaseId_key" ON "GiftCard"("purchaseId");

-- CreateIndex
CREATE INDEX "GiftCard_issuedAt_deliveredAt_deliverAt_idx" ON "GiftCard"("issuedAt", "deliveredAt", "deliverAt");

-- CreateIndex
CREATE INDEX "LedgerEntry_clientPackageId_id_idx" ON "LedgerEntry"("clientPackageId", "id");

-- CreateIndex
CREATE INDEX "LedgerEntry_giftCardId_id_idx" ON "LedgerEntry"("giftCardId", "id");

-- CreateIndex
CREATE INDEX "LedgerEntry_appointmentId_idx" ON "LedgerEntry"("appointmentId");

-- CreateIndex
CREATE INDEX "LedgerEntry_createdAt_idx" ON "LedgerEntry"("createdAt");

-- CreateIndex
CREATE INDEX "_PackageToService_B_index" ON "_PackageToService"("B");

-- CreateIndex
CREATE INDEX "Appointment_clientPackageId_idx" ON "Appointment"("clientPackageId");

-- AddForeignKey
ALTER TABLE "Appointment" ADD CONSTRAINT "Appointment_clientPackageId_fkey" FOREIGN KEY ("clientPackageId") REFERENCES "ClientPackage"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Appointment" ADD CONSTRAINT "Appointment_giftCardId_fkey" FOREIGN KEY ("giftCardId") REFERENCES "GiftCard"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_giftCardId_fkey" FOREIGN KEY ("giftCardId") REFERENCES "GiftCard"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Purchase" ADD CONSTRAINT "Purchase_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Purchase" ADD CONSTRAINT "Purchase_packageId_fkey" FOREIGN KEY ("packageId") REFERENCES "Package"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Purchase" ADD CONSTRAINT "Purchase_giftCardId_fkey" FOREIGN KEY ("giftCardId") REFERENCES "GiftCard"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ClientPackage" ADD CONSTRAINT "ClientPackage_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ClientPackage" ADD CONSTRAINT "ClientPackage_packageId_fkey" FOREIGN KEY ("packageId") REFERENCES "Package"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ClientPackage" ADD CONSTRAINT "ClientPackage_purchaseId_fkey" FOREIGN KEY ("purchaseId") REFERENCES "Purchase"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GiftCard" ADD CONSTRAINT "GiftCard_purchaseId_fkey" FOREIGN KEY ("purchaseId") REFERENCES "Purchase"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LedgerEntry" ADD CONSTRAINT "LedgerEntry_clientPackageId_fkey" FOREIGN KEY ("clientPackageId") REFERENCES "ClientPackage"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LedgerEntry" ADD CONSTRAINT "LedgerEntry_giftCardId_fkey" FOREIGN KEY ("giftCardId") REFERENCES "GiftCard"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LedgerEntry" ADD CONSTRAINT "LedgerEntry_appointmentId_fkey" FOREIGN KEY ("appointmentId") REFERENCES "Appointment"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LedgerEntry" ADD CONSTRAINT "LedgerEntry_purchaseId_fkey" FOREIGN KEY ("purchaseId") REFERENCES "Purchase"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_PackageToService" ADD CONSTRAINT "_PackageToService_A_fkey" FOREIGN KEY ("A") REFERENCES "Package"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_PackageToService" ADD CONSTRAINT "_PackageToService_B_fkey" FOREIGN KEY ("B") REFERENCES "Service"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written: the rules the database itself keeps.

-- Sensible amounts.
ALTER TABLE "Package" ADD CONSTRAINT "Package_amounts_check"
  CHECK ("sessions" BETWEEN 1 AND 100 AND "priceCents" >= 0 AND "validDays" BETWEEN 1 AND 3660);
ALTER TABLE "Purchase" ADD CONSTRAINT "Purchase_amounts_check"
  CHECK ("subtotalCents" >= 0 AND "taxCents" >= 0 AND "giftCardCents" >= 0 AND "amountCents" >= 0
         AND "amountCents" + "giftCardCents" = "subtotalCents" + "taxCents"
         AND ("kind" = 'package') = ("packageId" IS NOT NULL)
         AND ("kind" = 'package' OR "giftCardId" IS NULL));
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_gift_card_check"
  CHECK ("giftCardCents" >= 0 AND ("giftCardCents" = 0 OR "giftCardId" IS NOT NULL));
ALTER TABLE "GiftCard" ADD CONSTRAINT "GiftCard_amount_check" CHECK ("initialCents" > 0);

-- One account per ledger row, and a movement is never zero.
ALTER TABLE "LedgerEntry" ADD CONSTRAINT "LedgerEntry_one_account_check"
  CHECK (("clientPackageId" IS NULL) <> ("giftCardId" IS NULL) AND "amount" <> 0);

-- A booking or a purchase moves an account once per kind: a retried confirmation or cancel can
-- never take a second credit or give one back twice (adjustments, the owner's, may repeat).
CREATE UNIQUE INDEX "LedgerEntry_once_per_appointment" ON "LedgerEntry"
  ("appointmentId", "kind", COALESCE("clientPackageId", 0), COALESCE("giftCardId", 0))
  WHERE "appointmentId" IS NOT NULL AND "kind" IN ('use', 'return', 'refund');
CREATE UNIQUE INDEX "LedgerEntry_once_per_purchase" ON "LedgerEntry"
  ("purchaseId", "kind", COALESCE("clientPackageId", 0), COALESCE("giftCardId", 0))
  WHERE "purchaseId" IS NOT NULL AND "kind" IN ('purchase', 'use', 'refund');

-- Append only: history is corrected by new rows, never rewritten. Rules, not a trigger: Prisma's
-- migration runner splits scripts at every semicolon, which a PL/pgSQL body cannot survive.
CREATE RULE "LedgerEntry_no_update" AS ON UPDATE TO "LedgerEntry" DO INSTEAD NOTHING;
CREATE RULE "LedgerEntry_no_delete" AS ON DELETE TO "LedgerEntry" DO INSTEAD NOTHING;
