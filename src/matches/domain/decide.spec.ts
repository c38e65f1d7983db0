import { ok } from '../../engine';
import { AnyGame, engine, matchSetup } from '../../../test/support/engines';
import { testSeed, xorshift } from '../../../test/support/random-playout';
import { Toy, ToyMove, toy } from '../../../test/support/toy-game';
import { abort, claimTimeout, join, leave, play, resign, start, batchNotices, creationNotices } from './decide';
import { MatchEvent } from './match-event';
import { MatchSetup } from './match-setup';
import { EMPTY_MATCH, MatchState, replayMatch } from './match-state';
import { gameFor, viewerOf, visibleEvent } from './match-access';

const setup = (seats = 2, game: AnyGame = toy): MatchSetup =>
  matchSetup(game, { seats, creatorId: 'ann', seed: '00'.repeat(32) });

/** Decides, then folds the events as the service would after appending them. */
function run(s: MatchSetup, state: MatchState, decided: ReturnType<typeof join>): MatchState {
  if (!decided.ok) throw new Error(`refused: ${decided.error.code}`);
  const r = replayMatch(s, state, decided.value);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

function started(s = setup()): MatchState {
  const one = run(s, EMPTY_MATCH, join(s, EMPTY_MATCH, 'ann'));
  return run(s, one, join(s, one, 'ben'));
}

describe('match commands', () => {
  it('starts by itself when the last seat is taken, seating in joining order', () => {
    const s = setup();
    const one = run(s, EMPTY_MATCH, join(s, EMPTY_MATCH, 'ann'));
    const decided = join(s, one, 'ben');
    expect(decided).toEqual({
      ok: true,
      value: [
        { kind: 'joined', playerId: 'ben' },
        { kind: 'started', seating: ['ann', 'ben'] },
      ],
    });
    const state = run(s, one, decided);
    expect(state).toMatchObject({ seq: 3, status: 'active', seating: ['ann', 'ben'], lobby: [] });
  });

  it('refuses a second seat, a full match and joining after the start', () => {
    const s = setup(3);
    const one = run(s, EMPTY_MATCH, join(s, EMPTY_MATCH, 'ann'));
    expect(join(s, one, 'ann')).toMatchObject({ ok: false, error: { code: 'ALREADY_JOINED' } });
    expect(join(setup(), started(), 'cat')).toMatchObject({ ok: false, error: { code: 'NOT_OPEN' } });
  });

  it('lets a player leave before the start, and not after', () => {
    const s = setup(3);
    const one = run(s, EMPTY_MATCH, join(s, EMPTY_MATCH, 'ann'));
    const two = run(s, one, join(s, one, 'ben'));
    expect(run(s, two, leave(two, 'ben')).lobby).toEqual(['ann']);
    expect(leave(two, 'cat')).toMatchObject({ ok: false, error: { code: 'NOT_A_PLAYER' } });
    expect(leave(started(), 'ann')).toMatchObject({ ok: false, error: { code: 'NOT_OPEN' } });
  });

  it('lets only the creator start early, and only with a player count the game allows', () => {
    const s = setup(3);
    const one = run(s, EMPTY_MATCH, join(s, EMPTY_MATCH, 'ann'));
    expect(start(s, one, 'ann')).toMatchObject({ ok: false, error: { code: 'TOO_FEW_PLAYERS' } });
    const two = run(s, one, join(s, one, 'ben'));
    expect(start(s, two, 'ben')).toMatchObject({ ok: false, error: { code: 'NOT_CREATOR' } });
    expect(run(s, two, start(s, two, 'ann'))).toMatchObject({ status: 'active', seating: ['ann', 'ben'] });
  });

  it('allows an abort before the first chosen move only', () => {
    const s = setup();
    const state = started(s);
    expect(run(s, state, abort(s, state, 'ben')).status).toBe('aborted');
    expect(abort(s, state, 'cat')).toMatchObject({ ok: false, error: { code: 'NOT_A_PLAYER' } });
    const moved = run(s, state, play(state, 'ann', '3'));
    expect(abort(s, moved, 'ann')).toMatchObject({ ok: false, error: { code: 'TOO_LATE_TO_ABORT' } });
  });

  it('passes the engine’s coded refusals through and changes nothing', () => {
    const s = setup();
    const state = started(s);
    expect(play(state, 'ben', '1')).toMatchObject({ ok: false, error: { code: 'NOT_YOUR_TURN' } });
    expect(play(state, 'ann', '7')).toMatchObject({
      ok: false,
      error: { code: 'ILLEGAL_MOVE', reason: 'OUT_OF_RANGE' },
    });
    expect(play(state, 'ann', 'x')).toMatchObject({ ok: false, error: { code: 'MALFORMED_MOVE' } });
    expect(play(state, 'cat', '1')).toMatchObject({ ok: false, error: { code: 'NOT_A_PLAYER' } });
  });

  it('appends the forced moves that follow a move, marked as forced, up to the end', () => {
    const s = setup();
    let state = started(s);
    state = run(s, state, play(state, 'ann', '3'));
    state = run(s, state, play(state, 'ben', '3'));
    const decided = play(state, 'ann', '2');
    expect(decided).toEqual({
      ok: true,
      value: [
        { kind: 'move', seat: 0, move: '2', forced: false },
        { kind: 'move', seat: 1, move: '1', forced: true },
        { kind: 'move', seat: 0, move: '1', forced: true },
      ],
    });
    state = run(s, state, decided);
    expect(state.status).toBe('finished');
    expect(state.chosenMoves).toBe(3);
    expect(play(state, 'ben', '1')).toMatchObject({ ok: false, error: { code: 'NOT_ACTIVE' } });
  });

  it('ends the match on resignation', () => {
    const s = setup();
    const state = started(s);
    const after = run(s, state, resign(s, state, 'ben'));
    expect(after.status).toBe('finished');
    expect(gameFor(after, 0)?.result?.reason).toBe('RESIGNED');
  });

  it('times out the awaited seat, which resigns, when another player claims it at or past the deadline, and only then', () => {
    const s = setup();
    const state = started(s);
    const refusal = (playerId: string, deadline: number | null, now: number) => {
      const decided = claimTimeout(s, state, playerId, deadline, now);
      return decided.ok ? 'accepted' : decided.error.code;
    };
    expect(refusal('ben', null, 1e12)).toBe('NOT_OVERDUE');
    expect(refusal('ben', 1000, 999)).toBe('NOT_OVERDUE');
    expect(refusal('ann', 1000, 1000)).toBe('NOT_OVERDUE');
    expect(refusal('zed', 1000, 1000)).toBe('NOT_A_PLAYER');
    const decided = claimTimeout(s, state, 'ben', 1000, 1000);
    expect(decided).toEqual({ ok: true, value: [{ kind: 'timedOut', seat: 0 }] });
    const after = run(s, state, decided);
    expect(after).toMatchObject({ status: 'finished', chosenMoves: 0 });
    expect(gameFor(after, 1)?.result?.reason).toBe('RESIGNED');
    expect(claimTimeout(s, after, 'ben', 1000, 2000)).toMatchObject({ ok: false, error: { code: 'NOT_ACTIVE' } });
    expect(visibleEvent(s, { kind: 'timedOut', seat: 0 }, 'spectator')).toEqual({ kind: 'timedOut', seat: 0 });
  });

  it('appends the forced plays that follow a timeout in the same decision', () => {
    // The toy, but resigning leaves the game going, at a total whose moves are all forced.
    const forcing: AnyGame = {
      ...toy,
      apply: (g, m) =>
        m.type === 'resign'
          ? ok({ ...(g as Toy), total: 8, turn: ((g as Toy).turn + 1) % 2 })
          : toy.apply(g as Toy, m as ToyMove),
    };
    const s = setup(2, forcing);
    const decided = claimTimeout(s, started(s), 'ben', 0, 0);
    expect(decided.ok && decided.value).toEqual([
      { kind: 'timedOut', seat: 0 },
      { kind: 'move', seat: 1, move: '1', forced: true },
      { kind: 'move', seat: 0, move: '1', forced: true },
    ]);
  });

  it('leaves nothing forced undone after a timeout, over random Pope Joan matches', () => {
    const game = engine('pope-joan');
    const random = xorshift(77);
    for (let n = 0; n < 10; n++) {
      const s = matchSetup(game, { seats: 4, creatorId: 'p0', seed: Buffer.from(testSeed(n)).toString('hex') });
      let state = EMPTY_MATCH;
      for (const player of ['p0', 'p1', 'p2', 'p3']) state = run(s, state, join(s, state, player));
      for (let decision = state.game?.decision(); decision; decision = state.game?.decision()) {
        const awaited = decision.seats[0];
        const claimant = state.seating.find((_p, seat) => seat !== awaited) as string;
        const decided = claimTimeout(s, state, claimant, 0, 0);
        if (!decided.ok) throw new Error(decided.error.message);
        expect(decided.value[0]).toEqual({ kind: 'timedOut', seat: awaited });
        const after = run(s, state, decided);
        expect(after.status === 'finished' || after.game?.forced() === null).toBe(true);
        const legal = state.game?.legalMoves(awaited) ?? [];
        const move = legal[Math.floor(random() * legal.length)];
        state = run(s, state, play(state, state.seating[awaited], move));
      }
    }
  });
});

describe('replaying a match log', () => {
  it('reaches the same state from the whole log as step by step', () => {
    const s = setup();
    const log: MatchEvent[] = [
      { kind: 'joined', playerId: 'ann' },
      { kind: 'joined', playerId: 'ben' },
      { kind: 'started', seating: ['ann', 'ben'] },
      { kind: 'move', seat: 0, move: '3', forced: false },
    ];
    const whole = replayMatch(s, EMPTY_MATCH, log);
    const stepwise = replayMatch(s, replayMatch(s, EMPTY_MATCH, log.slice(0, 2)).state, log.slice(2));
    expect(whole).toEqual(stepwise);
    expect(whole.state.seq).toBe(4);
  });

  it('reports the position of the first event the rules refuse', () => {
    const s = setup();
    const r = replayMatch(s, EMPTY_MATCH, [
      { kind: 'joined', playerId: 'ann' },
      { kind: 'joined', playerId: 'ben' },
      { kind: 'started', seating: ['ann', 'ben'] },
      { kind: 'move', seat: 1, move: '3', forced: false },
    ]);
    expect(r).toMatchObject({ ok: false, index: 3, error: { code: 'NOT_YOUR_TURN' }, state: { seq: 3 } });
  });
});

describe('what a viewer sees', () => {
  it('redacts moves for other seats and spectators, and offers legal moves only to the deciding seat', () => {
    const s = setup();
    const state = started(s);
    const event: MatchEvent = { kind: 'move', seat: 0, move: '3', forced: false };
    expect(visibleEvent(s, event, 0)).toMatchObject({ move: '3' });
    expect(visibleEvent(s, event, 1)).toMatchObject({ move: '?' });
    expect(visibleEvent(s, event, 'spectator')).toMatchObject({ move: '?' });
    expect(viewerOf(state, 'ann')).toBe(0);
    expect(viewerOf(state, 'zed')).toBe('spectator');
    expect(viewerOf(state, null)).toBe('spectator');
    expect(gameFor(state, 0)?.legalMoves).toEqual(['1', '2', '3']);
    expect(gameFor(state, 1)?.legalMoves).toEqual([]);
    expect(gameFor(state, 'spectator')?.legalMoves).toEqual([]);
  });

  describe('replaceWithBot (Pope Joan)', () => {
    const players = ['p0', 'p1', 'p2', 'p3'];
    const bots = ['bot-1', 'bot-2'];
    const table = (options: Record<string, unknown>): { s: MatchSetup; state: MatchState } => {
      const s = matchSetup(engine('pope-joan'), { options, seats: 4, creatorId: 'p0', seed: '11'.repeat(32) });
      let state = EMPTY_MATCH;
      for (const p of players) state = run(s, state, join(s, state, p));
      return { s, state };
    };

    it('hands a resigned seat to the first free bot: the hand plays on, the game never sees a resignation', () => {
      const { s, state } = table({ replaceWithBot: true });
      const decided = resign(s, state, 'p1', bots);
      expect(decided).toEqual({
        ok: true,
        value: [{ kind: 'replaced', seat: 1, playerId: 'p1', botId: 'bot-1', reason: 'resigned', claimedBy: 'p1' }],
      });
      const after = run(s, state, decided);
      expect(after.seating).toEqual(['p0', 'bot-1', 'p2', 'p3']);
      expect(after.replaced).toEqual([
        { seat: 1, playerId: 'p1', botId: 'bot-1', reason: 'resigned', claimedBy: 'p1', seq: state.seq },
      ]);
      expect(after.status).toBe('active');
      // The seat's hand is the bot's now, as it was; the player who left sees the table as a spectator.
      expect(gameFor(after, 1)?.view).toEqual(gameFor(state, 1)?.view);
      expect(viewerOf(after, 'p1')).toBe(viewerOf(after, null));
      expect(viewerOf(after, 'bot-1')).toBe(1);
      // The next to leave gets the next bot.
      const again = run(s, after, resign(s, after, 'p2', bots));
      expect(again.seating).toEqual(['p0', 'bot-1', 'bot-2', 'p3']);
    });

    it('hands a timed-out seat to a bot instead of resigning it', () => {
      const { s, state } = table({ replaceWithBot: true });
      const awaited = state.game?.decision()?.seats[0] ?? 0;
      const claimant = players[(awaited + 1) % 4];
      const decided = claimTimeout(s, state, claimant, 1000, 1000, bots);
      expect(decided.ok && decided.value).toEqual([
        {
          kind: 'replaced',
          seat: awaited,
          playerId: players[awaited],
          botId: 'bot-1',
          reason: 'timedOut',
          claimedBy: claimant,
        },
      ]);
      expect(run(s, state, decided).seating[awaited]).toBe('bot-1');
    });

    it('replays a takeover logged before it named who claimed it', () => {
      const { s, state } = table({ replaceWithBot: true });
      const old: MatchEvent = { kind: 'replaced', seat: 1, playerId: 'p1', botId: 'bot-1', reason: 'resigned' };
      const replayed = replayMatch(s, state, [old]);
      expect(replayed.ok && replayed.state.replaced).toEqual([
        { seat: 1, playerId: 'p1', botId: 'bot-1', reason: 'resigned', claimedBy: null, seq: state.seq },
      ]);
    });

    it('resigns as the rules say when the option is off, or no bot is free', () => {
      for (const [options, free] of [
        [{}, bots],
        [{ replaceWithBot: true }, []],
      ] as const) {
        const { s, state } = table(options);
        const decided = resign(s, state, 'p1', free);
        expect(decided.ok && decided.value[0]).toEqual({ kind: 'move', seat: 1, move: 'resign', forced: false });
      }
    });

    it('refuses a takeover the log could not have written', () => {
      const { s, state } = table({ replaceWithBot: true });
      const wrong: MatchEvent = { kind: 'replaced', seat: 1, playerId: 'p2', botId: 'bot-1', reason: 'resigned' };
      expect(replayMatch(s, state, [wrong])).toMatchObject({ ok: false, error: { code: 'CORRUPT_LOG' } });
    });

    it('refuses a takeover in a match whose game declares none under its options', () => {
      const { s, state } = table({});
      const taken: MatchEvent = { kind: 'replaced', seat: 1, playerId: 'p1', botId: 'bot-1', reason: 'resigned' };
      expect(s.rules.takeover).toBeNull();
      expect(replayMatch(s, state, [taken])).toMatchObject({ ok: false, error: { code: 'CORRUPT_LOG' } });
    });
  });
});

const state = (status: MatchState['status'], more: Partial<MatchState> = {}): MatchState => ({
  ...EMPTY_MATCH,
  status,
  ...more,
});
const open = { creatorId: 'cy', visibility: 'open' as const };
const move: MatchEvent = { kind: 'move', seat: 0, move: '5H', forced: false };

describe('batchNotices', () => {
  it('tells whoever the batch leaves awaited that it is their turn', () => {
    const before = state('active', { seating: ['ann', 'ben'] });
    expect(batchNotices(open, before, before, [move], ['ben'])).toEqual({
      notices: [{ playerId: 'ben', reason: 'YOUR_TURN' }],
      tellInvitees: false,
    });
  });

  it('tells everyone with a part that the match ended, the seatless creator too, once each', () => {
    const before = state('active', { seating: ['ann', 'ben'] });
    const after = state('finished', { seating: ['ann', 'ben'] });
    expect(batchNotices(open, before, after, [move], []).notices).toEqual([
      { playerId: 'cy', reason: 'MATCH_ENDED' },
      { playerId: 'ann', reason: 'MATCH_ENDED' },
      { playerId: 'ben', reason: 'MATCH_ENDED' },
    ]);
  });

  it('tells a timed-out seat of a match that plays on that it timed out, not that it is its turn', () => {
    const seated = state('active', { seating: ['ann', 'ben', 'cy'] });
    const timedOut: MatchEvent = { kind: 'timedOut', seat: 1 };
    expect(batchNotices(open, seated, seated, [timedOut], ['ben', 'cy']).notices).toEqual([
      { playerId: 'ben', reason: 'TIMED_OUT' },
      { playerId: 'cy', reason: 'YOUR_TURN' },
    ]);
  });

  it('has the invitees of a private match called off before its start told, and only then', () => {
    const aborted: MatchEvent = { kind: 'aborted', playerId: 'cy' };
    const lobby = state('open', { lobby: ['cy', 'ann'] });
    const result = batchNotices({ creatorId: 'cy', visibility: 'private' }, lobby, state('aborted'), [aborted], []);
    expect(result).toEqual({
      notices: [
        { playerId: 'cy', reason: 'MATCH_ENDED' },
        { playerId: 'ann', reason: 'MATCH_ENDED' },
      ],
      tellInvitees: true,
    });
    expect(batchNotices(open, lobby, state('aborted'), [aborted], []).tellInvitees).toBe(false);
  });

  it('tells nobody of a join to an open match', () => {
    const joined: MatchEvent = { kind: 'joined', playerId: 'ann' };
    expect(batchNotices(open, state('open'), state('open', { lobby: ['ann'] }), [joined], []).notices).toEqual([]);
  });
});

describe('creationNotices', () => {
  it('invites the players named, the creator aside, once each', () => {
    expect(creationNotices('cy', ['ann', 'cy', 'ann'], [])).toEqual([{ playerId: 'ann', reason: 'INVITED' }]);
  });
});
