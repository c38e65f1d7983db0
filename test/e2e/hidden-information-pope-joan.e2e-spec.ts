import { registerAndLogin } from '../support/auth-client';
import { useTestApp } from '../support/app';
import { MatchBody, MatchClient } from '../support/match-client';
import { xorshift } from '../support/random-playout';
import { replayWatched } from '../support/watched-replay';
import { TableRun, playWatched } from '../support/watched-table';
import { WatchedWebhooks } from '../support/watched-webhooks';

type Move = MatchBody['legalMoves'][number];

/**
 * Pope Joan's hidden cards are the other hands and the dead hand, which only
 * the dealer may see under dealerSeesDeadHand (pope-joan.md, Visibility).
 * Whole matches are played over HTTP; every response a player or a spectator
 * receives is checked against what they could have seen at the table,
 * rebuilt from the seed revealed at the end.
 */
describe('hidden information in Pope Joan, through whole matches', () => {
  const t = useTestApp({
    env: {
      RATE_LIMIT_MAX: '100000',
      RATE_LIMIT_AUTH_MAX: '100',
      WEBHOOK_ALLOW_PRIVATE: 'true',
      GRAPHQL_MAX_COMPLEXITY: '100000',
      GRAPHQL_MAX_TOKENS: '100000',
    },
  });
  const webhooks = new WatchedWebhooks();
  const players: MatchClient[] = [];
  let spectator: MatchClient;
  const pick = xorshift(1732);
  const choose = (legal: readonly Move[]): Move => legal[Math.floor(pick() * legal.length)];

  beforeAll(async () => {
    for (const handle of ['ann', 'ben', 'cat', 'dan', 'eve'])
      players.push(new MatchClient(t.app, handle, await registerAndLogin(t.app, handle)));
    spectator = new MatchClient(t.app, 'fay', await registerAndLogin(t.app, 'fay'));
    await webhooks.start([...players, spectator]);
  });
  afterAll(() => webhooks.stop());

  async function watchedMatch(seats: number, options: Record<string, unknown>): Promise<TableRun> {
    const run = await playWatched(t.app, players.slice(0, seats), spectator, { gameId: 'pope-joan', options, choose });
    expect(run.end.status).toBe('finished');
    expect(run.problems).toEqual([]);
    expect(await webhooks.problems(t.app, run, players.slice(0, seats), spectator)).toEqual([]);
    return run;
  }

  it.each([3, 4])('shows %i players and a spectator only their own hands, in every response', async (seats) => {
    await watchedMatch(seats, { deals: 1 });
  });

  it('shows the dead hand to the dealer alone under dealerSeesDeadHand, five players', async () => {
    const run = await watchedMatch(5, { deals: 1, dealerSeesDeadHand: true });
    const views = run.received.map((r) => ({ r, view: viewIn(r.body) })).filter(({ view }) => view?.deadHand);
    // The dealer was shown the dead hand while deals ran, and it was the true one (the leak check saw to everyone else).
    expect(views.length).toBeGreaterThan(0);
    for (const { r, view } of views) {
      expect(r.viewer).toBe(view?.dealer);
      expect([...(view?.deadHand ?? [])].sort()).toEqual(run.truth.deadHandAt(r.seq));
    }
    // Stepped through at every seq, it shows each seat and the spectator what they saw then, the dead hand included.
    const seats = players.slice(0, 5);
    const replayed = await replayWatched(t.app, run, seats, spectator);
    expect(replayed.problems).toEqual([]);
    expect(replayed.replays).toBe(2 * (seats.length + 1) * (run.end.seq + 1));
  }, 240_000);
});

interface DealerView {
  readonly dealer: number;
  readonly deadHand?: readonly string[] | null;
}

/** The Pope Joan view in a match or move response, REST or GraphQL. */
function viewIn(body: unknown): DealerView | undefined {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const b = body as any;
  return (b?.view ?? b?.match?.view ?? b?.data?.match?.view ?? b?.data?.submitMove?.match?.view) as
    DealerView | undefined;
}
