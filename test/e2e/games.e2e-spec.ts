import request from 'supertest';
import { ENGINES } from '../support/engines';
import { graphql } from '../support/auth-client';
import { useTestApp } from '../support/app';

const GAMES_QUERY = `{ games { id name rulesVersion minPlayers maxPlayers options {
  __typename name description
  ... on EnumOption { values enumDefault: default }
  ... on BooleanOption { booleanDefault: default }
  ... on IntegerOption { min max integerDefault: default } } } }`;

/** The catalog entry a client should get for each game the engine registers: nothing hard-coded twice. */
const EXPECTED = [...ENGINES.values()].map(({ id, name, rulesVersion, minPlayers, maxPlayers, options }) => ({
  id,
  name,
  rulesVersion,
  minPlayers,
  maxPlayers,
  options,
}));

describe('the games catalog, read without credentials', () => {
  const t = useTestApp();
  const http = () => request(t.app.getHttpServer());

  it('lists every game with its seats, rules version and declared options over REST', async () => {
    const res = await http().get('/api/games').expect(200);
    expect(res.body).toEqual(EXPECTED);
    expect(res.body.map((g: { id: string }) => g.id)).toEqual(['maw', 'pope-joan']);
    const maw = res.body[0];
    expect([maw.minPlayers, maw.maxPlayers]).toEqual([2, 4]);
    expect([res.body[1].minPlayers, res.body[1].maxPlayers]).toEqual([3, 8]);
  });

  it('answers one game by id, and NOT_FOUND for a game it does not host', async () => {
    for (const game of EXPECTED) expect((await http().get(`/api/games/${game.id}`).expect(200)).body).toEqual(game);
    const missing = await http().get('/api/games/whist').expect(404);
    expect(missing.body.error).toEqual({ code: 'NOT_FOUND', message: 'no game "whist"', details: {} });
  });

  it('gives GraphQL the same catalog, each option typed with its own default', async () => {
    const res = await graphql(t.app, GAMES_QUERY).expect(200);
    const typed = EXPECTED.map((game) => ({
      ...game,
      options: game.options.map((o) => {
        const base = { name: o.name, description: o.description };
        if (o.type === 'enum') return { __typename: 'EnumOption', ...base, values: o.values, enumDefault: o.default };
        if (o.type === 'boolean') return { __typename: 'BooleanOption', ...base, booleanDefault: o.default };
        return { __typename: 'IntegerOption', ...base, min: o.min, max: o.max, integerDefault: o.default };
      }),
    }));
    expect(res.body.data.games).toEqual(typed);
    const one = await graphql(t.app, 'query ($id: ID!) { game(id: $id) { id } nope: game(id: "whist") { id } }', {
      id: 'pope-joan',
    }).expect(200);
    expect(one.body.data).toEqual({ game: { id: 'pope-joan' }, nope: null });
  });
});
