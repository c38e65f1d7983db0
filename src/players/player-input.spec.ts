import { displayNameSchema, handleSchema } from './player-input';

describe('display names', () => {
  const refusal = (name: string) => {
    const parsed = displayNameSchema.safeParse(name);
    return parsed.success ? undefined : parsed.error.issues[0].message;
  };

  it.each([
    ['Ada', 'Ada'],
    ['  Ada Lovelace ', 'Ada Lovelace'],
    ['Zoë', 'Zoë'],
    // NFC: an e followed by a combining acute is stored as é, so the two spellings are one name.
    ['Rene\u0301e', 'Renée'],
    ['李小龍', '李小龍'],
    ['مريم', 'مريم'],
    ['Ann ❤️', 'Ann ❤️'],
    ['👩‍👩‍👧 family', '👩‍👩‍👧 family'],
    ['1️⃣ first', '1️⃣ first'],
  ])('takes %j as %j', (given, stored) => {
    expect(displayNameSchema.parse(given)).toBe(stored);
  });

  it.each([
    ['ann\u202Enib', 'bidirectional'],
    ['\u2067ann\u2069', 'bidirectional'],
    ['ann\u200Fx', 'bidirectional'],
    ['a\u200Bnn', 'invisible'],
    ['a\u00ADnn', 'invisible'],
    ['a\u200Dnn', 'invisible'],
    ['a\uFE0Fnn', 'invisible'],
    ['a\u2060nn', 'invisible'],
    ['an\u2028n', 'line or paragraph'],
    ['an\u2029n', 'line or paragraph'],
    ['an\u00A0n', 'space'],
    ['an\u3000n', 'space'],
    ['a\u0007', 'control'],
  ])('refuses %j (%s)', (name, kind) => {
    expect(refusal(name)).toMatch(new RegExp(kind));
  });

  it('counts its length once normalised', () => {
    expect(displayNameSchema.safeParse(`${'e\u0301'.repeat(40)}`).success).toBe(true);
    expect(displayNameSchema.safeParse('é'.repeat(41)).success).toBe(false);
  });
});

describe('handles', () => {
  it('hold none of the characters a display name refuses', () => {
    for (const handle of ['ann\u202E', 'a\u200Bnn', 'an\u2028n', 'ann\u00A0'])
      expect(handleSchema.safeParse(handle).success).toBe(false);
  });
});
