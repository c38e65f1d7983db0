/** The OpenAPI document's public entry: serving it. */
export { serveOpenApi } from './openapi';
