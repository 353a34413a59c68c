/**
 * The voice-match differences (from @inkprint/voice: `{feature, profile, text, direction, unit?, words?}`)
 * as a catalogue key and its parameters, so each language words them in full sentences. Families:
 * style-vector keys (sentence_length_mean…, tone_<tone>), `punctuation:<mark>`, `function_word:<word>`,
 * short/long_sentence_share, signature_words, phrasing_similarity and banned_phrase (a phrase the voice's
 * rules ban that the text still uses, with `phrase` and `text` = times used; decision 034); anything newer
 * gets a general line.
 * Every trait the engine can name (STYLE_TRAITS in @inkprint/shared) has its own sentence, so no key ever
 * reaches the screen. A score that compared only the language-independent traits (the text is not in the
 * profile's language, decision 005) lists only those, and banned phrases, which are no style estimate.
 */
import {
  CUE_TONES,
  LANGUAGE_INDEPENDENT_MARKS,
  LANGUAGE_INDEPENDENT_TRAITS,
  PUNCTUATION_MARKS,
  type StyleTrait,
  type VoiceMatchBasisReply,
  type VoiceMatchDifferenceReply,
} from '@inkprint/shared';

type Kind = 'integer' | 'decimal' | 'percent' | 'none';

/** Style-vector features with their own sentence, and how their two numbers are shown. */
const STYLE_FEATURES: Record<StyleTrait, Kind> = {
  sentence_length_mean: 'integer',
  sentence_length_sd: 'none',
  paragraph_length_mean: 'integer',
  commas_per_sentence: 'decimal',
  exclamations_per_sentence: 'percent',
  questions_per_sentence: 'percent',
  long_word_ratio: 'percent',
  mattr: 'none',
  avg_word_length: 'decimal',
  first_person_rate: 'none',
  second_person_rate: 'none',
  first_plural_rate: 'none',
  emoji_per_word: 'none',
  hashtags_per_word: 'none',
  numbers_per_word: 'none',
  formal_address_rate: 'none',
  informal_address_rate: 'none',
  short_sentence_share: 'percent',
  long_sentence_share: 'percent',
};

export interface Formatting {
  integer: (value: number) => string;
  decimal: (value: number) => string;
  /** A share 0–1 as a percentage. */
  percent: (value: number) => string;
  list: (items: readonly string[]) => string;
  /** A word in the language's quotation marks. */
  quote: (word: string) => string;
}

/** What to look up: `key` in the generate catalogue, `params` as text, `nested` keys to translate first. */
export interface DifferenceText {
  key: string;
  params: Record<string, string>;
  nested?: Record<string, string>;
}

function numbers(kind: Kind, diff: VoiceMatchDifferenceReply, format: Formatting): Record<string, string> {
  if (kind === 'none') return {};
  const show = format[kind];
  return { text: show(diff.text), profile: show(diff.profile) };
}

export function describeDifference(diff: VoiceMatchDifferenceReply, format: Formatting): DifferenceText {
  const direction = diff.direction === 'higher' ? 'higher' : 'lower';
  const { feature } = diff;
  const colon = feature.indexOf(':');
  const family = colon >= 0 ? feature.slice(0, colon) : feature;
  const detail = colon >= 0 ? feature.slice(colon + 1) : '';

  if (family === 'punctuation' && (PUNCTUATION_MARKS as readonly string[]).includes(detail))
    return {
      key: `differences.punctuation.${direction}`,
      params: {},
      nested: { mark: `differences.marks.${detail}` },
    };
  if (family === 'function_word' && detail)
    return { key: `differences.functionWord.${direction}`, params: { word: detail } };
  if (family.startsWith('tone_') && (CUE_TONES as readonly string[]).includes(family.slice(5)))
    return {
      key: 'differences.tone',
      params: {},
      nested: { tone: `differences.tones.${direction === 'higher' ? 'more' : 'less'}.${family.slice(5)}` },
    };
  if (family === 'signature_words') {
    const words = (diff.words ?? []).filter(Boolean);
    if (direction === 'lower' && words.length)
      return {
        key: 'differences.signatureWords.missing',
        params: { words: format.list(words.map(format.quote)) },
      };
    return { key: `differences.signatureWords.${direction}`, params: {} };
  }
  if (family === 'banned_phrase' && typeof diff.phrase === 'string' && diff.phrase)
    return {
      key: 'differences.bannedPhrase',
      params: { phrase: format.quote(diff.phrase) },
    };
  if (family === 'phrasing_similarity') return { key: `differences.phrasing.${direction}`, params: {} };
  const kind = (STYLE_FEATURES as Record<string, Kind | undefined>)[family];
  if (kind) return { key: `differences.style.${family}.${direction}`, params: numbers(kind, diff, format) };
  return { key: `differences.other.${direction}`, params: {} };
}

/** The features with their own sentences, for tests that every one is worded in every language. */
export const STYLE_FEATURE_KEYS = Object.keys(STYLE_FEATURES);

const CROSS_LANGUAGE = new Set<string>([
  ...LANGUAGE_INDEPENDENT_TRAITS,
  ...LANGUAGE_INDEPENDENT_MARKS.map((mark) => `punctuation:${mark}`),
]);

/** Whether the score compared only the language-independent traits (the text is not in the profile's language). */
export function isCrossLanguage(
  basis: VoiceMatchBasisReply | null | undefined,
): basis is VoiceMatchBasisReply {
  return basis?.compared === 'language_independent';
}

/** Whether a difference is a banned phrase the text still uses. */
export function isBannedPhrase(diff: VoiceMatchDifferenceReply): boolean {
  return diff.feature === 'banned_phrase';
}

/**
 * The differences worth showing: every banned phrase the text still uses (the user's own rule, always
 * shown), then up to `styleCount` style differences, across languages never a word-choice trait
 * (function words and the like).
 */
export function shownDifferences(
  differences: readonly VoiceMatchDifferenceReply[],
  basis: VoiceMatchBasisReply | null | undefined,
  styleCount = Number.POSITIVE_INFINITY,
): VoiceMatchDifferenceReply[] {
  const banned = differences.filter(isBannedPhrase);
  const style = differences.filter(
    (diff) => !isBannedPhrase(diff) && (!isCrossLanguage(basis) || CROSS_LANGUAGE.has(diff.feature)),
  );
  return [...banned, ...style.slice(0, styleCount)];
}

/** A stable React key for a difference (several banned phrases share one feature). */
export function differenceKey(diff: VoiceMatchDifferenceReply): string {
  return isBannedPhrase(diff) ? `banned_phrase:${diff.phrase ?? ''}` : diff.feature;
}
