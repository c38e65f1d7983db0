import { Module } from '@nestjs/common';
import { ConfigModule } from '../../config/config.module';
import { MatchesModule } from '../matches.module';

/** What the verify CLI boots: configuration, the database and the match verifier; no HTTP, no GraphQL. */
@Module({ imports: [ConfigModule, MatchesModule] })
export class VerifyModule {}
