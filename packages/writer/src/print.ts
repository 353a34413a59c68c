/**
 * The calibrated voiceprint side of the selector's estimate: the signals voiceMatch weighs besides the
 * style vector — character 3-grams on the profile's keys, function-word distribution (Jensen–Shannon),
 * sentence-length histogram (earth mover's), punctuation per 1,000 characters, signature words — kept as
 * additive counts per sentence, so the greedy fill and the local search can ask "how far would the draft
 * be with this sentence" cheaply. The counts come from the voice engine's own `countsOf`, the profile side
 * from `viewOfVoiceprint`, and the combination from the profile's calibration (`combineDistances`'s
 * formula, evaluated at the draft's target length). It weighs the signals with SELECTION_WEIGHT: character
 * 3-grams and function words are left to the shown score, which the selector must not optimise (decision 023).
 */
import type { Language } from '@inkprint/shared';
import {
  type Calibration,
  COMPONENTS,
  type Component,
  combineDistances,
  countsOf,
  HIST_BOUNDS,
  type ProfileView,
  PUNCT_KEYS,
  SELECTION_WEIGHT,
  type VoiceAnalysis,
  viewOfVoiceprint,
} from '@inkprint/voice';

const HB = HIST_BOUNDS.length + 1;
const NP = PUNCT_KEYS.length;
const PUNCT_ALPHA = 0.5;
const LN4 = Math.log(4);

export interface PrintSpace {
  view: ProfileView;
  lang: Language;
  keyIndex: Map<number, number>;
  fwLen: number;
  /** Per component: own mean, 1 / (other − own), weight / Σ weights (at the target length). */
  own: Float64Array;
  inv: Float64Array;
  w: Float64Array;
  /** Counts per text, for this profile's keys. */
  cache: Map<string, PrintVec>;
}

/** Additive counts of one piece of text on the profile's keys. */
export interface PrintVec {
  words: number;
  chars: number;
  sentences: number;
  hist: Float64Array;
  punct: Float64Array;
  fwIdx: Int32Array;
  fwCnt: Float64Array;
  gIdx: Int32Array;
  gCnt: Float64Array;
  sig: number;
}

/** Running counts of a draft. */
export interface PrintAgg {
  words: number;
  chars: number;
  sentences: number;
  hist: Float64Array;
  punct: Float64Array;
  fw: Float64Array;
  grams: Float64Array;
  /** Σ profile gram weight × √count, and Σ count, over the profile's keys. */
  gDot: number;
  gSum: number;
  sig: number;
  /** Bumped on every change; the function-word gradient below belongs to one version. */
  ver: number;
  fwVer: number;
  /** Exact Jensen–Shannon distance at fwVer, its gradient per slot and Σ gradient × share. */
  fwBase: number;
  fwGrad: Float64Array;
  fwG: number;
}

const spaces = new WeakMap<object, Map<string, PrintSpace | null>>();

/** The print space of a profile for a target length (cached per stored voiceprint). */
export function makePrintSpace(
  analysis: VoiceAnalysis | undefined,
  lang: Language,
  words: number,
): PrintSpace | null {
  const vp = analysis?.voiceprint;
  if (!vp) return null;
  let m = spaces.get(vp);
  if (!m) {
    m = new Map();
    spaces.set(vp, m);
  }
  const key = `${lang}:${words}`;
  if (!m.has(key)) m.set(key, buildPrintSpace(analysis, lang, words));
  return m.get(key)!;
}

function buildPrintSpace(
  analysis: VoiceAnalysis | undefined,
  lang: Language,
  words: number,
): PrintSpace | null {
  const vp = analysis?.voiceprint;
  if (!vp || vp.language !== lang || !vp.grams || !Array.isArray(vp.fw)) return null;
  const view = viewOfVoiceprint(vp);
  const keyIndex = new Map<number, number>();
  for (const [i, k] of view.keys.entries()) keyIndex.set(k, i);
  // Calibration rows at the target length: combineDistances on unit distances gives own means and weights.
  const probe = {} as Record<Component, number>;
  for (const c of COMPONENTS) probe[c] = 0;
  const base = combineDistances(probe, words, (vp.cal ?? null) as Calibration | null, SELECTION_WEIGHT);
  const own = new Float64Array(COMPONENTS.length);
  const inv = new Float64Array(COMPONENTS.length);
  const w = new Float64Array(COMPONENTS.length);
  let wsum = 0;
  COMPONENTS.forEach((c, i) => {
    own[i] = base.own[c];
    // z at d = 0 is −own/gap, so gap = −own / z (when own > 0); otherwise probe at d = 1.
    const one = { ...probe, [c]: 1 } as Record<Component, number>;
    const z1 = combineDistances(one, words, (vp.cal ?? null) as Calibration | null, SELECTION_WEIGHT).z[c];
    const z0 = base.z[c];
    inv[i] = z1 - z0;
    w[i] = base.weight[c];
    wsum += w[i]!;
  });
  if (wsum <= 0) return null;
  for (let i = 0; i < w.length; i++) w[i]! /= wsum;
  return { view, lang, keyIndex, fwLen: view.fw.length, own, inv, w, cache: new Map() };
}

/** Counts of one sentence (or a line), measured as one sentence; cached per profile keys and text. */
export function printOf(text: string, ps: PrintSpace): PrintVec {
  let v = ps.cache.get(text);
  if (v) return v;
  const c = countsOf(text, ps.lang, [text]);
  const fwIdx: number[] = [];
  const fwCnt: number[] = [];
  c.fw.forEach((n, i) => {
    if (n) {
      fwIdx.push(i);
      fwCnt.push(n);
    }
  });
  const gIdx: number[] = [];
  const gCnt: number[] = [];
  for (const [k, n] of c.grams) {
    const i = ps.keyIndex.get(k);
    if (i !== undefined) {
      gIdx.push(i);
      gCnt.push(n);
    }
  }
  let sig = 0;
  for (const w of ps.view.signature.keys()) sig += c.tokens.get(w) ?? 0;
  v = {
    words: c.words,
    chars: c.chars,
    sentences: c.sentences,
    hist: Float64Array.from(c.hist),
    punct: Float64Array.from(c.punct),
    fwIdx: Int32Array.from(fwIdx),
    fwCnt: Float64Array.from(fwCnt),
    gIdx: Int32Array.from(gIdx),
    gCnt: Float64Array.from(gCnt),
    sig,
  };
  if (ps.cache.size > 40_000) ps.cache.clear();
  ps.cache.set(text, v);
  return v;
}

export function emptyPrint(ps: PrintSpace): PrintAgg {
  return {
    words: 0,
    chars: 0,
    sentences: 0,
    hist: new Float64Array(HB),
    punct: new Float64Array(NP),
    fw: new Float64Array(ps.fwLen),
    grams: new Float64Array(ps.view.keys.length),
    gDot: 0,
    gSum: 0,
    sig: 0,
    ver: 0,
    fwVer: -1,
    fwBase: 0,
    fwGrad: new Float64Array(ps.fwLen),
    fwG: 0,
  };
}

export function addPrint(ps: PrintSpace, a: PrintAgg, v: PrintVec, sign = 1): void {
  a.ver++;
  a.words += sign * v.words;
  a.chars += sign * v.chars;
  a.sentences += sign * v.sentences;
  a.sig += sign * v.sig;
  for (let i = 0; i < HB; i++) a.hist[i]! += sign * v.hist[i]!;
  for (let i = 0; i < NP; i++) a.punct[i]! += sign * v.punct[i]!;
  for (let k = 0; k < v.fwIdx.length; k++) a.fw[v.fwIdx[k]!]! += sign * v.fwCnt[k]!;
  const gv = ps.view.gramVec;
  for (let k = 0; k < v.gIdx.length; k++) {
    const i = v.gIdx[k]!;
    const before = a.grams[i]!;
    const after = Math.max(0, before + sign * v.gCnt[k]!);
    a.grams[i] = after;
    a.gDot += gv[i]! * (Math.sqrt(after) - Math.sqrt(before));
    a.gSum += after - before;
  }
}

/**
 * Calibrated distance D (0 ≈ the writer's own text, 1 ≈ other writers) of the draft (+ v), given the
 * style component's raw distance. Lower is better.
 */
export function printDistance(ps: PrintSpace, a: PrintAgg, v: PrintVec | null, style: number): number {
  const { view } = ps;
  const words = a.words + (v ? v.words : 0);
  const chars = a.chars + (v ? v.chars : 0);
  const sents = a.sentences + (v ? v.sentences : 0);
  // Character 3-grams.
  let gDot = a.gDot;
  let gSum = a.gSum;
  if (v) {
    const gv = view.gramVec;
    for (let k = 0; k < v.gIdx.length; k++) {
      const i = v.gIdx[k]!;
      const before = a.grams[i]!;
      const after = before + v.gCnt[k]!;
      gDot += gv[i]! * (Math.sqrt(after) - Math.sqrt(before));
      gSum += after - before;
    }
  }
  const grams = view.gramNorm > 0 && gSum > 0 ? 1 - gDot / (view.gramNorm * Math.sqrt(gSum)) : 1;
  // Function words: Jensen–Shannon against the profile distribution; exact for the draft itself (once per
  // change), first order in the candidate's counts (its few words) once the draft has some length.
  let fw = 0;
  if (v && a.words >= 40) {
    if (a.fwVer !== a.ver) fwState(ps, a);
    let s = 0;
    for (let k = 0; k < v.fwIdx.length; k++) s += a.fwGrad[v.fwIdx[k]!]! * v.fwCnt[k]!;
    fw = a.fwBase + (s - v.words * a.fwG) / (a.words + v.words);
    fw = fw < 0 ? 0 : fw > 1 ? 1 : fw;
  } else if (words > 0) {
    const p = view.fw;
    const fwa = a.fw;
    let j = 0;
    const nextIdx = v ? v.fwIdx : null;
    const inv = 1 / words;
    for (let i = 0; i < p.length; i++) {
      let t = fwa[i]!;
      if (nextIdx && j < nextIdx.length && nextIdx[j] === i) t += v!.fwCnt[j++]!;
      const pa = p[i]!;
      const q = t * inv;
      const m = (pa + q) / 2;
      if (pa > 0) fw += 0.5 * pa * Math.log2(pa / m);
      if (q > 0) fw += 0.5 * q * Math.log2(q / m);
    }
    fw = Math.max(0, Math.min(1, fw));
  } else fw = 1;
  // Sentence lengths: earth mover's distance over the histogram.
  let hist = 1;
  if (sents > 0) {
    let cp = 0;
    let ct = 0;
    let emd = 0;
    for (let i = 0; i < HB - 1; i++) {
      cp += view.hist[i]!;
      ct += (a.hist[i]! + (v ? v.hist[i]! : 0)) / sents;
      emd += Math.abs(cp - ct);
    }
    hist = emd / (HB - 1);
  }
  // Punctuation per 1,000 characters.
  let pd = 0;
  for (let i = 0; i < NP; i++) {
    const tr = chars ? (1000 * (a.punct[i]! + (v ? v.punct[i]! : 0))) / chars : 0;
    const r = Math.abs(Math.log((tr + PUNCT_ALPHA) / (view.punct[i]! + PUNCT_ALPHA))) / LN4;
    pd += r < 1 ? r : 1;
  }
  const punct = pd / NP;
  // Signature words: shortfall of the expected rate.
  const expected = (view.sigRate * words) / 1000;
  const obs = a.sig + (v ? v.sig : 0);
  const sig = expected > 0 ? Math.max(0, 1 - obs / expected) : 0;
  const d = [style, grams, fw, hist, punct, sig];
  let D = 0;
  for (let c = 0; c < d.length; c++) {
    const z = (d[c]! - ps.own[c]!) * ps.inv[c]!;
    D += ps.w[c]! * (z < -8 ? -8 : z > 8 ? 8 : z);
  }
  return D;
}

/** Exact function-word distance of the draft, and its gradient per slot (share 0 counts as half a word). */
function fwState(ps: PrintSpace, a: PrintAgg): void {
  const p = ps.view.fw;
  const inv = 1 / a.words;
  const eps = 0.5 * inv;
  let d = 0;
  let G = 0;
  for (let i = 0; i < p.length; i++) {
    const pa = p[i]!;
    const q = a.fw[i]! * inv;
    const m = (pa + q) / 2;
    if (pa > 0) d += 0.5 * pa * Math.log2(pa / m);
    if (q > 0) d += 0.5 * q * Math.log2(q / m);
    const qe = q > 0 ? q : eps;
    const g = 0.5 * Math.log2(qe / ((pa + qe) / 2));
    a.fwGrad[i] = g;
    G += g * q;
  }
  a.fwBase = Math.max(0, Math.min(1, d));
  a.fwG = G;
  a.fwVer = a.ver;
}
