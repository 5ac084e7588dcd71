-- CreateEnum
CREATE TYPE "IntakeResponseStatus" AS ENUM ('draft', 'submitted');

-- AlterTable
ALTER TABLE "Appointment" ADD COLUMN     "intakeResponseId" INTEGER;

-- AlterTable
ALTER TABLE "Service" ADD COLUMN     "intakeFormId" INTEGER;

-- CreateTable
CREATE TABLE "IntakeForm" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "intro" TEXT NOT NULL DEFAULT '',
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "IntakeForm_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "IntakeFormVersion" (
    "id" SERIAL NOT NULL,
    "formId" INTEGER NOT NULL,
    "version" INTEGER NOT NULL,
    "definition" JSONB NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "IntakeFormVersion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "IntakeResponse" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "formVersionId" INTEGER NOT NULL,
    "status" "IntakeResponseStatus" NOT NULL DEFAULT 'draft',
    "answers" JSONB NOT NULL,
    "flaggedQuestionIds" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "submittedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "IntakeResponse_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "IntakeFormVersion_formId_version_key" ON "IntakeFormVersion"("formId", "version");

-- CreateIndex
CREATE INDEX "IntakeResponse_userId_formVersionId_status_submittedAt_idx" ON "IntakeResponse"("userId", "formVersionId", "status", "submittedAt");

-- AddForeignKey
ALTER TABLE "Service" ADD CONSTRAINT "Service_intakeFormId_fkey" FOREIGN KEY ("intakeFormId") REFERENCES "IntakeForm"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Appointment" ADD CONSTRAINT "Appointment_intakeResponseId_fkey" FOREIGN KEY ("intakeResponseId") REFERENCES "IntakeResponse"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "IntakeFormVersion" ADD CONSTRAINT "IntakeFormVersion_formId_fkey" FOREIGN KEY ("formId") REFERENCES "IntakeForm"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "IntakeResponse" ADD CONSTRAINT "IntakeResponse_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "IntakeResponse" ADD CONSTRAINT "IntakeResponse_formVersionId_fkey" FOREIGN KEY ("formVersionId") REFERENCES "IntakeFormVersion"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Hand-written: one draft per client and form version (saving as they type updates it).
CREATE UNIQUE INDEX "IntakeResponse_one_draft" ON "IntakeResponse" ("userId", "formVersionId") WHERE "status" = 'draft';
-- A submitted response has its time.
ALTER TABLE "IntakeResponse" ADD CONSTRAINT "IntakeResponse_submitted_check" CHECK (("status" = 'submitted') = ("submittedAt" IS NOT NULL));
