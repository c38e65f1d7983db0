/** The engine's games: Maw, and Pope Joan with the parts of its state its view shows. */
export { maw } from './maw/maw';
export { popeJoan } from './pope-joan/pope-joan';
export type { DealOutcome, EndReason, SeatStatus } from './pope-joan/state';
