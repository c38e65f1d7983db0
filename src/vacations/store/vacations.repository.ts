import { Vacation } from './vacation';

/** Storage of vacations. The only class that touches the database for them is its Prisma implementation. */
export abstract class VacationsRepository {
  /** The vacations of these players running at `at`: started, and neither ended nor past their `until`. */
  abstract runningAt(playerIds: readonly string[], at: Date): Promise<Vacation[]>;
  /** A player's vacations that end at or after `from`, the earliest first. */
  abstract endingSince(playerId: string, from: Date): Promise<Vacation[]>;
  /**
   * Under a lock on the player (so two requests cannot both pass the check):
   * their vacations ending at or after `from` go to `check`, which throws to
   * refuse; then a vacation from `startedAt` to `until` is stored.
   */
  abstract start(
    playerId: string,
    from: Date,
    startedAt: Date,
    until: Date,
    check: (vacations: readonly Vacation[]) => void,
  ): Promise<Vacation>;
  /** Ends the vacation `id` at `at`, if it is still running then; the vacation as it now stands, or null. */
  abstract end(id: string, at: Date): Promise<Vacation | null>;
}
