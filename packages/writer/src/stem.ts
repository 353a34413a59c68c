/** Snowball stems per language (@orama/stemmers), cached: key phrases are matched by stem, not by form. */
import type { Language } from '@inkprint/shared';
import { stemmer as en } from '@orama/stemmers/english';
import { stemmer as fr } from '@orama/stemmers/french';
import { stemmer as de } from '@orama/stemmers/german';
import { stemmer as it } from '@orama/stemmers/italian';
import { stemmer as pt } from '@orama/stemmers/portuguese';

const STEMMERS: Record<Language, (w: string) => string> = { en, de, fr, it, pt };
const cache = new Map<string, string>();

export function stemOf(word: string, lang: Language): string {
  const w = word
    .toLowerCase()
    .replace(/’/g, "'")
    .replace(/^(?:l|d|qu|j|n|s|c|m|t|dell|all|nell|sull|dall|un)'/, '');
  const key = `${lang}:${w}`;
  let s = cache.get(key);
  if (s === undefined) {
    s = /\p{N}/u.test(w) ? w : STEMMERS[lang](w);
    if (cache.size > 50_000) cache.clear();
    cache.set(key, s);
  }
  return s;
}
