import { Principal } from './principal';

// Passport puts the authenticated principal on `request.user`; the request log reads it too.
declare module 'fastify' {
  interface FastifyRequest {
    user?: Principal;
  }
}
