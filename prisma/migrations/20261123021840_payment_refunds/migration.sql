-- CreateEnum
CREATE TYPE "RefundStatus" AS ENUM ('none', 'due', 'refunded');

-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "refundId" TEXT,
ADD COLUMN     "refundReason" TEXT,
ADD COLUMN     "refundStatus" "RefundStatus" NOT NULL DEFAULT 'none',
ADD COLUMN     "refundedAt" TIMESTAMPTZ(3),
ADD COLUMN     "refundedCents" INTEGER NOT NULL DEFAULT 0;

-- CreateIndex
CREATE UNIQUE INDEX "Payment_refundId_key" ON "Payment"("refundId");

-- Payments marked for a refund in the appointment's cancel reason become the refund state.
UPDATE "Payment" p
SET "refundStatus" = 'due', "refundReason" = trim(substring(a."cancelReason" from 12))
FROM "Appointment" a
WHERE a."id" = p."appointmentId" AND a."cancelReason" LIKE 'Refund due:%';
UPDATE "Appointment" SET "cancelReason" = 'payment_after_release' WHERE "cancelReason" LIKE 'Refund due:%';
