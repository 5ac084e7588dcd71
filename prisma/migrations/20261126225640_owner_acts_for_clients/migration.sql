-- AlterEnum
ALTER TYPE "AppointmentStatus" ADD VALUE 'no_show';

-- AlterEnum
ALTER TYPE "PaymentProvider" ADD VALUE 'in_person';

-- AlterTable
ALTER TABLE "Appointment" ADD COLUMN     "cancelNote" TEXT,
ADD COLUMN     "rescheduledBy" TEXT;

-- Every earlier reschedule was the client's own.
UPDATE "Appointment" SET "rescheduledBy" = 'client' WHERE "rescheduledFrom" IS NOT NULL;
