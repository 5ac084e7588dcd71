-- AlterTable
ALTER TABLE "BlogPost" ADD COLUMN     "featuredImageAlt" TEXT NOT NULL DEFAULT '',
ALTER COLUMN "publishedAt" DROP NOT NULL;

-- CreateTable
CREATE TABLE "BlogImage" (
    "id" SERIAL NOT NULL,
    "contentType" TEXT NOT NULL,
    "bytes" BYTEA NOT NULL,
    "byteSize" INTEGER NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BlogImage_pkey" PRIMARY KEY ("id")
);
