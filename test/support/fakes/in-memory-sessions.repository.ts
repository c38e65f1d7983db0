import { randomUUID } from 'node:crypto';
import { Session, SessionsRepository } from '../../../src/auth/sessions.repository';

export class InMemorySessionsRepository extends SessionsRepository {
  readonly rows = new Map<string, Session>();

  async create(session: { playerId: string; createdAt: Date; expiresAt: Date }): Promise<Session> {
    const row = { id: randomUUID(), revokedAt: null, ...session };
    this.rows.set(row.id, row);
    return row;
  }

  async findById(id: string): Promise<Session | null> {
    return this.rows.get(id) ?? null;
  }

  async revoke(id: string, at: Date): Promise<void> {
    const row = this.rows.get(id);
    if (row && row.revokedAt === null) this.rows.set(id, { ...row, revokedAt: at });
  }
}
