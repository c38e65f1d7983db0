import { removeTemplates } from './database-templates';

/** Jest global teardown of the db and e2e projects. */
export default async function globalTeardown(): Promise<void> {
  await removeTemplates();
}
