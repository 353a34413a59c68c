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

export const FILE_STATUSES = ['completed', 'processing', 'failed'] as const;
export type FileStatus = (typeof FILE_STATUSES)[number];

export const CONTACT_SUBJECTS = ['general', 'technical', 'billing', 'feature', 'bug'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const LLM_PROVIDERS = ['builtin', 'openai', 'anthropic', 'openai-compatible'] as const;
export type LlmProvider = (typeof LLM_PROVIDERS)[number];

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
