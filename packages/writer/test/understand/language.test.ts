import { LANGUAGES } from '@inkprint/shared';
import { describe, expect, it } from 'vitest';
import { LEXICON_LANGUAGES, LEXICONS } from '../../src/lexicon/index.js';
import { BANKS } from '../../src/realise.js';
import { promptLanguage } from '../../src/understand/language.js';

describe('languages', () => {
  it('each has its two data files: a lexicon and a pattern bank', () => {
    expect([...LEXICON_LANGUAGES].sort()).toEqual([...LANGUAGES].sort());
    for (const l of LANGUAGES) {
      expect(LEXICONS[l].instruction.length).toBeGreaterThan(0);
      expect(BANKS[l].title.length).toBeGreaterThan(0);
    }
  });
  it("a prompt is understood in its own language when it is clearly another than the output's", () => {
    expect(promptLanguage('Write a blog post about our new coffee machine Aroma 3000', 'de')).toBe('en');
    expect(promptLanguage('Schreibe einen Blogbeitrag über unsere Kaffeemaschine', 'de')).toBe('de');
    expect(promptLanguage('Aroma 3000', 'fr')).toBe('fr');
    expect(promptLanguage('', 'it')).toBe('it');
  });
});
