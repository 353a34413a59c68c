import { describe, expect, it } from 'vitest';
import { countSyllables, type DetectedLanguage } from '../../src/analysis/index.js';

/** Hand-counted (spoken) syllables. Vowel-group counting is approximate: at most 2 misses per language. */
const WORDS: Record<Exclude<DetectedLanguage, 'other'>, [string, number][]> = {
  en: [
    ['the', 1],
    ['table', 2],
    ['make', 1],
    ['jumped', 1],
    ['wanted', 2],
    ['boxes', 2],
    ['beautiful', 3],
    ['readability', 5],
    ['piano', 3],
    ['people', 2],
    ['rhythm', 1],
    ['simple', 2],
    ['every', 3],
    ['business', 3],
    ['analysis', 4],
    ['video', 3],
    ['create', 2],
  ],
  de: [
    ['Haus', 1],
    ['Bäume', 2],
    ['Leute', 2],
    ['Eisenbahn', 3],
    ['Theater', 3],
    ['Sonne', 2],
    ['Straße', 2],
    ['Zusammenarbeit', 5],
    ['Bier', 1],
    ['Mitarbeiterin', 5],
    ['heute', 2],
    ['Meer', 1],
    ['Verständnis', 3],
    ['Geschwindigkeit', 4],
    ['Universität', 5],
  ],
  fr: [
    ['maison', 2],
    ['beaucoup', 2],
    ['école', 2],
    ['table', 1],
    ['oiseau', 2],
    ['parlent', 1],
    ['rapidement', 4],
    ['être', 1],
    ['française', 2],
    ['idée', 2],
    ['réalité', 4],
    ['éléphant', 3],
    ['nouvelle', 2],
    ['question', 2],
    ['créer', 2],
  ],
  it: [
    ['casa', 2],
    ['buono', 2],
    ['italiano', 4],
    ['piede', 2],
    ['aiuola', 3],
    ['perché', 2],
    ['città', 2],
    ['scuola', 2],
    ['famiglia', 3],
    ['paese', 3],
    ['uomo', 2],
    ['ragazzo', 3],
    ['guerra', 2],
    ['europa', 3],
    ['poeta', 3],
  ],
  pt: [
    ['casa', 2],
    ['coração', 3],
    ['pão', 1],
    ['saúde', 3],
    ['país', 2],
    ['muito', 2],
    ['ideia', 3],
    ['água', 2],
    ['escola', 3],
    ['português', 3],
    ['mães', 1],
    ['depois', 2],
    ['cidade', 3],
    ['informação', 4],
    ['você', 2],
  ],
};

describe('countSyllables', () => {
  for (const [lang, words] of Object.entries(WORDS)) {
    it(`matches hand counts in ${lang} (≤ 2 misses)`, () => {
      const misses = words.filter(([w, n]) => countSyllables(w, lang as DetectedLanguage) !== n);
      expect(misses.length).toBeLessThanOrEqual(2);
    });
  }
  it('gives 0 for tokens without letters and ≥ 1 otherwise', () => {
    expect(countSyllables('', 'en')).toBe(0);
    expect(countSyllables('2024', 'de')).toBe(0);
    expect(countSyllables('brr', 'en')).toBe(1);
    expect(countSyllables('żółw', 'other')).toBeGreaterThanOrEqual(1);
  });
});
