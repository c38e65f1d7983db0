/**
 * The JSON a webhook posts, as Standard Webhooks suggests: `type`, the time
 * its notice was made, and `data`, the turn feed's notice for the endpoint's
 * owner (their own view of the match). A ping's data names the endpoint.
 */
export function webhookPayload(type: string, timestamp: Date, data: unknown): string {
  return JSON.stringify({ type, timestamp: timestamp.toISOString(), data });
}
