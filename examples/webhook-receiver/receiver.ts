// A receiver for Parlour's webhooks: node:http and the Standard Webhooks reference library
// (npm install standardwebhooks), nothing else. docs/webhooks-receiving.md walks through it.
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';

export interface Notice {
  /** webhook-id: the same on every retry and redelivery of one notice. */
  id: string;
  /** The parsed body: the notice as the turn feed carries it. */
  payload: unknown;
}

export interface ReceiverOptions {
  /** The endpoint's signing secret, `whsec_...`, as Parlour showed it when the endpoint was made. */
  secret: string;
  /** Called after the answer has gone, once per webhook-id this process has seen. */
  onNotice: (notice: Notice) => void | Promise<void>;
  /** How many recent ids to remember for dropping duplicates (keep them in your database in production). */
  rememberIds?: number;
  /** Parlour's notices are a few KiB; anything much bigger is not from it. */
  maxBodyBytes?: number;
}

function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    req.on('end', () => resolve(size <= limit ? Buffer.concat(chunks) : null));
    req.on('error', reject);
  });
}

function answer(res: ServerResponse, status: number, text = ''): void {
  res.writeHead(status, { 'content-type': 'text/plain' }).end(text);
}

export function createReceiver({
  secret,
  onNotice,
  rememberIds = 10_000,
  maxBodyBytes = 256 * 1024,
}: ReceiverOptions): Server {
  const webhook = new Webhook(secret);
  // Insertion-ordered: the oldest id is forgotten first.
  const seen = new Set<string>();

  const receive = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'POST') return answer(res, 405);
    const body = await readBody(req, maxBodyBytes).catch(() => null);
    if (body === null) return answer(res, 413);

    // Verify the raw bytes, before any JSON parsing: the signature covers them exactly as sent.
    // verify() checks the webhook-signature against id.timestamp.body, in constant time, and that
    // webhook-timestamp is within five minutes of this machine's clock (a replay is older).
    let payload: unknown;
    const headerText = (name: string) => String(req.headers[name] ?? '');
    try {
      payload = webhook.verify(body, {
        'webhook-id': headerText('webhook-id'),
        'webhook-timestamp': headerText('webhook-timestamp'),
        'webhook-signature': headerText('webhook-signature'),
      });
    } catch (error) {
      if (error instanceof WebhookVerificationError) return answer(res, 401, 'bad signature');
      return answer(res, 400, 'not JSON');
    }

    // Only a verified id counts: otherwise anyone could mark a real notice as seen before it comes.
    const id = headerText('webhook-id');
    if (seen.has(id)) return answer(res, 200, 'already had it');
    seen.add(id);
    if (seen.size > rememberIds) seen.delete(seen.values().next().value as string);

    // Answer first, work after: Parlour waits 10 s at most, and retries what it thinks failed.
    answer(res, 204);
    // Called inside a promise, so a handler that throws is logged as one that rejects.
    setImmediate(() => {
      Promise.resolve()
        .then(() => onNotice({ id, payload }))
        .catch((error: unknown) => console.error(`notice ${id}:`, error));
    });
  };

  // node:http does not look at what a listener returns: an error nobody expected is logged and answered here,
  // not left to end the process as an unhandled rejection.
  return createServer((req, res) => {
    receive(req, res).catch((error: unknown) => {
      console.error('webhook receiver:', error);
      if (!res.headersSent) answer(res, 500);
    });
  });
}
