-- AlterTable
ALTER TABLE "Player" ADD COLUMN     "bot" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "botKind" TEXT;
