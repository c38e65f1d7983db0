import { maw } from '../../engine/games/maw/maw';
import { hostGame } from '../hosted-game';
import { MawViewModel } from './maw-view.model';

/** Maw as Parlour hosts it. */
export const MAW = hostGame({
  engine: maw,
  graphqlName: 'Maw',
  view: MawViewModel,
  moveTypes: ['play', 'rob', 'norob', 'five', 'nofive', 'accept', 'refuse'],
});
