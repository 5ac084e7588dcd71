-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "EmailStatus" ADD VALUE 'sending';
ALTER TYPE "EmailStatus" ADD VALUE 'retrying';
ALTER TYPE "EmailStatus" ADD VALUE 'cancelled';

-- AlterEnum
ALTER TYPE "ReminderStatus" ADD VALUE 'failed';

-- AlterTable
ALTER TABLE "EmailLog" ADD COLUMN     "appointmentId" INTEGER,
ADD COLUMN     "attempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "idempotencyKey" TEXT,
ADD COLUMN     "nextAttemptAt" TIMESTAMPTZ(3),
ADD COLUMN     "pending" JSONB,
ADD COLUMN     "reminderId" INTEGER,
ADD COLUMN     "replyTo" TEXT,
ADD COLUMN     "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- CreateIndex
CREATE UNIQUE INDEX "EmailLog_idempotencyKey_key" ON "EmailLog"("idempotencyKey");

-- CreateIndex
CREATE INDEX "EmailLog_status_nextAttemptAt_idx" ON "EmailLog"("status", "nextAttemptAt");

-- CreateIndex
CREATE INDEX "EmailLog_appointmentId_createdAt_idx" ON "EmailLog"("appointmentId", "createdAt");

-- AddForeignKey
ALTER TABLE "EmailLog" ADD CONSTRAINT "EmailLog_appointmentId_fkey" FOREIGN KEY ("appointmentId") REFERENCES "Appointment"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmailLog" ADD CONSTRAINT "EmailLog_reminderId_fkey" FOREIGN KEY ("reminderId") REFERENCES "Reminder"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Emails sent before the outbox: link each booking confirmation to its appointment (by its
-- attached calendar file) and give it the key the outbox now uses, so it is never sent again.
UPDATE "EmailLog" e SET "appointmentId" = a."id", "idempotencyKey" = 'booking-confirmation/' || a."id"
FROM "Appointment" a
WHERE e."template" = 'booking-confirmation' AND e."status" IN ('sent', 'recorded')
  AND e."attachments" @> ARRAY['appointment-' || a."id" || '.ics']
  AND e."id" = (SELECT min(e2."id") FROM "EmailLog" e2 WHERE e2."template" = 'booking-confirmation'
                AND e2."status" IN ('sent', 'recorded') AND e2."attachments" @> ARRAY['appointment-' || a."id" || '.ics']);
