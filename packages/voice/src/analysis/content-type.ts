/**
 * Rule-based content-type classifier for one section, in all five languages. Each type collects points
 * from cue phrases (lexicon/cues.ts) and structure (greeting + sign-off, hashtags, citations, datelines,
 * code, prices, dialogue); the best type wins if it has enough evidence, otherwise 'general_content'.
 * Confidence reflects both the margin over the runner-up and the amount of evidence.
 */
import type { ContentType } from '@inkprint/shared';
import { KNOWN_LANGUAGES } from './language-codes.js';
import { CONTENT_CUES, GREETINGS, SIGN_OFFS } from './lexicon/cues.js';
import { tokenizeLower } from './segment.js';
import type { TextStats } from './stats.js';

const ALL_GREETINGS = [...new Set(KNOWN_LANGUAGES.flatMap((l) => GREETINGS[l]))].sort(
  (a, b) => b.length - a.length,
);
const ALL_SIGN_OFFS = [...new Set(KNOWN_LANGUAGES.flatMap((l) => SIGN_OFFS[l]))].sort(
  (a, b) => b.length - a.length,
);

const NOT_WORD = /[^\p{L}\p{N}]/u;

/** The greeting or sign-off phrase a line starts with, if any. */
export function leadingPhrase(line: string, phrases: readonly string[]): string | null {
  const l = line.trim().toLowerCase();
  for (const p of phrases) {
    if (l.startsWith(p)) {
      const next = l[p.length];
      if (next === undefined || NOT_WORD.test(next)) return p;
    }
  }
  return null;
}

export function greetingOf(firstLine: string): string | null {
  if (firstLine.length > 120 || wordCount(firstLine) > 8) return null;
  return leadingPhrase(firstLine, ALL_GREETINGS);
}

export function signOffOf(line: string): string | null {
  if (line.length > 80 || wordCount(line) > 6) return null;
  return leadingPhrase(line, ALL_SIGN_OFFS);
}

// White-space runs, not the shared `countWords`: a cheap gate on one short line (a subject, a sign-off)
// before any lexicon is read; the limits above were set on this count (decision 039).
function wordCount(s: string): number {
  let n = 0;
  for (const p of s.split(/\s+/)) if (p) n++;
  return n;
}

const SUBJECT = /^(?:subject|betreff|objet|oggetto|assunto|re|aw|fwd?)\s*:/im;
const DATELINE = /^[\p{Lu}][\p{Lu} .'-]{2,}(?:\([^)]*\))?,?\s[^\n]{0,40}?\d{4}\s*[–—-]/mu;
const CITATION =
  /\(\p{Lu}[\p{L}-]+(?: et al\.)?(?: (?:&|and|und|et|e) \p{Lu}[\p{L}-]+)?,? \d{4}[a-z]?(?:[,;] ?[^)]{0,40})?\)|\[\d+(?:[,–-] ?\d+)*\]/gu;
const UNITS = /\d\s?(?:cm|mm|kg|g|ml|l|m|inch|inches|zoll|pollici|polegadas|gb|tb|mah|w|v|h)\b/giu;
const PRICE = /[€$£]\s?\d|\d\s?(?:€|eur|usd)\b/giu;
const STEP = /^\s*(?:\d+[.)]|step \d|schritt \d|étape \d|passo \d|passo \d)\s/gimu;
const DIALOGUE = /^\s*(?:["«»„“”]|— |– )/gmu;
const BULLET = /^\s*(?:[-*•▪◦]|\d+[.)])\s/gmu;

export interface ContentTypeResult {
  type: ContentType;
  confidence: number;
}

/** Cues indexed by their first word, so a section only substring-searches cues whose first word it has. */
const CUE_INDEX = new Map<string, { cue: string; type: ContentType; single: boolean }[]>();
for (const [type, cues] of Object.entries(CONTENT_CUES) as [ContentType, string[]][]) {
  if (type === 'social_media') continue;
  for (const cue of cues) {
    const first = cue.toLowerCase().match(/[\p{L}\p{N}_]+(?:['’][\p{L}]+)*/u)?.[0];
    if (!first) continue;
    const single = first === cue;
    const list = CUE_INDEX.get(first) ?? [];
    list.push({ cue, type, single });
    CUE_INDEX.set(first, list);
  }
}

/**
 * Distinct cue phrases per content type present in the section. Each cue is searched for at most once,
 * found or not: a first word repeated all over a long text must not search the text again each time.
 */
function cueCounts(lower: string, tokens: readonly string[]): Map<ContentType, number> {
  const tried = new Set<string>();
  const out = new Map<ContentType, number>();
  for (const t of tokens) {
    const list = CUE_INDEX.get(t);
    if (!list) continue;
    for (const c of list) {
      if (tried.has(c.cue)) continue;
      tried.add(c.cue);
      if (c.single || lower.includes(c.cue)) out.set(c.type, (out.get(c.type) ?? 0) + 1);
    }
  }
  return out;
}

export function classifyContent(
  text: string,
  heading: string | null,
  s: TextStats,
  tokens?: readonly string[],
): ContentTypeResult {
  if (!text || s.words === 0) return { type: 'general_content', confidence: 0 };
  const lower = text.toLowerCase();
  const per100 = (n: number) => (100 * n) / Math.max(1, s.words);
  const lines = text.split('\n').filter((l) => l.trim() !== '');
  const pts: Partial<Record<ContentType, number>> = {};
  const add = (t: ContentType, v: number) => {
    pts[t] = (pts[t] ?? 0) + v;
  };
  for (const [type, c] of cueCounts(lower, tokens ?? tokenizeLower(text))) {
    const w: Partial<Record<ContentType, number>> = {
      press_release: 2,
      academic_paper: 1,
      technical_documentation: 0.6,
      marketing_copy: 1.2,
      product_description: 0.7,
      newsletter: 1.5,
      blog_post: 1,
      case_study: 1.3,
      white_paper: 1.5,
      business_document: 0.7,
      website_content: 1.3,
      creative_writing: 1.5,
    };
    add(type, Math.min(4, c) * (w[type] ?? 1));
  }
  // E-mail: greeting line and sign-off near the end.
  if (lines.length > 0 && greetingOf(lines[0]!)) add('email', 2);
  if (lines.slice(-3).some((l) => signOffOf(l))) add('email', 2);
  if (SUBJECT.test(text)) add('email', 2);
  // Social: hashtags, mentions, emoji, brevity.
  if (s.hashtags > 0) add('social_media', 1.5 + 0.5 * Math.min(3, s.hashtags));
  if (s.mentions > 0) add('social_media', 1);
  if (per100(s.emoji) > 2) add('social_media', 1);
  if (s.words < 80 && (s.hashtags > 0 || s.emoji > 0)) add('social_media', 1);
  if (DATELINE.test(text)) add('press_release', 2);
  const cites = text.match(CITATION)?.length ?? 0;
  if (cites) add('academic_paper', Math.min(4, cites));
  add(
    'technical_documentation',
    Math.min(3, per100(s.codeish)) + Math.min(2, per100(s.tone.technical) * 0.4),
  );
  const steps = text.match(STEP)?.length ?? 0;
  if (steps >= 2) add('technical_documentation', 1);
  if (per100(s.secondPerson) > 3) add('marketing_copy', 0.6);
  if (s.exclSentences > 0 && per100(s.secondPerson) > 2) add('marketing_copy', 0.4);
  add('marketing_copy', Math.min(1.5, per100(s.tone.confident) * 0.3));
  const units = text.match(UNITS)?.length ?? 0;
  const prices = text.match(PRICE)?.length ?? 0;
  if (units + prices) add('product_description', Math.min(3, 0.6 * (units + prices)));
  if (heading && per100(s.firstPerson) > 2) add('blog_post', 1);
  if (per100(s.firstPerson) > 3 && s.tone.casual + s.tone.enthusiastic > 0) add('blog_post', 0.8);
  const dialogue = text.match(DIALOGUE)?.length ?? 0;
  if (dialogue) add('creative_writing', Math.min(2, dialogue * 0.5));
  add('creative_writing', Math.min(2, per100(s.tone.creative) * 0.3));
  if (s.words >= 120 && per100(s.firstPerson) < 1 && per100(s.secondPerson) < 1) {
    add('article', 0.8 + Math.min(1, per100(s.tone.authoritative) * 0.3));
  }
  const bullets = text.match(BULLET)?.length ?? 0;
  if (bullets >= 3 && per100(s.formal + s.firstPlural) > 1) add('business_document', 0.8);

  let best: ContentType = 'general_content';
  let bestPts = 0;
  let second = 0;
  for (const [t, v] of Object.entries(pts) as [ContentType, number][]) {
    if (v > bestPts) {
      second = bestPts;
      bestPts = v;
      best = t;
    } else if (v > second) second = v;
  }
  if (bestPts < 1.2) return { type: 'general_content', confidence: 0.3 };
  const margin = (bestPts - second) / bestPts;
  const confidence = Math.min(1, 0.3 + 0.45 * margin + 0.25 * Math.min(1, bestPts / 4));
  return { type: best, confidence: Math.round(confidence * 100) / 100 };
}
