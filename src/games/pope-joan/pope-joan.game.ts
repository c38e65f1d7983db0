import { popeJoan } from '../../engine/games';
import { hostGame } from '../hosted-game';
import { PopeJoanViewModel } from './pope-joan-view.model';
import { popeJoanViewSchema } from './pope-joan-view.schema';

/** Pope Joan as Parlour hosts it. */
export const POPE_JOAN = hostGame({
  engine: popeJoan,
  graphqlName: 'PopeJoan',
  view: PopeJoanViewModel,
  viewSchema: popeJoanViewSchema,
  moveTypes: ['play'],
});
