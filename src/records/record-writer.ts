import { GameResult, SPECTATOR, Viewer } from '../engine';
import { EMPTY_MATCH, MatchEvent, MatchState, evolve, visibleEvent } from '../matches';
import { CHOSEN, FORCED, TIMED_OUT, TIMED_OUT_TEXT, sectionLine, sectionWord } from './record-body';
import { RecordedMatch } from './recorded-match';
import { SPECTATOR_TEXT, seatHandleTag, seatTag, seatText, tagLine, takeoverTag } from './record-tags';

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
 * The tags of the `n`th takeover: the seat, why its player left, when, the
 * entry `from` which the bot plays it (`Deal 2 15`), the seat of who asked
 * (a resignation's own seat; `-` when the log does not say), and the bot's
 * name and handle.
 * Everyone at the table saw all of it: the tags are the same for every reader.
 */
function takeoverTags(
  match: RecordedMatch,
  state: MatchState,
  event: Extract<MatchEvent, { kind: 'replaced' }>,
  n: number,
  from: string,
): string[] {
  const takeover = match.takeovers[n - 1];
  // The server writes records of logs it replays, with a takeover for each `replaced` event.
  if (takeover === undefined) throw new Error(`the takeovers of match ${match.id} are not its log's`);
  const claimant = takeover.claimedBy === null ? -1 : state.seating.indexOf(takeover.claimedBy);
  return [
    tagLine(takeoverTag(n, 'Seat'), seatText(event.seat)),
    tagLine(takeoverTag(n, 'Reason'), event.reason),
    tagLine(takeoverTag(n, 'At'), takeover.at.toISOString()),
    tagLine(takeoverTag(n, 'From'), from),
    tagLine(takeoverTag(n, 'ClaimedBy'), claimant < 0 ? '-' : seatText(claimant)),
    tagLine(takeoverTag(n, 'By'), takeover.by.name),
    ...(takeover.by.handle === null ? [] : [tagLine(takeoverTag(n, 'ByHandle'), takeover.by.handle)]),
  ];
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
  const takeovers: string[][] = [];
  let section = 0;
  let entry = 0;
  for (const event of match.events) {
    if (event.kind === 'replaced' && state.game !== null) {
      // The bot's first entry: the next of this section, or the first of one begun since its last entry.
      const part = state.game.part();
      const from = `${sectionWord(gameId)} ${part} ${part === section ? entry + 1 : 1}`;
      takeovers.push(takeoverTags(match, state, event, takeovers.length + 1, from));
    }
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
  tags.push(...takeovers.flat());
  tags.push(tagLine('ShuffleAlgorithm', match.shuffleAlgorithm), tagLine('Commitment', match.commitment));
  if (over) tags.push(tagLine('Seed', setup.seed));
  tags.push(tagLine('Viewer', viewer === SPECTATOR ? SPECTATOR_TEXT : seatText(viewer)));
  if (result !== null) tags.push(tagLine('Standings', standingsText(result)), tagLine('Termination', result.reason));
  return [...tags, '', ...body].join('\n') + '\n';
}
