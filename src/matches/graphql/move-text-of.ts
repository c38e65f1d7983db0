import { DomainError } from '../../common';
import { GameCatalog, TypedMoveInput } from '../../games';
import { moveText } from '../api/match-presenter';
import { SubmitMoveInput } from './match.inputs';

/** A submitted move in notation; `typedFor`: the game whose typed field carried it (none for text). */
export interface SubmittedMove {
  readonly text: string;
  readonly typedFor?: string;
}

/** The text notation of a submitted move, given as text or typed in its game's field (exactly one). */
export function moveTextOf(input: SubmitMoveInput, catalog: GameCatalog): SubmittedMove {
  const fields = catalog.list().map((game) => game.graphql.moveField);
  const typed = catalog.list().flatMap((game) => {
    const value: unknown = Reflect.get(input, game.graphql.moveField);
    return isTypedMove(value) ? [{ value, gameId: game.rules.id }] : [];
  });
  const given = typed.length + (typeof input.text === 'string' ? 1 : 0);
  if (given !== 1)
    throw new DomainError('VALIDATION_FAILED', `give the move exactly once: text, or one of ${fields.join(', ')}`, {
      field: 'text',
    });
  if (typed.length === 0) return { text: input.text ?? '' };
  const [{ value, gameId }] = typed;
  return { text: moveText(value.type, value.card), typedFor: gameId };
}

/** GraphQL has checked the input's shape against the game's input type; null and absent fields are no move. */
function isTypedMove(value: unknown): value is TypedMoveInput {
  if (typeof value !== 'object' || value === null) return false;
  const card: unknown = Reflect.get(value, 'card');
  return (
    typeof Reflect.get(value, 'type') === 'string' && (card === undefined || card === null || typeof card === 'string')
  );
}
