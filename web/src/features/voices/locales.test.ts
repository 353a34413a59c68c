// The voices catalogues: the brand's forms of address per language (BRAND.md), no exclamation marks, the
// brand's term for the voice profile, and the same keys in every language (plural forms as each has them).
import { describe, expect, it } from 'vitest';
import { catalogueText, flatten, missingPluralForms } from '../../test/catalogues';
import de from './locales/de.json';
import en from './locales/en.json';
import fr from './locales/fr.json';
import it_ from './locales/it.json';
import pt from './locales/pt.json';

const catalogues = { en, de, fr, it: it_, pt } as Record<string, unknown>;

describe('voices catalogues', () => {
  it.each(Object.entries(catalogues))('%s has every plural form and no exclamation mark', (lang, c) => {
    const flat = flatten(c);
    expect(missingPluralForms(flat, lang)).toEqual([]);
    expect([...flat.values()].filter((text) => String(text).includes('!'))).toEqual([]);
  });

  it('names the voice profile with the brand’s term', () => {
    expect(catalogueText(de)).toMatch(/Stilprofil/);
    expect(catalogueText(fr)).toMatch(/profil de style/);
    expect(catalogueText(it_)).toMatch(/profilo di stile/);
    expect(catalogueText(pt)).toMatch(/perfil de estilo/);
  });

  it('German uses Sie, never du', () => {
    expect(catalogueText(de)).not.toMatch(/\b(du|dich|dir|dein\w*)\b/i);
    expect(catalogueText(de)).toMatch(/\bSie\b/);
  });

  it('French uses vous, never tu', () => {
    expect(catalogueText(fr)).not.toMatch(/(?<!\p{L})(tu|toi|tes|te)(?!\p{L})|(?<!\p{L})t’/iu);
    expect(catalogueText(fr)).toMatch(/\bvous\b/);
  });

  it('Italian uses tu, never Lei', () => {
    expect(catalogueText(it_)).toMatch(/\b(tuo|tua|tuoi|tue)\b/);
    expect(catalogueText(it_)).not.toMatch(/\b(Lei|Suo|Sua)\b/);
  });

  it('Portuguese is Brazilian with você: arquivo and excluir', () => {
    expect(catalogueText(pt)).toMatch(/arquivo/);
    expect(catalogueText(pt)).toMatch(/excluir/i);
    expect(catalogueText(pt)).toMatch(/você/);
    expect(catalogueText(pt)).not.toMatch(/ficheiro|eliminar|\btu\b|\bteu\b|\btua\b/i);
  });
});
