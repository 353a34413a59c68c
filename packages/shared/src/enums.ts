/** Enumerations (docs/product.md, "Enumerations"). */

export const TONES = [
  'professional',
  'casual',
  'enthusiastic',
  'authoritative',
  'empathetic',
  'confident',
  'creative',
  'technical',
  'neutral',
] as const;
export type Tone = (typeof TONES)[number];
/** The tones a text can carry cues for: every tone but neutral, which is what is left when no cue speaks. */
export type CueTone = Exclude<Tone, 'neutral'>;
export const CUE_TONES: readonly CueTone[] = TONES.filter((t): t is CueTone => t !== 'neutral');

export const COMPLEXITIES = ['simple', 'moderate', 'complex'] as const;
export type Complexity = (typeof COMPLEXITIES)[number];

export const VOCABULARY_LEVELS = ['simple', 'moderate', 'advanced'] as const;
export type VocabularyLevel = (typeof VOCABULARY_LEVELS)[number];

export const CONTENT_TYPES = [
  'social_media',
  'email',
  'business_document',
  'article',
  'blog_post',
  'marketing_copy',
  'technical_documentation',
  'academic_paper',
  'creative_writing',
  'press_release',
  'product_description',
  'website_content',
  'newsletter',
  'case_study',
  'white_paper',
  'general_content',
] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** Content types a generation may ask for (docs/product.md, "Enumerations"; docs/api.md). */
export const GENERATION_TYPES = [
  'blog_post',
  'marketing_copy',
  'email',
  'social_media',
  'product_description',
] as const;
export type GenerationType = (typeof GENERATION_TYPES)[number];

/** How a stored item was made: from a brief, or by rewriting the user's own text (issue #24). */
export const CONTENT_MODES = ['generate', 'rewrite'] as const;
export type ContentMode = (typeof CONTENT_MODES)[number];

export const FILE_STATUSES = ['completed', 'processing', 'failed'] as const;
export type FileStatus = (typeof FILE_STATUSES)[number];

export const CONTACT_SUBJECTS = ['general', 'technical', 'billing', 'feature', 'bug'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const LLM_PROVIDERS = ['local', 'builtin', 'openai', 'anthropic', 'openai-compatible'] as const;
export type LlmProvider = (typeof LLM_PROVIDERS)[number];

/**
 * Where the engine stands (`GET /api/config` → `engine.state`). Only the local engine moves through them: it
 * is `downloading` its model file, `loading` it into memory, `ready` (the file is there and loads; it may be
 * unloaded while idle), or `unavailable` (`engine.detail` says why; generation falls back to the offline
 * draft engine). Every other engine is always `ready`.
 */
export const ENGINE_STATES = ['downloading', 'loading', 'ready', 'unavailable'] as const;
export type EngineState = (typeof ENGINE_STATES)[number];

/** Punctuation marks the voice engine profiles, in its order; voice-match differences name them as `punctuation:<mark>`. */
export const PUNCTUATION_MARKS = [
  'comma',
  'semicolon',
  'colon',
  'em_dash',
  'en_dash',
  'hyphen',
  'parenthesis',
  'straight_quote',
  'typographic_quote',
  'apostrophe',
  'typographic_apostrophe',
  'exclamation',
  'question',
  'ellipsis',
  'bullet',
] as const;
export type PunctuationMark = (typeof PUNCTUATION_MARKS)[number];

/**
 * Style traits a voice-match difference may name as its whole `feature` (the style vector's keys and the
 * sentence-length bands). The other features are `tone_<tone>` (CUE_TONES), `punctuation:<mark>`
 * (PUNCTUATION_MARKS), `function_word:<word>`, `signature_words` and `phrasing_similarity`; every one of
 * them has a sentence in each language on the Generate screen.
 */
export const STYLE_TRAITS = [
  'sentence_length_mean',
  'sentence_length_sd',
  'paragraph_length_mean',
  'commas_per_sentence',
  'exclamations_per_sentence',
  'questions_per_sentence',
  'long_word_ratio',
  'mattr',
  'avg_word_length',
  'first_person_rate',
  'second_person_rate',
  'first_plural_rate',
  'emoji_per_word',
  'hashtags_per_word',
  'numbers_per_word',
  'formal_address_rate',
  'informal_address_rate',
  'short_sentence_share',
  'long_sentence_share',
] as const;
export type StyleTrait = (typeof STYLE_TRAITS)[number];

/**
 * What a voice-match score compared (decision 005): `all` traits, or — when the text is not in the language
 * the profile was learned from — only `language_independent` ones: sentence and paragraph length, the
 * sentence-length bands, questions, exclamations, commas and the other punctuation of
 * LANGUAGE_INDEPENDENT_MARKS, emoji, hashtags and numbers. Word choice (function words, signature words,
 * phrasing, tone, pronouns, word length) is never compared across languages.
 */
export const VOICE_MATCH_BASES = ['all', 'language_independent'] as const;
export type VoiceMatchBasis = (typeof VOICE_MATCH_BASES)[number];

/**
 * Why a text got no voice-match score (decision 023): fewer words than the benchmark says the score can
 * judge (`VOICE_MATCH_BANDS.minWords`), or the profile holds no writing in the text's language.
 */
export const VOICE_MATCH_WITHHELD = ['too_short', 'other_language'] as const;
export type VoiceMatchWithheld = (typeof VOICE_MATCH_WITHHELD)[number];

/** Style traits compared across languages (a subset of STYLE_TRAITS). */
export const LANGUAGE_INDEPENDENT_TRAITS = [
  'sentence_length_mean',
  'sentence_length_sd',
  'paragraph_length_mean',
  'commas_per_sentence',
  'exclamations_per_sentence',
  'questions_per_sentence',
  'emoji_per_word',
  'hashtags_per_word',
  'numbers_per_word',
  'short_sentence_share',
  'long_sentence_share',
] as const satisfies readonly StyleTrait[];

/**
 * Punctuation compared across languages: quotation marks, apostrophes and hyphens follow each language's
 * conventions (« », „ “, l’amico, est-ce), so they are left out.
 */
export const LANGUAGE_INDEPENDENT_MARKS = [
  'comma',
  'semicolon',
  'colon',
  'em_dash',
  'en_dash',
  'parenthesis',
  'exclamation',
  'question',
  'ellipsis',
  'bullet',
] as const satisfies readonly PunctuationMark[];
