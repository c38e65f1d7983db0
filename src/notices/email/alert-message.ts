/**
 * The text of email alerts, rendered from notice bodies alone: each is the
 * recipient's own view of a match, and the text takes from it only the game,
 * handles, whose turn it is, the deadline, the outcome and the match's id. It
 * names no card (docs/notifications.md#email).
 */

/** What a message shows of a match: the fields of a TurnNotice's `match` it reads, dates as ISO strings or Dates. */
export interface NoticeMatch {
  readonly id: string;
  readonly gameId: string;
  readonly creator: string;
  readonly status: string;
  /** A seat of an imported match has no handle (it is never notified: no account sits in one). */
  readonly players: readonly { readonly handle: string | null; readonly seat: number | null }[];
  readonly yourSeat: number | null;
  readonly decision: { readonly seats: readonly number[] } | null;
  readonly deadline: Date | string | null;
  readonly result: {
    readonly standings: readonly { readonly seat: number; readonly rank: number }[];
    readonly reason: string;
  } | null;
}

export interface NoticeBody {
  readonly reason: string;
  readonly match: NoticeMatch;
}

/** How the messages refer to things outside the body: a game's name, the links, the reader's time zone. */
export interface MessageContext {
  readonly gameName: (gameId: string) => string;
  readonly matchUrl: (matchId: string) => string;
  readonly unsubscribeUrl: string;
  readonly settingsHint: string;
  readonly timeZone: string;
}

export interface MessageText {
  readonly subject: string;
  readonly text: string;
}

const AWAITING_YOU = new Set(['YOUR_TURN', 'DEADLINE_SOON', 'INVITED', 'CLAIMABLE']);

/** The player's opponents (everyone else named by the match), by handle. */
function opponents(match: NoticeMatch): string[] {
  return match.players
    .filter((p) => match.yourSeat === null || p.seat !== match.yourSeat)
    .flatMap((p) => p.handle ?? []);
}

function against(match: NoticeMatch): string {
  const others = opponents(match);
  if (others.length === 0) return '';
  if (others.length === 1) return ` against ${others[0]}`;
  return ` against ${others.slice(0, -1).join(', ')} and ${others[others.length - 1]}`;
}

/** The handles whose decision the match awaits, "you" for the reader. */
function awaited(match: NoticeMatch): string[] {
  const seats = match.decision?.seats ?? [];
  return seats.map((seat) =>
    seat === match.yourSeat ? 'you' : (match.players.find((p) => p.seat === seat)?.handle ?? `seat ${seat + 1}`),
  );
}

function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** A deadline in the reader's own zone: "Thu 2 Jul 2026, 08:00 (America/New_York)". */
export function localDeadline(deadline: Date | string, timeZone: string): string {
  const text = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(deadline));
  return `${text} (${timeZone})`;
}

/** One line saying what the notice is about: "It is your turn in Maw against ben." */
export function headline(body: NoticeBody, context: MessageContext): string {
  const { match } = body;
  const game = context.gameName(match.gameId);
  switch (body.reason) {
    case 'YOUR_TURN':
      return `It is your turn in ${game}${against(match)}.`;
    case 'DEADLINE_SOON':
      return `Your decision in ${game}${against(match)} is due soon.`;
    case 'INVITED':
      return `${match.creator} invites you to a match of ${game}.`;
    case 'CLAIMABLE':
      return `${awaited(match).join(' and ') || 'Your opponent'} is past the deadline in ${game}: you may claim a timeout.`;
    case 'TIMED_OUT':
      return `You were timed out of ${game}${against(match)}.`;
    case 'MATCH_ENDED': {
      const mine = match.result?.standings.find((s) => s.seat === match.yourSeat);
      const place = mine ? `: you placed ${ordinal(mine.rank)}` : '';
      return `Your match of ${game}${against(match)} has ended${place}.`;
    }
    default:
      return `There is news of your match of ${game}${against(match)}.`;
  }
}

/** The lines under a headline: whose turn, the deadline, the link. */
function details(body: NoticeBody, context: MessageContext): string[] {
  const { match } = body;
  const lines: string[] = [];
  const waiting = awaited(match);
  if (match.status === 'active' && waiting.length > 0) lines.push(`Awaiting: ${waiting.join(', ')}`);
  if (match.status === 'active' && match.deadline !== null)
    lines.push(`Deadline: ${localDeadline(match.deadline, context.timeZone)}`);
  lines.push(`Match: ${context.matchUrl(match.id)}`);
  return lines;
}

function footer(context: MessageContext): string[] {
  return ['', '--', context.settingsHint, `Stop these emails: ${context.unsubscribeUrl}`];
}

/** A message about one notice, sent at once. */
export function alertMessage(body: NoticeBody, context: MessageContext): MessageText {
  const line = headline(body, context);
  return {
    subject: line.replace(/[.:].*$/, '').slice(0, 120),
    text: [line, '', ...details(body, context), ...footer(context)].join('\n'),
  };
}

/**
 * One message for several notices held (a digest, or what quiet hours held):
 * the newest notice of each match, the matches awaiting the reader first.
 * `kind` says which, for the subject and the opening line.
 */
export function summaryMessage(
  bodies: readonly NoticeBody[],
  kind: 'digest' | 'quiet',
  context: MessageContext,
): MessageText {
  const waiting = bodies.filter((b) => AWAITING_YOU.has(b.reason));
  const others = bodies.filter((b) => !AWAITING_YOU.has(b.reason));
  const count = (n: number) => (n === 1 ? '1 match' : `${n} matches`);
  const subject =
    waiting.length > 0
      ? `${count(waiting.length)} ${waiting.length === 1 ? 'awaits' : 'await'} you`
      : `News of ${count(others.length)}`;
  const opening = kind === 'digest' ? 'Your daily digest from Parlour.' : 'Held during your quiet hours:';
  const section = (title: string, list: readonly NoticeBody[]) =>
    list.length === 0
      ? []
      : [
          '',
          title,
          ...list.flatMap((b) => ['', `* ${headline(b, context)}`, ...details(b, context).map((l) => `  ${l}`)]),
        ];
  return {
    subject: kind === 'digest' ? `Daily digest: ${subject}` : subject,
    text: [opening, ...section('Awaiting you:', waiting), ...section('Also:', others), ...footer(context)].join('\n'),
  };
}
