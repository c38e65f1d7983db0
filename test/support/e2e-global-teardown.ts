import { removeCompiledSources } from './compiled-sources';
import { removeTemplates } from './database-templates';

/** Jest global teardown of the e2e project. */
export default async function e2eGlobalTeardown(): Promise<void> {
  removeCompiledSources();
  await removeTemplates();
}
