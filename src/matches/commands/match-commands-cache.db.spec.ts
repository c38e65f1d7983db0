import { InMemoryVacationsRepository } from '../../../test/support/fakes/in-memory-vacations.repository';
import { servedGames } from '../../games/served-games';
import { Clock } from '../../common/time/clock';
import { MatchAnnouncer, OutboxSignal } from '../realtime/match-announcer';
import { InProcessEventBus } from '../../events/in-process-event-bus';
import { PrismaService } from '../../database/prisma.service';
import { useTestDatabase } from '../../../test/support/database';
import { expectDomainError } from '../../../test/support/domain-error-matcher';
import { gameFor, viewerOf } from '../domain/match-access';
import { MatchRecord } from '../domain/match-record';
import { LoadedMatch } from '../domain/match-state';
import { ArchiveRepository } from '../persistence/archive.repository';
import { PrismaArchiveRepository } from '../persistence/prisma-archive.repository';
import { MatchReader } from '../reading/match-reader';
import { CacheFollower } from '../realtime/cache-follower';
import { MatchVerifier } from '../verify/match-verifier';
import { MatchesRepository } from '../persistence/matches.repository';
import { MatchCommands } from './match-commands';
import { PrismaMatchesRepository } from '../persistence/prisma-matches.repository';
import { LruCache } from '../../common';

/** The real repository, counting the row reads (alone or with the log) that precede a command. */
class CountingRepository extends PrismaMatchesRepository {
  finds = 0;

  override find(id: string): Promise<MatchRecord | null> {
    this.finds++;
    return super.find(id);
  }

  override findWithLog(id: string, fromSeq: number): ReturnType<PrismaMatchesRepository['findWithLog']> {
    this.finds++;
    return super.findWithLog(id, fromSeq);
  }
}

/** The engine's state inside a started match's table (GameTable keeps it in a private field). */
function engineStateOf(m: LoadedMatch): { options: unknown } {
  return (m.state.game as unknown as { state: { options: unknown } }).state;
}

/** Who must decide in a started 2-player match, and one of their legal moves. */
function decider(m: LoadedMatch): { player: string; other: string; move: string } {
  for (const player of m.state.seating) {
    const moves = gameFor(m.state, viewerOf(m.state, player))?.legalMoves ?? [];
    if (moves.length > 0) return { player, other: m.state.seating.find((p) => p !== player) ?? '', move: moves[0] };
  }
  throw new Error('nobody may move');
}

/** One server's match services on a repository, with a cache of its own; it announces on its own bus. */
function server(repo: MatchesRepository, archive: ArchiveRepository) {
  const cache = new LruCache<LoadedMatch>(100);
  const reader = new MatchReader(repo, cache, servedGames());
  const bus = new InProcessEventBus();
  const outbox = new OutboxSignal();
  return {
    cache,
    reader,
    outbox,
    commands: new MatchCommands(
      repo,
      reader,
      cache,
      new MatchAnnouncer(bus, outbox),
      new Clock(),
      servedGames(),
      new InMemoryVacationsRepository(),
    ),
    follower: new CacheFollower(bus, cache),
    verifier: new MatchVerifier(repo, reader, archive),
  };
}
type Server = ReturnType<typeof server>;

describe('match commands and reads with the state cache (real database)', () => {
  const db = useTestDatabase();
  let prisma: PrismaService;
  let repo: CountingRepository;
  let ann: string;
  let ben: string;
  /** Two servers on one database, each with its own cache. */
  let here: Server;
  let there: Server;

  beforeAll(async () => {
    prisma = new PrismaService(db.current);
    repo = new CountingRepository(prisma, db.current);
    here = server(repo, new PrismaArchiveRepository(prisma));
    there = server(new PrismaMatchesRepository(prisma, db.current), new PrismaArchiveRepository(prisma));
    const player = async (handle: string): Promise<string> =>
      (await prisma.player.create({ data: { handle, handleKey: handle, displayName: handle, passwordHash: 'h' } })).id;
    ann = await player('ann');
    ben = await player('ben');
  });
  afterAll(() => prisma.$disconnect());

  async function startedMaw(): Promise<LoadedMatch> {
    const created = await here.commands.create(ann, { gameId: 'maw', takeSeat: true, visibility: 'open' });
    return here.commands.join(ben, { matchId: created.record.id });
  }

  it('appends a move at the seq its cache holds without reading the row first', async () => {
    const m = await startedMaw();
    const turn = decider(m);
    repo.finds = 0;
    const committed = await here.commands.submitMove(turn.player, {
      matchId: m.record.id,
      expectedSeq: m.state.seq,
      move: turn.move,
      idempotencyKey: null,
    });
    expect(repo.finds).toBe(0);
    expect(committed.state.seq).toBeGreaterThan(m.state.seq);
    expect((await repo.find(m.record.id))?.seq).toBe(committed.state.seq);
    expect((await repo.events(m.record.id, m.state.seq)).map((e) => e.event)).toEqual(
      committed.events.map((e) => e.event),
    );
  });

  it('keeps the match a batch that wrote notices left, for the relay to render them from; nothing for a batch that wrote none', async () => {
    const m = await startedMaw();
    const turn = decider(m);
    const signalled = jest.fn();
    const unlisten = here.outbox.listen(signalled);
    try {
      // Neither player has a channel: the move writes no notice, and the relay is not woken.
      const quiet = await here.commands.submitMove(turn.player, {
        matchId: m.record.id,
        expectedSeq: m.state.seq,
        move: turn.move,
        idempotencyKey: null,
      });
      expect(signalled).not.toHaveBeenCalled();
      expect(here.outbox.at(m.record.id, quiet.state.seq)).toBeUndefined();
      const next = decider(quiet);
      // Both now have a verified email address: the awaited player's YOUR_TURN is written, and kept.
      await prisma.emailSettings.createMany({
        data: [ann, ben].map((playerId) => ({ playerId, address: 'x@example.com', verifiedAt: new Date() })),
      });
      const told = await here.commands.submitMove(next.player, {
        matchId: m.record.id,
        expectedSeq: quiet.state.seq,
        move: next.move,
        idempotencyKey: null,
      });
      const notices = await prisma.notice.findMany({ where: { matchId: m.record.id } });
      expect(told.record.awaiting.length).toBeGreaterThan(0);
      expect(notices.map((n) => [n.playerId, n.seq, n.reason]).sort()).toEqual(
        [...told.record.awaiting].sort().map((p) => [p, told.state.seq, 'YOUR_TURN']),
      );
      expect(signalled).toHaveBeenCalledTimes(1);
      expect(here.outbox.at(m.record.id, told.state.seq)).toBe(here.cache.get(m.record.id));
    } finally {
      unlisten();
      await prisma.emailSettings.deleteMany({});
    }
  });

  it('answers STALE_SEQ with the database seq when another server moved past its cache, whether its cache would accept or refuse the move', async () => {
    const m = await startedMaw();
    const turn = decider(m);
    const moved = await there.commands.submitMove(turn.player, {
      matchId: m.record.id,
      expectedSeq: m.state.seq,
      move: turn.move,
      idempotencyKey: null,
    });
    const accepted = await expectDomainError(
      here.commands.submitMove(turn.player, {
        matchId: m.record.id,
        expectedSeq: m.state.seq,
        move: turn.move,
        idempotencyKey: null,
      }),
      'STALE_SEQ',
    );
    expect(accepted.details).toEqual({ currentSeq: moved.state.seq });
    const refused = await expectDomainError(
      here.commands.submitMove(turn.other, {
        matchId: m.record.id,
        expectedSeq: m.state.seq,
        move: turn.move,
        idempotencyKey: null,
      }),
      'STALE_SEQ',
    );
    expect(refused.details).toEqual({ currentSeq: moved.state.seq });
    expect(await repo.events(m.record.id, 0)).toHaveLength(moved.state.seq);
  });

  it('follows a batch another server appended, and then decides the next move on its cache', async () => {
    const m = await startedMaw();
    const turn = decider(m);
    await here.reader.read(ann, m.record.id);
    const moved = await there.commands.submitMove(turn.player, {
      matchId: m.record.id,
      expectedSeq: m.state.seq,
      move: turn.move,
      idempotencyKey: null,
    });
    here.follower.follow(m.record.id, moved.events);
    const next = decider(moved);
    repo.finds = 0;
    const committed = await here.commands.submitMove(next.player, {
      matchId: m.record.id,
      expectedSeq: moved.state.seq,
      move: next.move,
      idempotencyKey: null,
    });
    expect(repo.finds).toBe(0);
    expect(committed.state.seq).toBeGreaterThan(moved.state.seq);
    expect(await here.verifier.verify(m.record.id)).toMatchObject({ ok: true, seq: committed.state.seq });
  });

  it('reads a match its cache holds at the row seq without reading the whole row, and a match another server moved from the row and the log', async () => {
    const m = await startedMaw();
    repo.finds = 0;
    const cached = await here.reader.read(ann, m.record.id);
    expect(repo.finds).toBe(0);
    expect(cached.state).toEqual(m.state);
    const turn = decider(m);
    const moved = await there.commands.submitMove(turn.player, {
      matchId: m.record.id,
      expectedSeq: m.state.seq,
      move: turn.move,
      idempotencyKey: null,
    });
    const read = await here.reader.read(ann, m.record.id);
    expect(repo.finds).toBe(1);
    expect(read.record.seq).toBe(moved.state.seq);
    expect(read.state).toEqual(moved.state);
    await expectDomainError(here.reader.read(ann, '00000000-0000-4000-8000-000000000000'), 'NOT_FOUND');
  });

  it('shares one frozen options object among the matches created with the same options, and one among their engine states', async () => {
    const [one, two] = [await startedMaw(), await startedMaw()];
    const read = await there.reader.read(ann, one.record.id);
    const other = await there.reader.read(ann, two.record.id);
    expect(Object.isFrozen(read.record.options)).toBe(true);
    expect(other.record.options).toBe(read.record.options);
    // The engine states share the configured game's options (sealGame keeps one per set of options).
    expect(engineStateOf(read).options).toEqual(read.record.options);
    expect(Object.isFrozen(engineStateOf(read).options)).toBe(true);
    expect(engineStateOf(other).options).toBe(engineStateOf(read).options);
  });

  it('ignores a batch that does not continue its cached state exactly', async () => {
    const m = await startedMaw();
    const turn = decider(m);
    const moved = await there.commands.submitMove(turn.player, {
      matchId: m.record.id,
      expectedSeq: m.state.seq,
      move: turn.move,
      idempotencyKey: null,
    });
    const next = decider(moved);
    const after = await there.commands.submitMove(next.player, {
      matchId: m.record.id,
      expectedSeq: moved.state.seq,
      move: next.move,
      idempotencyKey: null,
    });
    // Here still holds the match at m's seq: the second batch alone leaves a gap.
    here.follower.follow(m.record.id, after.events);
    repo.finds = 0;
    const read = await here.reader.read(ann, m.record.id);
    expect(repo.finds).toBe(1);
    expect(read.state).toEqual((await there.reader.read(ann, m.record.id)).state);
  });

  it('returns the original result for a retried idempotency key, and refuses the key on another request, never a second move', async () => {
    const m = await startedMaw();
    const turn = decider(m);
    const move = { matchId: m.record.id, expectedSeq: m.state.seq, move: turn.move, idempotencyKey: 'key-1' };
    const first = await here.commands.submitMove(turn.player, move);
    const retried = await here.commands.submitMove(turn.player, move);
    expect(retried.fresh).toBe(false);
    expect(retried.events).toEqual(first.events);
    const next = decider(first);
    // The same player, at the new seq: with a move the cache accepts when it is their turn again.
    await expect(
      here.commands.submitMove(turn.player, {
        ...move,
        expectedSeq: first.state.seq,
        move: next.player === turn.player ? next.move : turn.move,
      }),
    ).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect((await repo.find(m.record.id))?.seq).toBe(first.state.seq);
  });
});
