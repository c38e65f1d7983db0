import { formatCard, formatCards, suitText } from '../../cards/notation';
import { RECENT_RECORDS, frozenRecent } from '../../core/frozen-recent';
import { Decision, GameResult, Seat, Viewer } from '../../core/game';
import { COMPARTMENTS, CompartmentName } from './compartments';
import { handOf } from './hand';
import { decision } from './decision';
import { readDeal } from './deal-record';
import { playsOf } from './plays';
import { result } from './standings';
import { MAX_PLAYERS } from './setup';
import { DEAD, DealOutcome, EndReason, PackedDeal, Play, PopeJoanState, SeatStatus } from './state';

/** A hand's place at the table: a seat, or null for the dead hand. */
export type HolderView = Seat | null;

export interface PlayView {
  readonly seat: Seat;
  readonly card: string;
}

export interface DealRecordView {
  readonly deal: number;
  readonly dealer: Seat;
  readonly trumps: string;
  readonly turnUp: { readonly card: string; readonly holder: HolderView };
  readonly outcome: DealOutcome;
  readonly winner: Seat | null;
  readonly plays: readonly PlayView[];
  readonly hands: readonly (readonly string[])[];
  readonly deadHand: readonly string[];
}

export interface PopeJoanView {
  readonly viewer: Viewer;
  readonly players: number;
  readonly counters: readonly number[];
  readonly status: readonly SeatStatus[];
  readonly board: Readonly<Record<CompartmentName, number>>;
  readonly deal: number;
  readonly dealer: Seat;
  readonly eldest: Seat;
  readonly trumps: string;
  readonly turnUp: { readonly card: string; readonly holder: HolderView };
  readonly plays: readonly PlayView[];
  /** Cards left in each seat's hand (0 when not dealt in), and in the dead hand. */
  readonly handSizes: readonly number[];
  readonly deadHandSize: number;
  /** Seats whose hands are still played (dealt in and not resigned). */
  readonly live: readonly boolean[];
  readonly decision: Decision | null;
  /** The viewer's own hand, while they hold one in this deal; else null. */
  readonly hand: readonly string[] | null;
  /** Only for the dealer under `dealerSeesDeadHand` (Hoyle), during their deal; else null. */
  readonly deadHand: readonly string[] | null;
  /** Finished deals, their remaining hands and dead hand now public. */
  readonly record: readonly DealRecordView[];
  readonly over: EndReason | null;
  readonly result: GameResult | null;
}

/**
 * What `viewer` may know at the table (pope-joan.md, Visibility): everything
 * public, plus their own hand, plus the dead hand for the dealer under
 * `dealerSeesDeadHand`. Other hands and the dead hand appear only once their
 * deal is finished, in the record. A resigned player's hand is dead but is not
 * the widow: nobody, the dealer included, sees it before the deal ends. The
 * seed never appears.
 */
export function view(state: PopeJoanState, viewer: Viewer): PopeJoanView {
  const deal = state.deal;
  const own =
    typeof viewer === 'number' && viewer >= 0 && viewer < state.players && deal.live[viewer] && deal.turn !== null;
  const seesDead = state.options.dealerSeesDeadHand && viewer === deal.dealer && deal.turn !== null;
  return {
    viewer,
    players: state.players,
    counters: state.counters.slice(),
    status: state.status.slice(),
    board: Object.fromEntries(COMPARTMENTS.map((name, i) => [name, state.board[i]])) as Record<CompartmentName, number>,
    deal: deal.number,
    dealer: deal.dealer,
    eldest: deal.eldest,
    trumps: suitText(deal.trumps),
    turnUp: { card: formatCard(deal.turnUp), holder: holderView(deal.turnUpHolder) },
    plays: playsOf(deal).map(playView),
    handSizes: deal.handSizes.slice(),
    deadHandSize: deal.deadSize,
    live: deal.live.slice(),
    decision: decision(state),
    hand: own ? formatCards(handOf(deal, viewer)) : null,
    deadHand: seesDead ? formatCards(handOf(deal, DEAD)) : null,
    record: state.record.map((r) => recordView(r)),
    over: state.over,
    result: result(state),
  };
}

function holderView(holder: Seat): HolderView {
  return holder === DEAD ? null : holder;
}

/**
 * The view of every play there can be, frozen and shared: the views of the
 * finished deals kept for the matches in play name tens of thousands of
 * plays, and an object each took most of their room.
 */
const PLAY_VIEWS: readonly (readonly PlayView[])[] = Array.from({ length: MAX_PLAYERS }, (_, seat) =>
  Array.from({ length: 52 }, (_, card) => Object.freeze({ seat, card: formatCard(card) })),
);

function playView(p: Play): PlayView {
  return PLAY_VIEWS[p.seat][p.card];
}

/** A finished deal never changes, and every later view shows it the same way to everyone. */
const recordView = frozenRecent(RECENT_RECORDS, dealRecordView);

function dealRecordView(packed: PackedDeal): DealRecordView {
  const r = readDeal(packed);
  return {
    deal: r.number,
    dealer: r.dealer,
    trumps: suitText(r.trumps),
    turnUp: { card: formatCard(r.turnUp), holder: holderView(r.turnUpHolder) },
    outcome: r.outcome,
    winner: r.winner,
    plays: r.plays.map(playView),
    hands: r.hands.map(formatCards),
    deadHand: formatCards(r.deadHand),
  };
}
