import { SetupError } from '../../core/errors';
import { OptionInput, OptionSpec, resolveOptions } from '../../core/option-spec';
import { Result } from '../../core/result';

/** The declared variants of Pope Joan (pope-joan.md); defaults are the rules' defaults. */
export type PopeJoanOptions = {
  readonly startingCounters: number;
  readonly dressing: 'dealer' | 'shared';
  readonly dealerSeesDeadHand: boolean;
  readonly turnUpToDeadHand: boolean;
  readonly popeTurnUp: 'stake' | 'endsDeal' | 'hoyle';
  readonly leadRule: 'lowestOfSuit' | 'lowestInHand' | 'any';
  readonly newSuitAfterStop: boolean;
  readonly splitPairs: boolean;
  readonly popeHolderPays: 'nothing' | 'double';
  readonly deals: number;
  /**
   * A seat whose player resigns or times out is taken over by a built-in bot, its hand played on
   * (docs/rules/pope-joan.md, "Amendment: a bot takes over"). The rules never read it: the server
   * logs the takeover, and the game never sees the seat resign.
   */
  readonly replaceWithBot: boolean;
};

export const OPTION_SPECS: readonly OptionSpec[] = [
  {
    name: 'startingCounters',
    type: 'integer',
    min: 5,
    max: 1000,
    default: 20,
    description: 'Counters each player starts the match with.',
  },
  {
    name: 'dressing',
    type: 'enum',
    values: ['dealer', 'shared'],
    default: 'dealer',
    description:
      'Who dresses the board with 15 counters: the dealer alone, or all players evenly (the dealer pays the remainder).',
  },
  {
    name: 'dealerSeesDeadHand',
    type: 'boolean',
    default: false,
    description: 'The dealer may look at the dead hand (Hoyle).',
  },
  {
    name: 'turnUpToDeadHand',
    type: 'boolean',
    default: false,
    description: 'The last card dealt, the turn-up, always falls to the dead hand.',
  },
  {
    name: 'popeTurnUp',
    type: 'enum',
    values: ['stake', 'endsDeal', 'hoyle'],
    default: 'stake',
    description:
      'A turned-up Pope: the dealer takes Pope and play goes on (stake); takes Pope and Game and the deal is void (endsDeal); or also one counter per card dealt from each player, deal ends (hoyle).',
  },
  {
    name: 'leadRule',
    type: 'enum',
    values: ['lowestOfSuit', 'lowestInHand', 'any'],
    default: 'lowestOfSuit',
    description: 'What a leader may lead: the lowest card of any suit held, the lowest card in hand, or any card.',
  },
  {
    name: 'newSuitAfterStop',
    type: 'boolean',
    default: false,
    description: 'After a stop the new lead must be in another suit, if the leader holds one.',
  },
  {
    name: 'splitPairs',
    type: 'boolean',
    default: false,
    description: 'Matrimony or Intrigue played by two different players is split between them.',
  },
  {
    name: 'popeHolderPays',
    type: 'enum',
    values: ['nothing', 'double'],
    default: 'nothing',
    description: 'What a player still holding the unplayed Pope pays when another goes out: nothing, or double.',
  },
  {
    name: 'deals',
    type: 'integer',
    min: 1,
    max: 40,
    default: 2,
    description: 'Rounds in the match: each player deals this many times.',
  },
  {
    name: 'replaceWithBot',
    type: 'boolean',
    default: false,
    description:
      'A player who resigns or times out is replaced by a heuristic bot, which plays their seat on, instead of their hand going dead.',
  },
];

export function resolvePopeJoanOptions(input: OptionInput | undefined): Result<PopeJoanOptions, SetupError> {
  return resolveOptions<PopeJoanOptions>(OPTION_SPECS, input);
}
