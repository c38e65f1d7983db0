import { z } from 'zod';
import { apiSchema } from '../openapi';

/** A seat at the table: 0 is the first. */
export const seatNumber = z.number().int().min(0);

/** A card in notation: 5H, AH, 10C. */
export const cardText = z.string().describe('a card in notation: 5H, AH, 10C');

export const decisionSchema = apiSchema(
  'Decision',
  z.strictObject({ seats: z.array(seatNumber), kind: z.string().describe('e.g. play, lead, five, rob') }),
  'Whose decision a game awaits and what kind',
);

export const gameResultSchema = apiSchema(
  'GameResult',
  z.strictObject({
    standings: z.array(
      apiSchema(
        'Standing',
        z.strictObject({
          seat: seatNumber,
          rank: z.number().int().min(1).describe('1 is best; equal scores share a rank'),
          score: z.number().int(),
        }),
        'A seat’s place at the end',
      ),
    ),
    reason: z.string().describe('why it ended, e.g. TARGET_REACHED, DEALS_PLAYED, RESIGNED'),
  }),
  'How a game ended',
);

export const cardPlaySchema = apiSchema(
  'CardPlay',
  z.strictObject({ seat: seatNumber, card: cardText }),
  'A card played by a seat',
);
