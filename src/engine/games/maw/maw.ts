import { Game } from '../../core/game';
import { resolveOptions } from '../../core/option-spec';
import { apply } from './apply';
import { decision } from './decision';
import { forcedMove } from './forced-move';
import { legalMoves } from './legal-moves';
import { MawMove } from './move';
import { formatMove, parseMove, redactMove } from './notation';
import { MAW_OPTIONS, MawOptions } from './options';
import { result } from './standings';
import { seatCounts, setup, sides } from './setup';
import { MawState } from './state';
import { MawView, view } from './view';

/**
 * Maw, after Charles Cotton's "Five Cards" (1674): rules in docs/rules/maw.md.
 */
export const maw: Game<MawState, MawMove, MawView, MawOptions> = {
  id: 'maw',
  name: 'Maw',
  rulesVersion: 'maw/1',
  minPlayers: 2,
  maxPlayers: 4,
  options: MAW_OPTIONS,
  resolveOptions: (input) => resolveOptions<MawOptions>(MAW_OPTIONS, input),
  seatCounts,
  sides,
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
  redactMove,
};
