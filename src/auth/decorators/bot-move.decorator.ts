import { SetMetadata, applyDecorators } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';

export const BOT_MOVE = 'parlour:bot-move';

/** A `match:play` operation that a `bot:play` token may also call: a move or a resignation, a bot's play. */
export const BotMove = (): MethodDecorator =>
  applyDecorators(SetMetadata(BOT_MOVE, true), ApiExtension('x-parlour-bot-play', true));
