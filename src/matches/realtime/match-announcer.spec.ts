import { rowsOf } from './match-announcer';
import { StoredEvent } from '../persistence/stored-event';

describe('rowsOf', () => {
  const rows: StoredEvent[] = [
    {
      seq: 7,
      batch: 7,
      event: { kind: 'move', seat: 1, move: 'rob 3D', forced: false },
      playerId: 'p1',
      createdAt: new Date('2026-11-30T01:00:00.000Z'),
    },
    {
      seq: 8,
      batch: 7,
      event: { kind: 'move', seat: 0, move: '5H', forced: true },
      playerId: 'p1',
      createdAt: new Date('2026-11-30T01:00:00.000Z'),
    },
  ];

  it('gives back the rows an announcement carried, after their trip through JSON', () => {
    const message = JSON.parse(JSON.stringify({ matchId: 'm', seq: 7, count: 2, events: rows })) as Record<
      string,
      unknown
    >;
    expect(rowsOf(message)).toEqual(rows);
  });

  it('sends a message without usable rows to the log', () => {
    expect(rowsOf({})).toBeNull();
    expect(rowsOf({ events: [{ seq: 1, batch: 1, event: null, createdAt: 'x' }] })).toBeNull();
    expect(rowsOf({ events: [{ seq: '1', batch: 1, event: {}, createdAt: '2026-11-30T01:00:00.000Z' }] })).toBeNull();
  });
});
