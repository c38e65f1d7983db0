-- AlterTable
ALTER TABLE "ArchivedSeat" ADD COLUMN     "replacedBy" UUID;
