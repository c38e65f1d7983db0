import { makeTemplates } from './database-templates';

/** Jest global setup of the db and e2e projects: the template databases every test file copies. */
export default async function globalSetup(): Promise<void> {
  await makeTemplates();
}
