import { integerVar } from './env-types';

/** Matches: how many rebuilt match states stay in memory (least recently used evicted). */
export const matchesConfig = {
  MATCH_CACHE_SIZE: integerVar(0, 10_000_000, 10_000),
};
