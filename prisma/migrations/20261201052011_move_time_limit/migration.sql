-- AlterTable
ALTER TABLE "Match" ADD COLUMN     "daysPerMove" INTEGER;
