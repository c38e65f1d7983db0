import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../database';
import { Vacation } from './vacation';
import { VacationsRepository } from './vacations.repository';

interface VacationRow {
  id: string;
  playerId: string;
  startedAt: Date;
  until: Date;
  endedAt: Date | null;
}

function toVacation(row: VacationRow): Vacation {
  return {
    id: row.id,
    playerId: row.playerId,
    startedMs: row.startedAt.getTime(),
    untilMs: row.until.getTime(),
    endedMs: row.endedAt === null ? null : row.endedAt.getTime(),
  };
}

/** A vacation still running at `at`: started, not past its `until`, not ended. */
function runningAt(at: Date) {
  return { startedAt: { lte: at }, until: { gt: at }, OR: [{ endedAt: null }, { endedAt: { gt: at } }] };
}

@Injectable()
export class PrismaVacationsRepository extends VacationsRepository {
  constructor(private readonly prisma: PrismaService) {
    super();
  }

  async runningAt(playerIds: readonly string[], at: Date): Promise<Vacation[]> {
    if (playerIds.length === 0) return [];
    const rows = await this.prisma.vacation.findMany({
      where: { playerId: { in: [...playerIds] }, ...runningAt(at) },
      orderBy: [{ startedAt: 'asc' }, { id: 'asc' }],
    });
    return rows.map(toVacation);
  }

  async endingSince(playerId: string, from: Date): Promise<Vacation[]> {
    const rows = await this.prisma.vacation.findMany({
      where: { playerId, until: { gte: from }, OR: [{ endedAt: null }, { endedAt: { gte: from } }] },
      orderBy: [{ startedAt: 'asc' }, { id: 'asc' }],
    });
    return rows.map(toVacation);
  }

  start(
    playerId: string,
    from: Date,
    startedAt: Date,
    until: Date,
    check: (vacations: readonly Vacation[]) => void,
  ): Promise<Vacation> {
    return this.prisma.$transaction(async (tx) => {
      // The player's row lock orders two starts of one player: the second sees the first.
      await tx.$queryRaw`SELECT 1 FROM "Player" WHERE "id" = ${playerId}::uuid FOR UPDATE`;
      const rows = await tx.vacation.findMany({
        where: { playerId, until: { gte: from }, OR: [{ endedAt: null }, { endedAt: { gte: from } }] },
        orderBy: [{ startedAt: 'asc' }, { id: 'asc' }],
      });
      check(rows.map(toVacation));
      return toVacation(await tx.vacation.create({ data: { playerId, startedAt, until } }));
    });
  }

  async end(id: string, at: Date): Promise<Vacation | null> {
    // Only a running vacation is ended, in one statement: two requests to end it end it once.
    const ended = await this.prisma.vacation.updateMany({ where: { id, ...runningAt(at) }, data: { endedAt: at } });
    if (ended.count === 0) return null;
    const row = await this.prisma.vacation.findUnique({ where: { id } });
    return row && toVacation(row);
  }
}
