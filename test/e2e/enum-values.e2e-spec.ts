import { graphql } from '../support/auth-client';
import { useTestApp } from '../support/app';
import { MatchClient, startedMaw, twoPlayers } from '../support/match-client';

const refused = (field: string) => ({
  error: { code: 'VALIDATION_FAILED', message: expect.stringMatching(new RegExp(`^${field}: `)), details: { field } },
});

/**
 * A value outside a parameter's set is refused with 400 VALIDATION_FAILED
 * naming the field, on every path: an unknown match status in a listing's
 * filter used to be dropped, which listed every match instead.
 */
describe('values outside their set', () => {
  const t = useTestApp({ env: { RATE_LIMIT_MAX: '100000' } });
  let ann: MatchClient;
  let ben: MatchClient;
  let open: string;
  let active: string;

  beforeAll(async () => {
    ({ ann, ben } = await twoPlayers(t.app));
    active = await startedMaw(ann, ben);
    open = await ann.create({ gameId: 'maw' });
  });

  const ids = (body: { items: { id: string }[] }) => body.items.map((m) => m.id);

  it('are refused in the status filter of my matches, which lists exactly the statuses named', async () => {
    for (const status of ['done', 'open,done', 'OPEN', 'open,', 'open;active', ' '])
      expect([status, (await ann.get('/api/matches').query({ status }).expect(400)).body]).toEqual([
        status,
        refused('status'),
      ]);
    const message = (await ann.get('/api/matches?status=open,done').expect(400)).body.error.message as string;
    expect(message).toContain('"done"');
    expect(ids((await ann.get('/api/matches?status=open').expect(200)).body)).toEqual([open]);
    expect(ids((await ann.get('/api/matches?status=active,finished').expect(200)).body)).toEqual([active]);
    expect(ids((await ann.get('/api/matches').query({ status: 'open, active' }).expect(200)).body)).toEqual([
      open,
      active,
    ]);
    // Absent or empty: any status.
    expect(ids((await ann.get('/api/matches').expect(200)).body)).toEqual([open, active]);
    expect(ids((await ann.get('/api/matches?status=').expect(200)).body)).toEqual([open, active]);
  });

  it('are refused in the other query parameters with a set of values', async () => {
    for (const yourTurn of ['maybe', 'TRUE', '1', ''])
      expect((await ann.get('/api/matches').query({ yourTurn }).expect(400)).body).toEqual(refused('yourTurn'));
    expect(ids((await ann.get('/api/matches?yourTurn=false').expect(200)).body)).toEqual([open, active]);
  });

  it('are refused in bodies: visibility, a scope, a typed option; nothing is stored', async () => {
    const before = (await ann.get('/api/matches').expect(200)).body.items.length;
    expect((await ann.post('/api/matches', { gameId: 'maw', visibility: 'secret' }).expect(400)).body).toEqual(
      refused('visibility'),
    );
    expect((await ann.post('/api/matches', { gameId: 'maw', takeSeat: 'yes' }).expect(400)).body).toEqual(
      refused('takeSeat'),
    );
    const option = await ann.post('/api/matches', { gameId: 'maw', options: { ranking: 'bogus' } }).expect(400);
    expect(option.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { field: 'options.ranking', reason: 'INVALID_OPTION' },
    });
    expect((await ann.get('/api/matches').expect(200)).body.items.length).toBe(before);
    const scope = await ann.post('/api/tokens', { description: 'bot', scopes: ['match:read', 'match:write'] });
    expect([scope.status, scope.body]).toEqual([400, refused('scopes.1')]);
  });

  it('are refused by GraphQL before anything runs, literal or in variables', async () => {
    const literal = await graphql(t.app, '{ myMatches(input: { status: [done] }) { items { id } } }', {}, ann.bearer);
    expect([literal.status, literal.body.errors[0].extensions]).toEqual([
      400,
      { code: 'GRAPHQL_VALIDATION_FAILED', details: {} },
    ]);
    const variable = await graphql(
      t.app,
      'query ($s: [MatchStatus!]) { myMatches(input: { status: $s }) { items { id } } }',
      { s: ['open', 'done'] },
      ann.bearer,
    );
    expect([variable.status, variable.body.errors[0].extensions]).toEqual([
      400,
      { code: 'BAD_USER_INPUT', details: {} },
    ]);
    expect(variable.body.errors[0].message).toContain('"done"');
    const visibility = await graphql(
      t.app,
      'mutation { createMatch(input: { gameId: "maw", visibility: secret }) { match { id } } }',
      {},
      ann.bearer,
    );
    expect(visibility.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect((await ann.get('/api/matches').expect(200)).body.items.length).toBe(2);
  });
});
