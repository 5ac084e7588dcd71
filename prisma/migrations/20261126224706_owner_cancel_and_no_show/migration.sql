-- AlterEnum
ALTER TYPE "AppointmentStatus" ADD VALUE 'no_show';

-- AlterTable
ALTER TABLE "Appointment" ADD COLUMN     "cancelNote" TEXT;
