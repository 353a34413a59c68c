/**
 * The check after a model's draft, the one correction it may trigger, and how two drafts are ranked
 * (docs/decisions/010-generation-engines.md). Pure functions of the request, the analysis and the text.
 *
 * A draft needs a revision when its word count is outside ±10% of the target, when it is in another
 * language than asked, when its voiceMatch score is under 70, or when it uses a phrase the voice banned
 * (decision 034). The revision request names each fault with the figures ("your sentences average 24
 * words; this writer's average 13") and each banned phrase to remove. A banned phrase the kept text still
 * holds is reported first among its differences (`{feature: 'banned_phrase', phrase, …}`).
 */
import {
  countWords,
  findBannedPhrases,
  LANGUAGE_NAMES,
  type Language,
  OUTPUT_SIZES,
  VOICE_MATCH_BANDS,
  type VoiceMatchBasisReply,
  type VoiceMatchWithheld,
} from '@inkprint/shared';
import {
  type DetectedLanguage,
  detectLanguage,
  type VoiceMatchDifference,
  type VoiceMatchResult,
  voiceMatch,
} from '@inkprint/voice';
import type { BannedPhraseDifference, GenerationInput, GenerationOutput, VoiceRules } from './types.js';
import { asPromptData } from './untrusted.js';

export const LENGTH_TOLERANCE = 0.1;
export const MIN_VOICE_MATCH = 70;
/** Below this many words the language detector is not trusted to call a text "other". */
const MIN_WORDS_FOR_OTHER = 30;

/** The faults any draft can have, a generation's or a rewrite's. */
export type DraftFault =
  | { kind: 'language'; detected: DetectedLanguage; wanted: Language }
  | { kind: 'voice'; score: number; differences: VoiceMatchDifference[] }
  | { kind: 'banned'; phrases: { phrase: string; count: number }[] };

export type Fault = { kind: 'length'; words: number; target: number } | DraftFault;

/** Rank points a draft loses per banned phrase it still uses: a draft that obeys the rules wins. */
export const BANNED_PHRASE_PENALTY = 50;

export interface Assessment {
  text: string;
  wordCount: number;
  language: DetectedLanguage;
  voiceMatch: number;
  differences: VoiceMatchDifference[];
  basis: VoiceMatchBasisReply;
  /** The banned phrases the text uses, in the order of the voice's list, with how often. */
  banned: { phrase: string; count: number }[];
  faults: Fault[];
}

/** The banned phrases a text uses, each with its count, in the order of the list. */
export function bannedIn(text: string, voiceRules: VoiceRules): { phrase: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const hit of findBannedPhrases(text, voiceRules.bannedPhrases))
    counts.set(hit.phrase, (counts.get(hit.phrase) ?? 0) + 1);
  return voiceRules.bannedPhrases.flatMap((phrase) => {
    const count = counts.get(phrase);
    return count ? [{ phrase, count }] : [];
  });
}

/** The differences to report for banned phrases a text still uses. */
export function bannedDifferences(
  banned: readonly { phrase: string; count: number }[],
): BannedPhraseDifference[] {
  return banned.map(({ phrase, count }) => ({
    feature: 'banned_phrase',
    phrase,
    text: count,
    profile: 0,
    direction: 'higher',
  }));
}

/** What a voiceMatch result compared, as the API names it (`voice_match_basis`). */
export function basisOf(match: VoiceMatchResult): VoiceMatchBasisReply {
  return {
    compared: match.compared,
    profile_language: match.languages.profile,
    text_language: match.languages.text,
  };
}

/**
 * What every draft is read for, whatever it answers: its language, its voiceMatch and the banned phrases
 * it uses, with the fault each raises (null when there is none). Both checks (this and rewrite-check.ts)
 * add their own faults and put them in their order.
 */
export function readDraft(
  input: Pick<GenerationInput, 'language' | 'voice' | 'voiceRules'>,
  text: string,
  wordCount: number,
) {
  const { language, fault: languageFault } = languageOf(text, input.language, wordCount);
  const match = voiceMatch(input.voice.analysis, text);
  const banned = bannedIn(text, input.voiceRules);
  const faults: Record<DraftFault['kind'], DraftFault | null> = {
    language: languageFault,
    voice:
      match.score < MIN_VOICE_MATCH
        ? { kind: 'voice', score: match.score, differences: match.differences.slice(0, 4) }
        : null,
    banned: banned.length ? { kind: 'banned', phrases: banned } : null,
  };
  const read: Omit<Assessment, 'faults'> = {
    text,
    wordCount,
    language,
    voiceMatch: match.score,
    differences: match.differences,
    basis: basisOf(match),
    banned,
  };
  return { read, faults };
}

/** The language a text is in, and the fault when it is not the one wanted (a short text is not called "other"). */
export function languageOf(
  text: string,
  wanted: Language,
  wordCount: number,
): { language: DetectedLanguage; fault: Extract<DraftFault, { kind: 'language' }> | null } {
  const language = detectLanguage(text).language;
  const wrong = language !== wanted && (language !== 'other' || wordCount >= MIN_WORDS_FOR_OTHER);
  return { language, fault: wrong ? { kind: 'language', detected: language, wanted } : null };
}

export function assessDraft(input: GenerationInput, text: string): Assessment {
  const target = OUTPUT_SIZES[input.length];
  const wordCount = countWords(text, input.language);
  const { read, faults } = readDraft(input, text, wordCount);
  const length: Fault | null =
    Math.abs(wordCount / target - 1) > LENGTH_TOLERANCE ? { kind: 'length', words: wordCount, target } : null;
  const found = [faults.language, length, faults.voice, faults.banned];
  return { ...read, faults: found.filter((f): f is Fault => f !== null) };
}

/**
 * Whether the score shown for a finished text must be withheld (decision 023): the profile holds no writing
 * in the language asked for or detected (a voice claim across languages would rest on sentence shapes
 * alone), or the text is shorter than the length below which bench:voice found the score unreliable.
 */
export function withheldOf(
  output: { wordCount: number; voiceMatchBasis: VoiceMatchBasisReply },
  language: Language,
): VoiceMatchWithheld | null {
  const basis = output.voiceMatchBasis;
  const profile = basis.profile_language;
  if (basis.compared === 'language_independent' || (profile !== 'other' && profile !== language))
    return 'other_language';
  if (output.wordCount < VOICE_MATCH_BANDS.minWords) return 'too_short';
  return null;
}

/**
 * The rank of a draft: its voiceMatch score, minus 100 when it is in the wrong language (a right-language
 * draft always wins), minus 1 point per percentage point its length lies outside the ±10% band, minus
 * `BANNED_PHRASE_PENALTY` per banned phrase it uses (the user's rule outweighs any score difference).
 */
export function rankOf(a: Assessment, target: number): number {
  const outside = Math.max(0, Math.abs(a.wordCount / target - 1) - LENGTH_TOLERANCE);
  const wrongLanguage = a.faults.some((f) => f.kind === 'language');
  return a.voiceMatch - (wrongLanguage ? 100 : 0) - 100 * outside - BANNED_PHRASE_PENALTY * a.banned.length;
}

/** The better of draft and revision; the revision wins ties (it was asked to fix something). */
export function better(draft: Assessment, revision: Assessment, target: number): 'draft' | 'revision' {
  return rankOf(revision, target) >= rankOf(draft, target) ? 'revision' : 'draft';
}

/** A banned phrase quoted in the revision request: user text, so no angle bracket and no line break. */
function oneLine(text: string): string {
  return asPromptData(text).replace(/\s+/g, ' ').trim();
}

const n1 = (x: number) => String(Math.round(x * 10) / 10);
const n2 = (x: number) => String(Math.round(x * 100) / 100);

const MARKS: Record<string, string> = {
  comma: 'commas',
  semicolon: 'semicolons',
  colon: 'colons',
  em_dash: 'em-dashes (—)',
  en_dash: 'en-dashes (–)',
  hyphen: 'hyphens',
  parenthesis: 'parentheses',
  straight_quote: 'straight quotation marks',
  typographic_quote: 'typographic quotation marks',
  apostrophe: 'apostrophes',
  typographic_apostrophe: 'typographic apostrophes',
  exclamation: 'exclamation marks',
  question: 'question marks',
  ellipsis: 'ellipses',
  bullet: 'bullets',
};

/** The engine's answer from the kept assessment (the draft, or the revision when it ranked better). */
export function outputOf(kept: Assessment, revised: boolean, model: string): GenerationOutput {
  return {
    text: kept.text,
    wordCount: kept.wordCount,
    characterCount: kept.text.length,
    voiceMatch: kept.voiceMatch,
    voiceMatchDifferences: [...bannedDifferences(kept.banned), ...kept.differences],
    voiceMatchBasis: kept.basis,
    revised,
    model,
  };
}

/** One difference from voiceMatch, said as an instruction with both figures. */
export function describeDifference(d: VoiceMatchDifference): string | null {
  const more = d.direction === 'higher';
  const f = d.feature;
  switch (f) {
    case 'sentence_length_mean':
      return `Your sentences average ${n1(d.text)} words; this writer's average ${n1(d.profile)}. Make them ${d.text > d.profile ? 'shorter' : 'longer'}.`;
    case 'sentence_length_sd':
      return `Your sentence lengths vary by ${n1(d.text)} words; this writer's vary by ${n1(d.profile)}. ${d.text < d.profile ? 'Mix short and long sentences more.' : 'Keep sentence lengths more even.'}`;
    case 'paragraph_length_mean':
      return `Your paragraphs average ${n1(d.text)} words; this writer's average ${n1(d.profile)}.`;
    case 'commas_per_sentence':
      return `You use ${n2(d.text)} commas per sentence; this writer uses ${n2(d.profile)}.`;
    case 'exclamations_per_sentence':
      return `You use ${n2(d.text)} exclamation marks per sentence; this writer uses ${n2(d.profile)}.`;
    case 'questions_per_sentence':
      return `You ask ${n2(d.text)} questions per sentence; this writer asks ${n2(d.profile)}.`;
    case 'long_word_ratio':
      return `${n1(100 * d.text)}% of your words are long; this writer's share is ${n1(100 * d.profile)}%. Use ${d.text > d.profile ? 'plainer' : 'more precise, longer'} words.`;
    case 'avg_word_length':
      return `Your words average ${n1(d.text)} letters; this writer's average ${n1(d.profile)}.`;
    case 'mattr':
      return `Your vocabulary diversity is ${n2(d.text)}; this writer's is ${n2(d.profile)}. ${d.text > d.profile ? 'Repeat their everyday words more.' : 'Vary the words more.'}`;
    case 'first_person_rate':
      return `Use "I"/"me" ${more ? 'less' : 'more'}: ${n1(1000 * d.text)} per 1,000 words against this writer's ${n1(1000 * d.profile)}.`;
    case 'second_person_rate':
      return `Address the reader directly ${more ? 'less' : 'more'}: ${n1(1000 * d.text)} "you" per 1,000 words against this writer's ${n1(1000 * d.profile)}.`;
    case 'first_plural_rate':
      return `Use "we"/"our" ${more ? 'less' : 'more'}: ${n1(1000 * d.text)} per 1,000 words against this writer's ${n1(1000 * d.profile)}.`;
    case 'emoji_per_word':
      return `You use ${n1(100 * d.text)} emoji per 100 words; this writer uses ${n1(100 * d.profile)}.`;
    case 'hashtags_per_word':
      return `You use ${n1(100 * d.text)} hashtags per 100 words; this writer uses ${n1(100 * d.profile)}.`;
    case 'numbers_per_word':
      return `You use ${n1(100 * d.text)} numbers per 100 words; this writer uses ${n1(100 * d.profile)}.`;
    case 'formal_address_rate':
      return `Your address is ${more ? 'more' : 'less'} formal than this writer's.`;
    case 'informal_address_rate':
      return `Your address is ${more ? 'more' : 'less'} familiar than this writer's.`;
    case 'short_sentence_share':
      return `${n1(100 * d.text)}% of your sentences are short; this writer's share is ${n1(100 * d.profile)}%.`;
    case 'long_sentence_share':
      return `${n1(100 * d.text)}% of your sentences are long; this writer's share is ${n1(100 * d.profile)}%.`;
    case 'signature_words':
      return d.words?.length
        ? `Where they fit naturally, use words this writer often uses: ${d.words.map((w) => `"${w}"`).join(', ')}.`
        : null;
    case 'phrasing_similarity':
      return 'Your phrasing is far from the writer’s: lean closer to the wording and rhythm of their samples.';
  }
  if (f.startsWith('tone_')) {
    return `Your text reads ${more ? 'more' : 'less'} ${f.slice(5)} than this writer (${n2(d.text)} against ${n2(d.profile)}).`;
  }
  if (f.startsWith('punctuation:')) {
    const mark = MARKS[f.slice(12)] ?? f.slice(12);
    return `You use ${n2(d.text)} ${mark} per 1,000 characters; this writer uses ${n2(d.profile)}.`;
  }
  if (f.startsWith('function_word:') || f.startsWith('fw:')) {
    const word = f.slice(f.indexOf(':') + 1);
    return `You use "${word}" ${more ? 'more' : 'less'} often than this writer.`;
  }
  return null;
}

/** The revision request's lines for banned phrases the text still uses (generate and rewrite). */
export function bannedRevisionLines(phrases: readonly { phrase: string; count: number }[]): string[] {
  return [
    '- The text uses words the writer banned. Remove each of them, rewording the sentence so it still reads well:',
    ...phrases.map((b) => `  - "${oneLine(b.phrase)}" (${b.count} ${b.count === 1 ? 'time' : 'times'})`),
  ];
}

/** The revision lines of a fault any draft can have, a generation's or a rewrite's. */
export function draftFaultLines(f: DraftFault): string[] {
  if (f.kind === 'language') {
    return [
      `- The text is in ${f.detected === 'other' ? 'another language' : LANGUAGE_NAMES[f.detected]}; write it in ${LANGUAGE_NAMES[f.wanted]}.`,
    ];
  }
  if (f.kind === 'banned') return bannedRevisionLines(f.phrases);
  const said = f.differences.map(describeDifference).filter((x): x is string => x !== null);
  return [
    `- It does not sound like this writer yet (voice match ${Math.round(f.score)}/100).`,
    ...said.map((x) => `  - ${x}`),
  ];
}

/** The revision request: each fault with its figures, then what to keep. */
export function revisionInstruction(faults: readonly Fault[], language: Language): string {
  const lines: string[] = [];
  for (const f of faults) {
    if (f.kind === 'length') {
      const verb = f.words < f.target ? 'expand' : 'shorten';
      lines.push(
        `- The text has ${f.words} words; ${verb} it to about ${f.target} words (between ${Math.ceil(f.target * 0.9)} and ${Math.floor(f.target * 1.1)}).`,
      );
    } else {
      lines.push(...draftFaultLines(f));
    }
  }
  return [
    'Revise your text. Fix exactly these points:',
    ...lines,
    `Keep the content, the structure and everything else. Write in ${LANGUAGE_NAMES[language]}. Answer with the revised text only.`,
  ].join('\n');
}
