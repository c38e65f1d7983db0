import request from 'supertest';
import { graphql, registerAndLogin } from '../support/auth-client';
import { useTestApp } from '../support/app';

describe('profiles', () => {
  // Public profiles are cached for READ_CACHE_SECONDS (30 s by default): a change must not wait for that.
  const t = useTestApp();
  const http = () => request(t.app.getHttpServer());
  let jwt: string;

  beforeAll(async () => {
    jwt = await registerAndLogin(t.app, 'Ada');
  });

  it('shows anyone a player by handle in any case: handle, display name, when they joined, whether they are away, whether a bot, nothing else', async () => {
    const profile = await http().get('/api/players/ADA').expect(200);
    expect(Object.keys(profile.body).sort()).toEqual([
      'awayUntil',
      'bot',
      'botKind',
      'displayName',
      'handle',
      'joinedAt',
    ]);
    expect(profile.body).toMatchObject({
      handle: 'Ada',
      displayName: 'Ada',
      awayUntil: null,
      bot: false,
      botKind: null,
    });
    expect((await http().get('/api/players/nobody-here').expect(404)).body.error.code).toBe('NOT_FOUND');
  });

  it('lets a session change its display name, seen at once in its own and its public profile', async () => {
    await http().get('/api/players/ada').expect(200);
    const updated = await http()
      .patch('/api/me')
      .set('authorization', `Bearer ${jwt}`)
      .send({ displayName: '  Ada Lovelace ' })
      .expect(200);
    expect(updated.body).toMatchObject({ handle: 'Ada', displayName: 'Ada Lovelace' });
    expect((await http().get('/api/me').set('authorization', `Bearer ${jwt}`).expect(200)).body.displayName).toBe(
      'Ada Lovelace',
    );
    expect((await http().get('/api/players/ada').expect(200)).body.displayName).toBe('Ada Lovelace');
    const gql = await graphql(
      t.app,
      'mutation { updateProfile(displayName: "Countess") { displayName } }',
      {},
      jwt,
    ).expect(200);
    expect(gql.body.data.updateProfile.displayName).toBe('Countess');
    expect(
      (await graphql(t.app, '{ player(handle: "ada") { displayName } }').expect(200)).body.data.player.displayName,
    ).toBe('Countess');
  });

  it('refuses an empty, overlong or control-character name by field, and keeps the old one', async () => {
    const before = (await http().get('/api/players/ada').expect(200)).body.displayName;
    for (const displayName of ['   ', 'x'.repeat(41), 'tab\there']) {
      const res = await http().patch('/api/me').set('authorization', `Bearer ${jwt}`).send({ displayName }).expect(400);
      expect(res.body.error).toMatchObject({ code: 'VALIDATION_FAILED', details: { field: 'displayName' } });
    }
    expect((await http().get('/api/players/ada').expect(200)).body.displayName).toBe(before);
  });
});
