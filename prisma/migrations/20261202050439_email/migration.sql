-- CreateTable
CREATE TABLE "EmailSettings" (
    "playerId" UUID NOT NULL,
    "address" TEXT,
    "verifiedAt" TIMESTAMPTZ(3),
    "verifyTokenHash" TEXT,
    "verifyExpiresAt" TIMESTAMPTZ(3),
    "verifySentAt" TIMESTAMPTZ(3),
    "mode" TEXT NOT NULL DEFAULT 'immediate',
    "digestHour" INTEGER NOT NULL DEFAULT 8,
    "timeZone" TEXT NOT NULL DEFAULT 'UTC',
    "quietStart" INTEGER,
    "quietEnd" INTEGER,
    "nextSendAt" TIMESTAMPTZ(3),
    "claimedUntil" TIMESTAMPTZ(3),
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EmailSettings_pkey" PRIMARY KEY ("playerId")
);

-- CreateTable
CREATE TABLE "EmailAlert" (
    "noticeId" UUID NOT NULL,
    "playerId" UUID NOT NULL,
    "matchId" UUID NOT NULL,
    "seq" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "body" JSONB NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL,
    "state" TEXT NOT NULL,
    "claimedUntil" TIMESTAMPTZ(3),
    "sentAt" TIMESTAMPTZ(3),

    CONSTRAINT "EmailAlert_pkey" PRIMARY KEY ("noticeId")
);

-- CreateIndex
CREATE UNIQUE INDEX "EmailSettings_verifyTokenHash_key" ON "EmailSettings"("verifyTokenHash");

-- CreateIndex
CREATE INDEX "EmailSettings_nextSendAt_idx" ON "EmailSettings"("nextSendAt");

-- CreateIndex
CREATE INDEX "EmailAlert_playerId_state_idx" ON "EmailAlert"("playerId", "state");

-- AddForeignKey
ALTER TABLE "EmailSettings" ADD CONSTRAINT "EmailSettings_playerId_fkey" FOREIGN KEY ("playerId") REFERENCES "Player"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmailAlert" ADD CONSTRAINT "EmailAlert_playerId_fkey" FOREIGN KEY ("playerId") REFERENCES "EmailSettings"("playerId") ON DELETE CASCADE ON UPDATE CASCADE;
