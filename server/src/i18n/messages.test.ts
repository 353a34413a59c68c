import { LANGUAGES } from '@inkprint/shared';
import { describe, expect, it } from 'vitest';
import { pickLanguage, translator } from './index.js';
import { catalogues } from './messages.js';

function flatten(obj: object, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(obj)) {
    if (typeof v === 'object' && v !== null) Object.assign(out, flatten(v, `${prefix}${k}.`));
    else out[`${prefix}${k}`] = String(v);
  }
  return out;
}

describe('server message catalogues', () => {
  const en = flatten(catalogues.en);
  for (const lang of LANGUAGES) {
    it(`${lang} has every key, none empty, with the same placeholders`, () => {
      const other = flatten(catalogues[lang]);
      expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(other)) {
        expect(text.trim(), key).not.toBe('');
        const holes = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
        expect(holes(text), key).toEqual(holes(en[key] ?? ''));
      }
    });
  }
});

describe('the confirmation mail', () => {
  // The confirm page asks for the password chosen at sign-up (decision 017): the mail says so first.
  const password = {
    en: 'password',
    de: 'Passwort',
    fr: 'mot de passe',
    it: 'password',
    pt: 'senha',
  } as const;
  for (const lang of LANGUAGES) {
    it(`${lang} says the link asks for the password chosen at sign-up`, () => {
      expect(catalogues[lang].mail.confirm_intro).toContain(password[lang]);
    });
  }
});

describe('pickLanguage', () => {
  it('takes the best supported language of the header', () => {
    expect(pickLanguage(undefined)).toBe('en');
    expect(pickLanguage('de')).toBe('de');
    expect(pickLanguage('pt-BR,pt;q=0.9')).toBe('pt');
    expect(pickLanguage('es;q=1, it;q=0.5, fr;q=0.7')).toBe('fr');
    expect(pickLanguage('zh-CN')).toBe('en');
  });
  it('fills placeholders', () => {
    expect(translator('en')('mail', 'exists_reset', { url: 'http://x' })).toContain('http://x');
  });
});
