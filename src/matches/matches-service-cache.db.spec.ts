import { servedGames } from '../games/served-games';
import { Clock } from '../common/time/clock';
import { MatchAnnouncer } from './match-announcer';
import { InProcessEventBus } from '../events/in-process-event-bus';
import { PrismaService } from '../database/prisma.service';
import { useTestDatabase } from '../../test/support/database';
import { expectDomainError } from '../../test/support/domain-error-matcher';
import { gameFor, viewerOf } from './domain/match-view';
import { MatchRecord } from './match-record';
import { MatchListings } from './match-listings';
import { LoadedMatch, MatchesService } from './matches.service';
import { PrismaMatchesRepository } from './prisma-matches.repository';
import { StateCache } from './state-cache';

/** The real repository, counting the row reads that precede a command. */
class CountingRepository extends PrismaMatchesRepository {
  finds = 0;

  override find(id: string): Promise<MatchRecord | null> {
    this.finds++;
    return super.find(id);
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

describe('MatchesService with its state cache (real database)', () => {
  const db = useTestDatabase();
  let prisma: PrismaService;
  let repo: CountingRepository;
  let ann: string;
  let ben: string;
  /** Two servers on one database, each with its own cache. */
  let here: MatchesService;
  let there: MatchesService;

  beforeAll(async () => {
    prisma = new PrismaService(db.current);
    repo = new CountingRepository(prisma, db.current);
    // Each server announces on its own bus: what is tested here is the cache, not delivery.
    here = new MatchesService(
      repo,
      new StateCache<LoadedMatch>(100),
      new MatchAnnouncer(new InProcessEventBus()),
      new Clock(),
      servedGames(),
    );
    there = new MatchesService(
      new PrismaMatchesRepository(prisma, db.current),
      new StateCache<LoadedMatch>(100),
      new MatchAnnouncer(new InProcessEventBus()),
      new Clock(),
      servedGames(),
    );
    const player = async (handle: string): Promise<string> =>
      (await prisma.player.create({ data: { handle, handleKey: handle, displayName: handle, passwordHash: 'h' } })).id;
    ann = await player('ann');
    ben = await player('ben');
  });
  afterAll(() => prisma.$disconnect());

  async function startedMaw(): Promise<LoadedMatch> {
    const created = await here.create(ann, { gameId: 'maw', takeSeat: true, visibility: 'open' });
    return here.join(ben, { matchId: created.record.id });
  }

  it('appends a move at the seq its cache holds without reading the row first', async () => {
    const m = await startedMaw();
    const turn = decider(m);
    repo.finds = 0;
    const committed = await here.submitMove(turn.player, m.record.id, m.state.seq, turn.move, null);
    expect(repo.finds).toBe(0);
    expect(committed.state.seq).toBeGreaterThan(m.state.seq);
    expect((await repo.find(m.record.id))?.seq).toBe(committed.state.seq);
    expect((await repo.events(m.record.id, m.state.seq)).map((e) => e.event)).toEqual(
      committed.events.map((e) => e.event),
    );
  });

  it('answers STALE_SEQ with the database seq when another server moved past its cache, whether its cache would accept or refuse the move', async () => {
    const m = await startedMaw();
    const turn = decider(m);
    const moved = await there.submitMove(turn.player, m.record.id, m.state.seq, turn.move, null);
    const accepted = await expectDomainError(
      here.submitMove(turn.player, m.record.id, m.state.seq, turn.move, null),
      'STALE_SEQ',
    );
    expect(accepted.details).toEqual({ currentSeq: moved.state.seq });
    const refused = await expectDomainError(
      here.submitMove(turn.other, m.record.id, m.state.seq, turn.move, null),
      'STALE_SEQ',
    );
    expect(refused.details).toEqual({ currentSeq: moved.state.seq });
    expect(await repo.events(m.record.id, 0)).toHaveLength(moved.state.seq);
  });

  it('follows a batch another server appended, and then decides the next move on its cache', async () => {
    const m = await startedMaw();
    const turn = decider(m);
    await here.read(ann, m.record.id);
    const moved = await there.submitMove(turn.player, m.record.id, m.state.seq, turn.move, null);
    here.follow(m.record.id, moved.events);
    const next = decider(moved);
    repo.finds = 0;
    const committed = await here.submitMove(next.player, m.record.id, moved.state.seq, next.move, null);
    expect(repo.finds).toBe(0);
    expect(committed.state.seq).toBeGreaterThan(moved.state.seq);
    expect(await here.verify(m.record.id)).toMatchObject({ ok: true, seq: committed.state.seq });
  });

  it('reads a match its cache holds at the row seq without reading the whole row, and a match another server moved from the row and the log', async () => {
    const m = await startedMaw();
    repo.finds = 0;
    const cached = await here.read(ann, m.record.id);
    expect(repo.finds).toBe(0);
    expect(cached.state).toEqual(m.state);
    const turn = decider(m);
    const moved = await there.submitMove(turn.player, m.record.id, m.state.seq, turn.move, null);
    const read = await here.read(ann, m.record.id);
    expect(repo.finds).toBe(1);
    expect(read.record.seq).toBe(moved.state.seq);
    expect(read.state).toEqual(moved.state);
    await expectDomainError(here.read(ann, '00000000-0000-4000-8000-000000000000'), 'NOT_FOUND');
  });

  it('replays the matches of an archive page without keeping them, so reading the archive through evicts nobody', async () => {
    const m = await startedMaw();
    const ended = await here.resign(ben, m.record.id, null);
    const cache = new StateCache<LoadedMatch>(100);
    const reader = new MatchesService(
      new PrismaMatchesRepository(prisma, db.current),
      cache,
      new MatchAnnouncer(new InProcessEventBus()),
      new Clock(),
      servedGames(),
    );
    const listings = new MatchListings(new PrismaMatchesRepository(prisma, db.current), reader);
    const listed = async () =>
      (await listings.archive('maw', ben, null, 100)).items.find(
        (i): i is LoadedMatch => i.record.id === m.record.id && 'state' in i,
      );
    expect((await listed())?.state).toEqual(ended.state);
    expect(cache.size).toBe(0);
    await reader.read(ann, m.record.id);
    expect((await listed())?.state).toEqual(ended.state);
    expect(cache.size).toBe(1);
  });

  it('shares one frozen options object among the matches created with the same options, their engine states included', async () => {
    const [one, two] = [await startedMaw(), await startedMaw()];
    const read = await there.read(ann, one.record.id);
    const other = await there.read(ann, two.record.id);
    expect(Object.isFrozen(read.record.options)).toBe(true);
    expect(other.record.options).toBe(read.record.options);
    expect(engineStateOf(read).options).toBe(read.record.options);
    expect(engineStateOf(other).options).toBe(read.record.options);
  });

  it('ignores a batch that does not continue its cached state exactly', async () => {
    const m = await startedMaw();
    const turn = decider(m);
    const moved = await there.submitMove(turn.player, m.record.id, m.state.seq, turn.move, null);
    const next = decider(moved);
    const after = await there.submitMove(next.player, m.record.id, moved.state.seq, next.move, null);
    // Here still holds the match at m's seq: the second batch alone leaves a gap.
    here.follow(m.record.id, after.events);
    repo.finds = 0;
    const read = await here.read(ann, m.record.id);
    expect(repo.finds).toBe(1);
    expect(read.state).toEqual((await there.read(ann, m.record.id)).state);
  });

  it('returns the original result for a retried idempotency key, and refuses the key on another request, never a second move', async () => {
    const m = await startedMaw();
    const turn = decider(m);
    const first = await here.submitMove(turn.player, m.record.id, m.state.seq, turn.move, 'key-1');
    const retried = await here.submitMove(turn.player, m.record.id, m.state.seq, turn.move, 'key-1');
    expect(retried.fresh).toBe(false);
    expect(retried.events).toEqual(first.events);
    const next = decider(first);
    // The same player, at the new seq: with a move the cache accepts when it is their turn again.
    await expect(
      here.submitMove(
        turn.player,
        m.record.id,
        first.state.seq,
        next.player === turn.player ? next.move : turn.move,
        'key-1',
      ),
    ).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect((await repo.find(m.record.id))?.seq).toBe(first.state.seq);
  });
});
