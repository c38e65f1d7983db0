import { ErrorCode } from '../../common';

/** The errors every route that loads a match can meet: bad input, no such match, or one this server cannot replay. */
export const LOADS: readonly ErrorCode[] = [
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'UNKNOWN_GAME',
  'UNKNOWN_RULES_VERSION',
  'UNKNOWN_SHUFFLE_ALGORITHM',
  'CORRUPT_LOG',
];
