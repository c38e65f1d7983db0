import { authorize } from './authorize';
import { Principal } from './principal';

describe('authorize', () => {
  const session: Principal = { via: 'session', playerId: 'p', sessionId: 's' };
  const reader: Principal = { via: 'token', playerId: 'p', tokenId: 't', scopes: ['match:read', 'account:read'] };

  it('lets a session do everything, session-only operations included', () => {
    expect(authorize(session, { scopes: ['match:play'], sessionOnly: true })).toBeNull();
  });

  it('lets a token do what its scopes cover', () => {
    expect(authorize(reader, { scopes: ['match:read'], sessionOnly: false })).toBeNull();
    expect(authorize(reader, { scopes: [], sessionOnly: false })).toBeNull();
  });

  it('refuses a token a scope it lacks, naming it', () => {
    const denied = authorize(reader, { scopes: ['match:read', 'match:play'], sessionOnly: false });
    expect(denied).toMatchObject({ code: 'FORBIDDEN', details: { missingScopes: ['match:play'] } });
  });

  it('refuses a token any session-only operation, whatever its scopes', () => {
    expect(authorize(reader, { scopes: [], sessionOnly: true })).toMatchObject({ code: 'FORBIDDEN' });
  });
});
