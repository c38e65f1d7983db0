-- CreateTable
CREATE TABLE "Notice" (
    "id" UUID NOT NULL,
    "playerId" UUID NOT NULL,
    "matchId" UUID NOT NULL,
    "seq" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "causedBy" UUID,
    "createdAt" TIMESTAMPTZ(3) NOT NULL,
    "body" JSONB,
    "handedAt" TIMESTAMPTZ(3),

    CONSTRAINT "Notice_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Notice_handedAt_createdAt_idx" ON "Notice"("handedAt", "createdAt");

-- CreateIndex
CREATE INDEX "Notice_playerId_createdAt_idx" ON "Notice"("playerId", "createdAt");

-- CreateIndex
CREATE INDEX "Notice_matchId_idx" ON "Notice"("matchId");

-- AddForeignKey
ALTER TABLE "Notice" ADD CONSTRAINT "Notice_playerId_fkey" FOREIGN KEY ("playerId") REFERENCES "Player"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Notice" ADD CONSTRAINT "Notice_matchId_fkey" FOREIGN KEY ("matchId") REFERENCES "Match"("id") ON DELETE CASCADE ON UPDATE CASCADE;
