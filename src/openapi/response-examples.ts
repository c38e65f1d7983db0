import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { accessTokenView } from '../auth/access-token-view';
import { GameCatalog } from '../games/game-catalog';
import { gameInfo } from '../games/game-info';
import { HealthController } from '../health/health.controller';
import { EXAMPLE_PLAYERS, exampleMatch, examplePresenter } from '../matches/api/match-examples';
import { ownView, publicView } from '../players/player';
import type { ResponseExample } from './openapi';

/** What the wire carries of a value: JSON, as the server writes answers (dates as ISO 8601 strings). */
function wire(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value));
}

/**
 * Examples of answers by component, built by the code that builds real ones
 * (the presenter, the catalog, the views of players and tokens) on fixed
 * matches and players: no example is written as JSON, so none can drift
 * from what the server sends; test/e2e/openapi.e2e-spec.ts checks each
 * against its schema.
 */
export function responseExamples(app: NestFastifyApplication): ReadonlyMap<string, ResponseExample[]> {
  const catalog = app.get(GameCatalog);
  const examples = new Map<string, ResponseExample[]>();
  const add = (component: string, name: string, summary: string, value: unknown): void => {
    examples.set(component, [...(examples.get(component) ?? []), { name, summary, value: wire(value) }]);
  };
  const [ann] = EXAMPLE_PLAYERS;

  for (const game of catalog.list()) add('Game', game.rules.id, game.rules.name, gameInfo(game.rules));

  const maw = exampleMatch(catalog, 'maw', '3f0c9a4e-8b1d-4c2a-9e5f-6a7b8c9d0e1f', 2, { target: 5 });
  if (maw) {
    const awaited = examplePresenter(maw.awaited);
    const mover = examplePresenter(maw.lastBatch[0].playerId ?? ann.id);
    const match = awaited.match(maw.loaded);
    add('Match', 'maw', 'A Maw match after its first decision, as the player it now awaits sees it', match);
    add('MoveResult', 'maw', 'A Maw move and the match after it, as its player sees them', {
      match: mover.match(maw.loaded),
      events: maw.lastBatch.map((row) => mover.event(maw.loaded, row)),
      fresh: true,
    });
    for (const row of maw.log)
      add('MatchEvent', `seq-${row.seq}`, `a ${row.event.kind} event`, awaited.event(maw.loaded, row));
    add('MatchEventPage', 'all', 'The whole log in one page, the last', {
      items: maw.log.map((row) => awaited.event(maw.loaded, row)),
      next: null,
    });
    add('MatchPage', 'maw', 'A page of one match, the last', { items: [match], next: null });
    const update = { event: awaited.event(maw.loaded, maw.log[maw.log.length - 1]), match };
    add('MatchUpdate', 'maw', 'The last event of a move, with the match after it', update);
    add('MatchStreamLine', 'maw', 'The line of the last event of a move, with the match after it', update);
    const notice = { reason: 'YOUR_TURN', match };
    add('TurnNotice', 'maw', 'A Maw match awaiting the player', notice);
    add('TurnStreamLine', 'maw', 'The line of a Maw match awaiting the player', notice);
  }
  const popeJoan = exampleMatch(catalog, 'pope-joan', '9b2d4f6a-8c0e-4a1b-8d3f-5e7a9c1b3d5f', 3, { deals: 1 });
  if (popeJoan)
    add(
      'Match',
      'pope-joan',
      'A three-player Pope Joan match after its first decision, as the player it now awaits sees it',
      examplePresenter(popeJoan.awaited).match(popeJoan.loaded),
    );

  add('Player', 'ann', 'A public profile', { ...publicView(ann), awayUntil: null });
  add('Player', 'away', 'The profile of a player on vacation', {
    ...publicView(ann),
    awayUntil: new Date('2025-03-12T18:00:00Z'),
  });
  add('VacationStatus', 'away', 'On vacation for ten days, the first of the year', {
    daysPerYear: 30,
    year: 2025,
    daysUsed: 10,
    daysLeft: 20,
    current: { since: new Date('2025-03-02T18:00:00Z'), until: new Date('2025-03-12T18:00:00Z'), days: 10 },
  });
  add('Me', 'ann', 'A player as they see themselves', ownView(ann));
  add(
    'AccessToken',
    'bot',
    'A token for a bot',
    accessTokenView({
      id: 'c2e4a6f8-0b1d-4c3e-9f5a-7b9d1f3a5c7e',
      playerId: ann.id,
      description: 'my bot',
      scopes: ['match:read', 'match:play'],
      createdAt: new Date('2025-03-01T12:00:00Z'),
      lastUsedAt: new Date('2025-03-02T18:07:00Z'),
      expiresAt: new Date('2026-01-01T00:00:00Z'),
      revokedAt: null,
    }),
  );
  add('Health', 'ok', 'The process answers', new HealthController().health());
  return examples;
}
