/**
 * Language detection for en/de/fr/it/pt by weighted function-word hits, elided articles ("l'", "dell'",
 * "it's"), letter cues and (to break ties in short texts) typical word endings. Ten neighbouring languages
 * (Spanish, Catalan, Romanian, Dutch, Swedish, Danish, Norwegian, Czech, Polish, Turkish) are decoy
 * classes, so a text that is closer to one of them comes out as 'other' instead of as the nearest of our
 * five; any text with too few recognisable function words is 'other' too.
 */

import { type DetectedLanguage, KNOWN_LANGUAGES, type KnownLanguage } from './language-codes.js';
import { DECOY_LANGUAGES, DECOY_STOPWORDS, type DecoyLanguage } from './lexicon/languages.js';
import { STOPWORD_LISTS } from './lexicon/stopwords.js';
import { tokenizeLower } from './segment.js';

type Cls = KnownLanguage | DecoyLanguage;
const KNOWN = KNOWN_LANGUAGES;
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
/**
 * Function words read by detection only (the stop-word lists also size the voiceprint, so they stay as they
 * are): contractions and forms that two short sentences often hold and no list above has.
 */
const DETECTION_WORDS: [Cls, string][] = [
  ['pt', 'pro pra pros pras dum duma nesta neste nesse nessa nisso naquele naquela apenas pelos também'],
  ['it', 'aveva avevo avevano ciò cioè perciò nemmeno neanche sia stata stati'],
  ['fr', 'lorsque puisque afin dès aucun aucune cependant'],
];
for (const [c, list] of DETECTION_WORDS) addWords(c, list.split(' '));
for (const e of INDEX.values()) e.w = 1 / e.cls.length;

const CHAR_CUES: [RegExp, Cls[], number][] = [
  [/[ßü]/g, ['de'], 0.6],
  [/[äö]/g, ['de', 'sv'], 0.4],
  [/å/g, ['sv', 'da', 'nb'], 0.6],
  [/[æø]/g, ['da', 'nb'], 0.8],
  [/[ãõ]/g, ['pt'], 1],
  [/ç/g, ['pt', 'fr', 'ca'], 0.2],
  [/[îûœëïèàù]/g, ['fr'], 0.15],
  // Portuguese writes ê, â and ô too ("três", "você", "câmara", "pôr").
  [/[êâô]/g, ['fr', 'pt'], 0.15],
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
const ENDING_WEIGHT = 0.12;
const ENDINGS: [Cls, string][] = [
  // "_x" = x after a consonant.
  ['en', 'ing ed ly ness ship ful ous ght ck _y'],
  ['de', 'ung ungen heit keit lich isch chen tz ieren iert cht sch'],
  ['fr', 'eau eaux aux eur eurs euse ique iques ée ées és ez oir oire ait aient ois ment'],
  ['it', 'zione zioni mente _o _i are ere ire ato ata ati tto tta gli ggi one oni'],
  ['pt', 'ção ções ão ões mente dade agem inho nha lho lha lhos lhas _o _os ência ância eiro eira _ou'],
  ['es', 'ción ciones dad mente ando iendo _o _os'],
  ['ca', 'ció cions ment itat ats _at ny ix'],
  ['ro', 'ul ului ilor ție ții ea ește ează'],
  ['nl', 'heid lijk ig tje en ijn'],
];
/** ending → classes; "_x" keys need a consonant before x. */
const ENDING_INDEX = new Map<string, Cls[]>();
let maxEnding = 0;
for (const [c, list] of ENDINGS)
  for (const e of list.split(' ')) {
    ENDING_INDEX.set(e, [...(ENDING_INDEX.get(e) ?? []), c]);
    maxEnding = Math.max(maxEnding, e.replace('_', '').length);
  }
const VOWEL = /[aeiouàáâãäåæèéêëìíîïòóôõöøùúûüýÿœ]/;

/** Adds ENDING_WEIGHT once to each class with an ending of `t`. */
function addEndings(t: string, ends: Record<Cls, number>) {
  const hit = new Set<Cls>();
  for (let len = 1; len <= maxEnding && len < t.length; len++) {
    const suffix = t.slice(-len);
    const plain = ENDING_INDEX.get(suffix);
    if (plain) for (const c of plain) hit.add(c);
    const afterConsonant = ENDING_INDEX.get(`_${suffix}`);
    if (afterConsonant && !VOWEL.test(t[t.length - len - 1]!)) for (const c of afterConsonant) hit.add(c);
  }
  for (const c of hit) ends[c] += ENDING_WEIGHT;
}

const MAX_TOKENS = 2000;
/** Up to this many words a text is short: two short sentences. */
const SHORT_TEXT_WORDS = 24;
/** A short text's best class must lead the next by this share of its score. */
const SHORT_TEXT_MARGIN = 0.3;
const LATIN_OR_DIGIT = /[\p{Script=Latin}\p{N}]/u;
const LETTER = /\p{L}/u;

/** Language from pre-tokenised lower-case words (used by the section pipeline to avoid re-tokenising). */
export function detectLanguageFromTokens(
  tokens: readonly string[],
  lowerText: string,
): { language: DetectedLanguage; confidence: number } {
  const n = Math.min(tokens.length, MAX_TOKENS);
  if (n === 0) return { language: 'other', confidence: 0 };
  const score = Object.fromEntries(CLASSES.map((c) => [c, 0])) as Record<Cls, number>;
  let latin = 0;
  // Numbers belong to no language: a short text's coverage is measured over its words ("Jour 2 : … 15 …").
  let numbers = 0;
  for (let i = 0; i < n; i++) {
    const t = tokens[i]!;
    if (t.charCodeAt(0) < 0x250 || LATIN_OR_DIGIT.test(t)) latin++;
    if (!LETTER.test(t)) numbers++;
    const e = INDEX.get(t);
    if (e) for (const c of e.cls) score[c] += e.w;
    else {
      let a = t.indexOf("'");
      if (a < 0) a = t.indexOf('’');
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
  // Word endings only break near-ties (short lines, close neighbours), so they are read only then, from the
  // first 200 content words. They rank the classes but are no evidence of coverage.
  const ends = Object.fromEntries(CLASSES.map((c) => [c, 0])) as Record<Cls, number>;
  const [first, runnerUp] = topTwo(score);
  if (score[first] < 3 || score[runnerUp] > 0.7 * score[first]) {
    let budget = 200;
    for (let i = 0; i < n && budget > 0; i++) {
      const t = tokens[i]!;
      if (t.length > 3 && !INDEX.has(t)) {
        addEndings(t, ends);
        budget--;
      }
    }
  }
  const total = Object.fromEntries(CLASSES.map((c) => [c, score[c] + ends[c]])) as Record<Cls, number>;
  const [best, secondCls] = topTwo(total);
  const top = total[best];
  const second = total[secondCls];
  const coverage = score[best] / Math.max(1, n - numbers);
  const margin = top > 0 ? (top - second) / top : 0;
  const confidence = round2(Math.max(0, Math.min(1, Math.min(1, coverage * 3) * (0.4 + 0.6 * margin))));
  // A text of a few words holds one or two function words at most; there its letters and word endings
  // count as evidence too, when they point clearly at one class ("Três meses costumam bastar.").
  const words = Math.max(1, n - numbers);
  const enough = score[best] >= 1 && coverage >= 0.08;
  const shortButClear =
    words <= SHORT_TEXT_WORDS && top >= 1 && top / words >= 0.08 && margin >= SHORT_TEXT_MARGIN;
  if (!enough && !shortButClear)
    return { language: 'other', confidence: round2(1 - Math.min(1, coverage * 5)) };
  if (!isKnown(best)) return { language: 'other', confidence };
  return { language: best, confidence };
}

/** The best and second-best class by `s` (ties: the earlier class in CLASSES). */
function topTwo(s: Record<Cls, number>): [Cls, Cls] {
  let best: Cls = CLASSES[0]!;
  for (const c of CLASSES) if (s[c] > s[best]) best = c;
  let second: Cls = best === CLASSES[0] ? CLASSES[1]! : CLASSES[0]!;
  for (const c of CLASSES) if (c !== best && s[c] > s[second]) second = c;
  return [best, second];
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
