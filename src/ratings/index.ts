/**
 * The ratings' public entry: the pure rating maths (docs/ratings.md). Other modules' code imports src/ratings only
 * through this file and `ratings.module.ts`; lint checks it (.dependency-cruiser.cjs).
 */
export { poolOf, rateMatch, type RatableMatch, type RatableSeat, type RatingChange } from './model/rated-match';
export { ratingExamples } from './rating-examples';
export { isProvisional, shownRating, skillAt, type PoolRating, type Skill } from './model/rating-model';
