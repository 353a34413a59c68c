/**
 * Language detection for en/de/fr/it/pt by weighted function-word hits, elided articles ("l'", "dell'",
 * "it's"), letter cues and (to break ties in short texts) typical word endings. Ten neighbouring languages
 * (Spanish, Catalan, Romanian, Dutch, Swedish, Danish, Norwegian, Czech, Polish, Turkish) are decoy
 * classes, so a text that is closer to one of them comes out as 'other' instead of as the nearest of our
 * five; any text with too few recognisable function words is 'other' too.
 */
import { DECOY_LANGUAGES, DECOY_STOPWORDS, type DecoyLanguage } from './lexicon/languages.js';
import { STOPWORD_LISTS } from './lexicon/stopwords.js';
import { tokenizeLower } from './segment.js';
import type { DetectedLanguage, KnownLanguage } from './types.js';

type Cls = KnownLanguage | DecoyLanguage;
const KNOWN: readonly KnownLanguage[] = ['en', 'de', 'fr', 'it', 'pt'];
const CLASSES: readonly Cls[] = [...KNOWN, ...DECOY_LANGUAGES];
const isKnown = (c: Cls): c is KnownLanguage => (KNOWN as readonly string[]).includes(c);

/** word → classes it belongs to, with weight 1/|classes| so shared words ("a", "de") count little. */
const INDEX = new Map<string, { cls: Cls[]; w: number }>();
function addWords(c: Cls, words: readonly string[]) {
  for (const word of words) {
    const e = INDEX.get(word);
    if (e) {
      if (!e.cls.includes(c)) e.cls.push(c);
    } else INDEX.set(word, { cls: [c], w: 1 });
  }
}
for (const c of KNOWN) addWords(c, STOPWORD_LISTS[c]);
addWords('es', STOPWORD_LISTS.es);
for (const c of DECOY_LANGUAGES) addWords(c, DECOY_STOPWORDS[c]);

/** Elided articles and pronouns before an apostrophe, and English contractions after one. */
const ELISIONS: [Cls, string][] = [
  ['fr', "l' d' qu' n' s' j' c' m' t' jusqu' lorsqu' puisqu' quelqu'"],
  ['it', "l' dell' all' nell' sull' dall' un' quest' quell' c' d' anch' tutt' dev' po'"],
  ['ca', "l' d' s' n' m' t'"],
  ['en', "'s 't 're 've 'll 'd 'm"],
];
for (const [c, list] of ELISIONS) addWords(c, list.split(' '));
for (const e of INDEX.values()) e.w = 1 / e.cls.length;

const CHAR_CUES: [RegExp, Cls[], number][] = [
  [/[ßü]/g, ['de'], 0.6],
  [/[äö]/g, ['de', 'sv'], 0.4],
  [/å/g, ['sv', 'da', 'nb'], 0.6],
  [/[æø]/g, ['da', 'nb'], 0.8],
  [/[ãõ]/g, ['pt'], 1],
  [/ç/g, ['pt', 'fr', 'ca'], 0.2],
  [/[êâîôûœëïèàù]/g, ['fr'], 0.15],
  [/[èìòù]/g, ['it'], 0.2],
  [/[ñ¿¡]/g, ['es'], 1],
  [/l·l/g, ['ca'], 1.5],
  [/[ăşșţț]/g, ['ro'], 1],
  [/[čřěůňťď]/g, ['cs'], 1],
  [/[ąęłśżźćń]/g, ['pl'], 1],
  [/[ığ]/g, ['tr'], 1],
  [/ij/g, ['nl'], 0.3],
];

/**
 * Typical word endings of content words (not function words). Each hit weighs little, so endings only
 * decide between languages whose function words tie, as in short technical lines ("Il comando … il
 * pacchetto …": "il" is French and Italian, "-ando", "-etto", "-zione" are Italian).
 */
const ENDINGS: [Cls, RegExp][] = [
  ['en', /(?:ing|ed|ly|ness|ship|ful|ous|ght|ck|[^aeiou]y)$/],
  ['de', /(?:ung|ungen|heit|keit|lich|isch|chen|tz|ieren|iert|cht|sch)$/],
  ['fr', /(?:eau|eaux|aux|eur|eurs|euse|ique|iques|ée|ées|és|ez|oir|oire|ait|aient|ois|ment)$/],
  ['it', /(?:zione|zioni|mente|[^aeiou][oi]|are|ere|ire|ato|ata|ati|tto|tta|gli|ggi)$/],
  ['pt', /(?:ção|ções|ão|ões|mente|dade|agem|inho|nha|lh[ao]s?|[^aeiou]os?)$/],
  ['es', /(?:ción|ciones|dad|mente|ando|iendo|[^aeiou]os?)$/],
  ['ca', /(?:ció|cions|ment|itat|ats|[^aeiou]at|ny|ix)$/],
  ['ro', /(?:ul|ului|ilor|ție|ții|ea|ește|ează)$/],
  ['nl', /(?:heid|lijk|ig|tje|en|ijn)$/],
];
const ENDING_WEIGHT = 0.12;

const MAX_TOKENS = 2000;
const LATIN_OR_DIGIT = /[\p{Script=Latin}\p{N}]/u;

/** Language from pre-tokenised lower-case words (used by the section pipeline to avoid re-tokenising). */
export function detectLanguageFromTokens(
  tokens: readonly string[],
  lowerText: string,
): { language: DetectedLanguage; confidence: number } {
  const n = Math.min(tokens.length, MAX_TOKENS);
  if (n === 0) return { language: 'other', confidence: 0 };
  const score = Object.fromEntries(CLASSES.map((c) => [c, 0])) as Record<Cls, number>;
  const ends = { ...score };
  let latin = 0;
  // Endings only break ties, so the first 200 content words are enough (and keep long texts fast).
  let endingBudget = 200;
  for (let i = 0; i < n; i++) {
    const t = tokens[i]!;
    if (t.charCodeAt(0) < 0x250 || LATIN_OR_DIGIT.test(t)) latin++;
    const e = INDEX.get(t);
    if (e) for (const c of e.cls) score[c] += e.w;
    else if (t.length > 3 && endingBudget-- > 0)
      for (const [c, re] of ENDINGS) if (re.test(t)) ends[c] += ENDING_WEIGHT;
    if (!e) {
      const a = t.search(/['’]/);
      if (a > 0) {
        const pre = INDEX.get(`${t.slice(0, a)}'`);
        if (pre) for (const c of pre.cls) score[c] += pre.w;
        const post = INDEX.get(`'${t.slice(a + 1)}`);
        if (post) for (const c of post.cls) score[c] += post.w;
      }
    }
  }
  if (latin / n < 0.5) return { language: 'other', confidence: round2(1 - latin / n) };
  const sample = lowerText.length > 20_000 ? lowerText.slice(0, 20_000) : lowerText;
  for (const [re, cls, w] of CHAR_CUES) {
    const hits = sample.match(re)?.length ?? 0;
    if (hits) for (const c of cls) score[c] += Math.min(hits * w, n * 0.1 * w + 2);
  }
  // Endings rank the classes but do not count as evidence that the text is in any of them (coverage).
  const total = (c: Cls) => score[c] + ends[c];
  let best: Cls = 'en';
  let second = 0;
  for (const c of CLASSES) if (total(c) > total(best)) best = c;
  for (const c of CLASSES) if (c !== best && total(c) > second) second = total(c);
  const top = total(best);
  const coverage = score[best] / n;
  const margin = top > 0 ? (top - second) / top : 0;
  const confidence = round2(Math.max(0, Math.min(1, Math.min(1, coverage * 3) * (0.4 + 0.6 * margin))));
  if (score[best] < 1 || coverage < 0.08)
    return { language: 'other', confidence: round2(1 - Math.min(1, coverage * 5)) };
  if (!isKnown(best)) return { language: 'other', confidence };
  return { language: best, confidence };
}

/** Language of `text` with a 0–1 confidence. Other languages (decoys included) and non-Latin scripts give 'other'. */
export function detectLanguage(text: string): { language: DetectedLanguage; confidence: number } {
  if (typeof text !== 'string' || text.trim() === '') return { language: 'other', confidence: 0 };
  const head = text.length > 40_000 ? text.slice(0, 40_000) : text;
  const lower = head.toLowerCase();
  return detectLanguageFromTokens(tokenizeLower(head), lower);
}

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}
