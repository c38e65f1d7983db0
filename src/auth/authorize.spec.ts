import { authorize } from './authorize';
import { Principal } from './principal';

describe('authorize', () => {
  const session: Principal = { via: 'session', playerId: 'p', sessionId: 's' };
  const reader: Principal = { via: 'token', playerId: 'p', tokenId: 't', scopes: ['match:read', 'account:read'] };

  it('lets a session do everything, session-only operations included', () => {
    expect(authorize(session, { scopes: ['match:play'], sessionOnly: true, botMove: false })).toBeNull();
  });

  it('lets a token do what its scopes cover', () => {
    expect(authorize(reader, { scopes: ['match:read'], sessionOnly: false, botMove: false })).toBeNull();
    expect(authorize(reader, { scopes: [], sessionOnly: false, botMove: false })).toBeNull();
  });

  it('refuses a token a scope it lacks, naming it', () => {
    const denied = authorize(reader, { scopes: ['match:read', 'match:play'], sessionOnly: false, botMove: false });
    expect(denied).toMatchObject({ code: 'FORBIDDEN', details: { missingScopes: ['match:play'] } });
  });

  it('refuses a token any session-only operation, whatever its scopes', () => {
    expect(authorize(reader, { scopes: [], sessionOnly: true, botMove: false })).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('lets a bot:play token read matches, and move where the operation is a move, and nothing else', () => {
    const bot: Principal = { via: 'token', playerId: 'p', tokenId: 't', scopes: ['bot:play'] };
    expect(authorize(bot, { scopes: ['match:read'], sessionOnly: false, botMove: false })).toBeNull();
    expect(authorize(bot, { scopes: ['match:play'], sessionOnly: false, botMove: true })).toBeNull();
    expect(authorize(bot, { scopes: ['match:play'], sessionOnly: false, botMove: false })).toMatchObject({
      code: 'FORBIDDEN',
      details: { missingScopes: ['match:play'] },
    });
    expect(authorize(bot, { scopes: ['account:read'], sessionOnly: false, botMove: false })).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(authorize(bot, { scopes: ['webhooks:manage'], sessionOnly: false, botMove: false })).toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});
