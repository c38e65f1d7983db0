import { Inject, Injectable } from '@nestjs/common';
import { Clock, DAY_MS, DomainError, parseInput } from '../common';
import { APP_CONFIG, AppConfig } from '../config';
import { MatchCommands } from '../matches';
import { Vacation, VacationsRepository, daysOf, daysUsedIn, endOf, refusalToStart, runningAt, yearOf } from './store';
import { MAX_VACATION_DAYS, startVacationSchema } from './vacation-input';
import { VacationStatusDto } from './vacation-output';

/**
 * Vacations (docs/vacations.md): a yearly allowance of days during which a
 * player's deadlines stand still. Starting one is checked against the
 * allowance under a lock on the player, then recorded in every active match
 * they sit in (a pause in its log); ending one early records its end there
 * too. The answer comes once every match has it.
 */
@Injectable()
export class VacationsService {
  private readonly perYear: number;

  constructor(
    private readonly vacations: VacationsRepository,
    private readonly commands: MatchCommands,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.perYear = config.VACATION_DAYS_PER_YEAR;
  }

  async status(playerId: string): Promise<VacationStatusDto> {
    const nowMs = this.clock.millis();
    return this.statusOf(await this.vacations.endingSince(playerId, startOfYear(nowMs)), nowMs);
  }

  async start(playerId: string, input: unknown): Promise<VacationStatusDto> {
    const body = parseInput(startVacationSchema, input);
    const nowMs = this.clock.millis();
    const untilMs = body.until === undefined ? nowMs + (body.days ?? 1) * DAY_MS : Date.parse(body.until);
    if (untilMs <= nowMs)
      throw new DomainError('VALIDATION_FAILED', 'until: must be in the future', { field: 'until' });
    if (untilMs > nowMs + MAX_VACATION_DAYS * DAY_MS)
      throw new DomainError('VALIDATION_FAILED', `until: must be at most ${MAX_VACATION_DAYS} days ahead`, {
        field: 'until',
      });
    const vacation = await this.vacations.start(
      playerId,
      startOfYear(nowMs),
      new Date(nowMs),
      new Date(untilMs),
      (vacations) => this.check(vacations, nowMs, untilMs),
    );
    await this.commands.recordVacation(playerId, vacation, 'pause');
    return this.status(playerId);
  }

  async end(playerId: string): Promise<VacationStatusDto> {
    const now = this.clock.now();
    const running = runningAt(await this.vacations.endingSince(playerId, now), now.getTime());
    const ended = running && (await this.vacations.end(running.id, now));
    if (!ended) throw new DomainError('NOT_ON_VACATION', 'you are not on vacation');
    await this.commands.recordVacation(playerId, ended, 'resume');
    return this.status(playerId);
  }

  /** Throws the coded refusal when a vacation from `nowMs` until `untilMs` cannot start. */
  private check(vacations: readonly Vacation[], nowMs: number, untilMs: number): void {
    const refusal = refusalToStart(vacations, nowMs, untilMs, this.perYear);
    if (refusal === null) return;
    if (refusal.code === 'ALREADY_ON_VACATION') {
      const awayUntil = new Date(endOf(refusal.running)).toISOString();
      throw new DomainError('ALREADY_ON_VACATION', `you are on vacation until ${awayUntil}: end it first`, {
        awayUntil,
      });
    }
    throw new DomainError(
      'VACATION_ALLOWANCE_EXCEEDED',
      `this vacation would use ${refusal.asked} days of ${refusal.year}, which has ${refusal.left} of ${this.perYear} left`,
      { year: refusal.year, daysAsked: refusal.asked, daysLeft: refusal.left },
    );
  }

  private statusOf(vacations: readonly Vacation[], nowMs: number): VacationStatusDto {
    const year = yearOf(nowMs);
    const daysUsed = daysUsedIn(vacations, year);
    const running = runningAt(vacations, nowMs);
    return {
      daysPerYear: this.perYear,
      year,
      daysUsed,
      daysLeft: Math.max(0, this.perYear - daysUsed),
      current: running && {
        since: new Date(running.startedMs),
        until: new Date(endOf(running)),
        days: daysOf(running),
      },
    };
  }
}

/** The first instant of the calendar year (UTC) of `ms`. */
function startOfYear(ms: number): Date {
  return new Date(Date.UTC(yearOf(ms), 0, 1));
}
