/** Public types of the voice-analysis half of @inkprint/voice (shapes the server stores as JSON). */
import type { Complexity, ContentType, Tone, VocabularyLevel, VoiceMatchBasis } from '@inkprint/shared';
import type { Voiceprint } from './voiceprint.js';

export type { Calibration, Voiceprint } from './voiceprint.js';

import type { DetectedLanguage } from './language-codes.js';

export { type DetectedLanguage, KNOWN_LANGUAGES } from './language-codes.js';

export interface InputBlock {
  kind: 'heading' | 'paragraph';
  text: string;
  level?: number;
  page?: number;
}

export type Priority = 'high' | 'medium' | 'low';

export interface Section {
  index: number;
  heading: string | null;
  text: string;
  word_count: number;
  sentence_count: number;
  language: DetectedLanguage;
  content_type: ContentType;
  content_type_confidence: number;
  priority: Priority;
  page?: number;
}

export interface DocumentSummary {
  content_sections: number;
  total_words: number;
  language: DetectedLanguage;
  has_meaningful_content: boolean;
  sections: Section[];
}

export interface VoiceProfileSummary {
  content_sections_analyzed: number;
  total_words_analyzed: number;
  primary_tone: Tone;
  writing_complexity: Complexity;
  vocabulary_level: VocabularyLevel;
  primary_content_type: ContentType;
}

export interface StyleVector {
  language: DetectedLanguage;
  features: Record<string, number>;
}

export interface VoiceHabits {
  greetings: string[];
  sign_offs: string[];
  hashtags_per_100_words: number;
  emoji_per_100_words: number;
  top_hashtags: string[];
  favourite_phrases: string[];
  openers: string[];
  transitions: string[];
  address_form?: 'formal' | 'informal' | 'mixed';
}

/**
 * What the analysis found, as a message key and its parameters for each side to render in the user's
 * language ("summary": learned from {learned_words} words in {learned_sections} sections of
 * {learned_documents} documents, written in {language}; {other_language_words} words in other languages
 * and {minor_words} words of lists and very short passages set aside; mostly {content_type}, in a {tones}
 * tone with {complexity} sentences and {vocabulary} vocabulary). {sections}, {words} and {documents}
 * count everything read, set-aside writing included.
 */
export type ContentSummary =
  | { key: 'summary_empty'; params: Record<string, never> }
  | {
      key: 'summary';
      params: {
        sections: number;
        words: number;
        documents: number;
        /** The learning set: what the profile's figures (`total_words_analyzed`…) count. */
        learned_sections: number;
        learned_words: number;
        learned_documents: number;
        /** Words in sections of other languages than `language`, set aside. */
        other_language_words: number;
        /** Words in `language` left out as lists, boilerplate or very short passages. */
        minor_words: number;
        language: DetectedLanguage;
        content_type: string;
        tones: Tone[];
        complexity: Complexity;
        vocabulary: string;
      };
    };

export interface VoiceAnalysis {
  content_summary: ContentSummary;
  /**
   * Running prose the profile was learned from: words and sentences of whole prose sentences in the
   * learning set (decision 022). Below `needed` words the profile is not `ready` and is not stored.
   * Absent in profiles stored before it.
   */
  prose?: { words: number; sentences: number; needed: number; ready: boolean };
  tone_characteristics: { tone_scores: Record<Tone, number>; dominant_tones: Tone[]; primary_tone: Tone };
  writing_style: {
    avg_sentence_length: number;
    avg_paragraph_length: number;
    exclamation_frequency: number;
    question_frequency: number;
    comma_frequency: number;
    writing_complexity: Complexity;
    readability: { formula: string; score: number; lix: number };
  };
  vocabulary_analysis: {
    unique_words: number;
    /** MATTR, window 100 tokens (0–1). */
    vocabulary_diversity: number;
    long_word_ratio: number;
    most_common_words: { word: string; count: number }[];
    vocabulary_level: VocabularyLevel;
  };
  content_types: {
    type_distribution: Partial<Record<ContentType, { count: number; percentage: number }>>;
    primary_content_type: ContentType;
    content_variety: number;
  };
  sample_content: string[];
  total_words: number;
  total_sections: number;
  avg_words_per_section: number;
  high_priority_sections: number;
  medium_priority_sections: number;
  low_priority_sections: number;
  languages: Partial<Record<DetectedLanguage, number>>;
  primary_language: DetectedLanguage;
  confidence: { level: 'low' | 'medium' | 'high'; score: number; reasons: string[] };
  habits: VoiceHabits;
  style_vector: StyleVector;
  /** Authorship signals and per-profile calibration for voiceMatch (absent in profiles stored before it). */
  voiceprint?: Voiceprint;
}

/**
 * One difference between a text and the profile, as keys and numbers (the UI words it per language).
 * `feature`: a style-vector key (e.g. `sentence_length_mean`), `punctuation:<mark>` (PUNCT_KEYS, e.g.
 * `punctuation:semicolon`), `function_word:<word>`, `short_sentence_share`, `long_sentence_share`,
 * `signature_words` (with `words`: the profile's signature words missing from the text) or
 * `phrasing_similarity` (character 3-gram similarity, 0–1; `profile` = the writer's own typical level).
 */
export interface VoiceMatchDifference {
  feature: string;
  profile: number;
  text: number;
  direction: 'higher' | 'lower';
  /** Unit of `profile`/`text` when not the style vector's own: per 1,000 characters or words, share, similarity. */
  unit?: 'per_1000_characters' | 'per_1000_words' | 'share' | 'similarity';
  /** For `signature_words`: up to five of the writer's signature words the text does not use. */
  words?: string[];
}

export interface VoiceMatchResult {
  score: number;
  differences: VoiceMatchDifference[];
  /**
   * `all` traits, or `language_independent` ones only when the text's detected language is not the
   * profile's (decision 005): then no word-choice trait (function words, signature words, phrasing, tone,
   * pronouns, word length) is scored or named.
   */
  compared: VoiceMatchBasis;
  /** The profile's language and the text's detected language. */
  languages: { profile: DetectedLanguage; text: DetectedLanguage };
}
