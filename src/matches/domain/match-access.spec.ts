import { MatchParties, READING_PARTIES, mayRead, mayReadByRow } from './match-access';
import { MatchVisibility } from './match-record';

/** A private match with one player of each party, and a stranger to it. */
const parties: MatchParties = {
  creator: ['cy'],
  seated: ['sam', 'bot'],
  joined: ['sam', 'lou', 'rex'],
  invited: ['ivy'],
};
const row = (visibility: MatchVisibility) => ({ visibility, creatorId: 'cy', seating: parties.seated });
const readers = [null, 'cy', 'sam', 'bot', 'lou', 'rex', 'ivy', 'stranger'];

describe('who may read a match', () => {
  it('lets anyone read an open match, without an account too', () => {
    for (const reader of readers) expect(mayRead('open', parties, reader)).toBe(true);
    for (const reader of readers) expect(mayReadByRow(row('open'), reader)).toBe(true);
  });

  it("lets a private match's parties read it, each party alone, and nobody else", () => {
    expect(readers.filter((r) => mayRead('private', parties, r))).toEqual(['cy', 'sam', 'bot', 'lou', 'rex', 'ivy']);
    for (const party of READING_PARTIES) {
      const only = { creator: [], seated: [], joined: [], invited: [], [party]: ['ann'] };
      expect(mayRead('private', only, 'ann')).toBe(true);
      expect(mayRead('private', only, 'ben')).toBe(false);
    }
  });

  it('decides from the row what the row settles, and never lets in more than the whole rule', () => {
    const byRow = readers.map((r) => mayReadByRow(row('private'), r));
    expect(byRow).toEqual([false, true, true, true, null, null, null, null]);
    for (const [i, reader] of readers.entries())
      if (byRow[i] !== null) expect(byRow[i]).toBe(mayRead('private', parties, reader));
  });
});
