import { formatCard, formatCards, suitText } from '../../cards/notation';
import { RECENT_RECORDS, frozenRecent } from '../../core/frozen-recent';
import { Decision, GameResult, Seat, Viewer } from '../../core/game';
import { decision } from './decision';
import { PlayedGame, dealtOf, playedGame, tricksOf, turnUpsOf } from './played-game';
import { result } from './standings';
import { Deal, MawState, Robbery, TRICKS, Trick, setAside, sideOf, turnUp } from './state';

export interface CardPlayView {
  readonly seat: Seat;
  readonly card: string;
}

export interface TrickView {
  readonly leader: Seat;
  readonly cards: readonly CardPlayView[];
  /** Null while the trick is in progress. */
  readonly winner: Seat | null;
}

export interface CompletedTrickView extends TrickView {
  readonly winner: Seat;
}

export interface RobberyView {
  readonly seat: Seat;
  readonly took: string;
  readonly cardsPlayedBefore: number;
  /** Only the robber sees it during the game (null for everyone else); everyone in the record. */
  readonly discard: string | null;
}

/** The game in progress, as the viewer may see it. */
export interface GameView {
  readonly number: number;
  readonly dealer: Seat;
  readonly trumps: string;
  readonly turnUp: string;
  readonly setAside: readonly string[];
  readonly robbery: RobberyView | null;
  readonly handSizes: readonly number[];
  readonly trick: TrickView;
  readonly tricks: readonly CompletedTrickView[];
  /** By side (seat % 2). */
  readonly tricksWon: readonly number[];
  /** Points scored in this game so far, by side. */
  readonly points: readonly number[];
}

/** A finished game: its hands as dealt and the robber's discard are public now; the stock never is. */
export interface RecordedGameView {
  readonly number: number;
  readonly dealer: Seat;
  readonly trumps: string;
  /** Every card turned up, in order; the last was the final turn-up. */
  readonly turnUps: readonly string[];
  readonly dealt: readonly (readonly string[])[];
  readonly robbery: RobberyView | null;
  readonly tricks: readonly CompletedTrickView[];
  readonly points: readonly number[];
  /** False for a game cut short by the end of the set. */
  readonly complete: boolean;
}

export interface MawView {
  readonly viewer: Viewer;
  readonly players: number;
  /** Set score by side: seat s plays for side s % 2. */
  readonly scores: readonly number[];
  readonly decision: Decision | null;
  /** The viewer's own hand (never a partner's); null for a spectator. */
  readonly hand: readonly string[] | null;
  readonly game: GameView;
  readonly record: readonly RecordedGameView[];
  readonly result: GameResult | null;
}

/**
 * What `viewer` may know (maw.md, Visibility): everything public, plus its own
 * hand and, for the robber, the discard. Never the other hands, the stock or
 * the deck order; a finished game's dealt hands and discard only in `record`.
 */
export function view(state: MawState, viewer: Viewer): MawView {
  const deal = state.deal;
  const seated = typeof viewer === 'number' && Number.isInteger(viewer) && viewer >= 0 && viewer < state.players;
  const over = state.phase === 'over';
  return {
    viewer,
    players: state.players,
    scores: state.scores.slice(),
    decision: decision(state),
    hand: seated ? formatCards(deal.hands[viewer]) : null,
    game: gameView(deal, state.players, seated && deal.robbery?.seat === viewer),
    record: recordView(state, over),
    result: result(state),
  };
}

function gameView(deal: Deal, players: number, isRobber: boolean): GameView {
  const tricksWon = [0, 0];
  for (const t of deal.tricks) tricksWon[sideOf(t.winner)]++;
  return {
    number: deal.number,
    dealer: deal.dealer,
    trumps: suitText(deal.trumps),
    turnUp: formatCard(turnUp(deal, players)),
    setAside: formatCards(setAside(deal, players)),
    robbery: deal.robbery && robberyView(deal.robbery, isRobber),
    handSizes: deal.hands.map((h) => h.length),
    trick: trickView(deal.leader, deal.trick, players),
    tricks: deal.tricks.map((t) => completedTrick(t, players)),
    tricksWon,
    points: deal.points.slice(),
  };
}

function recordView(state: MawState, over: boolean): RecordedGameView[] {
  const games = state.record.map((game) => recordedGame(game));
  // The game the set ended in is over too: it joins the record.
  if (over) games.push(finalGame(state.deal, state.players));
  return games;
}

/** A finished game never changes, and every later view of the set shows it the same way to everyone. */
const recordedGame = frozenRecent(RECENT_RECORDS, recordedGameView);
/** The same for the game a finished set ended in, which stays the state's current deal. */
const finalGame = frozenRecent(RECENT_RECORDS, (deal: Deal, players: number) =>
  recordedGameView(playedGame(deal, players)),
);

function recordedGameView(game: PlayedGame): RecordedGameView {
  const players = game.players;
  return {
    number: game.number,
    dealer: game.dealer,
    trumps: suitText(game.trumps),
    turnUps: formatCards(turnUpsOf(game)),
    dealt: dealtOf(game).map(formatCards),
    robbery: game.robbery && robberyView(game.robbery, true),
    tricks: tricksOf(game).map((t) => completedTrick(t, players)),
    points: game.points.slice(),
    complete: game.tricksPlayed === TRICKS,
  };
}

// Views are built as whole literals: V8 gives every object made by spreading
// another and then adding a key a hidden class of its own (memory for each
// frozen view kept in the record, and slower reads of every one).

function robberyView(r: Robbery, withDiscard: boolean): RobberyView {
  const seat = r.seat;
  const took = formatCard(r.took);
  return { seat, took, cardsPlayedBefore: r.cardsPlayedBefore, discard: withDiscard ? formatCard(r.discard) : null };
}

/**
 * One frozen object for each seat (four at most, in partnerships) and card:
 * every trick shown, the record's kept ones included, shares them instead of
 * holding its own (40 bytes a card played in each recorded game kept).
 */
const CARD_PLAYS: readonly (readonly CardPlayView[])[] = Array.from({ length: 4 }, (_, seat) =>
  Array.from({ length: 52 }, (_, c) => Object.freeze({ seat, card: formatCard(c) })),
);

function playedCards(leader: Seat, cards: readonly number[], players: number): TrickView['cards'] {
  return cards.map((c, i) => CARD_PLAYS[(leader + i) % players][c]);
}

function trickView(leader: Seat, cards: readonly number[], players: number): TrickView {
  return { leader, cards: playedCards(leader, cards, players), winner: null };
}

function completedTrick(t: Trick, players: number): CompletedTrickView {
  return { leader: t.leader, cards: playedCards(t.leader, t.cards, players), winner: t.winner };
}
