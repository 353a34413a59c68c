import { describe, expect, it } from 'vitest';
import { likeLiteral, searchWay } from './repository.js';

describe('searchWay', () => {
  it('takes the trigram index only when the search holds three letters or digits in a row', () => {
    for (const search of ['caf', 'café', 'Lisbon cafe', 'a b abc', '2026', 'Straße', 'ÉTÉ'])
      expect(searchWay(search), search).toBe('trigram');
    // pg_trgm finds no trigram in these, and would read the whole index: the user's rows are read instead.
    for (const search of ['x', 'é', 'li', 'a b c', 'ab cd', '50%', '%_\\', 'q & a', '"', 'ß'])
      expect(searchWay(search), search).toBe('scan');
  });
});

describe('likeLiteral', () => {
  it('escapes LIKE’s wildcards and its escape character, and nothing else', () => {
    expect(likeLiteral('50% of a_b \\ c "d" \'e\'')).toBe('50\\% of a\\_b \\\\ c "d" \'e\'');
  });
});
