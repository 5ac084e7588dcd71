-- CreateIndex
CREATE INDEX "Appointment_startsAt_id_idx" ON "Appointment"("startsAt", "id");

-- CreateIndex
CREATE INDEX "Appointment_status_startsAt_id_idx" ON "Appointment"("status", "startsAt", "id");
