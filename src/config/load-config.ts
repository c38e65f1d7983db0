import { Result, err, ok } from '../engine';
import { AppConfig, appConfigSchema } from './app-config';

export type Environment = Readonly<Record<string, string | undefined>>;

/**
 * Validates the environment: the typed configuration, or one message per bad
 * variable (`PORT must be a whole number from 1 to 65535, got "abc"`). An empty
 * variable counts as unset, as in `DATABASE_URL= npm start`.
 */
export function loadConfig(env: Environment): Result<AppConfig, string[]> {
  const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = appConfigSchema.safeParse(given);
  if (parsed.success) return ok(parsed.data);
  return err(
    parsed.error.issues.map((issue) => {
      const key = issue.path.join('.');
      return `${key} ${issue.message}, got ${JSON.stringify(given[key])}`;
    }),
  );
}
