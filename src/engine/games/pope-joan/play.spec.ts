import { popeJoan } from './pope-joan';
import { playsOf } from './plays';
import { PopeJoanState } from './state';
import { c, table } from '../../../../test/support/pope-joan-table';

function play(state: PopeJoanState, seat: number, text: string): PopeJoanState {
  const next = popeJoan.apply(state, { seat, type: 'play', card: c(text) });
  if (!next.ok) throw new Error(`${seat} ${text}: ${next.error.message}`);
  return next.value;
}

function refusal(state: PopeJoanState, seat: number, text: string) {
  const parsed = popeJoan.parseMove(seat, text);
  if (!parsed.ok) return parsed.error;
  const next = popeJoan.apply(state, parsed.value);
  if (next.ok) throw new Error(`${seat} ${text} was accepted`);
  return next.error;
}

// Seat 2 deals, seat 0 is eldest; hearts are trumps (the turn-up 4H, seat 2's).
const RUN = table({
  players: 3,
  dealer: 2,
  hands: [
    ['2C', '6C', 'QS', '5D', '10D'],
    ['3C', '4C', 'KS', 'JD', '3S'],
    ['5C', '7D', '9D', '4H', 'AS'],
  ],
  played: [],
  turnUp: '4H',
});

describe('Pope Joan play: following on and stops (rules 5–7)', () => {
  it('after a lead, whoever holds the next card must play it, the same player several times in a row', () => {
    let s = play(RUN, 0, '2C');
    expect(popeJoan.decision(s)).toEqual({ seats: [1], kind: 'follow' });
    expect(popeJoan.legalMoves(s, 1)).toEqual([{ seat: 1, type: 'play', card: c('3C') }]);
    expect(popeJoan.forcedMove(s)).toEqual({ seat: 1, type: 'play', card: c('3C') });
    s = play(s, 1, '3C');
    expect(popeJoan.forcedMove(s)).toEqual({ seat: 1, type: 'play', card: c('4C') });
    s = play(s, 1, '4C');
    expect(popeJoan.forcedMove(s)).toEqual({ seat: 2, type: 'play', card: c('5C') });
    s = play(s, 2, '5C');
    expect(popeJoan.forcedMove(s)).toEqual({ seat: 0, type: 'play', card: c('6C') });
    // 7C lies in the dead hand: 6C is a stop and its player leads.
    s = play(s, 0, '6C');
    expect(popeJoan.decision(s)).toEqual({ seats: [0], kind: 'lead' });
    expect(popeJoan.forcedMove(s)).toBeNull();
    expect(playsOf(s.deal).map((p) => p.seat)).toEqual([0, 1, 1, 2, 0]);
  });

  it('only the deciding seat has legal moves', () => {
    expect(popeJoan.legalMoves(RUN, 1)).toEqual([]);
    expect(popeJoan.legalMoves(RUN, 0).length).toBeGreaterThan(0);
  });

  it('a King is a stop: its player leads next', () => {
    const s = play(RUN, 0, 'QS');
    expect(popeJoan.forcedMove(s)).toEqual({ seat: 1, type: 'play', card: c('KS') });
    expect(popeJoan.decision(play(s, 1, 'KS'))).toEqual({ seats: [1], kind: 'lead' });
  });

  it('the 7D is always a stop, even with the 9D in play', () => {
    const s = table({
      players: 3,
      dealer: 2,
      hands: [
        ['6D', '2S'],
        ['KC', '3S'],
        ['7D', '9D', '4S'],
      ],
      turnUp: '4S',
    });
    const led = play(s, 0, '6D');
    expect(popeJoan.forcedMove(led)).toEqual({ seat: 2, type: 'play', card: c('7D') });
    expect(popeJoan.decision(play(led, 2, '7D'))).toEqual({ seats: [2], kind: 'lead' });
  });

  it('a card whose successor was already played is a stop', () => {
    const s = table({
      players: 3,
      dealer: 2,
      hands: [
        ['2H', 'KC'],
        ['3H', '9S'],
        ['5H', '8S'],
      ],
      played: [{ seat: 1, card: '4H' }],
      turnUp: '8S',
    });
    const after = play(play(s, 0, '2H'), 1, '3H');
    expect(popeJoan.decision(after)).toEqual({ seats: [1], kind: 'lead' });
  });

  it('a turn-up face up in the dead hand stops the run below it', () => {
    const s = table({ players: 3, dealer: 2, hands: [['5C', 'KD'], ['JS'], ['2H']], turnUp: '6C' });
    expect(s.deal.turnUpHolder).toBe(-1);
    expect(popeJoan.decision(play(s, 0, '5C'))).toEqual({ seats: [0], kind: 'lead' });
  });

  it('a lead with a single legal card is still the leader’s own move, never forced', () => {
    const s = table({ players: 3, dealer: 2, hands: [['9C', '10C'], ['3S'], ['2H']], turnUp: '2H' });
    expect(popeJoan.legalMoves(s, 0)).toHaveLength(1);
    expect(popeJoan.forcedMove(s)).toBeNull();
  });
});

describe('Pope Joan play: refusals are coded and name no hidden card', () => {
  it('NOT_YOUR_TURN for any other seat, naming no card', () => {
    const e = refusal(RUN, 1, '3C');
    expect(e).toMatchObject({ code: 'NOT_YOUR_TURN' });
    expect(e.message).not.toMatch(/\b(10|[2-9AJQK])[CDHS]\b/);
  });

  it('CARD_NOT_IN_HAND alike for a card in another hand, in the dead hand or out of the pack', () => {
    for (const text of ['3C', '7C', '8D']) {
      expect(refusal(RUN, 0, text)).toEqual({
        code: 'ILLEGAL_MOVE',
        reason: 'CARD_NOT_IN_HAND',
        message: `you do not hold ${text}`,
      });
    }
  });

  it('MUST_PLAY_NEXT_CARD when a follower offers another of their cards', () => {
    const s = play(RUN, 0, '2C');
    expect(refusal(s, 1, 'KS')).toMatchObject({ code: 'ILLEGAL_MOVE', reason: 'MUST_PLAY_NEXT_CARD' });
  });

  it('MUST_LEAD_LOWEST for a card above the lowest of its suit, listing the leader’s own leads', () => {
    expect(refusal(RUN, 0, '10D')).toEqual({
      code: 'ILLEGAL_MOVE',
      reason: 'MUST_LEAD_LOWEST',
      message: 'lead the lowest card of a suit: 2C, 5D, QS',
    });
  });

  it('MALFORMED_MOVE for text that is no move; ILLEGAL_MOVE NO_SUCH_SEAT for a seat that does not exist, as in Maw', () => {
    expect(popeJoan.parseMove(0, 'pass')).toMatchObject({ ok: false, error: { code: 'MALFORMED_MOVE' } });
    for (const seat of [-1, 1.5, 5])
      expect(popeJoan.apply(RUN, { seat, type: 'play', card: c('2C') })).toMatchObject({
        ok: false,
        error: { code: 'ILLEGAL_MOVE', reason: 'NO_SUCH_SEAT' },
      });
  });

  it('GAME_OVER once the match has ended', () => {
    const over = { ...RUN, over: 'DEALS_PLAYED' as const };
    expect(popeJoan.apply(over, { seat: 0, type: 'play', card: c('2C') })).toMatchObject({
      ok: false,
      error: { code: 'GAME_OVER' },
    });
    expect(popeJoan.apply(over, { seat: 0, type: 'resign' })).toMatchObject({
      ok: false,
      error: { code: 'GAME_OVER' },
    });
    expect(popeJoan.decision(over)).toBeNull();
    expect(popeJoan.legalMoves(over, 0)).toEqual([]);
  });
});
