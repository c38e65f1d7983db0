import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database';
import { AccessToken, AccessTokenPage, AccessTokensRepository, NewAccessToken } from './access-tokens.repository';
import { SCOPES, Scope } from './scopes';

// Never the hash: it is a lookup key, not something to hand back.
const TOKEN = {
  id: true,
  playerId: true,
  description: true,
  scopes: true,
  createdAt: true,
  lastUsedAt: true,
  expiresAt: true,
  revokedAt: true,
} as const;

type Row = Omit<AccessToken, 'scopes'> & { scopes: string[] };

/** A scope the code no longer knows grants nothing, rather than failing the request. */
function toAccessToken(row: Row): AccessToken {
  return {
    ...row,
    scopes: row.scopes.filter((scope): scope is Scope => (SCOPES as readonly string[]).includes(scope)),
  };
}

@Injectable()
export class PrismaAccessTokensRepository extends AccessTokensRepository {
  constructor(private readonly prisma: PrismaService) {
    super();
  }

  async create(token: NewAccessToken): Promise<AccessToken> {
    return toAccessToken(
      await this.prisma.accessToken.create({ data: { ...token, scopes: [...token.scopes] }, select: TOKEN }),
    );
  }

  async findByHash(tokenHash: string): Promise<AccessToken | null> {
    const row = await this.prisma.accessToken.findUnique({ where: { tokenHash }, select: TOKEN });
    return row && toAccessToken(row);
  }

  async listByPlayer(playerId: string, cursor: string | null, limit: number): Promise<AccessTokenPage> {
    const rows = await this.prisma.accessToken.findMany({
      where: { playerId },
      orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
      take: limit + 1,
      ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
      select: TOKEN,
    });
    const items = rows.slice(0, limit).map(toAccessToken);
    return { items, next: rows.length > limit ? items[items.length - 1].id : null };
  }

  async revoke(id: string, playerId: string, at: Date): Promise<boolean> {
    // An already revoked token keeps its first revocation time, and still counts as the owner's.
    const { count } = await this.prisma.accessToken.updateMany({
      where: { id, playerId, revokedAt: null },
      data: { revokedAt: at },
    });
    return count > 0 || (await this.prisma.accessToken.count({ where: { id, playerId } })) > 0;
  }

  async recordUse(id: string, at: Date): Promise<void> {
    await this.prisma.accessToken.update({ where: { id }, data: { lastUsedAt: at } });
  }
}
