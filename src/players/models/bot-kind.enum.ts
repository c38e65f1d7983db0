import { registerEnumType } from '@nestjs/graphql';

/** The built-in bots, as GraphQL names them (`BOT_KINDS`). */
export enum BotKindEnum {
  random = 'random',
  heuristic = 'heuristic',
}
registerEnumType(BotKindEnum, {
  name: 'BotKind',
  description: "random: a uniformly random legal move; heuristic: the game's heuristic (docs/bots.md)",
});
