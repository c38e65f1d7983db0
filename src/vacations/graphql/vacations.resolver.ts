import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentPlayer, Principal, RequireScopes } from '../../auth';
import { VacationStatusDto } from '../vacation-output';
import { VacationsService } from '../vacations.service';
import { StartVacationInput, VacationStatusModel } from './vacation-status.model';

@Resolver()
export class VacationsResolver {
  constructor(private readonly vacations: VacationsService) {}

  @RequireScopes('account:read')
  @Query(() => VacationStatusModel, { description: 'My vacation allowance, and the vacation running now.' })
  myVacation(@CurrentPlayer() caller: Principal): Promise<VacationStatusDto> {
    return this.vacations.status(caller.playerId);
  }

  @RequireScopes('match:play')
  @Mutation(() => VacationStatusModel, {
    description: 'Go on vacation: my deadlines stand still until it ends (docs/vacations.md).',
  })
  startVacation(
    @CurrentPlayer() caller: Principal,
    @Args('input', { type: () => StartVacationInput }) input: StartVacationInput,
  ): Promise<VacationStatusDto> {
    // Absent fields (GraphQL null) are left out, as a REST body would leave them.
    const body = Object.fromEntries(Object.entries({ ...input }).filter(([, v]) => v !== null && v !== undefined));
    return this.vacations.start(caller.playerId, body);
  }

  @RequireScopes('match:play')
  @Mutation(() => VacationStatusModel, { description: 'End my vacation now; the whole days not begun are given back.' })
  endVacation(@CurrentPlayer() caller: Principal): Promise<VacationStatusDto> {
    return this.vacations.end(caller.playerId);
  }
}
