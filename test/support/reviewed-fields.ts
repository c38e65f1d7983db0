import { ENGINES } from './engines';

/**
 * Every field a match response may carry, reviewed for what it reveals. The
 * card scan cannot see a leak spelt as engine numbers (a deck, a `place`
 * array): such a leak arrives as a field nobody reviewed, and fails here.
 * A new field belongs in this list once its hidden-information story is known.
 */
const under = (prefix: string, ...keys: string[]): string[] => keys.map((k) => `${prefix}.${k}`);

const CARD_PLAYS = (p: string) => under(p, 'seat', 'card');
const RESULT = (p: string) => [
  p,
  ...under(p, 'standings', 'reason'),
  ...under(`${p}.standings[]`, 'seat', 'rank', 'score'),
];
const DECISION = (p: string) => [p, ...under(p, 'seats', 'kind')];
const TRICKS = (p: string) => [...under(p, 'leader', 'cards', 'winner'), ...CARD_PLAYS(`${p}.cards[]`)];
const ROBBERY = (p: string) => under(p, 'seat', 'took', 'cardsPlayedBefore', 'discard');
const OPTIONS = (gameId: string) => (ENGINES.get(gameId)?.options ?? []).map((o) => `options.${o.name}`);

const MATCH = [
  ...[
    'id',
    'gameId',
    'rulesVersion',
    'options',
    'seats',
    'visibility',
    'inviteCode',
    'creator',
    'status',
    'seq',
    'players',
    'commitment',
  ],
  ...['shuffleAlgorithm', 'seed', 'createdAt', 'updatedAt', 'yourSeat', 'view', 'legalMoves', 'decision', 'result'],
  // The time limit and when the awaited decision is overdue: times, no cards.
  ...['daysPerMove', 'deadline'],
  // Whether the match counts for ratings, and a seat's rating before and after it (docs/ratings.md): numbers, no cards.
  'rated',
  // Why a listed match cannot be rebuilt: an error code and message naming the match and versions.
  ...['problem', 'problem.code', 'problem.message'],
  // Where an imported match was played: its record's Site and MatchId, no cards.
  ...['imported', 'imported.site', 'imported.matchId'],
  // awayUntil: when a seated player's vacation ends, a time (docs/vacations.md); bot, whether a bot plays the seat;
  // replacing, the handle of the player a bot took the seat over from (docs/bots.md): no cards.
  ...under('players[]', 'handle', 'displayName', 'seat', 'bot', 'awayUntil', 'replacing', 'rating'),
  ...under('players[].rating', 'before', 'after'),
  ...under('legalMoves[]', 'text', 'type', 'card'),
  ...DECISION('decision'),
  ...RESULT('result'),
  ...under('view', '__typename', 'gameId', 'seat', 'players', 'decision', 'hand', 'record', 'result'),
  ...DECISION('view.decision'),
  ...RESULT('view.result'),
];

const MAW_VIEW = [
  ...OPTIONS('maw'),
  ...under('view', 'scores', 'game'),
  ...under(
    'view.game',
    'number',
    'dealer',
    'trumps',
    'turnUp',
    'setAside',
    'robbery',
    'handSizes',
    'trick',
    'tricks',
    'tricksWon',
    'points',
  ),
  ...ROBBERY('view.game.robbery'),
  ...TRICKS('view.game.trick'),
  ...TRICKS('view.game.tricks[]'),
  ...under(
    'view.record[]',
    'number',
    'dealer',
    'trumps',
    'turnUps',
    'dealt',
    'robbery',
    'tricks',
    'points',
    'complete',
  ),
  ...ROBBERY('view.record[].robbery'),
  ...TRICKS('view.record[].tricks[]'),
];

const POPE_JOAN_VIEW = [
  ...OPTIONS('pope-joan'),
  ...under(
    'view',
    'counters',
    'status',
    'board',
    'deal',
    'dealer',
    'eldest',
    'trumps',
    'turnUp',
    'plays',
    'handSizes',
    'deadHandSize',
    'live',
    'deadHand',
    'over',
  ),
  ...under('view.board', 'pope', 'matrimony', 'intrigue', 'ace', 'king', 'queen', 'jack', 'game'),
  ...under('view.turnUp', 'card', 'holder'),
  ...CARD_PLAYS('view.plays[]'),
  ...under('view.record[]', 'deal', 'dealer', 'trumps', 'turnUp', 'outcome', 'winner', 'plays', 'hands', 'deadHand'),
  ...under('view.record[].turnUp', 'card', 'holder'),
  ...CARD_PLAYS('view.record[].plays[]'),
];

const EVENT = [
  'seq',
  'kind',
  'at',
  'player',
  'seat',
  'move',
  'forced',
  'seating',
  // A vacation's pause and resume: times, no cards.
  'awayFrom',
  'awayUntil',
  // A takeover: the bot's handle, why the player left and who asked (public, as a timeout's claimant is).
  'replacedBy',
  'reason',
  'claimedBy',
  ...under('move', 'text', 'type', 'card'),
];

const REVIEWED = {
  match: new Set([...MATCH, ...MAW_VIEW, ...POPE_JOAN_VIEW]),
  event: new Set(EVENT),
};

/** Field paths of `value` (array indices as `[]`) that nobody reviewed, for a match or a log entry. */
export function unreviewedFields(value: unknown, kind: keyof typeof REVIEWED): string[] {
  const out = new Set<string>();
  const walk = (v: unknown, path: string): void => {
    if (Array.isArray(v)) v.forEach((x) => walk(x, `${path}[]`));
    else if (v !== null && typeof v === 'object') {
      for (const [key, inner] of Object.entries(v)) {
        const at = path ? `${path}.${key}` : key;
        if (!REVIEWED[kind].has(at)) out.add(at);
        walk(inner, at);
      }
    }
  };
  walk(value, '');
  return [...out];
}
