import { card, fullPack, HEARTS, CLUBS, rankOf, suitOf } from './card';
import { formatCard, parseCard } from './notation';

describe('card notation', () => {
  it('round-trips every card of the pack', () => {
    for (const c of fullPack()) expect(parseCard(formatCard(c))).toBe(c);
  });

  it('spells ranks A 2..10 J Q K and suits C D H S', () => {
    expect(formatCard(card(HEARTS, 5))).toBe('5H');
    expect(formatCard(card(HEARTS, 1))).toBe('AH');
    expect(formatCard(card(CLUBS, 10))).toBe('10C');
    expect(fullPack().map(formatCard).slice(0, 13).join(' ')).toBe('AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC');
  });

  it('accepts T for ten, lower case, spaces and suit symbols', () => {
    expect(parseCard('TC')).toBe(card(CLUBS, 10));
    expect(parseCard(' 10c ')).toBe(card(CLUBS, 10));
    expect(parseCard('a♥')).toBe(card(HEARTS, 1));
    expect(parseCard('Q♣')).toBe(card(CLUBS, 12));
  });

  it('names no card for anything else', () => {
    for (const bad of ['', '1H', '11C', 'ZZ', '5X', 'H5', '10', 'AHH', '0C']) expect(parseCard(bad)).toBeUndefined();
  });

  it('decomposes cards into suit and rank', () => {
    const c = card(HEARTS, 12);
    expect([suitOf(c), rankOf(c)]).toEqual([HEARTS, 12]);
  });
});
