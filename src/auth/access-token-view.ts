import { z } from 'zod';
import { ApiOutput, apiSchema, dateTime } from '../openapi';
import { AccessToken, AccessTokenPage } from './access-tokens.repository';
import { SCOPES } from './scopes';

export const accessTokenSchema = apiSchema(
  'AccessToken',
  z.strictObject({
    id: z.uuid(),
    description: z.string(),
    scopes: z.array(z.enum(SCOPES)),
    createdAt: dateTime,
    lastUsedAt: dateTime.nullable().describe('to the minute; null if never used'),
    expiresAt: dateTime.nullable().describe('null: it does not expire'),
    revokedAt: dateTime.nullable(),
  }),
  'A personal access token as its owner sees it: everything but the secret, which is never shown again',
);

export const accessTokenPageSchema = apiSchema(
  'AccessTokenPage',
  z.strictObject({
    items: z.array(accessTokenSchema),
    next: z.string().nullable().describe('pass as `cursor` for the next page; null on the last'),
  }),
  'A page of my personal access tokens, newest first',
);

export const createdAccessTokenSchema = apiSchema(
  'CreatedAccessToken',
  z.strictObject({
    token: accessTokenSchema,
    secret: z.string().describe('`plr_…`: shown this once; the server keeps only its SHA-256'),
  }),
  'A new personal access token, and its secret',
);

export type AccessTokenView = ApiOutput<typeof accessTokenSchema>;
export type AccessTokenPageView = ApiOutput<typeof accessTokenPageSchema>;
export type CreatedAccessToken = ApiOutput<typeof createdAccessTokenSchema>;

export function accessTokenView(token: AccessToken): AccessTokenView {
  const { id, description, scopes, createdAt, lastUsedAt, expiresAt, revokedAt } = token;
  return { id, description, scopes, createdAt, lastUsedAt, expiresAt, revokedAt };
}

export function accessTokenPageView(page: AccessTokenPage): AccessTokenPageView {
  return { items: page.items.map(accessTokenView), next: page.next };
}
