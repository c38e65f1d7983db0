/** The matches' public entry for GraphQL types other modules' schemas use. */
export { TurnReasonEnum } from './match-update.model';
