import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { useServerProcess } from '../support/server-fixture';
import { ServerProcess } from '../support/server-process';

const README = join(__dirname, '..', '..', 'README.md');
const serverUrl = process.env.DATABASE_URL;

/** The shell blocks of the README's walkthrough section, in order: what a newcomer pastes. */
function walkthroughCommands(markdown: string): string {
  const section = markdown.split(/^## /m).find((s) => s.startsWith('Walkthrough'));
  if (section === undefined) throw new Error('README.md has no "## Walkthrough" section');
  const blocks = [...section.matchAll(/^```sh\n([\s\S]*?)^```$/gm)].map((m) => m[1]);
  if (blocks.length === 0) throw new Error('the walkthrough has no sh blocks');
  return blocks.join('\n');
}

function runBash(script: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    // stdin not a pipe: bash would take a pipe for a remote shell and read the system's bashrc.
    const child = spawn('bash', ['--norc', '--noprofile', '-euo', 'pipefail', '-c', script], {
      env: { PATH: process.env.PATH ?? '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

// The README's walkthrough, run line by line with bash, curl and jq against `node main.js` on a fresh database.
describe(`the README's walkthrough, on ${serverUrl ? 'PostgreSQL' : 'the embedded database'}`, () => {
  const fixture = useServerProcess('readme', { LOG_LEVEL: 'info' });
  let server: ServerProcess;
  beforeAll(async () => {
    server = await fixture.start();
  });

  it('logs one line at start naming the URL it listens on and its database, and no line per route', () => {
    const lines = server.output
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { msg: string });
    const where = fixture.database;
    const database =
      'url' in where
        ? `PostgreSQL at ${new URL(where.url).host}${new URL(where.url).pathname}`
        : `embedded PostgreSQL (PGlite) in ${where.dataDir}`;
    expect(lines.filter((l) => l.msg.startsWith('Parlour listening on'))).toEqual([
      {
        level: 30,
        time: expect.any(Number),
        msg: `Parlour listening on ${server.base}, ${database}`,
      },
    ]);
    expect(lines.filter((l) => l.msg.startsWith('Mapped {'))).toEqual([]);
  });

  it('plays both matches to their end, and every command in it succeeds', async () => {
    const script = walkthroughCommands(readFileSync(README, 'utf8')).replaceAll('http://localhost:3000', server.base);
    const run = await runBash(`${script}\nprintf '\\n%s %s %s\\n' "$MAW" "$JOAN" "$ANN"`);
    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
    expect(run.stdout).toContain('the seed matches the commitment made before the first deal');

    const [maw, joan, ann] = run.stdout.trim().split('\n').at(-1)?.split(' ') ?? [];
    const read = async (id: string) => {
      const { players, ...match } = (await server.call('GET', `/api/matches/${id}`, undefined, ann)).body;
      return { ...match, handles: (players as { handle: string }[]).map((p) => p.handle).sort() };
    };
    expect(await read(maw)).toMatchObject({
      gameId: 'maw',
      status: 'finished',
      result: { reason: 'TARGET_REACHED' },
      handles: ['ann', 'ben'],
    });
    expect(await read(joan)).toMatchObject({
      gameId: 'pope-joan',
      status: 'finished',
      seats: 3,
      // Each deals once, unless a player runs out of counters first.
      result: { reason: expect.stringMatching(/^(DEALS_PLAYED|TOO_FEW_PLAYERS)$/) },
      handles: ['ann', 'ben', 'cat'],
    });
  });
});
