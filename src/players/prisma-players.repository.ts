import { Injectable } from '@nestjs/common';
import { BOT_KINDS, BotKind } from './bot-kinds';
import { Prisma } from '../generated/prisma/client';
import { PrismaService } from '../database';
import { Player } from './player';
import { handleKey } from './player-input';
import { NewPlayer, PlayerWithCredentials, PlayersRepository } from './players.repository';

// Selected column by column so a password hash is only ever read where it is needed.
const PLAYER = { id: true, handle: true, displayName: true, createdAt: true, bot: true, botKind: true } as const;

interface PlayerRow {
  id: string;
  handle: string;
  displayName: string;
  createdAt: Date;
  bot: boolean;
  botKind: string | null;
}

function toPlayer(row: PlayerRow): Player {
  const { id, handle, displayName, createdAt, bot, botKind } = row;
  return { id, handle, displayName, joinedAt: createdAt, bot, botKind: BOT_KINDS.find((k) => k === botKind) ?? null };
}

/** A system account's password hash: no argon2 hash, so no password verifies against it (and login skips it). */
const NO_PASSWORD = '!';

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';
}

@Injectable()
export class PrismaPlayersRepository extends PlayersRepository {
  constructor(private readonly prisma: PrismaService) {
    super();
  }

  async create(player: NewPlayer): Promise<Player | null> {
    try {
      // The unique index on handleKey decides races between two registrations of one handle.
      return toPlayer(
        await this.prisma.player.create({ data: { ...player, handleKey: handleKey(player.handle) }, select: PLAYER }),
      );
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  async findById(id: string): Promise<Player | null> {
    const row = await this.prisma.player.findUnique({ where: { id }, select: PLAYER });
    return row && toPlayer(row);
  }

  async findByIds(ids: readonly string[]): Promise<Player[]> {
    if (ids.length === 0) return [];
    return (await this.prisma.player.findMany({ where: { id: { in: [...ids] } }, select: PLAYER })).map(toPlayer);
  }

  async findByHandle(handle: string): Promise<Player | null> {
    const row = await this.prisma.player.findUnique({ where: { handleKey: handleKey(handle) }, select: PLAYER });
    return row && toPlayer(row);
  }

  async findCredentials(handle: string): Promise<PlayerWithCredentials | null> {
    const row = await this.prisma.player.findUnique({
      where: { handleKey: handleKey(handle), botKind: null },
      select: { ...PLAYER, passwordHash: true },
    });
    return row && { ...toPlayer(row), passwordHash: row.passwordHash };
  }

  async updateDisplayName(id: string, displayName: string): Promise<Player | null> {
    const rows = await this.prisma.player.updateManyAndReturn({ where: { id }, data: { displayName }, select: PLAYER });
    return rows.length === 0 ? null : toPlayer(rows[0]);
  }

  async becomeBot(id: string): Promise<Player | null> {
    const rows = await this.prisma.player.updateManyAndReturn({ where: { id }, data: { bot: true }, select: PLAYER });
    return rows.length === 0 ? null : toPlayer(rows[0]);
  }

  async builtInBot(handle: string, kind: BotKind): Promise<Player> {
    const key = handleKey(handle);
    const found = await this.prisma.player.findUnique({ where: { handleKey: key }, select: PLAYER });
    if (found) return toPlayer(found);
    try {
      return toPlayer(
        await this.prisma.player.create({
          data: { handle, handleKey: key, displayName: handle, passwordHash: NO_PASSWORD, bot: true, botKind: kind },
          select: PLAYER,
        }),
      );
    } catch (error) {
      // Made meanwhile by another request or instance: the unique handleKey kept it to one account.
      if (!isUniqueViolation(error)) throw error;
      return toPlayer(await this.prisma.player.findUniqueOrThrow({ where: { handleKey: key }, select: PLAYER }));
    }
  }
}
