/**
 * One spelling per language (docs/brand.md, "Spelling"): every user-visible string — the web app's
 * catalogues, the server's messages and the mails as sent — uses the product's form of a word and never the
 * rejected variant ("analyze" and "email" in English, "E-Mail" in German, "e-mail" in French, Italian and
 * Portuguese). Placeholders, e-mail addresses and URLs are not words and are left out of the scan.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, type Language } from '@inkprint/shared';
import { describe, expect, it } from 'vitest';
import {
  accountExistsMail,
  confirmEmailMail,
  finishSignupMail,
  passwordChangedMail,
  resetPasswordMail,
} from '../mail/templates.js';
import { catalogues } from './messages.js';

/** Rejected spellings per language, each with the form to use instead (for the failure message). */
const REJECTED: Record<Language, { pattern: RegExp; use: string }[]> = {
  en: [
    { pattern: /\be-mails?\b/gi, use: 'email' },
    { pattern: /\b(?:re-)?analys(?:e|ed|ing)\b/gi, use: 'analyze' },
    { pattern: /\bfavourites?\b/gi, use: 'favorite' },
    { pattern: /\brecognis\w*/gi, use: 'recogniz…' },
    {
      pattern: /\b(?:colour|behaviour|organis|customis|personalis|summaris|optimis|prioritis)\w*/gi,
      use: 'US spelling',
    },
  ],
  // Only "E-Mail" (compounds included: "E-Mail-Adresse", "Bestätigungs-E-Mail").
  de: [{ pattern: /\b(?!E-Mail)[Ee]-?[Mm]ail\w*/g, use: 'E-Mail' }],
  fr: [
    { pattern: /\bemails?\b/gi, use: 'e-mail' },
    { pattern: /\bcourriels?\b/gi, use: 'e-mail' },
    { pattern: /\bmél\b/gi, use: 'e-mail' },
  ],
  it: [{ pattern: /\bemails?\b/gi, use: 'e-mail' }],
  pt: [{ pattern: /\bemails?\b/gi, use: 'e-mail' }],
};

/** Strings without what is not prose: {placeholders}, {{interpolations}}, <tags>, addresses and URLs. */
function wordsOf(text: string): string {
  return text
    .replace(/\{\{[^}]*\}\}|\{\w+\}/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\bhttps?:\/\/\S+/g, ' ')
    .replace(/[\w.+-]+@[\w.-]+/g, ' ');
}

function stringsOf(value: unknown, key = ''): [string, string][] {
  if (typeof value === 'string') return [[key, value]];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => stringsOf(v, key ? `${key}.${k}` : k));
  }
  return [];
}

const webSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/src');

/** Every web catalogue of the language: web/src/locales and each feature's locales folder. */
function webCatalogues(lang: Language): [string, string][] {
  const folders = [
    path.join(webSrc, 'locales'),
    ...readdirSync(path.join(webSrc, 'features')).map((f) => path.join(webSrc, 'features', f, 'locales')),
  ];
  return folders.flatMap((folder) => {
    let json: string;
    try {
      json = readFileSync(path.join(folder, `${lang}.json`), 'utf8');
    } catch {
      return [];
    }
    const name = path.relative(webSrc, folder);
    return stringsOf(JSON.parse(json)).map(([k, v]): [string, string] => [`${name}: ${k}`, v]);
  });
}

function mailsOf(lang: Language): [string, string][] {
  const url = 'http://app.inkprint.test/x';
  const mails = {
    confirm: confirmEmailMail(lang, url),
    finish: finishSignupMail(lang, url),
    reset: resetPasswordMail(lang, url),
    exists: accountExistsMail(lang, url, url),
    changed: passwordChangedMail(lang, url),
  };
  return Object.entries(mails).flatMap(([name, mail]): [string, string][] => [
    [`mail ${name}: subject`, mail.subject],
    [`mail ${name}: text`, mail.text],
    [`mail ${name}: html`, mail.html],
  ]);
}

describe('one spelling per language', () => {
  it('finds the web catalogues', () => {
    for (const lang of LANGUAGES) expect(webCatalogues(lang).length).toBeGreaterThan(100);
  });

  for (const lang of LANGUAGES) {
    it(`${lang}: no rejected variant in the web catalogues, the server messages or the mails`, () => {
      const strings = [
        ...webCatalogues(lang),
        ...stringsOf(catalogues[lang]).map(([k, v]): [string, string] => [`server: ${k}`, v]),
        ...mailsOf(lang),
      ];
      const found: string[] = [];
      for (const [where, text] of strings) {
        const words = wordsOf(text);
        for (const { pattern, use } of REJECTED[lang]) {
          for (const match of words.matchAll(pattern)) found.push(`${where}: "${match[0]}" (use ${use})`);
        }
      }
      expect(found).toEqual([]);
    });
  }
});
