import { integerVar } from './env-types';

/** Rows read on every request and rarely changed: sessions, access tokens, public profiles. */
export const cacheConfig = {
  /**
   * How long an instance trusts its cached copy of one of them. A change is
   * announced to every instance at once; this bounds how long a lost
   * announcement can leave a stale copy. 0 reads the database every time.
   */
  READ_CACHE_SECONDS: integerVar(0, 3600, 30),
};

/** Entries per cache, each a few hundred bytes. */
export const READ_CACHE_CAPACITY = 50_000;
