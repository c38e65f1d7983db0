import { MatchEvent } from './match-event';
import { batchNotices, creationNotices } from './match-notices';
import { EMPTY_MATCH, MatchState } from './match-state';

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
