import { Module } from '@nestjs/common';
import { MatchesModule } from './matches.module';
import { ArchiveBackfill } from './reading/archive-backfill';

/** The server's start writes the archive entries that are missing (ArchiveBackfill); the command-line tools do not. */
@Module({ imports: [MatchesModule], providers: [ArchiveBackfill], exports: [ArchiveBackfill] })
export class ArchiveBackfillModule {}
