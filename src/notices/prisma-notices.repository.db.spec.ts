import { randomUUID } from 'node:crypto';
import { PrismaService } from '../database/prisma.service';
import { useTestDatabase } from '../../test/support/database';
import { newMatchRow } from '../../test/support/match-rows';
import { PrismaMatchesRepository } from '../matches/persistence/prisma-matches.repository';
import { HandedOver } from './notices.repository';
import { PrismaNoticesRepository } from './prisma-notices.repository';

const AT = new Date('2026-12-05T12:00:00.000Z');

describe('PrismaNoticesRepository.handOver (real database)', () => {
  const db = useTestDatabase();
  let prisma: PrismaService;
  let repo: PrismaNoticesRepository;

  beforeAll(() => {
    prisma = new PrismaService(db.current);
    repo = new PrismaNoticesRepository(db.current);
  });
  afterAll(() => prisma.$disconnect());

  it('writes deliveries only to endpoints still enabled, and hands the jobs only those it wrote', async () => {
    const ann = (
      await prisma.player.create({ data: { handle: 'ann', handleKey: 'ann', displayName: 'ann', passwordHash: 'h' } })
    ).id;
    const match = await new PrismaMatchesRepository(prisma, db.current).create(
      newMatchRow(ann, {}, { notices: [{ playerId: ann, reason: 'YOUR_TURN' }] }),
    );
    const notice = await prisma.notice.findFirstOrThrow({ where: { matchId: match.id } });
    const endpoint = async (disabledAt: Date | null) =>
      (
        await prisma.webhookEndpoint.create({
          data: {
            playerId: ann,
            url: 'https://example.com/hook',
            description: '',
            events: ['YOUR_TURN'],
            secret: 's',
            createdAt: AT,
            disabledAt,
          },
        })
      ).id;
    // The relay read both as enabled; one was disabled before the hand-over.
    const [on, off] = [await endpoint(null), await endpoint(AT)];
    const deliveries = [on, off].map((endpointId) => ({
      id: randomUUID(),
      endpointId,
      noticeId: notice.id,
      type: 'YOUR_TURN',
    }));
    const enqueued: HandedOver[] = [];
    const handed = await repo.handOver(
      [{ ...notice, reason: 'YOUR_TURN', body: null }],
      deliveries,
      (h) => {
        enqueued.push(h);
        return Promise.resolve();
      },
      AT,
    );
    expect([...handed.taken]).toEqual([notice.id]);
    expect([...handed.written]).toEqual([deliveries[0].id]);
    expect(enqueued).toEqual([handed]);
    expect(
      (await prisma.webhookDelivery.findMany({ where: { noticeId: notice.id } })).map((d) => d.endpointId),
    ).toEqual([on]);
  });
});
