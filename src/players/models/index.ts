/** The players' public entry for GraphQL types other modules' schemas use. */
export { BotKindEnum } from './bot-kind.enum';
export { MeModel } from './me.model';
export { PublicPlayerModel } from './public-player.model';
