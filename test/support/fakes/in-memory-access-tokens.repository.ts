import { randomUUID } from 'node:crypto';
import {
  AccessToken,
  AccessTokenPage,
  AccessTokensRepository,
  NewAccessToken,
} from '../../../src/auth/access-tokens.repository';

type Row = AccessToken & { readonly tokenHash: string };

export class InMemoryAccessTokensRepository extends AccessTokensRepository {
  readonly rows = new Map<string, Row>();
  /** Every `recordUse` call, to check the write is throttled. */
  readonly uses: { id: string; at: Date }[] = [];

  async create(token: NewAccessToken): Promise<AccessToken> {
    const row: Row = { id: randomUUID(), lastUsedAt: null, revokedAt: null, ...token };
    this.rows.set(row.id, row);
    return strip(row);
  }

  async findByHash(tokenHash: string): Promise<AccessToken | null> {
    const row = [...this.rows.values()].find((r) => r.tokenHash === tokenHash);
    return row ? strip(row) : null;
  }

  async listByPlayer(playerId: string, cursor: string | null, limit: number): Promise<AccessTokenPage> {
    const mine = [...this.rows.values()]
      .filter((r) => r.playerId === playerId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.id.localeCompare(b.id))
      .map(strip);
    const rest = cursor === null ? mine : mine.slice(mine.findIndex((t) => t.id === cursor) + 1);
    const items = rest.slice(0, limit);
    return { items, next: rest.length > limit ? items[items.length - 1].id : null };
  }

  async revoke(id: string, playerId: string, at: Date): Promise<boolean> {
    const row = this.rows.get(id);
    if (!row || row.playerId !== playerId) return false;
    if (row.revokedAt === null) this.rows.set(id, { ...row, revokedAt: at });
    return true;
  }

  async recordUse(id: string, at: Date): Promise<void> {
    this.uses.push({ id, at });
    const row = this.rows.get(id);
    if (row) this.rows.set(id, { ...row, lastUsedAt: at });
  }
}

function strip({ tokenHash: _hash, ...token }: Row): AccessToken {
  return token;
}
