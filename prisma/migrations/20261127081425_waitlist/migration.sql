-- CreateEnum
CREATE TYPE "DayPart" AS ENUM ('morning', 'afternoon', 'evening');

-- CreateEnum
CREATE TYPE "WaitlistOfferStatus" AS ENUM ('offered', 'booked', 'lapsed', 'released');

-- CreateTable
CREATE TABLE "WaitlistEntry" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "serviceId" INTEGER NOT NULL,
    "dates" DATE[],
    "lastDate" DATE NOT NULL,
    "dayPart" "DayPart",
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "endedAt" TIMESTAMPTZ(3),
    "endReason" TEXT,

    CONSTRAINT "WaitlistEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WaitlistOffer" (
    "id" SERIAL NOT NULL,
    "entryId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "appointmentId" INTEGER NOT NULL,
    "startsAt" TIMESTAMPTZ(3) NOT NULL,
    "status" "WaitlistOfferStatus" NOT NULL DEFAULT 'offered',
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "offeredById" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "endedAt" TIMESTAMPTZ(3),

    CONSTRAINT "WaitlistOffer_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "WaitlistEntry_endedAt_createdAt_id_idx" ON "WaitlistEntry"("endedAt", "createdAt", "id");

-- CreateIndex
CREATE INDEX "WaitlistEntry_userId_endedAt_idx" ON "WaitlistEntry"("userId", "endedAt");

-- CreateIndex
CREATE UNIQUE INDEX "WaitlistOffer_appointmentId_key" ON "WaitlistOffer"("appointmentId");

-- CreateIndex
CREATE INDEX "WaitlistOffer_status_expiresAt_idx" ON "WaitlistOffer"("status", "expiresAt");

-- CreateIndex
CREATE INDEX "WaitlistOffer_entryId_startsAt_idx" ON "WaitlistOffer"("entryId", "startsAt");

-- AddForeignKey
ALTER TABLE "WaitlistEntry" ADD CONSTRAINT "WaitlistEntry_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WaitlistEntry" ADD CONSTRAINT "WaitlistEntry_serviceId_fkey" FOREIGN KEY ("serviceId") REFERENCES "Service"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WaitlistOffer" ADD CONSTRAINT "WaitlistOffer_entryId_fkey" FOREIGN KEY ("entryId") REFERENCES "WaitlistEntry"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WaitlistOffer" ADD CONSTRAINT "WaitlistOffer_appointmentId_fkey" FOREIGN KEY ("appointmentId") REFERENCES "Appointment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- At most one live offer per client: a second sweep racing the first cannot hold two times for them.
CREATE UNIQUE INDEX "WaitlistOffer_one_live_per_user" ON "WaitlistOffer"("userId") WHERE "status" = 'offered';

-- An entry waits for 1 to 7 dates, the last of which is lastDate.
ALTER TABLE "WaitlistEntry" ADD CONSTRAINT "WaitlistEntry_dates_count" CHECK (cardinality("dates") BETWEEN 1 AND 7);
