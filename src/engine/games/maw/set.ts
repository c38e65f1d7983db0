import { ACE, rankOf, suitOf } from '../../cards/card';
import { dealGame, deckFor } from './deal';
import { playedGame } from './played-game';
import { ACE_OF_HEARTS } from './ranking';
import { Deal, MawState, TRICKS, appended, dealWith, eldest, nextSeat, sideOf, stateWith, turnUp } from './state';

/** Points for a turned-up A♥, to the dealer (maw.md, A game 2). */
const ACE_OF_HEARTS_POINTS = 4;

/**
 * A scoring event: `side` scores `points`; the set ends the moment a side
 * reaches the target (maw.md, A game 7), even before a card is played.
 */
export function score(state: MawState, side: number, points: number): MawState {
  const scores = state.scores.slice();
  scores[side] += points;
  const gamePoints = state.deal.points.slice();
  gamePoints[side] += points;
  const deal = dealWith(state.deal, { points: gamePoints });
  if (scores[side] < state.options.target) return stateWith(state, { scores, deal });
  return stateWith(state, { scores, deal, phase: 'over', end: { reason: 'TARGET_REACHED', winner: side } });
}

/** Scores the dealer for a turned-up A♥. */
function scoreTurnUp(state: MawState): MawState {
  const deal = state.deal;
  return turnUp(deal, state.players) === ACE_OF_HEARTS
    ? score(state, sideOf(deal.dealer), ACE_OF_HEARTS_POINTS)
    : state;
}

/** Starts a freshly dealt game: the turn-up may score, then fiving (if allowed) or the lead. */
export function startGame(state: MawState, deal: Deal): MawState {
  const scored = scoreTurnUp(stateWith(state, { deal }));
  if (scored.phase === 'over') return scored;
  if (state.options.fiving === 'off') return beforeLead(scored);
  return stateWith(scored, { phase: 'five', turn: eldest(deal, state.players) });
}

/**
 * Turns up the next stock card, setting the previous turn-up aside; its suit
 * becomes trumps and an A♥ scores the dealer again (maw.md, A game 3).
 */
export function turnNext(state: MawState): MawState {
  const turned = dealWith(state.deal, { turned: state.deal.turned + 1 });
  const deal = dealWith(turned, { trumps: suitOf(turnUp(turned, state.players)) });
  return scoreTurnUp(stateWith(state, { deal }));
}

/**
 * Fiving is settled: the dealer may exchange for a turned-up ace under
 * option dealerRobsAce, otherwise the eldest leads.
 */
export function beforeLead(state: MawState): MawState {
  const deal = state.deal;
  if (state.options.dealerRobsAce && rankOf(turnUp(deal, state.players)) === ACE)
    return stateWith(state, { phase: 'rob', turn: deal.dealer });
  return stateWith(state, { phase: 'play', turn: deal.leader });
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
  return startGame(
    stateWith(scored, { record: appended(scored.record, playedGame(scored.deal, state.players)) }),
    next,
  );
}
