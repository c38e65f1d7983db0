import fc from 'fast-check';
import { Pool } from 'pg';
import { databaseFingerprint } from './fingerprint';
import { FuzzRequest } from './fuzz-request';

export interface FuzzFailure {
  readonly operation: string;
  readonly why: string;
  readonly request: FuzzRequest;
  readonly status: number;
  readonly answer: string;
}

export interface FuzzReport {
  readonly requests: number;
  /** Answers by status (and, for GraphQL, the first error's code): `422`, `graphql 200 NOT_FOUND`. */
  readonly outcomes: ReadonlyMap<string, number>;
  readonly failures: readonly FuzzFailure[];
}

interface Answer {
  readonly status: number;
  readonly text: string;
}

async function send(base: string, request: FuzzRequest): Promise<Answer> {
  const res = await fetch(base + request.url, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: AbortSignal.timeout(10_000),
  });
  // An event stream that opened stays open: its status is the answer.
  if ((res.headers.get('content-type') ?? '').includes('ndjson')) {
    await res.body?.cancel();
    return { status: res.status, text: '' };
  }
  return { status: res.status, text: await res.text() };
}

interface GraphqlAnswer {
  readonly data?: Record<string, unknown> | null;
  readonly errors?: readonly { readonly extensions?: { readonly code?: string } }[];
}

function graphqlAnswer(text: string): GraphqlAnswer {
  try {
    return JSON.parse(text) as GraphqlAnswer;
  } catch {
    return {};
  }
}

/** What went wrong with one answer, or undefined: a 5xx, an INTERNAL error, or a refusal that changed the database. */
function judge(request: FuzzRequest, answer: Answer, changed: boolean): { outcome: string; why?: string } {
  if (answer.status === 0) return { outcome: 'no answer', why: `no answer: ${answer.text}` };
  if (!request.graphql) {
    const outcome = String(answer.status);
    if (answer.status >= 500) return { outcome, why: 'a server error' };
    if (changed && (answer.status >= 400 || !request.mayWrite))
      return {
        outcome,
        why: answer.status >= 400 ? 'refused, yet the database changed' : 'a read changed the database',
      };
    return { outcome };
  }
  const body = graphqlAnswer(answer.text);
  const codes = (body.errors ?? []).map((e) => e.extensions?.code ?? 'none');
  const outcome = `graphql ${answer.status}${codes.length > 0 ? ` ${codes[0]}` : ''}`;
  if (answer.status >= 500 || codes.includes('INTERNAL')) return { outcome, why: 'a server error' };
  const refused = codes.length > 0 && Object.values(body.data ?? {}).every((v) => v === null);
  if (changed && (refused || !request.mayWrite))
    return { outcome, why: refused ? 'refused, yet the database changed' : 'a query changed the database' };
  return { outcome };
}

const CHUNK = 500;

/**
 * Sends `requests` requests drawn from `arbitrary` (seeded, so a run can be
 * repeated) one at a time, and judges each answer against the database's
 * fingerprint before and after it.
 */
export async function runFuzzCampaign(options: {
  readonly base: string;
  readonly pool: Pool;
  /** The requests to draw from, made afresh every `CHUNK` requests (a new world each time). */
  readonly arbitrary: (round: number) => Promise<fc.Arbitrary<FuzzRequest>>;
  readonly requests: number;
  readonly seed: number;
  readonly onProgress?: (sent: number) => void;
  /**
   * Waits for the server's work after an answer (handing over the notices a
   * request wrote), so that it is counted with that request, not the next.
   */
  readonly settle?: () => Promise<void>;
}): Promise<FuzzReport> {
  const fingerprint = async (): Promise<string> => {
    await options.settle?.();
    return databaseFingerprint(options.pool);
  };
  const outcomes = new Map<string, number>();
  const failures: FuzzFailure[] = [];
  for (let sent = 0, round = 0; sent < options.requests; round++) {
    // The world is made before the fingerprint: making it writes, as it should.
    const arbitrary = await options.arbitrary(round);
    let before = await fingerprint();
    const batch = fc.sample(arbitrary, {
      numRuns: Math.min(CHUNK, options.requests - sent),
      seed: options.seed + sent,
    });
    for (const request of batch) {
      const answer = await send(options.base, request).catch((error: Error) => ({ status: 0, text: error.message }));
      const after = await fingerprint();
      const { outcome, why } = judge(request, answer, after !== before);
      before = after;
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
      if (why)
        failures.push({
          operation: request.operation,
          why,
          request,
          status: answer.status,
          answer: answer.text.slice(0, 500),
        });
      sent++;
    }
    options.onProgress?.(sent);
  }
  return { requests: options.requests, outcomes, failures };
}
