import { SPECTATOR, Table } from '../../engine';
import { servedGames } from '../../games/served-games';
import { archiveEntry } from './match-archive';
import { MatchSetup } from './match-setup';
import { EMPTY_MATCH, MatchState } from './match-state';

const SEED = 'ab'.repeat(32);

/** A match of `gameId` dealt to `players`, then resigned by the seats in `resigning`, in order. */
function finished(gameId: string, options: Record<string, unknown>, players: string[], resigning: number[]) {
  const game = servedGames().get(gameId)?.rules;
  const rules = game?.configure(options);
  if (!game || !rules?.ok) throw new Error(`no ${gameId}`);
  const dealt = rules.value.deal(players.length, Buffer.from(SEED, 'hex'));
  if (!dealt.ok) throw new Error(dealt.error.message);
  let table: Table = dealt.value;
  for (const seat of resigning) {
    const played = table.play(seat, 'resign');
    if (!played.ok) throw new Error(played.error.message);
    table = played.value.table;
  }
  const setup: MatchSetup = { game, rules: rules.value, seats: players.length, creatorId: players[0], seed: SEED };
  const state: MatchState = { ...EMPTY_MATCH, status: 'finished', seating: players, game: table };
  const record = {
    id: 'm1',
    gameId,
    daysPerMove: 2,
    visibility: 'open',
    createdAtMs: 1000,
    importedFrom: null,
    rated: false,
  } satisfies Parameters<typeof archiveEntry>[0];
  return { record, setup, state, table };
}

describe('archiveEntry', () => {
  it('gives partners one side and one outcome, and keeps the spectator’s view without its viewer', () => {
    const { record, setup, state, table } = finished('maw', { partnership: true }, ['a', 'b', 'c', 'd'], [1]);
    const entry = archiveEntry(record, setup, state, 5000);
    expect(entry?.seats.map(({ playerId, side, outcome }) => [playerId, side, outcome])).toEqual([
      ['a', 0, 'won'],
      ['b', 1, 'lost'],
      ['c', 0, 'won'],
      ['d', 1, 'lost'],
    ]);
    const { viewer, ...view } = table.view(SPECTATOR) as { viewer: unknown };
    expect(viewer).toBe(SPECTATOR);
    expect(entry).toMatchObject({ matchId: 'm1', seatCount: 4, daysPerMove: 2, endedAtMs: 5000, view });
    expect(entry?.result).toEqual(table.result());
  });

  it('counts players level at the top as drawn, each seat its own side', () => {
    const { record, setup, state, table } = finished('pope-joan', {}, ['a', 'b', 'c'], [2]);
    const entry = archiveEntry(record, setup, state, 5000);
    const ranks = table.result()?.standings.map((s) => s.rank);
    expect(entry?.seats.map((s) => [s.side, s.rank])).toEqual([0, 1, 2].map((seat) => [seat, ranks?.[seat]]));
    expect(entry?.seats.map((s) => s.outcome)).toEqual(
      ranks?.map((rank) => (rank !== 1 ? 'lost' : ranks.filter((r) => r === 1).length > 1 ? 'drawn' : 'won')),
    );
  });

  it('ranks a player who left their seat to a bot as the rules rank a resigned player, and credits the bot nothing', () => {
    const { record, setup, table } = finished('pope-joan', { replaceWithBot: true }, ['a', 'b', 'c'], [2]);
    // b left seat 1 to a bot, which played it on to the end.
    const replaced = [{ seat: 1, playerId: 'b', botId: 'bot', reason: 'resigned', claimedBy: 'b', seq: 9 }] as const;
    const state: MatchState = { ...EMPTY_MATCH, status: 'finished', seating: ['a', 'bot', 'c'], game: table, replaced };
    const entry = archiveEntry(record, setup, state, 5000);
    const standings = table.result()?.standings ?? [];
    // Rule 13: no counters, ranked with the other empty hands, below every seat with some, the one they left too.
    const others = standings.filter((st) => st.score > 0).length;
    expect(entry?.seats[1]).toEqual({
      seat: 1,
      playerId: 'b',
      side: 1,
      outcome: 'lost',
      rank: 1 + others,
      score: 0,
      replacedBy: 'bot',
    });
    expect(entry?.seats.map((s) => s.playerId)).not.toContain('bot');
    // The seat's own standing stays in the game's result.
    expect(entry?.result).toEqual(table.result());
    expect(entry?.seats.filter((s) => s.seat !== 1).map((s) => s.replacedBy)).toEqual([null, null]);
  });

  it('keeps nothing for a match that has not finished', () => {
    const { record, setup, state } = finished('maw', {}, ['a', 'b'], []);
    expect(archiveEntry(record, setup, { ...state, status: 'active' }, 5000)).toBeNull();
  });
});
