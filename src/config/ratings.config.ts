import { durationVar } from './env-types';

/** Ratings (docs/ratings.md). */
export const ratingsConfig = {
  /** How often each instance looks for rated matches nobody applied yet (another instance stopped first). */
  RATINGS_POLL: durationVar('5s'),
};
