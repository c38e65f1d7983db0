import { maw } from '../../engine/games';
import { hostGame } from '../hosted-game';
import { MawViewModel } from './maw-view.model';
import { mawViewSchema } from './maw-view.schema';

/** Maw as Parlour hosts it. */
export const MAW = hostGame({
  engine: maw,
  graphqlName: 'Maw',
  view: MawViewModel,
  viewSchema: mawViewSchema,
  moveTypes: ['play', 'rob', 'norob', 'five', 'nofive', 'accept', 'refuse'],
});
