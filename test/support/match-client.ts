import { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { registerAndLogin } from './auth-client';

/** A player's REST client for matches, as a third-party app would use it. */
export class MatchClient {
  constructor(
    private readonly app: NestFastifyApplication,
    readonly handle: string,
    readonly bearer: string,
  ) {}

  private http(): ReturnType<typeof request> {
    return request(this.app.getHttpServer());
  }

  get(path: string): request.Test {
    return this.http().get(path).set('authorization', `Bearer ${this.bearer}`);
  }

  post(path: string, body: object = {}): request.Test {
    return this.http().post(path).set('authorization', `Bearer ${this.bearer}`).send(body);
  }

  async create(body: object): Promise<string> {
    const res = await this.post('/api/matches', body).expect(201);
    return res.body.match.id as string;
  }

  async match(id: string): Promise<MatchBody> {
    return (await this.get(`/api/matches/${id}`).expect(200)).body as MatchBody;
  }

  /** The log from `fromSeq` on, page after page (as many as `next` leads to) of `limit` events, or the default. */
  async log(id: string, fromSeq = 0, limit?: number): Promise<EventBody[]> {
    const events: EventBody[] = [];
    let cursor: string | null = null;
    do {
      const query = new URLSearchParams({ fromSeq: String(fromSeq) });
      if (limit !== undefined) query.set('limit', String(limit));
      if (cursor !== null) query.set('cursor', cursor);
      const page = (await this.get(`/api/matches/${id}/events?${query}`).expect(200)).body as EventPage;
      events.push(...page.items);
      cursor = page.next;
    } while (cursor !== null);
    return events;
  }
}

export interface EventBody {
  seq: number;
  kind: string;
  player: string | null;
  seat: number | null;
  move: { text: string; type: string; card: string | null } | null;
  forced: boolean | null;
  [key: string]: unknown;
}

export interface EventPage {
  items: EventBody[];
  next: string | null;
}

export interface MatchBody {
  id: string;
  status: string;
  seq: number;
  yourSeat: number | null;
  decision: { seats: number[]; kind: string } | null;
  legalMoves: { text: string; type: string; card: string | null }[];
  view: Record<string, unknown> | null;
  seed: string | null;
  commitment: string;
  result: unknown;
  [key: string]: unknown;
}

/** Two registered players, ann and ben, as clients of `app`. */
export async function twoPlayers(app: NestFastifyApplication): Promise<{ ann: MatchClient; ben: MatchClient }> {
  return {
    ann: new MatchClient(app, 'ann', await registerAndLogin(app, 'ann')),
    ben: new MatchClient(app, 'ben', await registerAndLogin(app, 'ben')),
  };
}

/** A default Maw match created by `creator` and started by `joiner` taking the other seat; its id. */
export async function startedMaw(creator: MatchClient, joiner: MatchClient): Promise<string> {
  const id = await creator.create({ gameId: 'maw' });
  await joiner.post(`/api/matches/${id}/join`).expect(200);
  return id;
}
