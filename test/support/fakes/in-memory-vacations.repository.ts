import { randomUUID } from 'node:crypto';
import { endOf, runningAt, Vacation, VacationsRepository } from '../../../src/vacations/store';

/** VacationsRepository in memory, for service tests: the same contract. */
export class InMemoryVacationsRepository extends VacationsRepository {
  readonly rows: Vacation[] = [];

  async runningAt(playerIds: readonly string[], at: Date): Promise<Vacation[]> {
    return playerIds.flatMap((p) => {
      const v = runningAt(
        this.rows.filter((r) => r.playerId === p),
        at.getTime(),
      );
      return v ? [v] : [];
    });
  }

  async endingSince(playerId: string, from: Date): Promise<Vacation[]> {
    return this.rows.filter((r) => r.playerId === playerId && endOf(r) >= from.getTime());
  }

  async start(
    playerId: string,
    from: Date,
    startedAt: Date,
    until: Date,
    check: (vacations: readonly Vacation[]) => void,
  ): Promise<Vacation> {
    check(await this.endingSince(playerId, from));
    const v: Vacation = {
      id: randomUUID(),
      playerId,
      startedMs: startedAt.getTime(),
      untilMs: until.getTime(),
      endedMs: null,
    };
    this.rows.push(v);
    return v;
  }

  async end(id: string, at: Date): Promise<Vacation | null> {
    const running = runningAt(
      this.rows.filter((r) => r.id === id),
      at.getTime(),
    );
    if (!running) return null;
    const ended = { ...running, endedMs: at.getTime() };
    this.rows[this.rows.indexOf(running)] = ended;
    return ended;
  }
}
