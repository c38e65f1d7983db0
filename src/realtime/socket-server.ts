import { Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { useServer } from 'graphql-ws/use/ws';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { REQUEST_MAX_BYTES } from '../common/http/request-limits';
import { SocketGate } from './socket-gate';

export const SOCKET_PATH = '/graphql';

/**
 * GraphQL over WebSocket (graphql-ws) at /graphql, its hooks in SocketGate.
 * Ours rather than @nestjs/graphql's, which cannot bound a message: ws's
 * default (100 MiB) let a client that had not even authenticated make the
 * server buffer that much per message. A message over REQUEST_MAX_BYTES
 * closes the socket (1009) before it is read; an upgrade to any other path
 * is answered 404.
 */
@Injectable()
export class SocketServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private wss: WebSocketServer | null = null;
  private dispose: (() => unknown) | null = null;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly schemaHost: GraphQLSchemaHost,
    private readonly gate: SocketGate,
  ) {}

  onApplicationBootstrap(): void {
    // An application context without HTTP (a CLI, a test of startup) serves no sockets.
    const adapter = this.adapterHost.httpAdapter as HttpAdapterHost['httpAdapter'] | undefined;
    if (!adapter) return;
    const wss = new WebSocketServer({ noServer: true, maxPayload: REQUEST_MAX_BYTES });
    const served = useServer({ schema: this.schemaHost.schema, ...this.gate.options() }, wss);
    const server = adapter.getHttpServer() as Server;
    const upgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      if (new URL(req.url ?? '/', 'http://any').pathname !== SOCKET_PATH) {
        socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        return;
      }
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
    };
    server.on('upgrade', upgrade);
    this.wss = wss;
    this.dispose = async () => {
      server.off('upgrade', upgrade);
      await served.dispose();
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.dispose?.();
    this.wss?.close();
  }
}
