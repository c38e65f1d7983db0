import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import config from '../codegen';

const ROOT = join(__dirname, '..');
const UPDATE = 'run `npm run graphql:client`, review the diff and commit it';

/** GraphQL Code Generator's own command line, as `npm run graphql:client` runs it. */
function codegen(...args: string[]): Promise<{ stdout: string; stderr: string }> {
  const cli = join(dirname(require.resolve('@graphql-codegen/cli/package.json')), 'esm', 'bin.js');
  return promisify(execFile)(process.execPath, [cli, '--config', 'codegen.ts', ...args], { cwd: ROOT });
}

describe('the typed GraphQL client (test/clients/graphql/generated/)', () => {
  it('is what codegen.ts generates from schema.gql and the documents', async () => {
    // --check writes nothing, and fails naming each output whose committed file differs from what it generates.
    await codegen('--check').catch((failed: { stdout?: string; stderr?: string }) => {
      throw new Error(
        `${failed.stdout ?? ''}${failed.stderr ?? ''}\nThe typed GraphQL client is out of date: ${UPDATE}`,
      );
    });
  });

  it('holds nothing else: a file left from a renamed output would still be importable', () => {
    const outputs = Object.keys(config.generates);
    for (const folder of new Set(outputs.map(dirname)))
      expect(readdirSync(join(ROOT, folder)).sort()).toEqual(
        outputs
          .filter((file) => dirname(file) === folder)
          .map((file) => basename(file))
          .sort(),
      );
  });
});
