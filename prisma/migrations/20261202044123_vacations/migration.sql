-- AlterTable
ALTER TABLE "Match" ADD COLUMN     "awaitedSince" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "deadline" TIMESTAMPTZ(3);

-- Existing matches (no vacation in their logs yet): awaited since their last batch, and the deadline
-- deadlineOf gives that (src/matches/domain/move-deadline.ts).
UPDATE "Match" SET "awaitedSince" = "updatedAt",
  "deadline" = CASE WHEN "status" = 'active' AND "daysPerMove" IS NOT NULL
                    THEN "updatedAt" + "daysPerMove" * INTERVAL '1 day' END;

-- CreateTable
CREATE TABLE "Vacation" (
    "id" UUID NOT NULL,
    "playerId" UUID NOT NULL,
    "startedAt" TIMESTAMPTZ(3) NOT NULL,
    "until" TIMESTAMPTZ(3) NOT NULL,
    "endedAt" TIMESTAMPTZ(3),

    CONSTRAINT "Vacation_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Vacation_playerId_startedAt_idx" ON "Vacation"("playerId", "startedAt");

-- CreateIndex
CREATE INDEX "Match_status_deadline_idx" ON "Match"("status", "deadline");

-- AddForeignKey
ALTER TABLE "Vacation" ADD CONSTRAINT "Vacation_playerId_fkey" FOREIGN KEY ("playerId") REFERENCES "Player"("id") ON DELETE CASCADE ON UPDATE CASCADE;
