-- CreateIndex
CREATE INDEX "ConsentForm_userId_serviceId_createdAt_idx" ON "ConsentForm"("userId", "serviceId", "createdAt");
