/**
 * /api/voice-profile: the profile summary and the analysis under the exact field names of docs/product.md, Data,
 * plus what the engine adds (languages, confidence with machine-readable reasons, habits).
 */
import { z } from 'zod';
import { COMPLEXITIES, CONTENT_TYPES, TONES, VOCABULARY_LEVELS } from '../enums.js';

const tone = z.enum(TONES);
const contentType = z.enum(CONTENT_TYPES);

export const voiceProfileSummary = z.object({
  content_sections_analyzed: z.number().int(),
  total_words_analyzed: z.number().int(),
  primary_tone: tone,
  writing_complexity: z.enum(COMPLEXITIES),
  vocabulary_level: z.enum(VOCABULARY_LEVELS),
  primary_content_type: contentType,
});
export type VoiceProfileSummaryReply = z.infer<typeof voiceProfileSummary>;

/** What would make the profile more reliable; the client words each reason in its own language. */
export const CONFIDENCE_REASONS = [
  'more_words',
  'more_documents',
  'more_variety',
  'single_language',
  'more_prose',
] as const;
export type ConfidenceReason = (typeof CONFIDENCE_REASONS)[number];

/**
 * What the analysis found, as a message key and its parameters: each side renders it in the user's
 * language (`summary`: sections, words, documents, language, content_type, tones, complexity, vocabulary).
 * `sections`, `words`, `documents` count everything read; `learned_*` what the voice was learned from (the
 * profile's figures), `other_language_words` and `minor_words` what was set aside (writing in other
 * languages; lists and very short passages). The last five are absent in profiles stored before them.
 */
export const contentSummary = z.discriminatedUnion('key', [
  z.object({ key: z.literal('summary_empty'), params: z.object({}) }),
  z.object({
    key: z.literal('summary'),
    params: z.object({
      sections: z.number().int(),
      words: z.number().int(),
      documents: z.number().int(),
      learned_sections: z.number().int().optional(),
      learned_words: z.number().int().optional(),
      learned_documents: z.number().int().optional(),
      other_language_words: z.number().int().optional(),
      minor_words: z.number().int().optional(),
      language: z.string(),
      content_type: z.string(),
      tones: z.array(tone),
      complexity: z.enum(COMPLEXITIES),
      vocabulary: z.enum(VOCABULARY_LEVELS),
    }),
  }),
]);
export type ContentSummaryReply = z.infer<typeof contentSummary>;

export const voiceAnalysis = z.object({
  content_summary: contentSummary,
  /** Running prose learned from (decision 022); missing in profiles stored before it. */
  prose: z
    .object({
      words: z.number().int(),
      sentences: z.number().int(),
      needed: z.number().int(),
      ready: z.boolean(),
    })
    .optional(),
  tone_characteristics: z.object({
    tone_scores: z.record(z.string(), z.number()),
    dominant_tones: z.array(tone),
    primary_tone: tone,
  }),
  writing_style: z.object({
    avg_sentence_length: z.number(),
    avg_paragraph_length: z.number(),
    exclamation_frequency: z.number(),
    question_frequency: z.number(),
    comma_frequency: z.number(),
    writing_complexity: z.enum(COMPLEXITIES),
    readability: z.object({ formula: z.string(), score: z.number(), lix: z.number() }).optional(),
  }),
  vocabulary_analysis: z.object({
    unique_words: z.number().int(),
    vocabulary_diversity: z.number(),
    long_word_ratio: z.number(),
    most_common_words: z.array(z.object({ word: z.string(), count: z.number().int() })),
    vocabulary_level: z.enum(VOCABULARY_LEVELS),
  }),
  content_types: z.object({
    type_distribution: z.record(z.string(), z.object({ count: z.number().int(), percentage: z.number() })),
    primary_content_type: contentType,
    content_variety: z.number(),
  }),
  sample_content: z.array(z.string()),
  total_words: z.number().int(),
  total_sections: z.number().int(),
  avg_words_per_section: z.number(),
  high_priority_sections: z.number().int(),
  medium_priority_sections: z.number().int(),
  low_priority_sections: z.number().int(),
  /** Words per detected language. */
  languages: z.record(z.string(), z.number()),
  primary_language: z.string(),
  confidence: z.object({
    level: z.enum(['low', 'medium', 'high']),
    score: z.number(),
    reasons: z.array(z.enum(CONFIDENCE_REASONS)),
  }),
  habits: z.object({
    greetings: z.array(z.string()),
    sign_offs: z.array(z.string()),
    hashtags_per_100_words: z.number(),
    emoji_per_100_words: z.number(),
    top_hashtags: z.array(z.string()),
    favourite_phrases: z.array(z.string()),
    openers: z.array(z.string()),
    transitions: z.array(z.string()),
    address_form: z.enum(['formal', 'informal', 'mixed']).optional(),
  }),
  /** How many files fed the profile. */
  files_analyzed: z.number().int(),
});
export type VoiceAnalysisReply = z.infer<typeof voiceAnalysis>;

export const voiceProfileReply = z.object({
  has_profile: z.boolean(),
  profile: voiceProfileSummary.nullable(),
  analysis: voiceAnalysis.nullable(),
});
export type VoiceProfileReply = z.infer<typeof voiceProfileReply>;

export const analyzeReply = z.object({
  profile: voiceProfileSummary,
  analysis: voiceAnalysis,
  message: z.string(),
});
export type AnalyzeReply = z.infer<typeof analyzeReply>;

/** Stages of a running analysis, in order (the progress line names them). */
export const ANALYSIS_STAGES = ['waiting_files', 'reading', 'analyzing', 'saving'] as const;
export type AnalysisStage = (typeof ANALYSIS_STAGES)[number];

/** The user's latest analysis (decision 028): `GET /api/voice-profile/analysis`, and a 202 of analyze. */
export const analysisRun = z.object({
  id: z.string(),
  state: z.enum(['queued', 'running', 'done', 'failed']),
  /** While running: what it does now; null while queued and once ended. */
  stage: z.enum(ANALYSIS_STAGES).nullable(),
  /** 0–100, by stage: where the work stands, not a time estimate. */
  percent: z.number().int(),
  /** A failed run's error, as the analyze call would have answered it. */
  error: z
    .object({
      code: z.string(),
      error: z.string(),
      prose_words: z.number().int().optional(),
      prose_words_needed: z.number().int().optional(),
    })
    .nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  finished_at: z.string().nullable(),
});
export type AnalysisRun = z.infer<typeof analysisRun>;

export const analysisRunReply = z.object({ run: analysisRun.nullable() });
export type AnalysisRunReply = z.infer<typeof analysisRunReply>;

/** 202 of analyze: the analysis goes on; follow it with GET /api/voice-profile/analysis. */
export const analyzeAccepted = z.object({ run: analysisRun, message: z.string() });
export type AnalyzeAccepted = z.infer<typeof analyzeAccepted>;
