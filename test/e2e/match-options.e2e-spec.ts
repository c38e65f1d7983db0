import { OptionSpec, OptionValue } from '../../src/engine';
import { ENGINES } from '../support/engines';
import { graphql, registerAndLogin } from '../support/auth-client';
import { useTestApp } from '../support/app';
import { MatchClient } from '../support/match-client';
import { CREATE_MATCH, MATCH_QUERY } from '../support/match-queries';
import { xorshift } from '../support/random-playout';

/** Every value of an option but its default: the other enum values and boolean, an integer's bounds. */
function otherValues(spec: OptionSpec): OptionValue[] {
  switch (spec.type) {
    case 'enum':
      return spec.values.filter((v) => v !== spec.default);
    case 'boolean':
      return [!spec.default];
    case 'integer':
      return [spec.min, spec.max].filter((v) => v !== spec.default);
  }
}

const CASES = [...ENGINES.values()].flatMap((game) =>
  game.options.flatMap((spec) =>
    otherValues(spec).flatMap((value) =>
      (['rest', 'graphql'] as const).map((api) => ({ gameId: game.id, name: spec.name, value, api })),
    ),
  ),
);

describe('every option value, through REST and GraphQL', () => {
  const t = useTestApp({ env: { RATE_LIMIT_MAX: '100000' } });
  const players: MatchClient[] = [];
  const pick = xorshift(5);

  beforeAll(async () => {
    for (const handle of ['ann', 'ben', 'cat', 'dan'])
      players.push(new MatchClient(t.app, handle, await registerAndLogin(t.app, handle)));
  });

  it('covers each non-default value of every option of every game', () => {
    expect(new Set(CASES.map((c) => `${c.gameId}.${c.name}`))).toEqual(
      new Set([...ENGINES.values()].flatMap((g) => g.options.map((o) => `${g.id}.${o.name}`))),
    );
  });

  it.each(CASES)(
    '$gameId with $name = $value, created over $api, plays and shows the option',
    async ({ gameId, name, value, api }) => {
      const game = ENGINES.get(gameId);
      const resolved = game?.resolveOptions({ [name]: value });
      if (!game || !resolved?.ok) throw new Error(`${gameId} refuses its own option ${name}=${value}`);
      const seats = Math.min(...game.seatCounts(resolved.value));
      const id =
        api === 'rest'
          ? await players[0].create({ gameId, options: { [name]: value }, seats })
          : ((
              await graphql(
                t.app,
                CREATE_MATCH,
                { input: { gameId, seats, options: { [name]: value } } },
                players[0].bearer,
              ).expect(200)
            ).body.data.createMatch.match.id as string);
      let match = await players[0].match(id);
      for (const client of players.slice(1, seats))
        match = (await client.post(`/api/matches/${id}/join`).expect(200)).body.match;
      expect(match.status).toBe('active');

      // A few moves, each by the seat that must decide, from its own legal moves.
      for (let moves = 0; moves < 2 && match.decision; moves++) {
        const seat = match.decision.seats[0];
        const mine = await players[seat].match(id);
        const move = mine.legalMoves[Math.floor(pick() * mine.legalMoves.length)];
        match = (
          await players[seat].post(`/api/matches/${id}/moves`, { expectedSeq: mine.seq, move: move.text }).expect(200)
        ).body.match;
      }

      const rest = await players[0].match(id);
      // The chosen value, and every other option at its default.
      const expected = Object.fromEntries(game.options.map((o) => [o.name, o.name === name ? value : o.default]));
      expect(rest.options).toEqual(expected);
      expect(rest.seats).toBe(seats);
      const gql = await graphql(t.app, MATCH_QUERY, { id }, players[0].bearer).expect(200);
      expect(gql.body.data.match.options).toEqual(expected);
      expect(gql.body.data.match.seq).toBe(rest.seq);
    },
  );
});
