-- CreateTable
CREATE TABLE "DatabaseOwner" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "environment" TEXT NOT NULL,
    "branch" TEXT,
    "recordedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DatabaseOwner_pkey" PRIMARY KEY ("id")
);

-- One row, naming one of the three environments.
ALTER TABLE "DatabaseOwner"
  ADD CONSTRAINT "DatabaseOwner_one_row" CHECK ("id" = 1),
  ADD CONSTRAINT "DatabaseOwner_environment" CHECK ("environment" IN ('production', 'preview', 'development'));
