/**
 * Key phrases: 1–5 word n-grams within one chunk, no stop word at either edge, scored YAKE-style (lower is
 * better) and weighed by where they stand (right after "about" is best; in a relative clause or a place,
 * worst), then de-duplicated by stem, longer and more central first.
 */
import { stemOf } from '../stem.js';
import {
  IN_RELATIVE_PENALTY,
  INTENT_CUE_ENDING,
  MARKED_AFTER,
  MARKED_RIGHT_AFTER,
  MAX_KEY_PHRASES,
  MAX_PHRASE_WORDS,
  PLACED_PENALTY,
  POSITION_WEIGHT,
} from '../tuning.js';
import type { PromptContext } from './context.js';
import type { NamedThings } from './named.js';
import type { TokenRoles } from './roles.js';
import { hasDigit, isCap } from './tokens.js';

export interface Candidate {
  text: string;
  stems: string[];
  score: number;
  start: number;
  /** Its first token and its length in tokens. */
  i: number;
  n: number;
  count: number;
  /** Who is addressed ("Tell customers about …"): a key phrase only when nothing else is. */
  recipient: boolean;
}

/** Tokens i..i+n may form a phrase; `'stop'` when no longer span from i may either. */
function spanFits(p: PromptContext, r: TokenRoles, i: number, n: number): boolean | 'stop' {
  const span = p.toks.slice(i, i + n);
  if (span.some((t) => t.chunk !== span[0]!.chunk)) return 'stop';
  if (p.isStop(span[0]!) || p.isStop(span[n - 1]!)) return false;
  if (span.some((t) => p.instruction.has(t.lower))) return 'stop';
  // A relative clause describes the phrase before it; it is no part of it. Nor is a place ("in our
  // shop"), or what comes after the word that announces the subject.
  if (span.slice(1).some((t) => p.relatives.has(t.lower) || p.locative.has(t.lower))) return 'stop';
  if (span.some((_, k) => r.markers.has(i + k) || r.howToVerb.has(i + k))) return 'stop';
  // German phrases start on a noun or a name: an inflected adjective in front ("besseren Newsletter")
  // would be quoted in the wrong case.
  if (p.lex.capitalNouns && !isCap(span[0]!.text) && !hasDigit(span[0]!.text)) return false;
  if (p.lex.nounVerbs.includes(span[0]!.lower) || r.formatObject(i, n) || r.leadsWithFormat(i, n))
    return false;
  return true;
}

/** A phrase's score weighed by its place in the prompt. */
function weighByPlace(p: PromptContext, r: TokenRoles, i: number, score: number): number {
  const start = p.toks[i]!.start;
  // Earlier in the prompt is more central (the subject usually follows the instruction).
  const position = 1 + (POSITION_WEIGHT * start) / Math.max(1, p.text.length);
  // After "about" (or an invitation's "to") comes the subject; a relative clause only describes it.
  // Right after it (only stop words between) most of all.
  const marked =
    r.firstMarker >= 0 && i > r.firstMarker
      ? p.toks.slice(r.firstMarker + 1, i).every((t) => p.isStop(t))
        ? MARKED_RIGHT_AFTER
        : MARKED_AFTER
      : 1;
  const relative = r.inRelative[i] ? IN_RELATIVE_PENALTY : 1;
  // A place ("in unserem Laden", "nel nostro negozio") says where, not what.
  const placed = r.placed.has(i) ? PLACED_PENALTY : 1;
  return score * position * marked * relative * placed;
}

/** Every phrase the prompt offers, by stems, with its best score. */
export function candidates(
  p: PromptContext,
  r: TokenRoles,
  wordScore: (stem: string) => number,
): Candidate[] {
  const { toks, text } = p;
  const cands = new Map<string, Candidate>();
  for (let i = 0; i < toks.length; i++) {
    for (let n = 1; n <= MAX_PHRASE_WORDS && i + n <= toks.length; n++) {
      const fits = spanFits(p, r, i, n);
      if (fits === 'stop') break;
      if (!fits) continue;
      const span = toks.slice(i, i + n);
      const recipient = r.isRecipient(i, n) || span.some((_, k) => r.addressed.has(i + k));
      const stems = span.filter((t) => !p.isStop(t)).map((t) => stemOf(t.lower, p.lang));
      const key = stems.join(' ');
      let prod = 1;
      let sum = 0;
      for (const s of stems) {
        const w = wordScore(s);
        prod *= w;
        sum += w;
      }
      const surface = text.slice(span[0]!.start, span[n - 1]!.end);
      const prev = cands.get(key);
      const count = (prev?.count ?? 0) + 1;
      const score = weighByPlace(p, r, i, prod / (count * (1 + sum)));
      if (!prev || score < prev.score)
        cands.set(key, { text: surface, stems, score, start: span[0]!.start, i, n, count, recipient });
      else prev.count = count;
    }
  }
  return [...cands.values()];
}

/** Tests on a candidate's edges: it may not start or end on an intent cue, cut a name or place one. */
function edgeTests(p: PromptContext, named: NamedThings) {
  const { toks, lex } = p;
  // A candidate may hold a whole name; it may not cut one in two or be a mere part of one ("March" of "3 March").
  const cutsName = (s: number, e: number) =>
    named.namedSpans.some(([a, b]) => a < e && s < b && !(s <= a && b <= e) && !(a === s && b === e));
  // Intent cues that are verbs, "new", "how"… never start or end a phrase; those that name a thing may.
  const nounCues = new Set(lex.nounCues.split('|'));
  const intentCues = lex.intents.flatMap(([, c]) => c.split('|')).filter((c) => !nounCues.has(c));
  const isIntentWord = (w: string) =>
    intentCues.some((c) => w.toLowerCase().startsWith(c) && w.length <= c.length + INTENT_CUE_ENDING);
  // German key phrases end on a noun or a number ("Lumen mit warmem" is cut short).
  const endsWell = (c: Candidate) =>
    !lex.capitalNouns || isCap(toks[c.i + c.n - 1]!.text) || hasDigit(toks[c.i + c.n - 1]!.text);
  // "summer party in Florianópolis" places a thing; the thing is the phrase, the place a name of its own.
  const placesName = (c: Candidate) =>
    toks.slice(c.i + 1, c.i + c.n).some((t, k) => {
      const before = toks[c.i + k]!;
      return p.isStop(before) && named.namedSpans.some(([a]) => a === t.start);
    });
  return (c: Candidate) =>
    endsWell(c) &&
    !placesName(c) &&
    !cutsName(c.start, toks[c.i + c.n - 1]!.end) &&
    !isIntentWord(toks[c.i]!.text) &&
    !isIntentWord(toks[c.i + c.n - 1]!.text);
}

/**
 * The key phrases, best first: no two sharing a stem. A phrase inside a relative clause ("that people
 * actually read"), or the one addressed, only when there is nothing else (but names and dates).
 */
export function chooseKeyPhrases(
  p: PromptContext,
  r: TokenRoles,
  named: NamedThings,
  cands: Candidate[],
): Candidate[] {
  const ranked = [...cands].sort((a, b) => a.score - b.score || a.start - b.start);
  const fit = ranked.filter(edgeTests(p, named));
  const outsideRelative = fit.some((c) => !r.inRelative[c.i]);
  const beyondRecipients = fit.some((c) => !c.recipient && !named.isDate(c.text) && !named.isNamed(c.text));
  const chosen: Candidate[] = [];
  for (const c of fit.filter(
    (c) => !(outsideRelative && r.inRelative[c.i]) && !(beyondRecipients && c.recipient),
  )) {
    if (chosen.length >= MAX_KEY_PHRASES) break;
    if (chosen.some((o) => o.stems.some((s) => c.stems.includes(s)))) continue;
    chosen.push(c);
  }
  return chosen;
}
