import { Writable } from 'node:stream';
import { createPino, PinoLoggerService } from './pino-logger.service';

function capture(): { lines: () => Record<string, unknown>[]; stream: Writable } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  return {
    stream,
    lines: () =>
      chunks
        .join('')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

describe('PinoLoggerService', () => {
  it('writes one JSON object a line with the Nest context', () => {
    const out = capture();
    new PinoLoggerService(createPino('info', out.stream)).warn('disk nearly full', 'Storage');
    expect(out.lines()).toEqual([expect.objectContaining({ level: 40, msg: 'disk nearly full', context: 'Storage' })]);
  });

  it('keeps the stack Nest passes with an error', () => {
    const out = capture();
    new PinoLoggerService(createPino('info', out.stream)).error(
      'boom',
      'Error: boom\n    at x.ts:1',
      'ExceptionsHandler',
    );
    expect(out.lines()[0]).toMatchObject({
      level: 50,
      msg: 'boom',
      context: 'ExceptionsHandler',
      stack: 'Error: boom\n    at x.ts:1',
    });
  });

  it('logs an Error passed whole with its message and stack', () => {
    const out = capture();
    new PinoLoggerService(createPino('info', out.stream)).error(new Error('migration failed'), 'ExceptionHandler');
    expect(out.lines()[0]).toMatchObject({
      msg: 'migration failed',
      context: 'ExceptionHandler',
      err: { message: 'migration failed', stack: expect.stringContaining('Error: migration failed') },
    });
  });

  it("logs Nest's start-up lines (modules, routes) at debug and everything else of log() at info", () => {
    const out = capture();
    const log = new PinoLoggerService(createPino('debug', out.stream));
    log.log('Mapped {/health, GET} route', 'RouterExplorer');
    log.log('AppModule dependencies initialized', 'InstanceLoader');
    log.log('applied migrations: init', 'Database');
    expect(out.lines().map((line) => [line.level, line.context])).toEqual([
      [20, 'RouterExplorer'],
      [20, 'InstanceLoader'],
      [30, 'Database'],
    ]);
  });

  it('drops lines below the configured level', () => {
    const out = capture();
    const log = new PinoLoggerService(createPino('warn', out.stream));
    log.log('routine', 'Boot');
    log.error('trouble', 'Boot');
    expect(out.lines().map((line) => line.msg)).toEqual(['trouble']);
  });

  it('redacts credentials wherever they appear in a logged object', () => {
    const out = capture();
    const log = new PinoLoggerService(createPino('info', out.stream));
    log.log(
      {
        req: { headers: { authorization: 'Bearer plr_secret' } },
        body: { password: 'hunter2hunter2', token: 'plr_x' },
      },
      'Http',
    );
    const text = JSON.stringify(out.lines());
    expect(text).not.toContain('plr_secret');
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('plr_x');
    expect(out.lines()[0]).toMatchObject({
      req: { headers: { authorization: '[redacted]' } },
      body: { password: '[redacted]' },
    });
  });
});
