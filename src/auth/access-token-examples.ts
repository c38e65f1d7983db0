import { ApiExamples } from '../openapi';
import { EXAMPLE_PLAYERS } from '../players';
import { accessTokenView } from './access-token-view';

export const accessTokenExamples: ApiExamples = (_app, add) => {
  add(
    'AccessToken',
    'bot',
    'A token for a bot',
    accessTokenView({
      id: 'c2e4a6f8-0b1d-4c3e-9f5a-7b9d1f3a5c7e',
      playerId: EXAMPLE_PLAYERS[0].id,
      description: 'my bot',
      scopes: ['match:read', 'match:play'],
      createdAt: new Date('2025-03-01T12:00:00Z'),
      lastUsedAt: new Date('2025-03-02T18:07:00Z'),
      expiresAt: new Date('2026-01-01T00:00:00Z'),
      revokedAt: null,
    }),
  );
};
