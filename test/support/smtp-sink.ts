import { AddressInfo } from 'node:net';
import { SMTPServer, SMTPServerDataStream, SMTPServerSession } from 'smtp-server';

/** A message as the SMTP server received it: envelope, headers (names in lower case), the text decoded. */
export interface ReceivedMail {
  readonly to: readonly string[];
  readonly headers: ReadonlyMap<string, string>;
  readonly subject: string;
  readonly text: string;
  readonly raw: string;
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) in a header, decoded. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_all, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .split(/(=[0-9A-F]{2})/i)
    .map((part) => (/^=[0-9A-F]{2}$/i.test(part) ? Buffer.from([parseInt(part.slice(1), 16)]) : Buffer.from(part)));
  return Buffer.concat(bytes).toString('utf8');
}

/** Parses a single-part message, as Parlour sends them: unfolded headers, and its body decoded by its transfer encoding. */
export function parseMail(raw: string, to: readonly string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  return { to, headers, subject: headers.get('subject') ?? '', text: text.replace(/\r\n/g, '\n'), raw };
}

/**
 * A real SMTP server in the test process, on a free loopback port, that
 * keeps every message it accepts. `failNext(n)` makes it refuse the next n
 * messages with a temporary error (451), as a server in trouble would.
 */
export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  private failures = 0;
  private waiters: (() => void)[] = [];

  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData: (stream: SMTPServerDataStream, session: SMTPServerSession, done: (error?: Error | null) => void) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => this.accept(Buffer.concat(chunks).toString('utf8'), session, done));
    },
  });
  private address = '';

  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  get url(): string {
    return this.address;
  }

  static async start(): Promise<SmtpSink> {
    const sink = new SmtpSink();
    const listening = sink.server.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => listening.once('listening', () => resolve()));
    sink.address = `smtp://127.0.0.1:${(listening.address() as AddressInfo).port}`;
    return sink;
  }

  private accept(raw: string, session: SMTPServerSession, done: (error?: Error | null) => void): void {
    if (this.failures > 0) {
      this.failures--;
      return done(Object.assign(new Error('try again later'), { responseCode: 451 }));
    }
    this.received.push(
      parseMail(
        raw,
        session.envelope.rcptTo.map((r) => r.address),
      ),
    );
    for (const wake of this.waiters.splice(0)) wake();
    done();
  }

  failNext(count: number): void {
    this.failures = count;
  }

  /** The messages to `address` received so far. */
  to(address: string): ReceivedMail[] {
    return this.received.filter((m) => m.to.includes(address));
  }

  /** Waits for the `count`-th message to `address` (1 is the first); fails after `ms`. */
  async waitFor(address: string, count = 1, ms = 5000): Promise<ReceivedMail> {
    const deadline = Date.now() + ms;
    while (this.to(address).length < count) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`${address} has ${this.to(address).length} messages, not ${count}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.to(address)[count - 1];
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
