import { execFile } from 'node:child_process';
import { useTestApp } from '../support/app';
import { compiled } from '../support/compiled-sources';
import { MatchClient, startedMaw, twoPlayers } from '../support/match-client';
import { PrismaService } from '../../src/database/prisma.service';

interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

describe('the match:verify CLI as a process', () => {
  function cli(args: string[], env: NodeJS.ProcessEnv = {}): Promise<Run> {
    return new Promise((done) => {
      execFile(
        process.execPath,
        [compiled('matches/verify/verify-cli.js'), ...args],
        { env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', ...env } },
        (error, stdout, stderr) => done({ code: error ? Number(error.code) : 0, stdout, stderr }),
      );
    });
  }

  it('exits 2 with the usage when no match id is given', async () => {
    expect(await cli([])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'usage: npm run match:verify -- <matchId> | --all\n',
    });
  });

  // The embedded test database serves one connection, which the test app holds.
  const onServer = process.env.DATABASE_URL !== undefined;
  (onServer ? describe : describe.skip)(
    onServer
      ? 'on PostgreSQL'
      : 'on a database (skipped: DATABASE_URL is unset; the embedded test database takes one connection)',
    () => {
      const t = useTestApp({ env: { RATE_LIMIT_MAX: '100000' } });
      const env = (): NodeJS.ProcessEnv => ({ DATABASE_URL: t.db.url, MIGRATE_ON_START: 'false' });
      let ann: MatchClient;
      let ben: MatchClient;

      beforeAll(async () => {
        ({ ann, ben } = await twoPlayers(t.app));
      });

      it('exits 0 for a match whose row agrees with its log', async () => {
        const id = await startedMaw(ann, ben);
        expect(await cli([id], env())).toMatchObject({
          code: 0,
          stdout: expect.stringMatching(new RegExp(`^match ${id}: the log replays to seq \\d+ and the row agrees\\n$`)),
        });
      });

      it('exits 1 for a match whose row disagrees with its log', async () => {
        const id = await startedMaw(ann, ben);
        await t.app.get(PrismaService).match.update({ where: { id }, data: { status: 'finished' } });
        expect(await cli([id], env())).toMatchObject({
          code: 1,
          stdout: expect.stringContaining('row status "finished", log says "active"'),
        });
      });

      it('with --all, names the matches that diverge and counts them all', async () => {
        const id = await startedMaw(ann, ben);
        await t.app.get(PrismaService).match.update({ where: { id }, data: { seq: 99 } });
        const count = await t.app.get(PrismaService).match.count();
        const run = await cli(['--all'], env());
        expect(run.code).toBe(1);
        expect(run.stdout).toContain(`match ${id}: `);
        expect(run.stdout).toMatch(
          new RegExp(`\\n${count} match\\(es\\) verified: \\d+ diverge or cannot be replayed\\n$`),
        );
      });

      it('exits 2 for no such match', async () => {
        expect(await cli(['00000000-0000-4000-8000-000000000000'], env())).toMatchObject({
          code: 2,
          stdout: expect.stringContaining('NOT_FOUND'),
        });
      });
    },
  );
});
