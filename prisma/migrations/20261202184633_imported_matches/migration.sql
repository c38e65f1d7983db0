-- AlterTable
ALTER TABLE "Match" ADD COLUMN     "importedFrom" TEXT,
ADD COLUMN     "originId" TEXT,
ADD COLUMN     "seatHandles" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "seatNames" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- CreateIndex
CREATE UNIQUE INDEX "Match_commitment_originId_key" ON "Match"("commitment", "originId");
