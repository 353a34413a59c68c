/**
 * The check after a rewrite's draft, the one correction it may trigger, and how two drafts are ranked
 * (decision 035), like check.ts for a generation. A rewrite needs a revision when it lost a fact of the
 * source (a number, URL, e-mail address or name, rewrite-facts.ts), when its length lies outside ±15% of
 * the source's words, when it is in another language than asked, or when its voiceMatch score is under 70.
 * The revision request names exactly what went missing and how many words to add or cut.
 */
import { LANGUAGE_NAMES, type Language } from '@inkprint/shared';
import {
  type Assessment,
  BANNED_PHRASE_PENALTY,
  type DraftFault,
  draftFaultLines,
  readDraft,
} from './check.js';
import {
  extractFacts,
  type Facts,
  lengthBand,
  lengthCorrection,
  type MissingFacts,
  missingCount,
  missingFacts,
  wordsOf,
} from './rewrite-facts.js';
import type { RewriteInput } from './types.js';

export type RewriteFault =
  | { kind: 'facts'; missing: MissingFacts }
  | { kind: 'length'; words: number; sourceWords: number; change: number }
  | DraftFault;

export interface RewriteAssessment extends Omit<Assessment, 'faults'> {
  faults: RewriteFault[];
  missing: MissingFacts;
}

/** What the check compares against: the source's facts and words, computed once per rewrite. */
export interface RewriteSource {
  facts: Facts;
  words: number;
}

export function rewriteSourceOf(input: RewriteInput): RewriteSource {
  return {
    facts: extractFacts(input.source, input.sourceLanguage),
    words: wordsOf(input.source, input.sourceLanguage),
  };
}

export function assessRewrite(input: RewriteInput, source: RewriteSource, text: string): RewriteAssessment {
  const wordCount = wordsOf(text, input.language);
  const { read, faults } = readDraft(input, text, wordCount);
  const missing = missingFacts(source.facts, input.sourceLanguage, text, input.language);
  const change = lengthCorrection(source.words, wordCount);
  const found: (RewriteFault | null)[] = [
    missingCount(missing) > 0 ? { kind: 'facts', missing } : null,
    change !== 0 ? { kind: 'length', words: wordCount, sourceWords: source.words, change } : null,
    faults.language,
    faults.voice,
    faults.banned,
  ];
  return { ...read, faults: found.filter((f): f is RewriteFault => f !== null), missing };
}

/**
 * The rank of a rewrite: its voiceMatch score, minus 100 in the wrong language, minus 25 per lost fact
 * (meaning outranks voice), minus 1 point per percentage point of length outside the band, minus
 * `BANNED_PHRASE_PENALTY` per banned phrase it uses (as a generation, decision 034).
 */
export function rewriteRank(a: RewriteAssessment, sourceWords: number): number {
  const { lo, hi } = lengthBand(sourceWords);
  const outside =
    a.wordCount < lo
      ? (lo - a.wordCount) / sourceWords
      : a.wordCount > hi
        ? (a.wordCount - hi) / sourceWords
        : 0;
  const wrongLanguage = a.faults.some((f) => f.kind === 'language');
  return (
    a.voiceMatch -
    (wrongLanguage ? 100 : 0) -
    25 * missingCount(a.missing) -
    100 * outside -
    BANNED_PHRASE_PENALTY * a.banned.length
  );
}

/** The better of draft and revision; the revision wins ties (it was asked to fix something). */
export function betterRewrite(
  draft: RewriteAssessment,
  revision: RewriteAssessment,
  sourceWords: number,
): 'draft' | 'revision' {
  return rewriteRank(revision, sourceWords) >= rewriteRank(draft, sourceWords) ? 'revision' : 'draft';
}

const quoted = (xs: readonly string[]) => xs.map((x) => `"${x}"`).join(', ');

/**
 * The revision request: each fault with its figures, then what to keep. The missing facts are the
 * source's own words (untrusted), so the caller passes them through `asPromptData` via `asData`.
 */
export function rewriteRevisionInstruction(
  faults: readonly RewriteFault[],
  language: Language,
  asData: (text: string) => string,
): string {
  const lines: string[] = [];
  for (const f of faults) {
    if (f.kind === 'facts') {
      const m = f.missing;
      const list = (what: string, xs: string[]) =>
        xs.length ? [`  - ${what}: ${quoted(xs.map(asData))}`] : [];
      lines.push(
        '- These facts of the source text are missing from your text; put each one back, with the same meaning:',
        ...list('numbers', m.numbers),
        ...list('links', m.urls),
        ...list('e-mail addresses', m.emails),
        ...list('names', m.names),
      );
    } else if (f.kind === 'length') {
      const { lo, hi } = lengthBand(f.sourceWords);
      lines.push(
        f.change > 0
          ? `- The text has ${f.words} words; add about ${f.change} words (the source has ${f.sourceWords}: stay between ${lo} and ${hi}).`
          : `- The text has ${f.words} words; cut about ${-f.change} words (the source has ${f.sourceWords}: stay between ${lo} and ${hi}).`,
      );
    } else {
      lines.push(...draftFaultLines(f));
    }
  }
  return [
    'Revise your rewrite. Fix exactly these points:',
    ...lines,
    `Keep the meaning of the source and every fact in it. Write in ${LANGUAGE_NAMES[language]}. Answer with the revised text only.`,
  ].join('\n');
}
