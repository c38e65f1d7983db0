/**
 * Writes the OpenAPI document GET /api/openapi.json serves to a file, for
 * linters: npm run api:lint writes build/openapi.json and lints it with
 * Redocly's recommended rules (redocly.yaml), as CI does.
 */
import { writeFileSync } from 'node:fs';
import { runScript, servedOpenApi } from './served-openapi';

runScript(async () => {
  const [file] = process.argv.slice(2);
  if (!file) throw new Error('usage: node build/scripts/openapi-document.js FILE');
  writeFileSync(file, `${JSON.stringify(await servedOpenApi(), null, 2)}\n`);
  process.stdout.write(`wrote ${file}\n`);
});
