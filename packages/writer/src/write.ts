/**
 * The offline writer: understand → plan → realise → shape → choose. Several candidates are made from
 * the seed; each is built sentence by sentence, taking from the pool the sentence that brings the draft's
 * style nearest the profile while keeping each paragraph on budget; the candidate selectionMatch scores best
 * among those that meet every hard rule is kept. Pure and deterministic for a given seed.
 * Preparing a request is prepare.ts; building one candidate, in phases, is candidate/*.
 */
import { bannedPhraseMatcher, type Language } from '@inkprint/shared';
import { selectionMatch } from '@inkprint/voice';
import { buildCandidate, type Draft } from './candidate/build.js';
import { checkDraft } from './check.js';
import { applyGrammar } from './grammar.js';
import { prepare } from './prepare.js';
import { makeRng } from './rng.js';
import { countFast } from './shape.js';
import { CANDIDATE_PRIME, CANDIDATE_WORK_WORDS, MIN_CANDIDATE_WORDS, SEED_PRIME } from './tuning.js';
import type { WriteChunk, WriteRequest, WriteResult, WriterVoice } from './types.js';

export { resolveAddress } from './prepare.js';

/** How the product names this engine, and the message key of its one-line description. */
export const OFFLINE_ENGINE = {
  id: 'builtin',
  displayName: 'Inkprint offline engine',
  descriptionKey: 'writer.builtin.description',
} as const;

/** Number of candidate drafts per request (more for short ones, see below); selectionMatch judges them. */
export const CANDIDATES = 3;
const SCORED = CANDIDATES;

/** English contractions, only before another word ("that's why", never a clause-final "what it's."). */
const CONTRACTIONS: [RegExp, string][] = [
  [/\b(it|that|there|what|here|he|she)(?: is)(?= [a-z])/gi, "$1's"],
  [/\b(I) am(?= [a-z])/g, "$1'm"],
  [/\b(we|you|they)(?: are)(?= [a-z])/gi, "$1're"],
  [/\b(I|we|you|they)(?: have)(?= [a-z]+ed\b| been| seen| tried| learned| made)/gi, "$1've"],
  [/\b(I|we|you|they)(?: will)(?= [a-z])/gi, "$1'll"],
  [/\b(do|does|did|is|are|was|were|would|should|could|has|have|had) not\b/gi, "$1n't"],
  [/\bcannot\b/gi, "can't"],
  [/\bwill not\b/gi, "won't"],
];

function contract(line: string): string {
  let out = line;
  for (const [re, to] of CONTRACTIONS) out = out.replace(re, to);
  return out.replace(/\b([Ww])illn't\b/g, "$1on't");
}

function finalise(text: string, lang: Language, contractions = false): string {
  return text
    .split('\n')
    .map((l) => {
      const g = applyGrammar(l, lang).trimEnd();
      return contractions && !l.startsWith('#') ? contract(g) : g;
    })
    .join('\n')
    .trim();
}

/**
 * The text without any sentence that holds a banned phrase (issue #24, decision 034). The pools already
 * leave such sentences out; this catches the lines made elsewhere (title, subject, greeting, hashtags, a
 * key phrase of the brief). A sentence is dropped whole, never cut inside, so what remains reads as
 * written; a line left empty goes, and so does the blank line it leaves.
 */
export function withoutBannedPhrases(text: string, banned: readonly string[], lang: Language): string {
  if (!banned.length) return text;
  const matcher = bannedPhraseMatcher(banned);
  if (!matcher.has(text)) return text;
  const segmenter = new Intl.Segmenter(lang, { granularity: 'sentence' });
  const lines = text.split('\n').map((line) => {
    if (!matcher.has(line)) return line;
    const kept = [...segmenter.segment(line)]
      .map((s) => s.segment)
      .filter((s) => !matcher.has(s))
      .join('')
      .trim();
    // A phrase across two sentences survives the sentence filter: the line goes then.
    return matcher.has(kept) ? '' : kept;
  });
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Write a draft synchronously (the streaming `write` wraps this). */
export function writeDraft(request: WriteRequest, voice: WriterVoice): WriteResult {
  const p = prepare(request, voice);
  let best: {
    text: string;
    score: number;
    ok: boolean;
    i: number;
    borrowed: number;
    sentences: number;
  } | null = null;
  const named = p.ctx.understanding.namedThings;
  const address = p.ctx.lang === 'en' ? 'none' : p.ctx.address;
  const drafts: (Draft & { index: number })[] = [];
  // Shorter drafts are cheap, and their fixed lines (title, facts, call to action) make single candidates
  // vary more: more of them, about as much work as a 500-word request (100 words: 15, 300: 5).
  const tries = Math.max(
    CANDIDATES,
    Math.round((CANDIDATES * CANDIDATE_WORK_WORDS) / Math.max(MIN_CANDIDATE_WORDS, p.target)),
  );
  for (let c = 0; c < tries; c++) {
    const rng = makeRng((p.req.seed * SEED_PRIME + c * CANDIDATE_PRIME + 1) | 0);
    const draft = buildCandidate(p, rng);
    const text = withoutBannedPhrases(
      finalise(draft.text, p.ctx.lang, p.contract),
      p.req.bannedPhrases,
      p.ctx.lang,
    );
    drafts.push({ ...draft, text, index: c });
  }
  // selectionMatch is the judge: voiceMatch without character n-grams and function words, which stay for
  // the shown score alone (decision 023); the incremental estimate only decides which candidates it sees first.
  const order = [...drafts].sort((a, b) => a.distance - b.distance || a.index - b.index);
  // The stored analysis carries the calibrated voiceprint; a bare style vector is the fallback.
  const profile = voice?.analysis?.voiceprint
    ? voice.analysis
    : (voice?.analysis?.style_vector ?? { language: p.ctx.lang, features: {} });
  const scores: number[] = drafts.map(() => -1);
  for (const [rank, d] of order.entries()) {
    if (rank >= Math.max(SCORED, tries) && best?.ok) break;
    const score = selectionMatch(profile, d.text).score;
    const ok = checkDraft(d.text, { lang: p.ctx.lang, target: p.target, address, named }).ok;
    scores[d.index] = score;
    if (!best || (ok && !best.ok) || (ok === best.ok && score > best.score)) {
      best = { text: d.text, score, ok, i: d.index, borrowed: d.borrowed, sentences: d.sentences };
    }
  }
  const b = best!;
  return {
    text: b.text,
    wordCount: countFast(b.text),
    targetWords: p.target,
    voiceMatch: b.score,
    candidates: scores,
    chosen: b.i,
    seed: p.req.seed,
    language: p.ctx.lang,
    contentType: p.req.contentType,
    address,
    keyPhrases: p.ctx.understanding.keyPhrases.map((k) => k.text),
    namedThings: named,
    intent: p.ctx.understanding.intent,
    borrowedShare: b.sentences ? b.borrowed / b.sentences : 0,
    engine: 'builtin',
  };
}

/** A running write: iterate it for chunks (sentences and line breaks), then await `result()`. */
export interface WriterRun extends AsyncIterable<WriteChunk> {
  result(): Promise<WriteResult>;
}

/**
 * Streaming entry point for the provider interface: `for await (const chunk of write(req, voice))`
 * yields the draft in pieces (each a sentence or a line break); `await run.result()` gives the full text
 * and its metadata (resolves whether or not the stream was read).
 */
export function write(request: WriteRequest, voice: WriterVoice): WriterRun {
  let cached: WriteResult | null = null;
  const get = () => {
    cached ??= writeDraft(request, voice);
    return cached;
  };
  return {
    result: async () => get(),
    async *[Symbol.asyncIterator]() {
      const r = get();
      const pieces = r.text.match(/[^.!?\n]+[.!?]*\s*|\n+|[\s\S]/g) ?? [];
      let index = 0;
      for (const text of pieces) {
        await Promise.resolve();
        yield { text, index: index++ };
      }
    },
  };
}
