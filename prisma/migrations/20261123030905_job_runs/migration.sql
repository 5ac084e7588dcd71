-- CreateTable
CREATE TABLE "JobRun" (
    "id" TEXT NOT NULL,
    "startedAt" TIMESTAMPTZ(3) NOT NULL,
    "finishedAt" TIMESTAMPTZ(3),
    "outcome" JSONB,

    CONSTRAINT "JobRun_pkey" PRIMARY KEY ("id")
);
