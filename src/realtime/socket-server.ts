import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { CloseCode, Server as GraphQLSocketServer, handleProtocols, makeServer } from 'graphql-ws';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';
import { REQUEST_MAX_BYTES, describeError } from '../common';
import { APP_CONFIG, AppConfig } from '../config';
import { SocketExtra, SocketGate } from './socket-gate';

const SOCKET_PATH = '/graphql';

/**
 * GraphQL over WebSocket (graphql-ws's protocol) at /graphql, its hooks in
 * SocketGate. Ours rather than @nestjs/graphql's, which cannot bound a
 * message: ws's default (100 MiB) let a client that had not even
 * authenticated make the server buffer that much per message. A message over
 * REQUEST_MAX_BYTES closes the socket (1009) before it is read; an upgrade to
 * any other path is answered 404. Every STREAM_KEEPALIVE each socket is
 * pinged, so proxies see traffic, and one that has not answered the previous
 * ping is dropped. What goes wrong on a socket is logged here, one line, never
 * to the console.
 */
@Injectable()
export class SocketServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('SocketServer');
  private wss: WebSocketServer | null = null;
  private stop: (() => void) | null = null;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly schemaHost: GraphQLSchemaHost,
    private readonly gate: SocketGate,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    // An application context without HTTP (a CLI, a test of startup) serves no sockets.
    const adapter = this.adapterHost.httpAdapter as HttpAdapterHost['httpAdapter'] | undefined;
    if (!adapter) return;
    const wss = new WebSocketServer({ noServer: true, maxPayload: REQUEST_MAX_BYTES, handleProtocols });
    const protocol = makeServer({ schema: this.schemaHost.schema, ...this.gate.options() });
    wss.on('connection', (socket: WebSocket, request: IncomingMessage) => this.serve(protocol, socket, request));
    const server = adapter.getHttpServer() as Server;
    const upgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      if (new URL(req.url ?? '/', 'http://any').pathname !== SOCKET_PATH) {
        socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        return;
      }
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
    };
    server.on('upgrade', upgrade);
    const keepAlive = this.keepAlive(wss);
    this.wss = wss;
    this.stop = () => {
      server.off('upgrade', upgrade);
      clearInterval(keepAlive);
    };
  }

  /** One socket through the protocol: graphql-ws reads its messages and sends its answers. */
  private serve(protocol: GraphQLSocketServer<SocketExtra>, socket: WebSocket, request: IncomingMessage): void {
    // ws has already closed the socket (1009 for an oversized message, 1002 for a broken frame) when it says why.
    socket.on('error', (error) => this.logger.log(`socket closed: ${error.message}`));
    const closed = protocol.opened(
      {
        protocol: socket.protocol,
        send: (data) =>
          new Promise<void>((resolve, reject) => {
            if (socket.readyState !== WebSocket.OPEN) return resolve();
            socket.send(data, (error) => (error ? reject(error) : resolve()));
          }),
        close: (code, reason) => socket.close(code, reason),
        onMessage: (handle) =>
          socket.on('message', (data) => {
            // A socket being closed (its credential revoked, say) runs nothing more, whatever is still arriving.
            if (socket.readyState !== WebSocket.OPEN) return;
            handle(String(data)).catch((error: unknown) => {
              this.logger.error(`socket message failed: ${describeError(error)}`);
              socket.close(CloseCode.InternalServerError, 'Internal server error');
            });
          }),
      },
      { socket, request },
    );
    socket.once('close', (code, reason) => {
      closed(code, String(reason)).catch((error: unknown) =>
        this.logger.error(`socket close failed: ${describeError(error)}`),
      );
    });
  }

  /** Pings every socket each STREAM_KEEPALIVE; one that did not answer the ping before is terminated. */
  private keepAlive(wss: WebSocketServer): NodeJS.Timeout {
    const answered = new WeakSet<WebSocket>();
    wss.on('connection', (socket: WebSocket) => {
      answered.add(socket);
      socket.on('pong', () => answered.add(socket));
    });
    return setInterval(() => {
      for (const socket of wss.clients) {
        if (!answered.delete(socket)) socket.terminate();
        else if (socket.readyState === WebSocket.OPEN) socket.ping();
      }
    }, this.config.STREAM_KEEPALIVE * 1000);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stop?.();
    for (const socket of this.wss?.clients ?? []) socket.close(1001, 'Going away');
    await new Promise<void>((resolve) => (this.wss ? this.wss.close(() => resolve()) : resolve()));
  }
}
