import { Int, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { PopeJoanTurnUpModel } from './pope-joan-view.model';

/** The engine names the dead hand `dead`; the schema says null. */
@Resolver(() => PopeJoanTurnUpModel)
export class PopeJoanTurnUpResolver {
  @ResolveField(() => Int, { nullable: true })
  holder(@Parent() turnUp: { holder: number | 'dead' }): number | null {
    return turnUp.holder === 'dead' ? null : turnUp.holder;
  }
}
