import { archiveCursor, eventCursor, mineCursor, openCursor } from './cursors';

const match = '5f0c6b1e-3c1a-4f7e-9a59-2a2b7c1f0d11';
const older = (text: string) => Buffer.from(text).toString('base64url');

describe('the matches’ cursors', () => {
  it('read the forms a client may still hold: a match id, `seq:N`, and `ms:id:search`', () => {
    expect(mineCursor.decode(match)).toEqual({ id: match });
    expect(openCursor.decode(match)).toEqual({ id: match });
    expect(eventCursor.decode('c2VxOjE0')).toEqual({ seq: 14 });
    expect(archiveCursor.decode(older(`1733450000000:${match}:0123456789abcdef`))).toEqual({
      endedAtMs: 1733450000000,
      matchId: match,
      search: '0123456789abcdef',
    });
  });

  it('refuse an older form out of range or changed', () => {
    expect(eventCursor.decode(older(`seq:${2 ** 31}`))).toBeNull();
    expect(eventCursor.decode(older('seq:014'))).toBeNull();
    expect(eventCursor.decode('c2VxOjE0x')).toBeNull();
    expect(archiveCursor.decode(older(`1733450000000:${match}:0123456789abcdeX`))).toBeNull();
    expect(mineCursor.decode(`${match}0`)).toBeNull();
  });
});
