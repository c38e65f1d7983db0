import { Principal } from './principal';

// The access guard puts the authenticated principal on `request.user`; the request log reads it too.
declare module 'fastify' {
  interface FastifyRequest {
    user?: Principal;
  }
}
