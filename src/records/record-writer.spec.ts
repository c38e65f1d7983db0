import { SPECTATOR } from '../engine';
import { engine, matchSetup } from '../../test/support/engines';
import { goldenLog, goldenRecorded } from '../../test/support/golden-record';
import { MatchEvent } from '../matches/domain/match-event';
import { EMPTY_MATCH, replayMatch } from '../matches/domain/match-state';
import { writeRecord } from './record-writer';

const MAW = goldenRecorded(goldenLog('maw', 'two-players-default'));
/** The robbery the golden Maw set holds (game 5): seat 1 robs, discarding a card only it saw. */
const ROBBERY = MAW.events.find((e) => e.kind === 'move' && e.move.startsWith('rob '));

describe('writeRecord', () => {
  it('writes the header tags, and a section per game with its moves numbered from 1', () => {
    const text = writeRecord(MAW, SPECTATOR);
    const [head, body] = text.split('\n\n');
    expect(head.split('\n').slice(0, 6)).toEqual([
      '[Site "https://parlour.test"]',
      `[MatchId "${MAW.id}"]`,
      '[Game "maw"]',
      '[RulesVersion "maw/1"]',
      '[Options "{\\"dealerRobsAce\\":false,\\"fiving\\":\\"once\\",\\"followRule\\":\\"strict\\",\\"partnership\\":false,\\"ranking\\":\\"cotton\\",\\"reneging\\":false,\\"target\\":26}"]',
      '[Status "finished"]',
    ]);
    expect(head).toContain('[Seat1 "Player p1"]\n[Seat1Handle "p1"]');
    expect(head).toContain(`[Seed "${MAW.setup.seed}"]`);
    expect(head).toContain('[Standings "S0:1:30 S1:2:20"]\n[Termination "TARGET_REACHED"]');
    const lines = body.trimEnd().split('\n');
    expect(lines.slice(0, 3)).toEqual(['== Game 1 ==', '1. S1 nofive', '2. S1 2C']);
    expect(lines).toContain('10! S0 JD');
    expect(lines.filter((l) => l.startsWith('== Game '))).toHaveLength(9);
  });

  it("hides the robber's discard from everyone but the robber", () => {
    expect(ROBBERY?.kind === 'move' && ROBBERY.seat).toBe(1);
    const discard = ROBBERY?.kind === 'move' ? ROBBERY.move : '';
    expect(writeRecord(MAW, SPECTATOR)).toContain('2. S1 rob ??\n');
    expect(writeRecord(MAW, 0)).toContain('2. S1 rob ??\n');
    expect(writeRecord(MAW, 1)).toContain(`2. S1 ${discard}\n`);
    expect(writeRecord(MAW, 1)).toContain('[Viewer "S1"]');
  });

  it('keeps the seed, the end and the result out of a match still in play', () => {
    const text = writeRecord({ ...MAW, events: MAW.events.slice(0, 20) }, SPECTATOR);
    expect(text).toContain('[Status "active"]');
    expect(text).toContain(`[Commitment "${MAW.commitment}"]`);
    expect(text).not.toMatch(/\[(Seed|Ended|Standings|Termination) /);
  });

  it('marks timed-out seats and names seats without an account by name alone', () => {
    const log = goldenRecorded(goldenLog('pope-joan', '5-players-timed-out'));
    const text = writeRecord({ ...log, seats: log.seats.map((s) => ({ ...s, handle: null })) }, SPECTATOR);
    expect(text).toMatch(/^\d+# S\d timed out$/m);
    expect(text).toContain('== Deal 1 ==');
    expect(text).not.toContain('Handle "');
  });

  it('names who sat in a seat a bot took over, and the takeover: the seat, why, when, from which entry, who asked, the bot', () => {
    const setup = matchSetup(engine('pope-joan'), {
      options: { replaceWithBot: true },
      seats: 3,
      creatorId: 'ann',
      seed: '11'.repeat(32),
    });
    const opening: MatchEvent[] = [
      ...['ann', 'ben', 'cat'].map((playerId): MatchEvent => ({ kind: 'joined', playerId })),
      { kind: 'started', seating: ['ann', 'ben', 'cat'] },
    ];
    const dealt = replayMatch(setup, EMPTY_MATCH, opening);
    const lead = dealt.state.game?.decision()?.seats[0] ?? 0;
    const card = dealt.state.game?.legalMoves(lead)[0] ?? '';
    const leaver = ['ann', 'ben', 'cat'][lead];
    const events: MatchEvent[] = [
      ...opening,
      { kind: 'move', seat: lead, move: card, forced: false },
      { kind: 'replaced', seat: lead, playerId: leaver, botId: 'bot', reason: 'resigned', claimedBy: leaver },
    ];
    const text = writeRecord(
      {
        ...goldenRecorded(goldenLog('pope-joan', '5-players-timed-out')),
        setup,
        seats: ['ann', 'ben', 'cat'].map((id) => ({ name: `Player ${id}`, handle: id })),
        events,
        takeovers: [
          { at: new Date('2026-01-06T08:00:00.000Z'), claimedBy: leaver, by: { name: 'Bot', handle: 'bot' } },
        ],
      },
      SPECTATOR,
    );
    expect(text).toContain(`[Seat${lead} "Player ${leaver}"]\n[Seat${lead}Handle "${leaver}"]`);
    // The player's own move is theirs; the bot plays from the next entry on.
    expect(text).toContain(`1. S${lead} ${card}`);
    expect(text).toContain(
      [
        `[Takeover1Seat "S${lead}"]`,
        '[Takeover1Reason "resigned"]',
        '[Takeover1At "2026-01-06T08:00:00.000Z"]',
        '[Takeover1From "Deal 1 2"]',
        `[Takeover1ClaimedBy "S${lead}"]`,
        '[Takeover1By "Bot"]',
        '[Takeover1ByHandle "bot"]',
      ].join('\n'),
    );
  });
});
