/**
 * Syllable counts by vowel groups with per-language rules. Approximate by design (readability formulas only
 * need averages), but held to hand counts of ≥ 50 words per language with ≤ 5% misses
 * (test/analysis/syllables.test.ts). Rules, in short:
 * - en: one syllable per vowel group, plus the hiatuses English spelling hides ("piano", "video", "being",
 *   "idea", "medium"), but not in "-tion/-sion/-cious/-cial" or after "qu/gu" ("language"); silent final e,
 *   -ed, -es, and the silent e of a stem before a suffix or a second element ("useful", "timeline").
 * - de: ei, ai, au, äu, eu, ie, doubled vowels are one nucleus; "qu" has no vowel; final "-ien", "-iell",
 *   "-ient", "-eum" are two ("Familien", "speziell", "Patient", "Museum").
 * - fr: vowel clusters (eau, oui, ai, oi…) are one nucleus; é/è/ë/ï start a new one (not in "-ié"); silent
 *   final e/es and 3rd-person plural "-ent" (a list keeps nouns and adverbs such as "souvent").
 * - it: unstressed i/u next to a vowel are glides, i in "cia/gio/sci" is a spelling; stressed "-ìa"
 *   suffixes ("-logia", "-grafia", "-ergia") and short words like "mio", "due" are a hiatus.
 * - pt (dictionary syllabification): falling diphthongs (ai, ei, ou, ui…) and ão/ãe/õe are one nucleus;
 *   a rising i/u + vowel is a hiatus ("his·tó·ri·a"); u in "qu/gu" + vowel has no vowel.
 * Results are cached per language (bounded).
 */
import type { DetectedLanguage } from './language-codes.js';

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

const DE_NUCLEI = new Set(['ei', 'ai', 'au', 'eu', 'äu', 'ie', 'aa', 'ee', 'oo', 'ey', 'ay', 'ou']);
/** Unstressed high vowels that glide next to a stronger vowel (it). */
const GLIDES = new Set(['i', 'u', 'ü']);

interface Cluster {
  text: string;
  start: number;
}

/** Vowel clusters of `w`; "u" after q (and, where given, y between vowels) does not count as a vowel. */
function clustersOf(w: string, vowels: Set<string>, lang: DetectedLanguage): Cluster[] {
  const out: Cluster[] = [];
  let text = '';
  let start = 0;
  for (let i = 0; i < w.length; i++) {
    const ch = w[i]!;
    let isVowel = vowels.has(ch);
    const prev = w[i - 1] ?? '';
    const next = w[i + 1] ?? '';
    if (isVowel && ch === 'u' && vowels.has(next)) {
      // "qu" + vowel everywhere; "gu" + vowel in the Romance languages (guerra, água, guerre).
      if (prev === 'q' || (prev === 'g' && (lang === 'it' || lang === 'pt' || lang === 'fr')))
        isVowel = false;
    }
    if (isVowel && ch === 'y' && (lang === 'en' || lang === 'fr') && vowels.has(prev) && vowels.has(next)) {
      // y between vowels is a consonant ("player", "beyond", fr "crayon"), except before a final e/es/ed.
      const rest = w.slice(i + 1);
      if (lang === 'fr' || !/^e[sd]?$/.test(rest)) isVowel = false;
    }
    if (isVowel) {
      if (!text) start = i;
      text += ch;
    } else if (text) {
      out.push({ text, start });
      text = '';
    }
  }
  if (text) out.push({ text, start });
  return out;
}

// ---- English ----

const EN_IRREGULAR = new Map<string, number>([
  ['business', 2],
  ['businesses', 3],
  ['every', 2],
  ['everything', 3],
  ['everyone', 3],
  ['everybody', 4],
  ['everywhere', 3],
  ['evening', 2],
  ['maybe', 2],
  ['recipe', 3],
]);

/** Second elements and suffixes after which a stem's final e is silent ("use|ful", "time|line"). */
const EN_SILENT_E_COMPOUND =
  /^([a-z]*[aeiouy](?:[^aeiouyl]|[^aeiouy][^aeiouyl]|l)e)(ful|fully|less|ly|ness|ment|ments|some|time|times|line|lines|work|space|name|names|base|site|sites|ware|where|wall|stamp|style|page|pages|wise|one|thing|body|fore|what|how|out|ty|way|ways)$/;

function englishHiatus(w: string): number {
  let n = 0;
  for (let i = 0; i + 1 < w.length; i++) {
    const a = w[i]!;
    const b = w[i + 1]!;
    const prev = w[i - 1] ?? '';
    const next = w[i + 2] ?? '';
    const pair = a + b;
    switch (pair) {
      case 'ia':
        // "social", "special", "Christian", "marriage" keep one syllable ("diagram" does not).
        if (
          !(
            ('ct'.includes(prev) && prev !== '' && 'ln'.includes(next) && next !== '') ||
            w.startsWith('ge', i + 2)
          )
        )
          n++;
        break;
      case 'io': {
        const sh = prev !== '' && 'tcsgxh'.includes(prev);
        if (next === 'n' && (sh || prev === 'n' || w.slice(i - 2, i) === 'll')) break;
        if (next === 'u' && w[i + 3] === 's' && prev !== '' && 'tcgx'.includes(prev)) break;
        if (next === 'r' && (prev === 'n' || prev === 'v')) break;
        n++;
        break;
      }
      case 'ua':
      case 'uo':
        // "-uous" is two syllables even after g ("ambiguous", "continuous").
        if ((prev !== 'q' && prev !== 'g') || w.startsWith('uous', i)) n++;
        break;
      case 'eo':
        if (next !== 'p' && !((prev === 'g' || prev === 'c') && i > 1)) n++;
        break;
      case 'ie':
        if (next === 't') n++;
        else if (next === 'n' && (w[i + 3] === 't' || w[i + 3] === 'c')) {
          if (!(prev === 't' || prev === 'c') || w[i - 2] === 's') n++;
        }
        break;
      case 'ue':
        if ((next === 'l' || next === 'n' || next === 't') && prev !== 'q' && prev !== 'g' && i > 0) n++;
        break;
      case 'oe':
        if (next === 'm' || next === 't') n++;
        break;
      case 'iu':
        n++;
        break;
    }
  }
  if (/(?:[aeiou]|(?:^|[^aeiouy])y)ings?$/.test(w) && w.length > 4) n++;
  if (/eum$/.test(w)) n++;
  // "idea(s)", "area(s)"; "easier", "identifier" — when a vowel comes before.
  for (const re of [/[^aeiou]eas?$/, /[^aeiou]iers?$/]) {
    const m = re.exec(w);
    if (m && /[aeiouy]/.test(w.slice(0, m.index))) n++;
  }
  if (/^re(?:u|in[dfs]|op|or|en|adj|add)/.test(w)) n++; // reuse, reinstall, reopen
  if (/creat(?!ur)|^rea(?:ct|li|ss)/.test(w)) n++;
  if (/(?:ism|asm|thm)s?$/.test(w)) n++; // syllabic m: "rhythm", "tourism"
  return n;
}

function english(w: string, groups: number, vowels: Set<string>): number {
  const irregular = EN_IRREGULAR.get(w);
  if (irregular !== undefined) return irregular;
  let count = groups + englishHiatus(w);
  if (count <= 1) return count;
  const len = w.length;
  const c2 = w[len - 2] ?? '';
  const c3 = w[len - 3] ?? '';
  const c4 = w[len - 4] ?? '';
  // A final "le", "les", "led", "red" after a consonant is a syllable of its own ("table", "enabled", "hundred").
  const syllabicL = c3 === 'l' && !vowels.has(c4) && c4 !== 'l';
  const syllabicR = c3 === 'r' && !vowels.has(c4) && c4 !== 'r';
  if (w.endsWith('que')) count--;
  else if (w.endsWith('e') && !(c2 === 'l' && !vowels.has(c3)) && !vowels.has(c2)) count--;
  else if (w.endsWith('ed') && c3 !== 't' && c3 !== 'd' && !vowels.has(c3) && !syllabicL && !syllabicR)
    count--;
  else if (w.endsWith('es') && !'sxzgc'.includes(c3) && !w.endsWith('hes') && !vowels.has(c3) && !syllabicL)
    count--;
  if (w.endsWith('ically')) count--; // "-ically" is said "-ic-ly" ("automatically")
  const m = EN_SILENT_E_COMPOUND.exec(w);
  if (m && m[1]!.length >= (m[2]!.startsWith('ment') ? 4 : 3)) count--;
  return count;
}

// ---- German ----

function germanCluster(c: string): number {
  let n = 0;
  let i = 0;
  while (i < c.length) {
    if (i + 1 < c.length && DE_NUCLEI.has(c.slice(i, i + 2))) i += 2;
    else i += 1;
    n++;
  }
  return n;
}

function germanExtra(w: string): number {
  let n = 0;
  if (/[^aeiouäöü]ien$/.test(w) && !/chien$/.test(w) && /[aeiouäöü]/.test(w.slice(0, -4))) n++;
  if (/iell|[tzl]ient/.test(w)) n++;
  if (/eum$/.test(w)) n++;
  return n;
}

// ---- French ----

/** Nouns, adjectives and adverbs in -ent whose ending is spoken (verbs' 3rd-person plural "-ent" is not). */
const FR_SPOKEN_ENT = new Set(
  `souvent parent absent talent urgent récent décent prudent présent content serpent torrent argent
  président différent évident accident incident excellent violent équivalent transparent apparent fréquent
  intelligent compétent cohérent adjacent permanent précédent ingrédient innocent patient client orient
  auparavent conscient couvent éminent`.split(/\s+/),
);

function frenchCluster(c: string, prevChar: string): number {
  let n = 1;
  for (let i = 1; i < c.length; i++) {
    const ch = c[i]!;
    const before = c[i - 1]!;
    if (before === 'é') n++;
    else if ((ch === 'é' || ch === 'è') && before !== 'i') n++;
    else if (ch === 'ë' || ch === 'ï' || (ch === 'ü' && prevChar !== 'g')) n++;
  }
  return n;
}

// ---- Italian ----

/** Greek-origin suffixes with a stressed í in hiatus ("tecnologia", "energia", "pizzeria"). */
const STRESSED_IA =
  /(?:log|graf|sof|nom|craz|pat|fon|metr|scop|terap|man|fob|fag|erg|arch|alg|teg|eri)i[ae]s?$/;

/** Strong vowels (and accented i/u) are nuclei; plain i/u are glides (or, in "cia/gio", only spelling). */
function italianCluster(c: string): number {
  let n = 0;
  for (const ch of c) if (!GLIDES.has(ch)) n++;
  return Math.max(1, n);
}

function italianExtra(w: string): number {
  let n = 0;
  if (/^[^aeiou]*[iu][aeo]$/.test(w) && !/^(?:q|[cg]i|sc)/.test(w)) n++; // mio, zio, via, due, suo
  if (STRESSED_IA.test(w)) n++;
  return n;
}

// ---- Portuguese ----

const PT_STRONG = new Set('aeoáéíóúâêô');
const PT_WEAK = new Set('iu');
const PT_CLOSING = /^(?:nh|[mnrlz](?:[^aeiouáéíóúâêôãõ]|$))/;

function portugueseCluster(c: string, after: string): number {
  let n = 0;
  let prevKind: 'nucleus' | 'glide' | '' = '';
  let prev = '';
  for (let i = 0; i < c.length; i++) {
    const ch = c[i]!;
    let kind: 'nucleus' | 'glide' = 'nucleus';
    if (prevKind === 'nucleus') {
      if ((prev === 'ã' && (ch === 'o' || ch === 'e')) || (prev === 'õ' && ch === 'e')) kind = 'glide';
      else if (PT_WEAK.has(ch)) {
        // Falling diphthong (ai, ei, ou, ui, iu) unless the i/u is followed by "nh" or closes the syllable
        // with m/n/r/l/z ("ra·i·nha", "ju·iz", "sa·ir").
        const closing = i === c.length - 1 && PT_CLOSING.test(after);
        if (!closing && (PT_STRONG.has(prev) || PT_WEAK.has(prev))) kind = 'glide';
      }
    }
    if (kind === 'nucleus') n++;
    prevKind = kind;
    prev = ch;
  }
  return Math.max(1, n);
}

// ---- all languages ----

function compute(word: string, lang: DetectedLanguage): number {
  const vowels = VOWEL_SETS[lang];
  const w = word.toLowerCase();
  if (!/\p{L}/u.test(w)) return 0;
  const clusters = clustersOf(w, vowels, lang);
  if (clusters.length === 0) return 1;
  let count = 0;
  switch (lang) {
    case 'en':
      return Math.max(1, english(w, clusters.length, vowels));
    case 'de':
      for (const c of clusters) count += germanCluster(c.text);
      count += germanExtra(w);
      break;
    case 'it':
      for (const c of clusters) count += italianCluster(c.text);
      count += italianExtra(w);
      break;
    case 'pt':
      for (const c of clusters) count += portugueseCluster(c.text, w.slice(c.start + c.text.length));
      break;
    case 'fr': {
      for (const c of clusters) count += frenchCluster(c.text, w[c.start - 1] ?? '');
      if (/[aeiou]ys/.test(w)) count++; // pays, paysage: y is "i-i"
      const len = w.length;
      if (clusters.length > 1) {
        if (w.endsWith('e') || w.endsWith('es')) {
          const before = w[len - (w.endsWith('e') ? 2 : 3)] ?? '';
          if (!vowels.has(before) || before === 'é') count--;
        } else if (
          w.endsWith('ent') &&
          len > 5 &&
          !vowels.has(w[len - 4] ?? '') &&
          /(?:[^m]ent)$/.test(w) &&
          !FR_SPOKEN_ENT.has(w)
        ) {
          // Verb endings ("parlent") are silent; adverbs and nouns in -ment and the listed words keep them.
          const stem = w.slice(0, -3);
          if (!stem.endsWith('m') && !stem.endsWith('am') && stem.length > 2) count--;
        }
      }
      break;
    }
    default:
      count = clusters.length;
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
