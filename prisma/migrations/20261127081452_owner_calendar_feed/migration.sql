-- CreateTable
CREATE TABLE "CalendarFeed" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "token" TEXT,
    "showClientNames" BOOLEAN NOT NULL DEFAULT false,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "CalendarFeed_pkey" PRIMARY KEY ("id")
);

-- One row only, and a token is the 43 base64url characters of 32 random bytes or nothing.
ALTER TABLE "CalendarFeed" ADD CONSTRAINT "CalendarFeed_singleton" CHECK ("id" = 1);
ALTER TABLE "CalendarFeed" ADD CONSTRAINT "CalendarFeed_token_shape" CHECK ("token" IS NULL OR "token" ~ '^[A-Za-z0-9_-]{43}$');
