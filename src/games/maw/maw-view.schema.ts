import { z } from 'zod';
import { apiSchema } from '../../openapi';
import { cardPlaySchema, cardText, decisionSchema, gameResultSchema, seatNumber } from '../common-view.schema';

const bySide = (what: string) => z.array(z.number().int()).describe(`${what}, by side (seat % 2)`);
const suit = z.string().describe('suit letter: C, D, H or S');

const robbery = apiSchema(
  'MawRobbery',
  z.strictObject({
    seat: seatNumber,
    took: cardText.describe('the turn-up taken into hand'),
    cardsPlayedBefore: z.number().int().min(0),
    discard: cardText
      .nullable()
      .describe('only the robber sees it during the game (null for everyone else); everyone in the record'),
  }),
  'Who robbed the turn-up, and what they discarded',
);

const trickOf = <W extends z.ZodType<number | null>>(winner: W) =>
  z.strictObject({ leader: seatNumber, cards: z.array(cardPlaySchema), winner });

const trick = apiSchema('MawTrick', trickOf(seatNumber.nullable()), 'The trick in progress (no winner yet)');
const completedTrick = apiSchema('MawCompletedTrick', trickOf(seatNumber), 'A trick played out');

export const mawViewSchema = apiSchema(
  'MawView',
  z.strictObject({
    gameId: z.literal('maw'),
    seat: seatNumber.nullable().describe('the viewer’s seat; null for a spectator'),
    players: z.number().int(),
    scores: bySide('set score'),
    decision: decisionSchema.nullable(),
    hand: z.array(cardText).nullable().describe('the viewer’s own hand (never a partner’s); null for a spectator'),
    game: apiSchema(
      'MawGame',
      z.strictObject({
        number: z.number().int().min(1),
        dealer: seatNumber,
        trumps: suit,
        turnUp: cardText,
        setAside: z.array(cardText),
        robbery: robbery.nullable(),
        handSizes: z.array(z.number().int().min(0)),
        trick,
        tricks: z.array(completedTrick),
        tricksWon: bySide('tricks won'),
        points: bySide('points scored in this game so far'),
      }),
      'The game (deal) in progress',
    ),
    record: z.array(
      apiSchema(
        'MawRecordedGame',
        z.strictObject({
          number: z.number().int().min(1),
          dealer: seatNumber,
          trumps: suit,
          turnUps: z.array(cardText).describe('every card turned up, in order; the last was the final turn-up'),
          dealt: z.array(z.array(cardText)),
          robbery: robbery.nullable(),
          tricks: z.array(completedTrick),
          points: bySide('points scored'),
          complete: z.boolean().describe('false for a game cut short by the end of the set'),
        }),
        'A finished game: its hands as dealt and the robber’s discard are public; the stock never is',
      ),
    ),
    result: gameResultSchema.nullable(),
  }),
  'Maw as one viewer may see it',
);
