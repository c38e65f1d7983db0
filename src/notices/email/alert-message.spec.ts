import { MessageContext, NoticeBody, alertMessage, summaryMessage } from './alert-message';

const context: MessageContext = {
  gameName: (id) => ({ maw: 'Maw', 'pope-joan': 'Pope Joan' })[id] ?? id,
  matchUrl: (id) => `https://cards.example/api/matches/${id}`,
  unsubscribeUrl: 'https://cards.example/api/email/unsubscribe?token=t',
  settingsHint: 'Change how and when Parlour emails you: PATCH /api/me/email.',
  timeZone: 'America/New_York',
};

function body(reason: string, match: Partial<NoticeBody['match']> = {}): NoticeBody {
  return {
    reason,
    match: {
      id: 'm1',
      gameId: 'maw',
      creator: 'ann',
      status: 'active',
      players: [
        { handle: 'ann', seat: 0 },
        { handle: 'ben', seat: 1 },
        { handle: 'cat', seat: 2 },
      ],
      yourSeat: 0,
      decision: { seats: [0] },
      deadline: '2026-07-04T16:00:00.000Z',
      result: null,
      ...match,
    },
  };
}

describe('email alert text', () => {
  it('says what happened, whose turn it is, the deadline in the reader’s zone, and links the match', () => {
    expect(alertMessage(body('YOUR_TURN'), context)).toEqual({
      subject: 'It is your turn in Maw against ben and cat',
      text: [
        'It is your turn in Maw against ben and cat.',
        '',
        'Awaiting: you',
        'Deadline: Sat, 4 Jul 2026, 12:00 (America/New_York)',
        'Match: https://cards.example/api/matches/m1',
        '',
        '--',
        'Change how and when Parlour emails you: PATCH /api/me/email.',
        'Stop these emails: https://cards.example/api/email/unsubscribe?token=t',
      ].join('\n'),
    });
  });

  it('words each reason', () => {
    const line = (b: NoticeBody) => alertMessage(b, context).text.split('\n')[0];
    expect(line(body('INVITED', { status: 'open', yourSeat: null, players: [{ handle: 'ann', seat: null }] }))).toBe(
      'ann invites you to a match of Maw.',
    );
    expect(line(body('CLAIMABLE', { decision: { seats: [1] } }))).toBe(
      'ben is past the deadline in Maw: you may claim a timeout.',
    );
    expect(line(body('DEADLINE_SOON'))).toBe('Your decision in Maw against ben and cat is due soon.');
    expect(line(body('TIMED_OUT', { gameId: 'pope-joan' }))).toBe(
      'You were timed out of Pope Joan against ben and cat.',
    );
    const ended = body('MATCH_ENDED', {
      status: 'finished',
      decision: null,
      deadline: null,
      result: {
        reason: 'TARGET_REACHED',
        standings: [
          { seat: 1, rank: 1 },
          { seat: 0, rank: 2 },
          { seat: 2, rank: 3 },
        ],
      },
    });
    expect(alertMessage(ended, context).text.split('\n').slice(0, 3)).toEqual([
      'Your match of Maw against ben and cat has ended: you placed 2nd.',
      '',
      'Match: https://cards.example/api/matches/m1',
    ]);
  });

  it('sums up held notices in one message, the matches awaiting the reader first', () => {
    const digest = summaryMessage(
      [body('MATCH_ENDED', { id: 'm2', status: 'finished', decision: null }), body('YOUR_TURN')],
      'digest',
      context,
    );
    expect(digest.subject).toBe('Daily digest: 1 match awaits you');
    expect(digest.text.split('\n').slice(0, 12)).toEqual([
      'Your daily digest from Parlour.',
      '',
      'Awaiting you:',
      '',
      '* It is your turn in Maw against ben and cat.',
      '  Awaiting: you',
      '  Deadline: Sat, 4 Jul 2026, 12:00 (America/New_York)',
      '  Match: https://cards.example/api/matches/m1',
      '',
      'Also:',
      '',
      '* Your match of Maw against ben and cat has ended.',
    ]);
    expect(summaryMessage([body('MATCH_ENDED', { status: 'finished' })], 'quiet', context).subject).toBe(
      'News of 1 match',
    );
  });
});
