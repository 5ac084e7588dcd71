-- CreateTable
CREATE TABLE "PracticeSettings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "bannerText" TEXT NOT NULL,
    "inPersonOpen" BOOLEAN NOT NULL DEFAULT false,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "PracticeSettings_pkey" PRIMARY KEY ("id")
);
ALTER TABLE "PracticeSettings" ADD CONSTRAINT "PracticeSettings_singleton" CHECK ("id" = 1);
