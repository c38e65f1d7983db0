import { Game } from '../../core/game';
import { apply } from './apply';
import { decision, forcedMove } from './decision';
import { legalMoves } from './legal-moves';
import { PopeJoanMove } from './move';
import { formatMove, parseMove } from './notation';
import { OPTION_SPECS, PopeJoanOptions, resolvePopeJoanOptions } from './options';
import { TAKEOVER, result } from './standings';
import { MAX_PLAYERS, MIN_PLAYERS, setup } from './setup';
import { PopeJoanState } from './state';
import { PopeJoanView, view } from './view';

const SEAT_COUNTS: readonly number[] = Array.from({ length: MAX_PLAYERS - MIN_PLAYERS + 1 }, (_, i) => MIN_PLAYERS + i);

/** Pope Joan, the Victorian stops game (rules: docs/rules/pope-joan.md). */
export const popeJoan: Game<PopeJoanState, PopeJoanMove, PopeJoanView, PopeJoanOptions> = {
  id: 'pope-joan',
  name: 'Pope Joan',
  rulesVersion: 'pope-joan/1',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  options: OPTION_SPECS,
  resolveOptions: resolvePopeJoanOptions,
  seatCounts: () => SEAT_COUNTS,
  takeover: (options) => (options.replaceWithBot ? TAKEOVER : null),
  setup,
  decision,
  legalMoves,
  apply,
  forcedMove,
  view,
  part: (state) => state.deal.number,
  result,
  formatMove,
  parseMove,
  /** Every play is public at the table: nothing to hide. */
  redactMove: (move) => formatMove(move),
};
