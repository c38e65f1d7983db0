import { Module } from '@nestjs/common';
import { Clock } from '../common';
import { MatchesModule } from '../matches/matches.module';
import { VacationsResolver } from './graphql/vacations.resolver';
import { VacationsController } from './vacations.controller';
import { VacationsService } from './vacations.service';
import { VacationsStoreModule } from './store/vacations-store.module';

/** Vacations: the allowance, starting and ending one (REST and GraphQL), recorded in the matches' logs. */
@Module({
  imports: [VacationsStoreModule, MatchesModule],
  controllers: [VacationsController],
  providers: [VacationsService, VacationsResolver, Clock],
})
export class VacationsModule {}
