import { ApiExamples } from '../openapi';
import { PublicPlayer, ownView, publicView } from './player';

/** Who plays in the examples: a player's id and public profile. */
export interface ExamplePlayer extends PublicPlayer {
  readonly id: string;
}

export const EXAMPLE_PLAYERS: readonly ExamplePlayer[] = [
  {
    id: '0b7e2d4a-3c1f-4e8b-9a6d-5f2c8e1b7a30',
    handle: 'ann',
    displayName: 'Ann',
    joinedAt: new Date('2025-03-01T09:00:00Z'),
    bot: false,
    botKind: null,
  },
  {
    id: '6d1c9f3e-7a2b-4c5d-8e9f-0a1b2c3d4e5f',
    handle: 'ben',
    displayName: 'Ben',
    joinedAt: new Date('2025-03-01T09:30:00Z'),
    bot: false,
    botKind: null,
  },
  {
    id: 'a4f8e2c6-1b3d-4f5a-9c7e-2d4f6a8b0c1e',
    handle: 'cat',
    displayName: 'Cat',
    joinedAt: new Date('2025-03-01T10:00:00Z'),
    bot: false,
    botKind: null,
  },
];

/** Profiles, public and a player's own, of the first example player. */
export const playerExamples: ApiExamples = (_app, add) => {
  const [ann] = EXAMPLE_PLAYERS;
  add('Player', 'ann', 'A public profile', { ...publicView(ann), awayUntil: null });
  add('Player', 'away', 'The profile of a player on vacation', {
    ...publicView(ann),
    awayUntil: new Date('2025-03-12T18:00:00Z'),
  });
  add('Me', 'ann', 'A player as they see themselves', ownView(ann));
};
