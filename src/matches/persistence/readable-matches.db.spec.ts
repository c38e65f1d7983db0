import { PrismaService } from '../../database/prisma.service';
import { Prisma } from '../../generated/prisma/client';
import { useTestDatabase } from '../../../test/support/database';
import { newMatchRow } from '../../../test/support/match-rows';
import { MatchParties, mayRead, mayReadByRow } from '../domain/match-access';
import { MatchVisibility } from '../domain/match-record';
import { PrismaMatchesRepository } from './prisma-matches.repository';
import { readableSql, readableWhere } from './readable-matches';

/**
 * The rule of who may read a match, as the repositories ask it of the
 * database (its SQL and Prisma's filter), against the rule in memory, for
 * every reader of every kind of match.
 */
describe('readable matches (real database)', () => {
  const db = useTestDatabase();
  let prisma: PrismaService;
  let repo: PrismaMatchesRepository;
  const ids: Record<string, string> = {};
  const names = ['cy', 'sam', 'bot', 'lou', 'rex', 'ivy', 'stranger'];

  beforeAll(async () => {
    prisma = new PrismaService(db.current);
    repo = new PrismaMatchesRepository(prisma, db.current);
    for (const handle of names)
      ids[handle] = (
        await prisma.player.create({ data: { handle, handleKey: handle, displayName: handle, passwordHash: 'h' } })
      ).id;
  });
  afterAll(() => prisma.$disconnect());

  /** One match of each kind: waiting for players, or with seats taken and one taken over by a bot. */
  const shapes: Record<string, (p: Record<string, string>) => MatchParties> = {
    waiting: (p) => ({ creator: [p.cy], seated: [], joined: [p.cy, p.lou], invited: [p.ivy] }),
    playing: (p) => ({ creator: [p.cy], seated: [p.sam, p.bot], joined: [p.sam, p.rex], invited: [p.ivy, p.sam] }),
  };

  async function written(visibility: MatchVisibility, parties: MatchParties): Promise<string> {
    const row = newMatchRow(
      parties.creator[0],
      { visibility, invited: [...parties.invited] },
      {
        joined: [...parties.joined],
        summary: { status: 'active', seating: [...parties.seated], awaiting: [], decisionKind: null },
      },
    );
    return (await repo.create(row)).id;
  }

  it.each(['open', 'private'] as const)(
    'agrees with the rule in memory on every reader of a %s match',
    async (visibility) => {
      for (const shape of Object.values(shapes)) {
        const parties = shape(ids);
        const id = await written(visibility, parties);
        const record = await repo.find(id);
        if (record === null) throw new Error('the match is written');
        for (const reader of [null, ...names.map((n) => ids[n])]) {
          const expected = mayRead(visibility, parties, reader);
          const [{ bySql }] = await prisma.$queryRaw<{ bySql: boolean }[]>`
          SELECT ${readableSql(reader, Prisma.sql`m."id"`, Prisma.sql`m."visibility"`)} AS "bySql"
          FROM "Match" m WHERE m."id" = ${id}::uuid`;
          const byWhere = (await prisma.match.count({ where: { id, ...readableWhere(reader) } })) === 1;
          const byRepository = await repo.mayRead(id, reader);
          const byReader = mayReadByRow(record, reader) ?? byRepository;
          expect({ reader, bySql, byWhere, byRepository, byReader }).toEqual({
            reader,
            bySql: expected,
            byWhere: expected,
            byRepository: expected,
            byReader: expected,
          });
        }
      }
    },
  );

  it('reads no match that is not there', async () => {
    expect(await repo.mayRead('00000000-0000-4000-8000-000000000000', ids.cy)).toBe(false);
  });
});
