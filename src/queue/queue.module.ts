import { Module } from '@nestjs/common';
import { DatabaseModule } from '../database/database.module';
import { JobQueue } from './job-queue';

@Module({ imports: [DatabaseModule], providers: [JobQueue], exports: [JobQueue] })
export class QueueModule {}
