import { FuzzWorld } from './fuzz-request';

interface Created {
  readonly match: { readonly id: string; readonly inviteCode: string };
}

async function call<T = unknown>(
  base: string,
  method: string,
  path: string,
  body?: object,
  bearer?: string,
): Promise<T> {
  const res = await fetch(base + path, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = (await res.json()) as T;
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(answer)}`);
  return answer;
}

/**
 * Players, a token and matches in every state a request can meet, so that
 * fuzzed requests name things that exist and reach past the first checks.
 * Each `round` makes its own (fuzzed requests log sessions out and revoke
 * tokens, so a campaign makes a fresh world now and then).
 */
export async function makeFuzzWorld(base: string, round: number): Promise<FuzzWorld> {
  const handles = ['ann', 'ben', 'cat'].map((name) => `fuzz${round}-${name}`);
  const bearers: string[] = [];
  for (const handle of handles) {
    await call(base, 'POST', '/api/auth/register', { handle, password: 'correct horse battery' });
    bearers.push(
      (
        await call<{ accessToken: string }>(base, 'POST', '/api/auth/login', {
          handle,
          password: 'correct horse battery',
        })
      ).accessToken,
    );
  }
  const [ann, ben, cat] = bearers;
  const token = await call<{ token: { id: string }; secret: string }>(
    base,
    'POST',
    '/api/tokens',
    { description: 'fuzz', scopes: ['match:read', 'match:play'] },
    ann,
  );
  const active = (await call<Created>(base, 'POST', '/api/matches', { gameId: 'maw', daysPerMove: 1 }, ann)).match;
  await call(base, 'POST', `/api/matches/${active.id}/join`, undefined, ben);
  const open = (await call<Created>(base, 'POST', '/api/matches', { gameId: 'pope-joan', seats: 3 }, ben)).match;
  const invited = (
    await call<Created>(
      base,
      'POST',
      '/api/matches',
      { gameId: 'maw', visibility: 'private', invite: [handles[2]] },
      ann,
    )
  ).match;
  const resigned = (await call<Created>(base, 'POST', '/api/matches', { gameId: 'maw' }, cat)).match;
  await call(base, 'POST', `/api/matches/${resigned.id}/join`, undefined, ann);
  await call(base, 'POST', `/api/matches/${resigned.id}/resign`, undefined, cat);
  return {
    bearers: [...bearers, token.secret],
    matchIds: [active.id, open.id, invited.id, resigned.id],
    handles: [...handles, handles[0].toUpperCase()],
    inviteCodes: [invited.inviteCode, open.inviteCode],
    tokenIds: [token.token.id],
  };
}
