import { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';

/** A GraphQL operation over HTTP, as a client would send it (JSON body, so Apollo's CSRF check passes). */
export function graphql(
  app: NestFastifyApplication,
  query: string,
  variables: Record<string, unknown> = {},
  bearer?: string,
): request.Test {
  const req = request(app.getHttpServer()).post('/graphql').set('content-type', 'application/json');
  return (bearer ? req.set('authorization', `Bearer ${bearer}`) : req).send({ query, variables });
}

/** Registers a player through REST; the session JWT its answer carries (as a login's would). One credentials call. */
export async function registerAndLogin(
  app: NestFastifyApplication,
  handle: string,
  password = 'correct horse battery',
): Promise<string> {
  const registered = await request(app.getHttpServer())
    .post('/api/auth/register')
    .send({ handle, password })
    .expect(201);
  return registered.body.accessToken as string;
}

/** Creates a personal access token with these scopes for the session's player; its secret. */
export async function createToken(
  app: NestFastifyApplication,
  jwt: string,
  scopes: string[],
  expiresAt?: string,
): Promise<{ id: string; secret: string }> {
  const res = await request(app.getHttpServer())
    .post('/api/tokens')
    .set('authorization', `Bearer ${jwt}`)
    .send({ description: `token ${scopes.join(' ')}`, scopes, expiresAt })
    .expect(201);
  return { id: res.body.token.id as string, secret: res.body.secret as string };
}
