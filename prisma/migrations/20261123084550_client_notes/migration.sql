-- CreateTable
CREATE TABLE "ClientNote" (
    "id" SERIAL NOT NULL,
    "clientKey" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "ClientNote_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ClientNote_clientKey_createdAt_idx" ON "ClientNote"("clientKey", "createdAt");
