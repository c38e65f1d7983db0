import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import { Clock, DomainError, parseInput, withRowCursor } from '../common';
import { PlayersRepository } from '../players';
import { hashAccessTokenSecret, newAccessTokenSecret } from './access-token-secret';
import { AccessToken, AccessTokenPage, AccessTokensRepository } from './access-tokens.repository';
import { createAccessTokenSchema, tokenCursor, tokenPageSchema } from './auth-input';
import { Principal } from './principal';
import { Revocations } from './revocations';

/** `lastUsedAt` is written at most this often per token, so a busy bot does not turn every read into a write. */
export const LAST_USED_RESOLUTION_MS = 60_000;

export interface CreatedAccessToken {
  readonly token: AccessToken;
  /** Shown once, here; only its hash is stored. */
  readonly secret: string;
}

@Injectable()
export class AccessTokensService {
  constructor(
    private readonly tokens: AccessTokensRepository,
    private readonly clock: Clock,
    private readonly revocations: Revocations,
    private readonly players: PlayersRepository,
  ) {}

  async create(playerId: string, input: unknown): Promise<CreatedAccessToken> {
    const { description, scopes, expiresAt } = parseInput(createAccessTokenSchema, input);
    const now = this.clock.now();
    if (expiresAt && expiresAt <= now) {
      throw new DomainError('VALIDATION_FAILED', 'expiresAt: must be in the future', { field: 'expiresAt' });
    }
    if (scopes.includes('bot:play') && !(await this.players.findById(playerId))?.bot)
      throw new DomainError(
        'VALIDATION_FAILED',
        'scopes: bot:play is for bot accounts only (POST /api/players/me/bot)',
        {
          field: 'scopes',
        },
      );
    const secret = newAccessTokenSecret();
    const token = await this.tokens.create({
      playerId,
      tokenHash: hashAccessTokenSecret(secret),
      description,
      scopes,
      createdAt: now,
      expiresAt: expiresAt ?? null,
    });
    return { token, secret };
  }

  /** A page of the player's tokens, newest first; `page` is `{ cursor, limit }` as the client sent them. */
  async list(playerId: string, page: unknown = {}): Promise<AccessTokenPage> {
    const { cursor, limit } = parseInput(tokenPageSchema, page);
    return withRowCursor(tokenCursor, await this.tokens.listByPlayer(playerId, cursor?.id ?? null, limit));
  }

  async revoke(playerId: string, tokenId: string): Promise<void> {
    // Someone else's token is "not found" too: its existence is not the caller's business.
    const known =
      z.uuid().safeParse(tokenId).success && (await this.tokens.revoke(tokenId, playerId, this.clock.now()));
    if (!known) throw new DomainError('NOT_FOUND', 'no such access token');
    // Its open sockets and streams end before the caller hears it is revoked.
    await this.revocations.revoked({ via: 'token', id: tokenId });
  }

  /** The principal for a presented secret, if the token exists, is not revoked and has not expired. */
  async authenticate(secret: string): Promise<Principal> {
    const token = await this.tokens.findByHash(hashAccessTokenSecret(secret));
    const now = this.clock.now();
    if (!token || token.revokedAt !== null || (token.expiresAt !== null && token.expiresAt <= now)) {
      throw new DomainError('UNAUTHENTICATED', 'the access token is unknown, revoked or expired');
    }
    if (token.lastUsedAt === null || now.getTime() - token.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
      await this.tokens.recordUse(token.id, now);
    }
    return { via: 'token', playerId: token.playerId, tokenId: token.id, scopes: token.scopes };
  }
}
