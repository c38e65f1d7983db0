import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { Clock, PushIterator, Wakeup, parseInput } from '../../common';
import { EventBus } from '../../events';
import { PlayersService, PublicPlayer } from '../../players';
import { EMPTY_MATCH, MatchState, evolve, deadlineOf, movesClock, LoadedMatch } from '../domain/match-state';
import { matchChannel, rowsOf } from './match-announcer';
import { corruptLog } from '../domain/edge-errors';
import { fromSeqSchema, matchIdSchema } from '../api/match-input';
import { MatchPresenter } from '../api/match-presenter';
import { MatchUpdateDto } from '../api/match-output';
import { MatchReader } from '../reading/match-reader';
import { StoredEvent } from '../persistence/stored-event';

/**
 * Live updates of one match for one player, shared by the GraphQL
 * subscription and the NDJSON stream. An announcement carries the rows it
 * appended; when they continue exactly where the feed is, they are used as
 * they are, otherwise (a missed message, the start, a reconnection with
 * `fromSeq`) the feed reads the log after the last seq it folded. Either way
 * in seq order, with no gap and no duplicate. It folds its own copy of the state event by event, so
 * each view is the one after that event, redacted for this player alone by
 * the MatchPresenter. It ends after the match ends.
 */
@Injectable()
export class MatchFeed implements OnModuleDestroy {
  private readonly open = new Set<PushIterator<MatchUpdateDto>>();

  constructor(
    private readonly reader: MatchReader,
    private readonly players: PlayersService,
    private readonly bus: EventBus,
    private readonly clock: Clock,
  ) {}

  /** Refusals (bad input, NOT_FOUND) are thrown here, before any update. */
  async updates(playerId: string, matchId: string, fromSeq: unknown): Promise<AsyncIterableIterator<MatchUpdateDto>> {
    parseInput(matchIdSchema, matchId);
    const { fromSeq: from } = parseInput(fromSeqSchema, { fromSeq });
    const wakeup = new Wakeup();
    // Highest seq announced; Infinity: unknown (the start, or the bus reconnected), read the log.
    let announced = Number.POSITIVE_INFINITY;
    // Rows that came with announcements, not yet folded in.
    let inbox: StoredEvent[] = [];
    // Subscribe before the first read, so nothing appended in between goes unannounced.
    const unsubscribe = await this.bus.subscribe(matchChannel(matchId), (message) => {
      const rows = rowsOf(message);
      const last = rows && rows.length > 0 ? rows[rows.length - 1].seq : Number.POSITIVE_INFINITY;
      if (rows) inbox.push(...rows);
      announced = Math.max(announced, last);
      wakeup.ring();
    });
    let loaded: LoadedMatch;
    try {
      loaded = await this.reader.read(playerId, matchId);
    } catch (error) {
      await unsubscribe();
      throw error;
    }
    const out: PushIterator<MatchUpdateDto> = new PushIterator(() => {
      this.open.delete(out);
      wakeup.ring();
      void unsubscribe();
    });
    this.open.add(out);
    const presenting = new Presenting(playerId, loaded, this.players, this.clock);
    void (async () => {
      // The highest seq sent, or as good as sent: the subscriber asked for the events from `from` on.
      let sent = from - 1;
      while (out.isOpen) {
        if (announced <= sent) {
          await wakeup.wait();
          continue;
        }
        const target = announced;
        announced = Number.NEGATIVE_INFINITY;
        // The announced rows when they continue the fold without a gap up to what was announced; else the log.
        const next = presenting.state.seq;
        const carried = inbox.filter((row) => row.seq >= next).sort((x, y) => x.seq - y.seq);
        inbox = [];
        const rows =
          carried.every((row, i) => row.seq === next + i) &&
          carried.length > 0 &&
          carried[carried.length - 1].seq >= target
            ? carried
            : await this.reader.events(matchId, next);
        for (const update of await presenting.apply(rows, sent)) out.push(update);
        sent = Math.max(sent, presenting.state.seq - 1);
        if (presenting.over) out.end();
      }
    })().catch((error: unknown) => out.fail(error));
    return out;
  }

  /** Ends every feed at shutdown, so open streams let the server close. */
  onModuleDestroy(): void {
    for (const feed of this.open) feed.end();
  }
}

/** The subscriber's own fold of the match, and what it has sent so far. */
class Presenting {
  state: MatchState = EMPTY_MATCH;
  /** When the decision awaited in the fold began to be awaited (see movesClock). */
  private awaitedSinceMs: number;
  private readonly people = new Map<string, PublicPlayer>();

  constructor(
    private readonly playerId: string,
    private readonly loaded: LoadedMatch,
    private readonly players: PlayersService,
    private readonly clock: Clock,
  ) {
    this.awaitedSinceMs = loaded.record.createdAtMs;
  }

  get over(): boolean {
    return this.state.status === 'finished' || this.state.status === 'aborted';
  }

  /** Folds the rows in; the updates for those after `sent`. */
  async apply(rows: readonly StoredEvent[], sent: number): Promise<MatchUpdateDto[]> {
    const fresh = rows.filter((row) => row.seq >= this.state.seq);
    const updates: MatchUpdateDto[] = [];
    for (const [i, row] of fresh.entries()) {
      const next = row.seq === this.state.seq ? evolve(this.loaded.setup, this.state, row.event) : null;
      if (!next?.ok) {
        const id = this.loaded.record.id;
        // The engine's reason goes to the log alone: it may name a seat's cards (as MUST_LEAD_LOWEST names the hand).
        new Logger('MatchFeed').error(
          `match ${id} does not replay at event ${row.seq}: ${next ? `${next.error.code} ${next.error.message}` : `expected seq ${this.state.seq}`}`,
        );
        throw corruptLog(id, row.seq);
      }
      this.state = next.value;
      if (movesClock(row.event)) this.awaitedSinceMs = row.createdAt.getTime();
      if (row.seq <= sent) continue;
      const { awaitedSinceMs } = this;
      const record = { ...this.loaded.record, updatedAtMs: row.createdAt.getTime(), awaitedSinceMs };
      const m: LoadedMatch = {
        ...this.loaded,
        record: { ...record, deadlineMs: deadlineOf(record, this.state) },
        state: this.state,
      };
      const presenter = await this.presenter(m, row);
      // Rows come in whole submissions (each is one transaction); the last of each gets the match.
      const endsSubmission = i === fresh.length - 1 || fresh[i + 1].batch !== row.batch;
      updates.push({ event: presenter.event(m, row), match: endsSubmission ? presenter.match(m) : null });
    }
    return updates;
  }

  private async presenter(m: LoadedMatch, row: StoredEvent): Promise<MatchPresenter> {
    const missing = MatchPresenter.peopleOf(m, [row]).filter((id) => !this.people.has(id));
    if (missing.length > 0) for (const [id, p] of await this.players.publicByIds(missing)) this.people.set(id, p);
    return new MatchPresenter(this.playerId, this.people, this.clock.millis());
  }
}
