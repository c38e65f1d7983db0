import { z } from 'zod';
import { DealOutcome, EndReason, SeatStatus } from '../../engine/games';
import { apiSchema } from '../../openapi';
import { cardPlaySchema, cardText, decisionSchema, gameResultSchema, seatNumber } from '../common-view.schema';

const counters = z.number().int().min(0);
const suit = z.string().describe('suit letter: C, D, H or S');

const turnUp = apiSchema(
  'PopeJoanTurnUp',
  z.strictObject({
    card: cardText,
    holder: seatNumber.nullable().describe('the seat whose hand holds it; null for the dead hand'),
  }),
  'The card turned up for trumps, and whose hand it is in',
);

const SEAT_STATUSES = ['playing', 'bankrupt', 'resigned'] as const satisfies readonly SeatStatus[];
const END_REASONS = ['DEALS_PLAYED', 'TOO_FEW_PLAYERS'] as const satisfies readonly EndReason[];
const OUTCOMES = ['wentOut', 'popeTurnUp', 'abandoned'] as const satisfies readonly DealOutcome[];

export const popeJoanViewSchema = apiSchema(
  'PopeJoanView',
  z.strictObject({
    gameId: z.literal('pope-joan'),
    seat: seatNumber.nullable().describe('the viewer’s seat; null for a spectator'),
    players: z.number().int(),
    counters: z.array(counters).describe('each seat’s counters'),
    status: z.array(z.enum(SEAT_STATUSES)),
    board: apiSchema(
      'PopeJoanBoard',
      z.strictObject({
        pope: counters,
        matrimony: counters,
        intrigue: counters,
        ace: counters,
        king: counters,
        queen: counters,
        jack: counters,
        game: counters,
      }),
      'The counters staked in each compartment of the board',
    ),
    deal: z.number().int().min(1),
    dealer: seatNumber,
    eldest: seatNumber,
    trumps: suit,
    turnUp,
    plays: z.array(cardPlaySchema),
    handSizes: z.array(z.number().int().min(0)).describe('cards left in each seat’s hand (0 when not dealt in)'),
    deadHandSize: z.number().int().min(0),
    live: z.array(z.boolean()).describe('seats whose hands are still played (dealt in and not resigned)'),
    decision: decisionSchema.nullable(),
    hand: z.array(cardText).nullable().describe('the viewer’s own hand, while they hold one in this deal; else null'),
    deadHand: z
      .array(cardText)
      .nullable()
      .describe('only for the dealer under `dealerSeesDeadHand` (Hoyle), during their deal; else null'),
    record: z
      .array(
        apiSchema(
          'PopeJoanDealRecord',
          z.strictObject({
            deal: z.number().int().min(1),
            dealer: seatNumber,
            trumps: suit,
            turnUp,
            outcome: z.enum(OUTCOMES),
            winner: seatNumber.nullable(),
            plays: z.array(cardPlaySchema),
            hands: z.array(z.array(cardText)).describe('what each seat held at the end'),
            deadHand: z.array(cardText),
          }),
          'A finished deal: its remaining hands and the dead hand are public now',
        ),
      )
      .describe('finished deals'),
    over: z.enum(END_REASONS).nullable(),
    result: gameResultSchema.nullable(),
  }),
  'Pope Joan as one viewer may see it',
);
