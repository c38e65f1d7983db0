import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database';
import { Session, SessionsRepository } from './sessions.repository';

const SESSION = { id: true, playerId: true, createdAt: true, expiresAt: true, revokedAt: true } as const;

@Injectable()
export class PrismaSessionsRepository extends SessionsRepository {
  constructor(private readonly prisma: PrismaService) {
    super();
  }

  create(session: { playerId: string; createdAt: Date; expiresAt: Date }): Promise<Session> {
    return this.prisma.session.create({ data: session, select: SESSION });
  }

  findById(id: string): Promise<Session | null> {
    return this.prisma.session.findUnique({ where: { id }, select: SESSION });
  }

  async revoke(id: string, at: Date): Promise<void> {
    await this.prisma.session.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: at } });
  }
}
