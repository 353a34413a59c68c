/**
 * Syllable counts by vowel groups with per-language rules: silent final e (en, fr), German diphthongs and
 * long vowels as one nucleus, Italian/Portuguese glides (unstressed i/u next to a/e/o). Approximate by
 * design; readability formulas only need averages. Results are cached per language (bounded).
 */
import type { DetectedLanguage } from './types.js';

const VOWELS: Record<DetectedLanguage, string> = {
  en: 'aeiouy',
  de: 'aeiouyäöü',
  fr: 'aeiouyàâéèêëîïôûùüœæ',
  it: 'aeiouàèéìíòóùú',
  pt: 'aeiouáàâãéêíóôõú',
  other: 'aeiouyàáâãäåæèéêëìíîïòóôõöøùúûüýÿœąęų',
};
const VOWEL_SETS = Object.fromEntries(Object.entries(VOWELS).map(([k, v]) => [k, new Set(v)])) as Record<
  DetectedLanguage,
  Set<string>
>;

const DE_NUCLEI = new Set(['ei', 'ai', 'au', 'eu', 'äu', 'ie', 'aa', 'ee', 'oo', 'ey', 'ay']);
/** Unstressed high vowels that glide next to a stronger vowel. */
const GLIDES = new Set(['i', 'u', 'ü']);

/** Syllables in one vowel cluster. */
function clusterSyllables(c: string, lang: DetectedLanguage): number {
  if (c.length === 1) return 1;
  switch (lang) {
    case 'de': {
      let n = 0;
      let i = 0;
      while (i < c.length) {
        if (i + 1 < c.length && DE_NUCLEI.has(c.slice(i, i + 2))) i += 2;
        else i += 1;
        n++;
      }
      return n;
    }
    case 'it':
    case 'pt': {
      // Strong vowels (and accented i/u) are nuclei; plain i/u are glides unless the cluster has no nucleus.
      let n = 0;
      for (const ch of c) if (!GLIDES.has(ch)) n++;
      return Math.max(
        1,
        n - (lang === 'pt' && (c.includes('ão') || c.includes('õe') || c.includes('ãe')) ? 1 : 0),
      );
    }
    case 'en': {
      // "ia", "io" in "piano", "ratio" are two syllables ("eo" is not: "people").
      let n = 1;
      for (let i = 1; i < c.length; i++) {
        const pair = c[i - 1]! + c[i]!;
        if (pair === 'ia' || pair === 'io' || pair === 'ua' || pair === 'uo') n++;
      }
      return n;
    }
    case 'fr': {
      // French clusters (eau, oui, ai, oi…) are one nucleus; é/è followed by a vowel starts a new one.
      let n = 1;
      for (let i = 1; i < c.length; i++) if (c[i - 1] === 'é' || c[i] === 'é') n++;
      return n;
    }
    default:
      return 1;
  }
}

function compute(word: string, lang: DetectedLanguage): number {
  const vowels = VOWEL_SETS[lang];
  const w = word.toLowerCase();
  let count = 0;
  let cluster = '';
  let groups = 0;
  let letters = 0;
  for (const ch of w) {
    if (vowels.has(ch)) {
      cluster += ch;
    } else {
      if (cluster) {
        count += clusterSyllables(cluster, lang);
        groups++;
        cluster = '';
      }
    }
    if (/\p{L}/u.test(ch)) letters++;
  }
  if (cluster) {
    count += clusterSyllables(cluster, lang);
    groups++;
  }
  if (letters === 0) return 0;
  if (count === 0) return 1;
  const len = w.length;
  if (lang === 'en' && count > 1) {
    const c2 = w[len - 2] ?? '';
    const c3 = w[len - 3] ?? '';
    if (w.endsWith('e') && !(c2 === 'l' && !vowels.has(c3)) && !vowels.has(c2)) count--;
    else if (w.endsWith('ed') && c3 !== 't' && c3 !== 'd' && !vowels.has(c3)) count--;
    else if (w.endsWith('es') && !'sxzgc'.includes(c3) && !w.endsWith('hes') && !vowels.has(c3)) count--;
  } else if (lang === 'fr' && groups > 1) {
    if (w.endsWith('e') || w.endsWith('es')) {
      const before = w[len - (w.endsWith('e') ? 2 : 3)] ?? '';
      if (!vowels.has(before) || before === 'é') count--;
    } else if (w.endsWith('ent') && len > 5 && !vowels.has(w[len - 4] ?? '') && /(?:[^m]ent)$/.test(w)) {
      // Verb endings ("parlent") are silent; adverbs and nouns in -ment keep them.
      const stem = w.slice(0, -3);
      if (!stem.endsWith('m') && !stem.endsWith('am') && stem.length > 2) count--;
    }
  }
  return Math.max(1, count);
}

const caches = new Map<DetectedLanguage, Map<string, number>>();
const CACHE_MAX = 50_000;

/** Syllables in `word` for `language` (0 for a token without letters, else ≥ 1). */
export function countSyllables(word: string, language: DetectedLanguage): number {
  if (typeof word !== 'string' || word === '') return 0;
  const lang: DetectedLanguage = VOWEL_SETS[language] ? language : 'other';
  let cache = caches.get(lang);
  if (!cache) {
    cache = new Map();
    caches.set(lang, cache);
  }
  const hit = cache.get(word);
  if (hit !== undefined) return hit;
  const n = compute(word, lang);
  if (cache.size >= CACHE_MAX) cache.clear();
  cache.set(word, n);
  return n;
}
