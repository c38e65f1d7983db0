import { SharedOptions, SharedText } from './shared-options';

describe('SharedOptions', () => {
  it('answers equal option sets with one frozen object, and different ones with different objects', () => {
    const shared = new SharedOptions();
    const a = shared.of({ deals: 2, dressing: 'dealer' });
    expect(shared.of({ deals: 2, dressing: 'dealer' })).toBe(a);
    expect(Object.isFrozen(a)).toBe(true);
    expect(a).toEqual({ deals: 2, dressing: 'dealer' });
    expect(shared.of({ deals: 3, dressing: 'dealer' })).not.toBe(a);
  });

  it('does not freeze the object it was given', () => {
    const given = { deals: 2 };
    new SharedOptions().of(given);
    expect(Object.isFrozen(given)).toBe(false);
  });

  it('keeps a bounded number of sets, letting the oldest go', () => {
    const shared = new SharedOptions();
    const first = shared.of({ deals: 0 });
    for (let deals = 1; deals <= 1024; deals++) shared.of({ deals });
    expect(shared.of({ deals: 1024 })).toBe(shared.of({ deals: 1024 }));
    expect(shared.of({ deals: 0 })).not.toBe(first);
  });
});

describe('SharedText', () => {
  // Which string object is kept is not observable from JavaScript (equal strings are identical to it): the
  // texts must come back unchanged, past the bound too.
  it('answers every text with itself', () => {
    const shared = new SharedText();
    const texts = Array.from({ length: 1100 }, (_, n) => `maw/${n % 1030}`);
    expect(texts.map((t) => shared.of(t))).toEqual(texts);
  });
});
