-- CreateTable
CREATE TABLE "OwnerCalendar" (
    "id" SERIAL NOT NULL,
    "practitionerId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastAttemptAt" TIMESTAMPTZ(3),
    "lastSuccessAt" TIMESTAMPTZ(3),
    "lastError" TEXT,
    "failingSince" TIMESTAMPTZ(3),
    "eventCount" INTEGER NOT NULL DEFAULT 0,
    "ownerToldAt" TIMESTAMPTZ(3),

    CONSTRAINT "OwnerCalendar_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CalendarBusyTime" (
    "id" SERIAL NOT NULL,
    "calendarId" INTEGER NOT NULL,
    "practitionerId" INTEGER NOT NULL,
    "startsAt" TIMESTAMPTZ(3) NOT NULL,
    "endsAt" TIMESTAMPTZ(3) NOT NULL,
    "summary" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "CalendarBusyTime_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CalendarConflictKeep" (
    "appointmentId" INTEGER NOT NULL,
    "fingerprint" TEXT NOT NULL,
    "keptAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CalendarConflictKeep_pkey" PRIMARY KEY ("appointmentId")
);

-- CreateIndex
CREATE INDEX "OwnerCalendar_practitionerId_idx" ON "OwnerCalendar"("practitionerId");

-- CreateIndex
CREATE INDEX "CalendarBusyTime_practitionerId_startsAt_idx" ON "CalendarBusyTime"("practitionerId", "startsAt");

-- CreateIndex
CREATE INDEX "CalendarBusyTime_calendarId_idx" ON "CalendarBusyTime"("calendarId");

-- AddForeignKey
ALTER TABLE "OwnerCalendar" ADD CONSTRAINT "OwnerCalendar_practitionerId_fkey" FOREIGN KEY ("practitionerId") REFERENCES "Practitioner"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CalendarBusyTime" ADD CONSTRAINT "CalendarBusyTime_calendarId_fkey" FOREIGN KEY ("calendarId") REFERENCES "OwnerCalendar"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CalendarBusyTime" ADD CONSTRAINT "CalendarBusyTime_practitionerId_fkey" FOREIGN KEY ("practitionerId") REFERENCES "Practitioner"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CalendarConflictKeep" ADD CONSTRAINT "CalendarConflictKeep_appointmentId_fkey" FOREIGN KEY ("appointmentId") REFERENCES "Appointment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A busy interval has positive length.
ALTER TABLE "CalendarBusyTime" ADD CONSTRAINT "CalendarBusyTime_positive" CHECK ("endsAt" > "startsAt");
