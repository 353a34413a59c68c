// The five marketing catalogues: same keys and list lengths everywhere, no empty text, the tone
// rules of docs/brand.md (no exclamation marks, one form of address per language) and the product's figures.
import { describe, expect, it } from 'vitest';
import { catalogueText, flatten, missingPluralForms, needsKey } from '../../test/catalogues';
import de from './locales/de.json';
import en from './locales/en.json';
import fr from './locales/fr.json';
import it_ from './locales/it.json';
import pt from './locales/pt.json';

const catalogues = { en, de, fr, it: it_, pt } as Record<string, unknown>;

/** Every key of any language: English has no `_many` plural form, French, Italian and Portuguese do. */
const allKeys = new Set(Object.values(catalogues).flatMap((catalogue) => [...flatten(catalogue).keys()]));

describe.each(Object.entries(catalogues))('marketing catalogue %s', (lang, catalogue) => {
  const entries = flatten(catalogue);

  it('has exactly the same keys and list lengths as the others (plural forms as the language has them)', () => {
    expect([...entries.keys()].sort()).toEqual([...allKeys].filter((key) => needsKey(key, lang)).sort());
  });

  it('has every plural form its language uses', () => {
    expect(missingPluralForms(entries, lang)).toEqual([]);
  });

  it('has a non-empty text for every key', () => {
    for (const [key, text] of entries) {
      expect(typeof text, key).toBe('string');
      expect((text as string).trim(), key).not.toBe('');
    }
  });

  it('uses no exclamation marks', () => {
    for (const [key, text] of entries) expect(text, key).not.toMatch(/!/);
  });

  it('states the product figures: 30 to 60 seconds, 24 hours, 5 files, 5 MB and 10 MB', () => {
    const answers = [...entries].filter(([key]) => key.startsWith('contact.')).map(([, text]) => text);
    const all = answers.join(' ');
    expect(all).toMatch(/30\s?(-|to|bis|à|a)\s?60/);
    expect(all).toMatch(/24/);
    expect(all).toMatch(/\b5 (MB|Mo)\b/);
    expect(all).toMatch(/\b10 (MB|Mo)\b/);
  });
});

describe('forms of address (docs/brand.md)', () => {
  it('German uses Sie, never du', () => {
    expect(catalogueText(de)).not.toMatch(/\b(du|dich|dein\w*)\b/i);
    expect(catalogueText(de)).toMatch(/\bSie\b/);
  });

  it('French uses vous, never tu', () => {
    // "ton" is left out: in French it is also "tone", a word these pages use.
    // \b is ASCII-only in JS, so "complète" would contain a "word" te; letter lookarounds avoid that.
    expect(catalogueText(fr)).not.toMatch(/(?<!\p{L})(tu|toi|tes|te)(?!\p{L})|(?<!\p{L})t’/iu);
    expect(catalogueText(fr)).toMatch(/\bvous\b/);
  });

  it('Italian uses tu', () => {
    expect(catalogueText(it_)).toMatch(/\b(tuo|tua|tuoi|ti)\b/);
  });

  it('Portuguese is Brazilian: arquivo and excluir, never ficheiro or eliminar', () => {
    expect(catalogueText(pt)).toMatch(/arquivo/);
    expect(catalogueText(pt)).not.toMatch(/ficheiro|eliminar|\btu\b/i);
  });
});
