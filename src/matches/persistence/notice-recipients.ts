/**
 * Whether any channel reaches player `player` (a SQL expression) for notices
 * of reason `reason`, as the outbox decides in the statement that writes a
 * batch's notices: a webhook endpoint of theirs asking for the reason
 * (enabled or not: a disabled endpoint is caught up when it is enabled
 * again), a verified email address not set to `never`, or their being a
 * built-in bot's account (a YOUR_TURN is its move's job). A notice nobody
 * would receive is not written at all, so a move costs the outbox nothing
 * for a player who only follows the turn feed (which reads the bus, never
 * the outbox). docs/notifications.md#the-outbox.
 */
export function reachedSql(player: string, reason: string): string {
  return `(EXISTS (SELECT 1 FROM "WebhookEndpoint" w WHERE w."playerId" = ${player} AND ${reason} = ANY(w."events"))
    OR EXISTS (SELECT 1 FROM "EmailSettings" s WHERE s."playerId" = ${player} AND s."verifiedAt" IS NOT NULL AND s."mode" <> 'never')
    OR EXISTS (SELECT 1 FROM "Player" b WHERE b."id" = ${player} AND b."botKind" IS NOT NULL))`;
}
