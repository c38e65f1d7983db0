import { compileSources } from './compiled-sources';
import { makeTemplates } from './database-templates';

/**
 * Jest global setup of the e2e project: the template databases every test file copies, and
 * `src/` compiled once for the tests that run the server or a CLI as its own process.
 */
export default async function e2eGlobalSetup(): Promise<void> {
  await makeTemplates();
  compileSources();
}
