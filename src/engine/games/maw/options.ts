import { OptionSpec } from '../../core/option-spec';

export type Ranking = 'cotton' | 'older';
export type Fiving = 'once' | 'untilNewSuit' | 'off';
export type FollowRule = 'strict' | 'followOrTrump';

/** Maw's declared variants, validated at match creation (rules: maw.md). */
export type MawOptions = {
  readonly partnership: boolean;
  readonly ranking: Ranking;
  readonly fiving: Fiving;
  readonly dealerRobsAce: boolean;
  readonly followRule: FollowRule;
  readonly reneging: boolean;
  readonly target: number;
};

export const MAW_OPTIONS: readonly OptionSpec[] = [
  {
    name: 'partnership',
    type: 'boolean',
    default: false,
    description: 'Four players in two partnerships, partners opposite (seats 0+2 against 1+3).',
  },
  {
    name: 'ranking',
    type: 'enum',
    values: ['cotton', 'older'],
    default: 'cotton',
    description: "Trump order: Cotton's 1674 (5, A♥, Ace, Jack) or the 1593 reading (5, Jack, A♥, Ace).",
  },
  {
    name: 'fiving',
    type: 'enum',
    values: ['once', 'untilNewSuit', 'off'],
    default: 'once',
    description: 'Fiving turns up one new card, or turns cards until a new suit appears, or is not allowed.',
  },
  {
    name: 'dealerRobsAce',
    type: 'boolean',
    default: false,
    description: 'The dealer may exchange any card of his hand for a turned-up ace before the first lead.',
  },
  {
    name: 'followRule',
    type: 'enum',
    values: ['strict', 'followOrTrump'],
    default: 'strict',
    description: 'Strict: follow suit if you can. followOrTrump: you may trump instead of following (Spoil Five).',
  },
  {
    name: 'reneging',
    type: 'boolean',
    default: false,
    description: 'The top three trumps need not follow a lower trump lead (Irish Five and Ten).',
  },
  {
    name: 'target',
    type: 'integer',
    min: 5,
    max: 121,
    default: 26,
    description: 'Points a side needs to win the set.',
  },
];
