import { engine, matchSetup } from '../../../test/support/engines';
import { answersRequest } from './keyed-request';
import { MatchEvent } from './match-event';
import { MatchSetup } from './match-setup';

const setup: MatchSetup = matchSetup(engine('maw'), { seats: 2, creatorId: 'c', seed: '00' });

describe('answersRequest', () => {
  const played: MatchEvent = { kind: 'move', seat: 1, move: '5H', forced: false };

  it('takes the same move at the same seq, in any case, as the same request', () => {
    expect(answersRequest(setup, 1, { kind: 'move', expectedSeq: 7, text: '5h' }, played, 7)).toBe(true);
    expect(answersRequest(setup, 1, { kind: 'move', expectedSeq: 7, text: '5♥' }, played, 7)).toBe(true);
  });

  it.each([
    ['another move', { kind: 'move', expectedSeq: 7, text: '6H' }, played, 7],
    ['another seq', { kind: 'move', expectedSeq: 8, text: '5H' }, played, 7],
    ['a text that is no move', { kind: 'move', expectedSeq: 7, text: 'fly' }, played, 7],
    ['a resignation for a move', { kind: 'resign' }, played, 7],
    ['a claim for a move', { kind: 'claimTimeout' }, played, 7],
    ['a move for a claim', { kind: 'move', expectedSeq: 7, text: '5H' }, { kind: 'timedOut', seat: 0 }, 7],
    ['another seat', { kind: 'move', expectedSeq: 7, text: '5H' }, { ...played, seat: 0 }, 7],
  ] as const)('takes %s as another request', (_, request, first, batch) => {
    expect(answersRequest(setup, 1, request, first, batch)).toBe(false);
  });

  it('takes a resignation and a claim for themselves', () => {
    expect(answersRequest(setup, 1, { kind: 'resign' }, { ...played, move: 'resign' }, 3)).toBe(true);
    expect(answersRequest(setup, 1, { kind: 'claimTimeout' }, { kind: 'timedOut', seat: 0 }, 3)).toBe(true);
  });
});
