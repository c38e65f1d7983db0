-- AlterTable
ALTER TABLE "Match" ADD COLUMN     "rated" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "ArchivedMatch" ADD COLUMN     "rated" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "ratingHigh" INTEGER,
ADD COLUMN     "ratingLow" INTEGER,
ADD COLUMN     "ratingSeq" INTEGER;

-- AlterTable
ALTER TABLE "ArchivedSeat" ADD COLUMN     "ratingAfter" INTEGER,
ADD COLUMN     "ratingBefore" INTEGER;

-- CreateTable
CREATE TABLE "Rating" (
    "playerId" UUID NOT NULL,
    "pool" TEXT NOT NULL,
    "mu" DOUBLE PRECISION NOT NULL,
    "sigma" DOUBLE PRECISION NOT NULL,
    "games" INTEGER NOT NULL,
    "lastPlayedAt" TIMESTAMPTZ(3) NOT NULL,
    "shown" INTEGER NOT NULL,

    CONSTRAINT "Rating_pkey" PRIMARY KEY ("playerId","pool")
);

-- CreateTable
CREATE TABLE "RatingChange" (
    "seq" INTEGER NOT NULL,
    "playerId" UUID NOT NULL,
    "matchId" UUID NOT NULL,
    "pool" TEXT NOT NULL,
    "muBefore" DOUBLE PRECISION,
    "sigmaBefore" DOUBLE PRECISION,
    "mu" DOUBLE PRECISION NOT NULL,
    "sigma" DOUBLE PRECISION NOT NULL,
    "games" INTEGER NOT NULL,
    "shownBefore" INTEGER NOT NULL,
    "shownAfter" INTEGER NOT NULL,
    "endedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "RatingChange_pkey" PRIMARY KEY ("seq","playerId")
);

-- CreateIndex
CREATE INDEX "Rating_pool_shown_playerId_idx" ON "Rating"("pool", "shown" DESC, "playerId");

-- CreateIndex
CREATE INDEX "RatingChange_playerId_pool_seq_idx" ON "RatingChange"("playerId", "pool", "seq");

-- CreateIndex
CREATE UNIQUE INDEX "ArchivedMatch_ratingSeq_key" ON "ArchivedMatch"("ratingSeq");

-- AddForeignKey
ALTER TABLE "Rating" ADD CONSTRAINT "Rating_playerId_fkey" FOREIGN KEY ("playerId") REFERENCES "Player"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RatingChange" ADD CONSTRAINT "RatingChange_playerId_fkey" FOREIGN KEY ("playerId") REFERENCES "Player"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The rated matches not yet applied to ratings, oldest first: what the applier reads (src/ratings).
CREATE INDEX "ArchivedMatch_rating_pending_idx" ON "ArchivedMatch"("endedAt", "matchId") WHERE "rated" AND "ratingSeq" IS NULL;
