import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_STATUS } from '../src/common/errors/error-code';

/** The rows of the `| code | HTTP | when |` table in docs/api.md's "## Errors" section, as [code, status]. */
function documentedRows(): [string, number][] {
  const markdown = readFileSync(join(__dirname, '..', 'docs', 'api.md'), 'utf8');
  const section = markdown.split(/^## /m).find((s) => s.startsWith('Errors\n'));
  if (section === undefined) throw new Error('docs/api.md has no "## Errors" section');
  const rows = [...section.matchAll(/^\| `([A-Z_]+)` +\| (\d{3}) +\|/gm)];
  return rows.map(([, code, status]) => [code, Number(status)]);
}

describe("docs/api.md's table of errors", () => {
  const rows = documentedRows();

  it('lists every code a client can see (ERROR_STATUS), with the status REST answers it with', () => {
    expect(Object.fromEntries(rows)).toEqual(ERROR_STATUS);
  });

  it('lists each code once', () => {
    expect(rows.map(([code]) => code).filter((code, i, all) => all.indexOf(code) !== i)).toEqual([]);
  });
});
