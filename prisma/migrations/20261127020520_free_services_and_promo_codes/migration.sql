-- AlterTable
ALTER TABLE "Appointment" ADD COLUMN     "discountCents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "promoCodeId" INTEGER;

-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "discountCents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "promoCode" TEXT;

-- AlterTable
ALTER TABLE "Service" ADD COLUMN     "consentRequired" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "newClientsOnly" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "onePerClient" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "PromoCode" (
    "id" SERIAL NOT NULL,
    "code" TEXT NOT NULL,
    "percentOff" INTEGER,
    "amountOffCents" INTEGER,
    "startsOn" DATE,
    "endsOn" DATE,
    "maxUses" INTEGER,
    "maxUsesPerClient" INTEGER,
    "newClientsOnly" BOOLEAN NOT NULL DEFAULT false,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "isIntroOffer" BOOLEAN NOT NULL DEFAULT false,
    "introText" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "PromoCode_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "_PromoCodeToService" (
    "A" INTEGER NOT NULL,
    "B" INTEGER NOT NULL,

    CONSTRAINT "_PromoCodeToService_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateIndex
CREATE UNIQUE INDEX "PromoCode_code_key" ON "PromoCode"("code");

-- CreateIndex
CREATE INDEX "_PromoCodeToService_B_index" ON "_PromoCodeToService"("B");

-- CreateIndex
CREATE INDEX "Appointment_promoCodeId_idx" ON "Appointment"("promoCodeId");

-- AddForeignKey
ALTER TABLE "Appointment" ADD CONSTRAINT "Appointment_promoCodeId_fkey" FOREIGN KEY ("promoCodeId") REFERENCES "PromoCode"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_PromoCodeToService" ADD CONSTRAINT "_PromoCodeToService_A_fkey" FOREIGN KEY ("A") REFERENCES "PromoCode"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_PromoCodeToService" ADD CONSTRAINT "_PromoCodeToService_B_fkey" FOREIGN KEY ("B") REFERENCES "Service"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A code takes a percentage (1 to 100) or a fixed amount (above zero) off, never both.
ALTER TABLE "PromoCode" ADD CONSTRAINT "PromoCode_one_discount" CHECK (
  ("percentOff" IS NOT NULL AND "amountOffCents" IS NULL AND "percentOff" BETWEEN 1 AND 100)
  OR ("percentOff" IS NULL AND "amountOffCents" IS NOT NULL AND "amountOffCents" > 0)
);

-- A discount never exceeds the price.
ALTER TABLE "Appointment" ADD CONSTRAINT "Appointment_discount_within_price" CHECK ("discountCents" BETWEEN 0 AND "priceCents");

-- One public intro offer at most.
CREATE UNIQUE INDEX "PromoCode_one_intro_offer" ON "PromoCode" ("isIntroOffer") WHERE "isIntroOffer";
