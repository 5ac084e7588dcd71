-- AlterTable
ALTER TABLE "PracticeSettings" ADD COLUMN     "smsEnabled" BOOLEAN NOT NULL DEFAULT true;

-- CreateTable
CREATE TABLE "SmsSubscription" (
    "userId" INTEGER NOT NULL,
    "phone" TEXT,
    "active" BOOLEAN NOT NULL DEFAULT false,
    "consentAt" TIMESTAMPTZ(3),
    "consentVersion" TEXT,
    "optedOutAt" TIMESTAMPTZ(3),
    "reminderTypes" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "pendingPhone" TEXT,
    "codeHash" TEXT,
    "codeExpiresAt" TIMESTAMPTZ(3),
    "codeAttempts" INTEGER NOT NULL DEFAULT 0,
    "codeSends" INTEGER NOT NULL DEFAULT 0,
    "codeWindowStart" TIMESTAMPTZ(3),
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "SmsSubscription_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "TextMessage" (
    "id" SERIAL NOT NULL,
    "to" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "status" "EmailStatus" NOT NULL,
    "providerId" TEXT,
    "error" TEXT,
    "idempotencyKey" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMPTZ(3),
    "userId" INTEGER,
    "appointmentId" INTEGER,
    "reminderId" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TextMessage_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "SmsSubscription_phone_idx" ON "SmsSubscription"("phone");

-- CreateIndex
CREATE UNIQUE INDEX "TextMessage_providerId_key" ON "TextMessage"("providerId");

-- CreateIndex
CREATE UNIQUE INDEX "TextMessage_idempotencyKey_key" ON "TextMessage"("idempotencyKey");

-- CreateIndex
CREATE INDEX "TextMessage_status_nextAttemptAt_idx" ON "TextMessage"("status", "nextAttemptAt");

-- CreateIndex
CREATE INDEX "TextMessage_appointmentId_createdAt_idx" ON "TextMessage"("appointmentId", "createdAt");

-- AddForeignKey
ALTER TABLE "SmsSubscription" ADD CONSTRAINT "SmsSubscription_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TextMessage" ADD CONSTRAINT "TextMessage_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TextMessage" ADD CONSTRAINT "TextMessage_appointmentId_fkey" FOREIGN KEY ("appointmentId") REFERENCES "Appointment"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TextMessage" ADD CONSTRAINT "TextMessage_reminderId_fkey" FOREIGN KEY ("reminderId") REFERENCES "Reminder"("id") ON DELETE SET NULL ON UPDATE CASCADE;
