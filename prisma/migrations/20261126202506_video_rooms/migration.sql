-- CreateEnum
CREATE TYPE "VideoRoomStatus" AS ENUM ('pending', 'ready', 'failed', 'closed');

-- AlterTable
ALTER TABLE "Appointment" DROP COLUMN "zoomLink";

-- CreateTable
CREATE TABLE "VideoRoom" (
    "appointmentId" INTEGER NOT NULL,
    "status" "VideoRoomStatus" NOT NULL DEFAULT 'pending',
    "provider" TEXT,
    "externalId" TEXT,
    "joinUrl" TEXT,
    "passcode" TEXT,
    "startsAt" TIMESTAMPTZ(3),
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "changes" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMPTZ(3),
    "tryingUntil" TIMESTAMPTZ(3),
    "lastError" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "VideoRoom_pkey" PRIMARY KEY ("appointmentId")
);

-- CreateIndex
CREATE INDEX "VideoRoom_nextAttemptAt_idx" ON "VideoRoom"("nextAttemptAt");

-- CreateIndex
CREATE UNIQUE INDEX "VideoRoom_provider_externalId_key" ON "VideoRoom"("provider", "externalId");

-- AddForeignKey
ALTER TABLE "VideoRoom" ADD CONSTRAINT "VideoRoom_appointmentId_fkey" FOREIGN KEY ("appointmentId") REFERENCES "Appointment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Every confirmed virtual session still ahead had the practice's one shared link: each gets its own
-- room, made by the sync-video-rooms job on its next run.
INSERT INTO "VideoRoom" ("appointmentId", "nextAttemptAt", "updatedAt")
SELECT "id", CURRENT_TIMESTAMP, CURRENT_TIMESTAMP FROM "Appointment"
WHERE "isVirtual" AND "status" = 'confirmed' AND "endsAt" > CURRENT_TIMESTAMP;
