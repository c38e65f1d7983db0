import { createHash } from 'node:crypto';
import { AddressInfo } from 'node:net';
import type { Client } from 'graphql-ws';
import { useTestApp } from '../support/app';
import { xorshift } from '../support/random-playout';
import { socketClient } from '../support/socket-client';
import { execute, subscribe } from '../clients/graphql/typed-client';
import {
  CreateMatchDocument,
  type CreateMatchInput,
  type EventFieldsFragment,
  JoinMatchDocument,
  LoginDocument,
  MatchDocument,
  MatchEventsDocument,
  type MatchEventsSubscription,
  type MatchFieldsFragment,
  type MawMoveType,
  RegisterDocument,
  SubmitMoveDocument,
  type SubmitMoveInput,
} from '../clients/graphql/generated/graphql';

type Match = MatchFieldsFragment;
type LegalMove = Match['legalMoves'][number];
type Update = MatchEventsSubscription['matchEvents'];

/** Every Maw move type, once: the compiler holds this to the generated union, both ways. */
const MAW_MOVE_TYPES: Record<MawMoveType, true> = {
  accept: true,
  five: true,
  nofive: true,
  norob: true,
  play: true,
  refuse: true,
  rob: true,
};
const isMawMoveType = (type: string): type is MawMoveType => Object.hasOwn(MAW_MOVE_TYPES, type);

/**
 * A third-party client's view of the API: nothing but the documents GraphQL Code Generator made
 * from schema.gql (test/clients/graphql/), sent over HTTP with fetch and over graphql-ws, their
 * answers typed by those documents. Each match is played to its end from the seats' legal moves
 * while one player follows it by subscription.
 */
describe('a client generated from schema.gql plays whole matches', () => {
  const t = useTestApp({ env: { RATE_LIMIT_MAX: '100000' } });
  let http: string;
  let ws: string;
  const sockets: Client[] = [];
  /** Session JWTs by handle. */
  const bearers = new Map<string, string>();

  beforeAll(async () => {
    await t.app.listen(0, '127.0.0.1');
    const { port } = t.app.getHttpServer().address() as AddressInfo;
    [http, ws] = [`http://127.0.0.1:${port}/graphql`, `ws://127.0.0.1:${port}/graphql`];
    for (const handle of ['ann', 'ben', 'cat']) {
      const password = `${handle}'s long password`;
      const registered = await execute(http, RegisterDocument, { input: { handle, password } });
      expect(registered.register.player.handle).toBe(handle);
      const { login } = await execute(http, LoginDocument, { input: { handle, password } });
      expect(Date.parse(login.expiresAt)).toBeGreaterThan(Date.now());
      bearers.set(handle, login.accessToken);
    }
  });

  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.dispose()));
  });

  const bearer = (handle: string): string => {
    const found = bearers.get(handle);
    if (!found) throw new Error(`no session for ${handle}`);
    return found;
  };

  /** Everything `handle`'s subscription to the match sends, from its first event until the server completes it. */
  function follow(handle: string, matchId: string): Promise<Update[]> {
    const socket = socketClient(ws, bearer(handle));
    sockets.push(socket);
    const followed = (async () => {
      const updates: Update[] = [];
      for await (const data of subscribe(socket, MatchEventsDocument, { matchId })) updates.push(data.matchEvents);
      return updates;
    })();
    // Awaited once the match is over; a failure before then is reported there, not as an unhandled rejection.
    followed.catch(() => undefined);
    return followed;
  }

  /** Ann creates the match, the others join in order; it starts when the last seat is taken. */
  async function start(input: CreateMatchInput, players: readonly string[]): Promise<Match> {
    const [creator, ...joiners] = players;
    const { createMatch } = await execute(http, CreateMatchDocument, { input }, bearer(creator));
    expect(createMatch.match).toMatchObject({ status: 'open', seq: 1, seed: null });
    expect(createMatch.events).toEqual([expect.objectContaining({ seq: 0, kind: 'joined', player: creator })]);
    let match = createMatch.match;
    for (const handle of joiners) {
      const { joinMatch } = await execute(http, JoinMatchDocument, { matchId: match.id }, bearer(handle));
      expect(joinMatch.fresh).toBe(true);
      match = joinMatch.match;
    }
    expect(match.status).toBe('active');
    expect(match.players.map((p) => p.handle)).toEqual([...players]);
    return match;
  }

  /**
   * Whoever the match awaits reads it, picks one of their legal moves and submits it: every other
   * move typed in the game's own field, the rest as text. Returns the match as `watcher` sees it at
   * the end, and the events of `watcher`'s own submissions as they came back.
   */
  async function playToEnd(
    first: Match,
    typed: (move: LegalMove) => Pick<SubmitMoveInput, 'maw' | 'popeJoan'>,
    each: (match: Match) => void,
    watcher: string,
  ): Promise<{ end: Match; ownEvents: EventFieldsFragment[] }> {
    const pick = xorshift(24);
    const ownEvents: EventFieldsFragment[] = [];
    let match = first;
    for (let n = 0; match.decision; n++) {
      const seat = match.decision.seats[0];
      const handle = match.players.find((p) => p.seat === seat)?.handle;
      if (!handle) throw new Error(`nobody sits at seat ${seat}`);
      const { match: mine } = await execute(http, MatchDocument, { id: match.id }, bearer(handle));
      expect(mine.yourSeat).toBe(seat);
      expect(mine.seed).toBeNull();
      each(mine);
      const move = mine.legalMoves[Math.floor(pick() * mine.legalMoves.length)];
      const how = n % 2 === 0 ? typed(move) : { text: move.text };
      const input: SubmitMoveInput = { matchId: mine.id, expectedSeq: mine.seq, ...how };
      const { submitMove } = await execute(http, SubmitMoveDocument, { input }, bearer(handle));
      expect(submitMove.fresh).toBe(true);
      expect(submitMove.events[0]).toMatchObject({ seq: mine.seq, kind: 'move', seat, forced: false, move });
      expect(submitMove.events.slice(1).every((e) => e.forced)).toBe(true);
      if (handle === watcher) ownEvents.push(...submitMove.events);
      match = submitMove.match;
    }
    const { match: end } = await execute(http, MatchDocument, { id: match.id }, bearer(watcher));
    return { end, ownEvents };
  }

  /** The subscription's promise: every event in order from the first, the match after each submission, ending finished. */
  function expectFollowed(updates: readonly Update[], end: Match, ownEvents: readonly EventFieldsFragment[]): void {
    expect(updates.map((u) => u.event.seq)).toEqual([...Array(end.seq).keys()]);
    for (const { event, match } of updates) if (match) expect(match.seq).toBe(event.seq + 1);
    expect(updates.at(-1)?.match).toEqual(end);
    // What the watcher's own submissions answered is what the watcher's subscription carried.
    const bySeq = new Map(updates.map((u) => [u.event.seq, u.event]));
    for (const event of ownEvents) expect(bySeq.get(event.seq)).toEqual(event);
  }

  /** A finished match's result: its status, no decision left, and the standings. */
  function finished(end: Match): NonNullable<Match['result']> {
    expect(end).toMatchObject({ status: 'finished', decision: null, legalMoves: [] });
    if (!end.result) throw new Error(`match ${end.id} is ${end.status} without a result`);
    return end.result;
  }

  /** The seed revealed at the end is the one committed to before the first deal (docs/deals.md). */
  function expectSeedCommitted(end: Match): void {
    expect(end.seed).toMatch(/^[0-9a-f]+$/);
    const digest = createHash('sha256').update(`${end.shuffleAlgorithm}|${end.id}|${end.seed}`).digest('hex');
    expect(end.commitment).toBe(digest);
  }

  it('plays a Maw set to 10 with maw: {type, card} and text, followed by Ben', async () => {
    const first = await start({ gameId: 'maw', options: { target: 10 } }, ['ann', 'ben']);
    expect(first.options).toMatchObject({ target: 10, partnership: false });
    const followed = follow('ben', first.id);
    const { end, ownEvents } = await playToEnd(
      first,
      (move) => {
        if (!isMawMoveType(move.type)) throw new Error(`a legal Maw move of no Maw type: ${move.text}`);
        return { maw: { type: move.type, card: move.card } };
      },
      (match) => expect(match.view?.__typename).toBe('MawView'),
      'ben',
    );
    // Both players decide in every deal of a heads-up set; a one-round Pope Joan deal may end before Cat has to.
    expect(ownEvents.length).toBeGreaterThan(0);
    expectFollowed(await followed, end, ownEvents);

    const result = finished(end);
    expect(result.reason).toBe('TARGET_REACHED');
    if (end.view?.__typename !== 'MawView') throw new Error(`a Maw match shows ${end.view?.__typename}`);
    // Seat s plays for side s % 2: the set score is by side, the standings by seat.
    const winner = result.standings.find((s) => s.rank === 1);
    expect(winner && end.view.scores[winner.seat % 2]).toBeGreaterThanOrEqual(10);
    for (const s of result.standings) expect(s.score).toBe(end.view.scores[s.seat % 2]);
    expect(end.view.record.length).toBeGreaterThan(0);
    expectSeedCommitted(end);
    // A refusal comes back as the server's coded error, in the shape docs/api.md gives it.
    const late: SubmitMoveInput = { matchId: end.id, expectedSeq: end.seq, maw: { type: 'five' } };
    await expect(execute(http, SubmitMoveDocument, { input: late }, bearer('ann'))).rejects.toMatchObject({
      errors: [expect.objectContaining({ path: ['submitMove'], extensions: { code: 'NOT_ACTIVE', details: {} } })],
    });
  }, 240_000);

  it('plays a three-seat Pope Joan match of one round with popeJoan: {card} and text, followed by Cat', async () => {
    const first = await start({ gameId: 'pope-joan', seats: 3, options: { deals: 1 } }, ['ann', 'ben', 'cat']);
    const { startingCounters } = first.options;
    expect(first.options.deals).toBe(1);
    if (typeof startingCounters !== 'number') throw new Error(`startingCounters is ${String(startingCounters)}`);
    const followed = follow('cat', first.id);
    // Counters are conserved (rule 12): the players' and the board's always add up to players × startingCounters.
    const counted = (match: Match): void => {
      if (match.view?.__typename !== 'PopeJoanView')
        throw new Error(`a Pope Joan match shows ${match.view?.__typename}`);
      const board = Object.values(match.view.board).reduce((a, b) => a + b, 0);
      expect(match.view.counters.reduce((a, b) => a + b, 0) + board).toBe(3 * startingCounters);
    };
    const { end, ownEvents } = await playToEnd(first, (move) => ({ popeJoan: { card: move.card } }), counted, 'cat');
    expectFollowed(await followed, end, ownEvents);

    const result = finished(end);
    counted(end);
    if (end.view?.__typename !== 'PopeJoanView') throw new Error('unreachable: counted checked the view');
    expect(end.view.over).toBe(result.reason);
    expect(['DEALS_PLAYED', 'TOO_FEW_PLAYERS']).toContain(result.reason);
    // One round: each of the three deals once, unless too few players are left to go on.
    if (result.reason === 'DEALS_PLAYED') expect(end.view.record.map((r) => r.deal)).toEqual([1, 2, 3]);
    const ranked = [...result.standings].sort((a, b) => a.rank - b.rank);
    expect(ranked.map((s) => s.score)).toEqual([...ranked.map((s) => s.score)].sort((a, b) => b - a));
    for (const s of ranked) expect(s.score).toBe(end.view.counters[s.seat]);
    expectSeedCommitted(end);
  }, 240_000);
});
