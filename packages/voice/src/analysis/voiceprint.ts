/**
 * Voiceprint: the authorship-verification signals behind voice match, and their per-profile calibration.
 *
 * Signals (no model weights): character 3-gram profile (cosine over the profile's top-K n-grams),
 * function-word distribution (Jensen–Shannon divergence over the language's stop-word list plus an
 * "other words" bucket), sentence-length histogram (earth mover's distance), punctuation profile (rates
 * per 1,000 characters, log-ratio), and signature words (words the writer uses far more than the
 * language's reference text, spread over many chunks so topic words drop out). Counts are additive, so a
 * profile minus one chunk is a subtraction — that is how leave-one-chunk-out calibration stays cheap.
 *
 * Calibration: when a profile is built, each signal's distance is measured between held-out chunks of
 * the writer's own text (leave-one-chunk-out) and the rest of the profile, and between the profile and
 * the built-in reference texts of the language (`reference/`), at ~150 and ~450 words. A text's distance
 * is then placed on the line from "own" (0) to "other writers" (1) per signal, signals are combined with
 * weights that grow with how well each one separates own from other for this profile, and the result is
 * mapped to 0–100. Too little text for calibration → global constants measured on the fixture writers.
 */

import { PUNCTUATION_MARKS } from '@inkprint/shared';
import type { DetectedLanguage, KnownLanguage } from './language-codes.js';
import { STOPWORD_LISTS } from './lexicon/stopwords.js';
import { REFERENCE_TEXTS } from './reference/index.js';
import { splitParagraphs, splitSentences, tokenizeLower } from './segment.js';

/** Punctuation marks whose rates form the punctuation profile (keys are what `differences` report). */
export const PUNCT_KEYS = PUNCTUATION_MARKS;
const PUNCT_CHAR: Record<string, number> = {
  ',': 0,
  ';': 1,
  ':': 2,
  '—': 3,
  '–': 4,
  '-': 5,
  '(': 6,
  '"': 7,
  '“': 8,
  '”': 8,
  '„': 8,
  '«': 8,
  '»': 8,
  "'": 9,
  '’': 10,
  '!': 11,
  '?': 12,
  '…': 13,
  '•': 14,
};
/** Upper bounds (words) of the sentence-length histogram bins; the last bin is open. */
export const HIST_BOUNDS = [4, 8, 12, 16, 20, 25, 30, 40] as const;
const HIST_BINS = HIST_BOUNDS.length + 1;
const GRAM_N = 3;
const TOP_GRAMS = 600;
const SIGNATURE_MAX = 30;
const CHUNK_WORDS = 150;
const MAX_CAL_CHUNKS = 48;
/** Tokens of the learning sample that feed the voiceprint (bounds analysis cost). */
export const VOICEPRINT_TOKENS = 30_000;

export const COMPONENTS = ['style', 'grams', 'fw', 'hist', 'punct', 'sig'] as const;
export type Component = (typeof COMPONENTS)[number];

/** Counts of one text; all additive. */
export interface Counts {
  words: number;
  chars: number;
  sentences: number;
  hist: number[];
  punct: number[];
  /** Per stop word of the language, last slot = all other words. */
  fw: number[];
  /** Character 3-grams, keyed by gramKey (three UTF-16 code units packed into one exact number). */
  grams: Map<number, number>;
  gramTotal: number;
  tokens: Map<string, number>;
}

/** Three UTF-16 code units → one number (< 2^48, exact in a double); faster map keys than strings. */
export function gramKey(g: string): number {
  return (g.charCodeAt(0) * 65536 + g.charCodeAt(1)) * 65536 + g.charCodeAt(2);
}
function gramString(k: number): string {
  const c2 = k % 65536;
  const rest = (k - c2) / 65536;
  const c1 = rest % 65536;
  return String.fromCharCode((rest - c1) / 65536, c1, c2);
}

/** [mean at ~150 words, sd, mean at ~450 words, sd] per component. */
export type CalRow = [number, number, number, number];
export interface Calibration {
  /** Mean word counts of the short and long calibration chunks. */
  words: [number, number];
  own: Record<Component, CalRow>;
  other: Record<Component, CalRow>;
  /** Chunks of own text the calibration used (0 = global fallback). */
  chunks: number;
}

/** The compact, JSON-stored part of a profile that voiceMatch needs besides the style vector. */
export interface Voiceprint {
  v: 1;
  language: DetectedLanguage;
  words: number;
  /** Top character 3-grams → relative frequency × 1e5. */
  grams: Record<string, number>;
  /** Relative frequencies × 1e4 over the language's stop words, last = other words. */
  fw: number[];
  /** Sentence-length histogram, shares × 1000 (bins: HIST_BOUNDS). */
  hist: number[];
  /** Rates per 1,000 characters, in PUNCT_KEYS order. */
  punct: number[];
  /** Signature word → rate per 1,000 words. */
  signature: Record<string, number>;
  cal: Calibration | null;
}

const fwLang = (lang: DetectedLanguage): KnownLanguage => (lang === 'other' ? 'en' : lang);
const fwIndexCache = new Map<KnownLanguage, Map<string, number>>();
function fwIndex(lang: DetectedLanguage): Map<string, number> {
  const L = fwLang(lang);
  let m = fwIndexCache.get(L);
  if (!m) {
    m = new Map(STOPWORD_LISTS[L].map((w, i) => [w, i]));
    fwIndexCache.set(L, m);
  }
  return m;
}

export function emptyCounts(lang: DetectedLanguage): Counts {
  return {
    words: 0,
    chars: 0,
    sentences: 0,
    hist: new Array(HIST_BINS).fill(0),
    punct: new Array(PUNCT_KEYS.length).fill(0),
    fw: new Array(STOPWORD_LISTS[fwLang(lang)].length + 1).fill(0),
    grams: new Map(),
    gramTotal: 0,
    tokens: new Map(),
  };
}

function histBin(n: number): number {
  for (let i = 0; i < HIST_BOUNDS.length; i++) if (n <= HIST_BOUNDS[i]!) return i;
  return HIST_BOUNDS.length;
}

const DIGITS = /\p{N}/gu;
const SPACES = /\s+/g;

/** Adds the counts of `text` (whose sentences are `sentences`, when already split) to `c`. */
export function addText(
  c: Counts,
  text: string,
  lang: DetectedLanguage,
  sentences?: readonly string[],
): Counts {
  if (typeof text !== 'string' || text.trim() === '') return c;
  const fwi = fwIndex(lang);
  const other = c.fw.length - 1;
  const sents = sentences ?? splitParagraphs(text).flatMap((p) => splitSentences(p, lang));
  for (const s of sents) {
    const toks = tokenizeLower(s);
    if (toks.length === 0) continue;
    c.sentences++;
    c.words += toks.length;
    c.hist[histBin(toks.length)]!++;
    for (const t of toks) {
      const i = fwi.get(t);
      c.fw[i ?? other]!++;
      c.tokens.set(t, (c.tokens.get(t) ?? 0) + 1);
    }
  }
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === ' ' || ch === '\n' || ch === '\t' || ch === '\r') continue;
    c.chars++;
    if (ch === '.' && text[i + 1] === '.' && text[i + 2] === '.') {
      c.punct[13]!++;
      i += 2;
      continue;
    }
    const p = PUNCT_CHAR[ch];
    if (p !== undefined) c.punct[p]!++;
  }
  const norm = ` ${text.toLowerCase().replace(DIGITS, '0').replace(SPACES, ' ')} `;
  const grams = c.grams;
  let a = norm.charCodeAt(0);
  let b = norm.charCodeAt(1);
  for (let i = 2; i < norm.length; i++) {
    const d = norm.charCodeAt(i);
    const k = (a * 65536 + b) * 65536 + d;
    grams.set(k, (grams.get(k) ?? 0) + 1);
    a = b;
    b = d;
  }
  if (norm.length >= GRAM_N) c.gramTotal += norm.length - GRAM_N + 1;
  return c;
}

export function countsOf(text: string, lang: DetectedLanguage, sentences?: readonly string[]): Counts {
  return addText(emptyCounts(lang), text, lang, sentences);
}

function mergeMap<K>(into: Map<K, number>, from: Map<K, number>, sign: 1 | -1) {
  for (const [k, v] of from) {
    const n = (into.get(k) ?? 0) + sign * v;
    if (n > 0) into.set(k, n);
    else into.delete(k);
  }
}

/** Adds `b` into `a` in place (no copies; for building a total from many chunks). */
export function accumulate(a: Counts, b: Counts): Counts {
  a.words += b.words;
  a.chars += b.chars;
  a.sentences += b.sentences;
  for (let i = 0; i < a.hist.length; i++) a.hist[i]! += b.hist[i] ?? 0;
  for (let i = 0; i < a.punct.length; i++) a.punct[i]! += b.punct[i] ?? 0;
  for (let i = 0; i < a.fw.length; i++) a.fw[i]! += b.fw[i] ?? 0;
  a.gramTotal += b.gramTotal;
  mergeMap(a.grams, b.grams, 1);
  mergeMap(a.tokens, b.tokens, 1);
  return a;
}

/** a + b (sign 1) or a − b (sign −1), as a new Counts. */
export function combine(a: Counts, b: Counts, sign: 1 | -1 = 1): Counts {
  const out: Counts = {
    words: a.words + sign * b.words,
    chars: a.chars + sign * b.chars,
    sentences: a.sentences + sign * b.sentences,
    hist: a.hist.map((v, i) => v + sign * (b.hist[i] ?? 0)),
    punct: a.punct.map((v, i) => v + sign * (b.punct[i] ?? 0)),
    fw: a.fw.map((v, i) => v + sign * (b.fw[i] ?? 0)),
    grams: new Map(a.grams),
    gramTotal: a.gramTotal + sign * b.gramTotal,
    tokens: new Map(a.tokens),
  };
  mergeMap(out.grams, b.grams, sign);
  mergeMap(out.tokens, b.tokens, sign);
  return out;
}

/** Profile side of the distances, in a shape that is cheap to compare against. */
export interface ProfileView {
  keys: number[];
  gramVec: Float64Array;
  gramNorm: number;
  fw: Float64Array;
  hist: Float64Array;
  punct: Float64Array;
  signature: Map<string, number>;
  sigRate: number;
}

function normalise(xs: ArrayLike<number>): Float64Array {
  let s = 0;
  for (let i = 0; i < xs.length; i++) s += xs[i]!;
  const out = new Float64Array(xs.length);
  if (s > 0) for (let i = 0; i < xs.length; i++) out[i] = xs[i]! / s;
  return out;
}

function viewFrom(
  keys: number[],
  gramFreq: (k: number) => number,
  fw: ArrayLike<number>,
  hist: ArrayLike<number>,
  punct: ArrayLike<number>,
  signature: Map<string, number>,
): ProfileView {
  const gramVec = new Float64Array(keys.length);
  let n2 = 0;
  keys.forEach((k, i) => {
    const v = Math.sqrt(gramFreq(k));
    gramVec[i] = v;
    n2 += v * v;
  });
  let sigRate = 0;
  for (const r of signature.values()) sigRate += r;
  return {
    keys,
    gramVec,
    gramNorm: Math.sqrt(n2),
    fw: normalise(fw),
    hist: normalise(hist),
    punct: Float64Array.from(punct),
    signature,
    sigRate,
  };
}

/** View of profile counts on fixed n-gram keys and signature words (rates recomputed from counts). */
export function viewOfCounts(c: Counts, keys: number[], signatureWords: readonly string[]): ProfileView {
  const sig = new Map<string, number>();
  for (const w of signatureWords) sig.set(w, c.words ? (1000 * (c.tokens.get(w) ?? 0)) / c.words : 0);
  return viewFrom(
    keys,
    (k) => (c.gramTotal ? (c.grams.get(k) ?? 0) / c.gramTotal : 0),
    c.fw,
    c.hist,
    c.punct.map((v) => (c.chars ? (1000 * v) / c.chars : 0)),
    sig,
  );
}

/** View of `total − part` without copying the maps (leave-one-chunk-out calibration). */
export function viewOfDifference(
  total: Counts,
  part: Counts,
  keys: number[],
  signatureWords: readonly string[],
): ProfileView {
  const words = total.words - part.words;
  const chars = total.chars - part.chars;
  const grams = total.gramTotal - part.gramTotal;
  const sig = new Map<string, number>();
  for (const w of signatureWords)
    sig.set(w, words > 0 ? (1000 * ((total.tokens.get(w) ?? 0) - (part.tokens.get(w) ?? 0))) / words : 0);
  return viewFrom(
    keys,
    (k) => (grams > 0 ? ((total.grams.get(k) ?? 0) - (part.grams.get(k) ?? 0)) / grams : 0),
    total.fw.map((v, i) => v - (part.fw[i] ?? 0)),
    total.hist.map((v, i) => v - (part.hist[i] ?? 0)),
    total.punct.map((v, i) => (chars > 0 ? (1000 * (v - (part.punct[i] ?? 0))) / chars : 0)),
    sig,
  );
}

const viewCache = new WeakMap<Voiceprint, ProfileView>();
export function viewOfVoiceprint(vp: Voiceprint): ProfileView {
  let v = viewCache.get(vp);
  if (!v) {
    const strs = Object.keys(vp.grams).filter((g) => g.length === GRAM_N);
    const freq = new Map(strs.map((g) => [gramKey(g), num(vp.grams[g]) / 1e5]));
    v = viewFrom(
      [...freq.keys()],
      (k) => freq.get(k) ?? 0,
      vp.fw.map(num),
      vp.hist.map(num),
      PUNCT_KEYS.map((_, i) => num(vp.punct[i])),
      new Map(Object.entries(vp.signature ?? {}).map(([w, r]) => [w, num(r)])),
    );
    viewCache.set(vp, v);
  }
  return v;
}

function num(x: unknown): number {
  return typeof x === 'number' && Number.isFinite(x) ? x : 0;
}

const PUNCT_ALPHA = 0.5;
const LN4 = Math.log(4);

function jsd(p: Float64Array, q: Float64Array): number {
  let d = 0;
  for (let i = 0; i < p.length; i++) {
    const a = p[i]!;
    const b = q[i] ?? 0;
    const m = (a + b) / 2;
    if (a > 0) d += 0.5 * a * Math.log2(a / m);
    if (b > 0) d += 0.5 * b * Math.log2(b / m);
  }
  return Math.max(0, Math.min(1, d));
}

/**
 * Distances per signal between a profile view and the counts of a text (style is added by the caller).
 * `marks`: indices into PUNCT_KEYS the punctuation distance is taken over (default: all of them; voiceMatch
 * passes the language-independent ones when the text is in another language than the profile).
 */
export function signalDistances(
  p: ProfileView,
  t: Counts,
  marks?: readonly number[],
): Omit<Record<Component, number>, 'style'> {
  // Character n-grams: cosine of square-rooted relative frequencies on the profile's keys.
  let dot = 0;
  let tn2 = 0;
  if (t.gramTotal > 0)
    for (let i = 0; i < p.keys.length; i++) {
      const tv = Math.sqrt((t.grams.get(p.keys[i]!) ?? 0) / t.gramTotal);
      dot += p.gramVec[i]! * tv;
      tn2 += tv * tv;
    }
  const grams = p.gramNorm > 0 && tn2 > 0 ? 1 - dot / (p.gramNorm * Math.sqrt(tn2)) : 1;
  const fw = jsd(p.fw, normalise(t.fw));
  const th = normalise(t.hist);
  let cp = 0;
  let ct = 0;
  let emd = 0;
  for (let i = 0; i < HIST_BINS - 1; i++) {
    cp += p.hist[i]!;
    ct += th[i]!;
    emd += Math.abs(cp - ct);
  }
  const hist = t.sentences ? emd / (HIST_BINS - 1) : 1;
  let pd = 0;
  const nMarks = marks ? marks.length : PUNCT_KEYS.length;
  for (let m = 0; m < nMarks; m++) {
    const i = marks ? marks[m]! : m;
    const tr = t.chars ? (1000 * t.punct[i]!) / t.chars : 0;
    pd += Math.min(1, Math.abs(Math.log((tr + PUNCT_ALPHA) / (p.punct[i]! + PUNCT_ALPHA))) / LN4);
  }
  const punct = nMarks ? pd / nMarks : 0;
  let obs = 0;
  for (const w of p.signature.keys()) obs += t.tokens.get(w) ?? 0;
  const expected = (p.sigRate * t.words) / 1000;
  const sig = expected > 0 ? Math.max(0, 1 - obs / expected) : 0;
  return { grams, fw, hist, punct, sig };
}

/** Signature words: not stop words, spread over ≥ 25% of chunks, far above the reference rate. */
export function signatureWords(total: Counts, chunks: Counts[], lang: DetectedLanguage): Map<string, number> {
  const out = new Map<string, number>();
  if (total.words < 300 || chunks.length < 3) return out;
  const stop = fwIndex(lang);
  const ref = referenceTotals(lang);
  const minChunks = Math.max(2, Math.ceil(chunks.length * 0.25));
  const cand: { w: string; rate: number; key: number }[] = [];
  for (const [w, n] of total.tokens) {
    if (n < 3 || stop.has(w) || !/\p{L}/u.test(w)) continue;
    let spread = 0;
    for (const c of chunks) if (c.tokens.has(w)) spread++;
    if (spread < minChunks) continue;
    const rate = n / total.words;
    const refRate = ref.words ? ((ref.tokens.get(w) ?? 0) + 0.5) / ref.words : 1e-3;
    const lift = rate / refRate;
    if (lift < 2) continue;
    cand.push({ w, rate, key: rate * Math.log(lift) * (spread / chunks.length) });
  }
  cand.sort((a, b) => b.key - a.key || (a.w < b.w ? -1 : 1));
  for (const c of cand.slice(0, SIGNATURE_MAX)) out.set(c.w, Math.round(c.rate * 1e6) / 1000);
  return out;
}

// ---------------------------------------------------------------- reference texts and chunking

interface Chunk {
  text: string;
  sentences: string[];
  counts: Counts;
}

/** Consecutive chunks of ≥ CHUNK_WORDS words from a list of texts; the rest is returned as `tail`. */
export function chunkTexts(
  texts: readonly string[],
  lang: DetectedLanguage,
): { chunks: Chunk[]; tail: Chunk | null } {
  const chunks: Chunk[] = [];
  let sents: string[] = [];
  let n = 0;
  const close = (): Chunk => {
    const text = sents.join(' ');
    const c = { text, sentences: sents, counts: countsOf(text, lang, sents) };
    sents = [];
    n = 0;
    return c;
  };
  for (const t of texts)
    for (const p of splitParagraphs(t))
      for (const s of splitSentences(p, lang)) {
        sents.push(s);
        n += tokenizeLower(s).length;
        if (n >= CHUNK_WORDS) chunks.push(close());
      }
  return { chunks, tail: sents.length ? close() : null };
}

const refCache = new Map<KnownLanguage, { chunks: Chunk[]; total: Counts }>();
function reference(lang: DetectedLanguage): { chunks: Chunk[]; total: Counts } {
  const L = fwLang(lang);
  let r = refCache.get(L);
  if (!r) {
    const { chunks, tail } = chunkTexts(REFERENCE_TEXTS[L], L);
    const total = emptyCounts(L);
    for (const c of chunks) accumulate(total, c.counts);
    if (tail) accumulate(total, tail.counts);
    r = { chunks, total };
    refCache.set(L, r);
  }
  return r;
}
function referenceTotals(lang: DetectedLanguage): Counts {
  return reference(lang).total;
}
/** Reference chunks of the language (for calibration), ~150 words each. */
export function referenceChunks(lang: DetectedLanguage): Chunk[] {
  return reference(lang).chunks;
}

/** Groups of three consecutive chunks (~450 words), sliding by one. */
export function triples<T>(xs: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i + 3 <= xs.length; i++) out.push(xs.slice(i, i + 3));
  return out;
}

export function spreadPick<T>(list: readonly T[], max: number): T[] {
  if (list.length <= max) return [...list];
  const out: T[] = [];
  for (let i = 0; i < max; i++) out.push(list[Math.floor((i * list.length) / max)]!);
  return out;
}

export const r4 = (x: number) => (Number.isFinite(x) ? Math.round(x * 10000) / 10000 : 0);

export function topGrams(c: Counts): number[] {
  return [...c.grams.entries()]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, TOP_GRAMS)
    .map(([k]) => k);
}

/** Compact JSON form of profile counts. */
export function compact(
  c: Counts,
  keys: number[],
  sig: Map<string, number>,
  lang: DetectedLanguage,
): Voiceprint {
  const grams: Record<string, number> = {};
  for (const k of keys)
    grams[gramString(k)] = Math.round((1e5 * (c.grams.get(k) ?? 0)) / Math.max(1, c.gramTotal));
  const fwTotal = c.fw.reduce((a, b) => a + b, 0) || 1;
  const hTotal = c.hist.reduce((a, b) => a + b, 0) || 1;
  return {
    v: 1,
    language: lang,
    words: c.words,
    grams,
    fw: c.fw.map((v) => Math.round((1e4 * v) / fwTotal)),
    hist: c.hist.map((v) => Math.round((1000 * v) / hTotal)),
    punct: c.punct.map((v) => r4(c.chars ? (1000 * v) / c.chars : 0)),
    signature: Object.fromEntries(sig),
    cal: null,
  };
}

export { MAX_CAL_CHUNKS };
