import { Field, Int, ObjectType } from '@nestjs/graphql';
import {
  Card,
  Decision,
  Game,
  GameResult,
  Takeover,
  Viewer,
  err,
  formatCard,
  fullPack,
  illegal,
  moveError,
  ok,
  parseCard,
  rankOf,
  resolveOptions,
  shuffle,
} from '../../src/engine';
import { seedOf } from '../../src/engine/random/seed';
import { CardPlayModel, DecisionModel, GameResultModel } from '../../src/games/graphql/common-view.model';
import { GameViewModel } from '../../src/games/graphql/game-view.model';
import { hostGame } from '../../src/games/hosted-game';
import {
  cardPlaySchema,
  cardText,
  decisionSchema,
  gameResultSchema,
  seatNumber,
} from '../../src/games/common-view.schema';
import { apiSchema } from '../../src/openapi/api-schema';
import { z } from 'zod';

/**
 * High Card, a toy card game that Parlour does not host: it proves the game
 * seam, since a test serves it beside the real games without any change to
 * the matches module. Each seat is dealt `handSize` cards from the seeded
 * pack and, in turn, plays one; a seat's last card is forced. When every card
 * is down, the highest total of ranks ranks first. Hands are hidden. Under
 * `botTakesOver`, a seat that is left passes to a bot (Game.takeover).
 */
interface HighCard {
  readonly players: number;
  readonly hands: readonly (readonly Card[])[];
  readonly played: readonly { readonly seat: number; readonly card: Card }[];
  readonly turn: number;
  readonly resigned: number | null;
}

type HighCardMove = { seat: number; type: 'play'; card: Card } | { seat: number; type: 'resign' };

interface HighCardView {
  readonly viewer: Viewer;
  readonly players: number;
  readonly hand: readonly string[] | null;
  readonly handSizes: readonly number[];
  readonly played: readonly { readonly seat: number; readonly card: string }[];
  readonly decision: Decision | null;
  readonly result: GameResult | null;
}

type HighCardOptions = { readonly handSize: number; readonly botTakesOver: boolean };

const OPTIONS = [
  { name: 'handSize', type: 'integer', min: 1, max: 5, default: 3, description: 'Cards dealt to each seat' },
  {
    name: 'botTakesOver',
    type: 'boolean',
    default: false,
    description: 'A seat whose player resigns or times out is played on by a bot',
  },
] as const;

/** High Card's takeover: the player who left ranks below every seat, as a resigned seat does, with no score. */
const TAKEOVER: Takeover = { leaverStanding: (result) => ({ rank: result.standings.length + 1, score: 0 }) };

const over = (s: HighCard): boolean => s.resigned !== null || s.hands.every((h) => h.length === 0);

function decision(s: HighCard): Decision | null {
  return over(s) ? null : { seats: [s.turn], kind: 'play' };
}

function result(s: HighCard): GameResult | null {
  if (!over(s)) return null;
  const score = (seat: number) =>
    seat === s.resigned ? -1 : s.played.filter((p) => p.seat === seat).reduce((sum, p) => sum + rankOf(p.card), 0);
  const seats = Array.from({ length: s.players }, (_, seat) => seat);
  return {
    reason: s.resigned === null ? 'CARDS_PLAYED' : 'RESIGNED',
    standings: seats.map((seat) => ({
      seat,
      rank: 1 + seats.filter((other) => score(other) > score(seat)).length,
      score: Math.max(score(seat), 0),
    })),
  };
}

export const highCard: Game<HighCard, HighCardMove, HighCardView, HighCardOptions> = {
  id: 'high-card',
  name: 'High Card',
  rulesVersion: 'high-card/1',
  minPlayers: 2,
  maxPlayers: 3,
  options: OPTIONS,
  resolveOptions: (input) => resolveOptions<HighCardOptions>(OPTIONS, input),
  seatCounts: () => [2, 3],
  takeover: (options) => (options.botTakesOver ? TAKEOVER : null),
  setup: ({ players, options, seed }) => {
    const resolved = resolveOptions<HighCardOptions>(OPTIONS, options);
    if (!resolved.ok) return resolved;
    if (players < 2 || players > 3) return err({ code: 'BAD_PLAYER_COUNT', message: '2 or 3 players' });
    const pack = shuffle(fullPack(), seedOf(seed), 'high-card/deal');
    const size = resolved.value.handSize;
    const hands = Array.from({ length: players }, (_, seat) => pack.slice(seat * size, (seat + 1) * size));
    return ok({ players, hands, played: [], turn: 0, resigned: null });
  },
  decision,
  legalMoves: (s, seat) =>
    over(s) || seat !== s.turn ? [] : s.hands[seat].map((card) => ({ seat, type: 'play' as const, card })),
  apply: (s, m) => {
    if (over(s)) return err(moveError('GAME_OVER', 'the game is over'));
    if (m.type === 'resign') return ok({ ...s, resigned: m.seat });
    if (m.seat !== s.turn) return err(moveError('NOT_YOUR_TURN', 'wait for your turn'));
    if (!s.hands[m.seat].includes(m.card)) return err(illegal('NOT_IN_HAND', 'play a card from your hand'));
    const hands = s.hands.map((h, seat) => (seat === m.seat ? h.filter((c) => c !== m.card) : h));
    return ok({ ...s, hands, played: [...s.played, { seat: m.seat, card: m.card }], turn: (s.turn + 1) % s.players });
  },
  forcedMove: (s) =>
    !over(s) && s.hands[s.turn].length === 1 ? { seat: s.turn, type: 'play', card: s.hands[s.turn][0] } : null,
  view: (s, viewer) => ({
    viewer,
    players: s.players,
    hand: viewer === 'spectator' ? null : s.hands[viewer].map(formatCard),
    handSizes: s.hands.map((h) => h.length),
    played: s.played.map((p) => ({ seat: p.seat, card: formatCard(p.card) })),
    decision: decision(s),
    result: result(s),
  }),
  result,
  formatMove: (m) => (m.type === 'resign' ? 'resign' : formatCard(m.card)),
  parseMove: (seat, text) => {
    if (text === 'resign') return ok({ seat, type: 'resign' });
    const card = parseCard(text);
    return card === undefined ? err(moveError('MALFORMED_MOVE', 'a card, e.g. 5H')) : ok({ seat, type: 'play', card });
  },
  redactMove: (m) => (m.type === 'resign' ? 'resign' : formatCard(m.card)),
};

@ObjectType('HighCardView', { description: 'High Card as one viewer may see it' })
export class HighCardViewModel extends GameViewModel {
  @Field(() => Int) players!: number;
  @Field(() => [String], { nullable: true }) hand!: string[] | null;
  @Field(() => [Int]) handSizes!: number[];
  @Field(() => [CardPlayModel]) played!: CardPlayModel[];
  @Field(() => DecisionModel, { nullable: true }) decision!: DecisionModel | null;
  @Field(() => GameResultModel, { nullable: true }) result!: GameResultModel | null;
}

const highCardViewSchema = apiSchema(
  'HighCardView',
  z.strictObject({
    gameId: z.literal('high-card'),
    seat: seatNumber.nullable(),
    players: z.number().int(),
    hand: z.array(cardText).nullable(),
    handSizes: z.array(z.number().int()),
    played: z.array(cardPlaySchema),
    decision: decisionSchema.nullable(),
    result: gameResultSchema.nullable(),
  }),
  'High Card as one viewer may see it',
);

export const HIGH_CARD = hostGame({
  engine: highCard,
  graphqlName: 'HighCard',
  view: HighCardViewModel,
  viewSchema: highCardViewSchema,
  moveTypes: ['play'],
});
