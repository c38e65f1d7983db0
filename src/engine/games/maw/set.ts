import { ACE, rankOf, suitOf } from '../../cards/card';
import { dealGame, deckFor } from './deal';
import { ACE_OF_HEARTS } from './ranking';
import { Deal, MawState, TRICKS, eldest, nextSeat, sideOf, turnUp } from './state';

/** Points for a turned-up A♥, to the dealer (maw.md, A game 2). */
export const ACE_OF_HEARTS_POINTS = 4;

/**
 * A scoring event: `side` scores `points`; the set ends the moment a side
 * reaches the target (maw.md, A game 7), even before a card is played.
 */
export function score(state: MawState, side: number, points: number): MawState {
  const scores = state.scores.slice();
  scores[side] += points;
  const gamePoints = state.deal.points.slice();
  gamePoints[side] += points;
  const next: MawState = { ...state, scores, deal: { ...state.deal, points: gamePoints } };
  return scores[side] >= state.options.target ? { ...next, phase: 'over', end: { reason: 'TARGET_REACHED', winner: side } } : next;
}

/** Scores the dealer for a turned-up A♥. */
function scoreTurnUp(state: MawState): MawState {
  const deal = state.deal;
  return turnUp(deal, state.players) === ACE_OF_HEARTS ? score(state, sideOf(deal.dealer), ACE_OF_HEARTS_POINTS) : state;
}

/** Starts a freshly dealt game: the turn-up may score, then fiving (if allowed) or the lead. */
export function startGame(state: MawState, deal: Deal): MawState {
  const scored = scoreTurnUp({ ...state, deal });
  if (scored.phase === 'over') return scored;
  if (state.options.fiving === 'off') return beforeLead(scored);
  return { ...scored, phase: 'five', turn: eldest(deal, state.players) };
}

/**
 * Turns up the next stock card, setting the previous turn-up aside; its suit
 * becomes trumps and an A♥ scores the dealer again (maw.md, A game 3).
 */
export function turnNext(state: MawState): MawState {
  const deal = { ...state.deal, turned: state.deal.turned + 1 };
  return scoreTurnUp({ ...state, deal: { ...deal, trumps: suitOf(turnUp(deal, state.players)) } });
}

/**
 * Fiving is settled: the dealer may exchange for a turned-up ace under
 * option dealerRobsAce, otherwise the eldest leads.
 */
export function beforeLead(state: MawState): MawState {
  const deal = state.deal;
  if (state.options.dealerRobsAce && rankOf(turnUp(deal, state.players)) === ACE) return { ...state, phase: 'rob', turn: deal.dealer };
  return { ...state, phase: 'play', turn: deal.leader };
}

/**
 * The fifth trick is over: 3 or 4 tricks score 5, all five score 10
 * (maw.md, A game 6). Unless the set is won, the next game is dealt at once,
 * the deal passing left.
 */
export function finishGame(state: MawState): MawState {
  const deal = state.deal;
  const won = [0, 0];
  for (const t of deal.tricks) won[sideOf(t.winner)]++;
  const side = won[0] > won[1] ? 0 : 1;
  const scored = score(state, side, won[side] === TRICKS ? 10 : 5);
  if (scored.phase === 'over') return scored;
  const number = deal.number + 1;
  const dealer = nextSeat(deal.dealer, state.players);
  const next = dealGame(number, dealer, state.players, deckFor(state.seed, number));
  return startGame({ ...scored, record: [...scored.record, scored.deal] }, next);
}
