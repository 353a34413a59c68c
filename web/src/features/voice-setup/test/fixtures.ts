// Replies of the files and voice-profile calls for the voice setup tests.
import type { UploadedFile, VoiceAnalysis, VoiceProfileStatus, VoiceProfileSummary } from '../types';

export function uploadedFile(overrides: Partial<UploadedFile> = {}): UploadedFile {
  return {
    id: 'f1',
    filename: 'newsletter.txt',
    file_size: 12_288,
    file_type: 'txt',
    status: 'completed',
    content_sections: 4,
    total_words: 1250,
    processed_at: '2026-11-23T10:00:00.000Z',
    has_meaningful_content: true,
    language: 'en',
    error: null,
    notice: null,
    ...overrides,
  };
}

export const profileSummary: VoiceProfileSummary = {
  content_sections_analyzed: 9,
  total_words_analyzed: 3100,
  primary_tone: 'professional',
  writing_complexity: 'moderate',
  vocabulary_level: 'advanced',
  primary_content_type: 'blog_post',
};

const longSample = `${'Ink on paper tells you who wrote it. '.repeat(8)}The end.`;

export const analysis: VoiceAnalysis = {
  content_summary: {
    key: 'summary',
    params: {
      sections: 12,
      words: 3400,
      documents: 3,
      // What profileSummary counts; the rest was set aside.
      learned_sections: 9,
      learned_words: 3100,
      learned_documents: 3,
      other_language_words: 250,
      minor_words: 50,
      language: 'en',
      content_type: 'blog_post',
      tones: ['professional', 'confident'],
      complexity: 'moderate',
      vocabulary: 'advanced',
    },
  },
  tone_characteristics: {
    tone_scores: {
      professional: 0.72,
      casual: 0.1,
      enthusiastic: 0.05,
      authoritative: 0.3,
      empathetic: 0.2,
      confident: 0.64,
      creative: 0.15,
      technical: 0.08,
      neutral: 0,
    },
    dominant_tones: ['professional', 'confident'],
    primary_tone: 'professional',
  },
  writing_style: {
    avg_sentence_length: 12.4,
    avg_paragraph_length: 64,
    exclamation_frequency: 0.02,
    question_frequency: 0.1,
    comma_frequency: 1.2,
    writing_complexity: 'moderate',
    readability: { formula: 'flesch', score: 54.2, lix: 41 },
  },
  vocabulary_analysis: {
    unique_words: 1240,
    vocabulary_diversity: 0.71,
    long_word_ratio: 0.24,
    most_common_words: [
      { word: 'voice', count: 31 },
      { word: 'writing', count: 22 },
    ],
    vocabulary_level: 'advanced',
  },
  content_types: {
    type_distribution: {
      blog_post: { count: 8, percentage: 66.7 },
      email: { count: 4, percentage: 33.3 },
    },
    primary_content_type: 'blog_post',
    content_variety: 2,
  },
  sample_content: [longSample, 'A short second sample.', 'A third sample that is never shown.'],
  total_words: 3400,
  total_sections: 12,
  avg_words_per_section: 283.3,
  high_priority_sections: 9,
  medium_priority_sections: 2,
  low_priority_sections: 1,
  languages: { en: 0.93, de: 0.07 },
  primary_language: 'en',
  confidence: { level: 'medium', score: 0.62, reasons: ['more_words', 'more_documents', 'more_variety'] },
  habits: {
    greetings: ['Hi all'],
    sign_offs: ['Cheers'],
    hashtags_per_100_words: 0,
    emoji_per_100_words: 0,
    top_hashtags: [],
    favourite_phrases: ['at the end of the day'],
    openers: [],
    transitions: [],
  },
  files_analyzed: 3,
};

export const noProfile: VoiceProfileStatus = { has_profile: false, profile: null, analysis: null };
export const withProfile: VoiceProfileStatus = { has_profile: true, profile: profileSummary, analysis };
