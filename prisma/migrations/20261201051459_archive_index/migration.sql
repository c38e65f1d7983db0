-- CreateIndex
CREATE INDEX "Match_visibility_status_updatedAt_idx" ON "Match"("visibility", "status", "updatedAt");
