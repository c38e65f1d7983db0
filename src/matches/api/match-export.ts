import { Injectable } from '@nestjs/common';
import { Clock, parseInput, restErrorBody, toPublicError } from '../../common';
import { AppConfig, InjectConfig, publicBaseUrl } from '../../config';
import { PlayersService } from '../../players';
import { RECORD_CONTENT_TYPE } from '../../records';
import { MatchRecord } from '../domain/match-record';
import { ExportedMatches } from '../reading/exported-matches';
import { ListedMatch, unrebuildable } from '../reading/match-listings';
import { MatchReader } from '../reading/match-reader';
import { SearchResolver } from './search-resolver';
import { archiveCursor } from './cursors';
import { exportSchema } from './match-input';
import { MatchPresenter } from './match-presenter';

export const NDJSON_TYPE = 'application/x-ndjson; charset=utf-8';

/** An export under way: what it is, its text a piece at a time, how many matches it has sent so far, and where its search goes on. */
export interface MatchExportStream {
  readonly contentType: string;
  readonly chunks: AsyncIterable<string>;
  sent(): number;
  /** The cursor of the search's matches after those this export sends (an archive cursor); null when it sends the last. */
  readonly next: string | null;
}

/**
 * Exports of many finished matches (docs/api.md, "Exporting matches"): an
 * archive search (its filters, order and cursor) streamed out, each match as
 * the caller saw it (their seat where they sat, a spectator's view
 * elsewhere), as NDJSON (one presented match a line) or as text records
 * (src/records/) one after another.
 */
@Injectable()
export class MatchExport {
  constructor(
    private readonly exported: ExportedMatches,
    private readonly searches: SearchResolver,
    private readonly reader: MatchReader,
    private readonly players: PlayersService,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /**
   * Checks the query before anything is sent, so a refusal is an ordinary
   * error answer; then the export of at most `allowance` matches (what the
   * caller's export budget has left) and at most `max`.
   */
  async open(readerId: string | null, input: unknown, allowance: number): Promise<MatchExportStream> {
    const q = parseInput(exportSchema, input);
    const { query, search, after } = await this.searches.resolve(readerId, q);
    const walk = await this.exported.walk(query, after, Math.min(q.max ?? allowance, allowance));
    const rows = this.exported.rows(walk);
    const next = walk.next === null ? null : archiveCursor.encode({ ...walk.next, search });
    let sent = 0;
    const counted = async function* (pieces: AsyncIterable<string>): AsyncGenerator<string> {
      for await (const piece of pieces) {
        sent++;
        yield piece;
      }
    };
    if (q.format === 'record')
      return {
        contentType: RECORD_CONTENT_TYPE,
        chunks: await started(counted(this.records(readerId, rows))),
        sent: () => sent,
        next,
      };
    return {
      contentType: NDJSON_TYPE,
      chunks: this.ndjson(await started(counted(this.lines(readerId, rows)))),
      sent: () => sent,
      next,
    };
  }

  /** One presented match a line; a match this server cannot rebuild is its row and the problem, as listings show it. */
  private async *lines(readerId: string | null, rows: AsyncIterable<MatchRecord>): AsyncGenerator<string> {
    for await (const record of rows) {
      const m = await this.listed(record);
      const people = await this.players.publicByIds(MatchPresenter.peopleOf(m));
      const presenter = new MatchPresenter(readerId, people, this.clock.millis());
      yield `${JSON.stringify(presenter.listed(m))}\n`;
    }
  }

  /**
   * A failure once lines have gone out (the status and headers with them) is
   * a last line `{"error":…}`, as the NDJSON streams end. A failure before the
   * first line is an ordinary error answer: `open` reads that line first.
   */
  private async *ndjson(lines: AsyncIterable<string>): AsyncGenerator<string> {
    try {
      yield* lines;
    } catch (error) {
      yield `${JSON.stringify(restErrorBody(toPublicError(error)))}\n`;
    }
  }

  /** Records one after another, a blank line between two; a match this server cannot rebuild has no record and is left out. */
  private async *records(readerId: string | null, rows: AsyncIterable<MatchRecord>): AsyncGenerator<string> {
    let first = true;
    for await (const record of rows) {
      const text = await this.record(readerId, record);
      if (text === null) continue;
      yield first ? text : `\n${text}`;
      first = false;
    }
  }

  private async listed(record: MatchRecord): Promise<ListedMatch> {
    try {
      return await this.reader.load(record, false);
    } catch (error) {
      if (unrebuildable(error)) return { record, problem: error };
      throw error;
    }
  }

  /** The record as GET /api/matches/{id}/record writes it for the reader; null for a match this server cannot rebuild. */
  private async record(readerId: string | null, record: MatchRecord): Promise<string | null> {
    const m = await this.listed(record);
    if (!('state' in m)) return null;
    const log = m.state.seq === 0 ? [] : await this.reader.events(record.id, 0, m.state.seq);
    const people = await this.players.publicByIds(MatchPresenter.peopleOf(m));
    return new MatchPresenter(readerId, people, this.clock.millis()).record(m, log, publicBaseUrl(this.config));
  }
}

/**
 * The pieces, with the first already read: whatever fails before it (the
 * first batch asked of the database, the first match rebuilt) fails here,
 * before the answer's status is sent, so an export that cannot start is an
 * error answer rather than a 200 carrying the error.
 */
async function started(pieces: AsyncIterable<string>): Promise<AsyncIterable<string>> {
  const iterator = pieces[Symbol.asyncIterator]();
  const first = await iterator.next();
  return (async function* () {
    if (first.done === true) return;
    yield first.value;
    for (let next = await iterator.next(); next.done !== true; next = await iterator.next()) yield next.value;
  })();
}
