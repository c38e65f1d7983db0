-- AlterTable
ALTER TABLE "Player" ADD COLUMN     "bot" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "botKind" TEXT;

-- AlterTable
ALTER TABLE "Match" ADD COLUMN     "importedFrom" TEXT,
ADD COLUMN     "originId" TEXT,
ADD COLUMN     "seatHandles" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "seatNames" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- CreateTable
CREATE TABLE "ArchivedMatch" (
    "matchId" UUID NOT NULL,
    "gameId" TEXT NOT NULL,
    "options" JSONB NOT NULL,
    "seatCount" INTEGER NOT NULL,
    "daysPerMove" INTEGER,
    "visibility" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL,
    "endedAt" TIMESTAMPTZ(3) NOT NULL,
    "result" JSONB NOT NULL,
    "view" JSONB NOT NULL,

    CONSTRAINT "ArchivedMatch_pkey" PRIMARY KEY ("matchId")
);

-- CreateTable
CREATE TABLE "ArchivedSeat" (
    "matchId" UUID NOT NULL,
    "seat" INTEGER NOT NULL,
    "playerId" UUID,
    "side" INTEGER NOT NULL,
    "outcome" TEXT NOT NULL,
    "rank" INTEGER NOT NULL,
    "score" INTEGER NOT NULL,
    "gameId" TEXT NOT NULL,
    "visibility" TEXT NOT NULL,
    "endedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "ArchivedSeat_pkey" PRIMARY KEY ("matchId","seat")
);

-- CreateIndex
CREATE INDEX "ArchivedMatch_endedAt_matchId_idx" ON "ArchivedMatch"("endedAt", "matchId");

-- CreateIndex
CREATE INDEX "ArchivedMatch_gameId_endedAt_matchId_idx" ON "ArchivedMatch"("gameId", "endedAt", "matchId");

-- CreateIndex
CREATE INDEX "ArchivedSeat_playerId_endedAt_matchId_idx" ON "ArchivedSeat"("playerId", "endedAt", "matchId");

-- CreateIndex
CREATE INDEX "ArchivedSeat_playerId_gameId_endedAt_matchId_idx" ON "ArchivedSeat"("playerId", "gameId", "endedAt", "matchId");

-- CreateIndex
CREATE UNIQUE INDEX "Match_commitment_originId_key" ON "Match"("commitment", "originId");

-- AddForeignKey
ALTER TABLE "ArchivedMatch" ADD CONSTRAINT "ArchivedMatch_matchId_fkey" FOREIGN KEY ("matchId") REFERENCES "Match"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ArchivedSeat" ADD CONSTRAINT "ArchivedSeat_matchId_fkey" FOREIGN KEY ("matchId") REFERENCES "ArchivedMatch"("matchId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ArchivedSeat" ADD CONSTRAINT "ArchivedSeat_playerId_fkey" FOREIGN KEY ("playerId") REFERENCES "Player"("id") ON DELETE CASCADE ON UPDATE CASCADE;
