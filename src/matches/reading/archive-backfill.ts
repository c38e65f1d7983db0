import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { ArchiveEntry, archiveEntry } from '../domain/match-state';
import { MatchRecord } from '../domain/match-record';
import { ArchiveRepository } from '../persistence/archive.repository';
import { MatchesRepository } from '../persistence/matches.repository';
import { MatchReader } from './match-reader';
import { unrebuildable } from './match-listings';

/** Matches replayed for the backfill between two writes. */
const BATCH = 100;

/**
 * Writes the archive entry of every finished match that has none: the
 * matches that finished before the archive kept entries. Then writes again
 * the entries written before they kept takeovers (ArchiveRepository.stale),
 * which credited the bot with a seat its player had left. It runs once at
 * start, in the background, a batch at a time; writing an entry another
 * instance wrote meanwhile changes nothing, so instances may run it together.
 * A match this server cannot rebuild is left as it is, and logged. A stop
 * waits for the batch under way and leaves the rest to the next start.
 */
@Injectable()
export class ArchiveBackfill implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ArchiveBackfill.name);
  private started: Promise<unknown> = Promise.resolve();
  private stopping = false;

  constructor(
    private readonly archive: ArchiveRepository,
    private readonly matches: MatchesRepository,
    private readonly reader: MatchReader,
  ) {}

  onApplicationBootstrap(): void {
    this.started = this.run().catch((error: unknown) => this.logger.error(`backfilling the archive: ${String(error)}`));
  }

  /** Before the database closes: no batch is begun, and the one under way ends. */
  async onModuleDestroy(): Promise<void> {
    this.stopping = true;
    await this.started;
  }

  /** Writes the missing entries, then the stale ones again: how many it wrote. */
  async run(): Promise<number> {
    const written = await this.batches(
      (after) => this.archive.missing(after, BATCH),
      (entries) => this.archive.write(entries),
      (record) => record.updatedAtMs,
    );
    if (written > 0) this.logger.log(`wrote the archive entries of ${written} match(es) that finished before them`);
    const rewritten = await this.batches(
      (after) => this.archive.stale(after, BATCH),
      (entries) => this.archive.rewrite(entries),
      // The stale entry's end is the finishing append's: the new one keeps it.
      async (record) => (await this.archive.entry(record.id))?.endedAtMs ?? record.updatedAtMs,
    );
    if (rewritten > 0)
      this.logger.log(`wrote again the archive entries of ${rewritten} match(es) a bot played on in, for who left`);
    return written + rewritten;
  }

  /** Walks the ids `next` lists a batch at a time, writing the entry of each through `write`: how many it wrote. */
  private async batches(
    next: (after: string | null) => Promise<string[]>,
    write: (entries: ArchiveEntry[]) => Promise<string[]>,
    endedAt: (record: MatchRecord) => number | Promise<number>,
  ): Promise<number> {
    let written = 0;
    for (let ids = await next(null); ids.length > 0 && !this.stopping;) {
      const entries: ArchiveEntry[] = [];
      for (const id of ids) {
        const entry = await this.entryOf(id, endedAt);
        if (entry) entries.push(entry);
      }
      written += (await write(entries)).length;
      ids = await next(ids[ids.length - 1]);
    }
    return written;
  }

  /** A finished match's entry, replayed without entering the state cache. */
  private async entryOf(
    id: string,
    endedAt: (record: MatchRecord) => number | Promise<number>,
  ): Promise<ArchiveEntry | null> {
    const record = await this.matches.find(id);
    if (record === null) return null;
    try {
      const { setup, state } = await this.reader.load(record, false);
      return archiveEntry(record, setup, state, await endedAt(record));
    } catch (error) {
      if (!unrebuildable(error)) throw error;
      this.logger.warn(`the archive entry of match ${id} cannot be written: ${error.code}: ${error.message}`);
      return null;
    }
  }
}
