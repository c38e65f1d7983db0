import { GameResult, SPECTATOR, Viewer } from '../engine';
import { EMPTY_MATCH, MatchState, evolve } from '../matches/domain/match-state';
import { visibleEvent } from '../matches/domain/match-view';
import { CHOSEN, FORCED, TIMED_OUT, TIMED_OUT_TEXT, sectionLine } from './record-body';
import { RecordedMatch } from './recorded-match';
import { SPECTATOR_TEXT, seatHandleTag, seatTag, seatText, tagLine } from './record-tags';

/** Options as one JSON object, its keys sorted, so equal options always read the same. */
export function optionsText(options: Readonly<Record<string, unknown>>): string {
  const sorted: Record<string, unknown> = {};
  for (const name of Object.keys(options).sort()) sorted[name] = options[name];
  return JSON.stringify(sorted);
}

export function standingsText(result: GameResult): string {
  return result.standings.map((s) => `${seatText(s.seat)}:${s.rank}:${s.score}`).join(' ');
}

/**
 * A match's record (docs/records.md) as `viewer` may see it: their seat's
 * hidden parts and no other's (every move passes through visibleEvent, the
 * game's own redaction), the seed only once the log shows the match over.
 * Ends with a newline; records joined by "\n" are separated by a blank line.
 */
export function writeRecord(match: RecordedMatch, viewer: Viewer): string {
  const { setup } = match;
  const gameId = setup.game.id;
  const body: string[] = [];
  let state: MatchState = EMPTY_MATCH;
  let section = 0;
  let entry = 0;
  for (const event of match.events) {
    if ((event.kind === 'move' || event.kind === 'timedOut') && state.game !== null) {
      const now = state.game.part();
      if (now !== section) {
        section = now;
        entry = 0;
        body.push(sectionLine(gameId, section));
      }
      entry++;
      const seen = visibleEvent(setup, event, viewer);
      if (seen.kind === 'move')
        body.push(`${entry}${seen.forced ? FORCED : CHOSEN} ${seatText(seen.seat)} ${seen.move}`);
      else body.push(`${entry}${TIMED_OUT} ${seatText(event.seat)} ${TIMED_OUT_TEXT}`);
    }
    const next = evolve(setup, state, event);
    // The server writes records of logs it replays; a log that does not replay is refused before this.
    if (!next.ok) throw new Error(`the log of match ${match.id} does not replay: ${next.error.code}`);
    state = next.value;
  }
  const over = state.status === 'finished' || state.status === 'aborted';
  const result = state.game?.result() ?? null;
  const tags: string[] = [
    tagLine('Site', match.site),
    tagLine('MatchId', match.id),
    tagLine('Game', gameId),
    tagLine('RulesVersion', setup.game.rulesVersion),
    tagLine('Options', optionsText(setup.rules.options)),
    tagLine('Status', state.status),
  ];
  if (match.imported) tags.push(tagLine('Imported', 'true'));
  tags.push(tagLine('Created', match.createdAt.toISOString()));
  if (over && match.endedAt !== null) tags.push(tagLine('Ended', match.endedAt.toISOString()));
  tags.push(
    tagLine('DaysPerMove', match.daysPerMove === null ? '-' : String(match.daysPerMove)),
    tagLine('Seats', String(setup.seats)),
  );
  match.seats.forEach((seat, i) => {
    tags.push(tagLine(seatTag(i), seat.name));
    if (seat.handle !== null) tags.push(tagLine(seatHandleTag(i), seat.handle));
  });
  tags.push(tagLine('ShuffleAlgorithm', match.shuffleAlgorithm), tagLine('Commitment', match.commitment));
  if (over) tags.push(tagLine('Seed', setup.seed));
  tags.push(tagLine('Viewer', viewer === SPECTATOR ? SPECTATOR_TEXT : seatText(viewer)));
  if (result !== null) tags.push(tagLine('Standings', standingsText(result)), tagLine('Termination', result.reason));
  return [...tags, '', ...body].join('\n') + '\n';
}
