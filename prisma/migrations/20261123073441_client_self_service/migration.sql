-- AlterTable
ALTER TABLE "Appointment" ADD COLUMN     "cancelledAt" TIMESTAMPTZ(3),
ADD COLUMN     "rescheduledAt" TIMESTAMPTZ(3),
ADD COLUMN     "rescheduledFrom" TIMESTAMPTZ(3),
ADD COLUMN     "sequence" INTEGER NOT NULL DEFAULT 0;

-- Bookings the practice cancelled before this column existed: their cancellation email carried
-- SEQUENCE 1 (a fixed value then), and their cancellation time is best known as the last update.
UPDATE "Appointment" SET "sequence" = 1, "cancelledAt" = "updatedAt"
WHERE "status" = 'cancelled' AND "cancelReason" = 'cancelled_by_practice';
