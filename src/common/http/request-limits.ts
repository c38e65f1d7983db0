/**
 * The largest request body, and WebSocket message, the server reads. Every
 * request of the API is small; Fastify's default (1 MiB) let one anonymous
 * request hold the event loop for a second in GraphQL's parser.
 */
export const REQUEST_MAX_BYTES = 64 * 1024;
