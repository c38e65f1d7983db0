import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { ArchiveEntry, archiveEntry } from '../domain/match-archive';
import { ArchiveRepository } from '../persistence/archive.repository';
import { MatchesRepository } from '../persistence/matches.repository';
import { MatchReader } from './match-reader';
import { unrebuildable } from './match-listings';

/** Matches replayed for the backfill between two writes. */
const BATCH = 100;

/**
 * Writes the archive entry of every finished match that has none: the
 * matches that finished before the archive kept entries. It runs once at
 * start, in the background, a batch at a time; writing an entry another
 * instance wrote meanwhile changes nothing, so instances may run it together.
 * A match this server cannot rebuild is left without one, and logged.
 */
@Injectable()
export class ArchiveBackfill implements OnApplicationBootstrap {
  private readonly logger = new Logger(ArchiveBackfill.name);

  constructor(
    private readonly archive: ArchiveRepository,
    private readonly matches: MatchesRepository,
    private readonly reader: MatchReader,
  ) {}

  onApplicationBootstrap(): void {
    this.run().catch((error: unknown) => this.logger.error(`backfilling the archive: ${String(error)}`));
  }

  /** Writes the missing entries: how many it wrote. */
  async run(): Promise<number> {
    let written = 0;
    for (let ids = await this.archive.missing(null, BATCH); ids.length > 0;) {
      const entries: ArchiveEntry[] = [];
      for (const id of ids) {
        const entry = await this.entryOf(id);
        if (entry) entries.push(entry);
      }
      written += (await this.archive.write(entries)).length;
      ids = await this.archive.missing(ids[ids.length - 1], BATCH);
    }
    if (written > 0) this.logger.log(`wrote the archive entries of ${written} match(es) that finished before them`);
    return written;
  }

  /** A finished match's entry, replayed without entering the state cache; it ended when its row last changed. */
  private async entryOf(id: string): Promise<ArchiveEntry | null> {
    const record = await this.matches.find(id);
    if (record === null) return null;
    try {
      const { setup, state } = await this.reader.load(record, false);
      return archiveEntry(record, setup, state, record.updatedAtMs);
    } catch (error) {
      if (!unrebuildable(error)) throw error;
      this.logger.warn(`match ${id} has no archive entry: ${error.code}: ${error.message}`);
      return null;
    }
  }
}
