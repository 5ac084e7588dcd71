-- AlterTable
ALTER TABLE "Purchase" ADD COLUMN     "refundId" TEXT,
ADD COLUMN     "refundedAt" TIMESTAMPTZ(3),
ADD COLUMN     "refundedCents" INTEGER NOT NULL DEFAULT 0;

-- CreateIndex
CREATE UNIQUE INDEX "Purchase_refundId_key" ON "Purchase"("refundId");
