// Shapes of the files and voice-profile calls (CONTRACT §3, spec §3; the analysis is what
// @inkprint/voice's analyzeVoice returns). Plain types until the shared zod schemas land.
import type { Complexity, ContentType, FileStatus, Tone, VocabularyLevel } from '@inkprint/shared';

/** A language the analysis recognises, or 'other'. */
type DetectedLanguage = 'en' | 'de' | 'fr' | 'it' | 'pt' | 'other';

export interface UploadedFile {
  id: string;
  filename: string;
  file_size: number;
  file_type: string;
  status: FileStatus | (string & {});
  content_sections: number;
  total_words: number;
  processed_at: string | null;
  has_meaningful_content: boolean;
  language: DetectedLanguage | null;
  error: string | null;
}

export interface FilesReply {
  files: UploadedFile[];
}

export interface UploadReply {
  uploaded_files: UploadedFile[];
  message: string;
  voice_profile_reset: boolean;
}

export interface DeleteFileReply {
  message: string;
  voice_profile_reset: boolean;
}

export interface ClearFilesReply {
  message: string;
  deleted_count: number;
}

export interface VoiceProfileSummary {
  content_sections_analyzed: number;
  total_words_analyzed: number;
  primary_tone: Tone;
  writing_complexity: Complexity;
  vocabulary_level: VocabularyLevel;
  primary_content_type: ContentType;
}

type ContentSummary =
  | { key: 'summary_empty'; params: Record<string, never> }
  | {
      key: 'summary';
      params: {
        sections: number;
        words: number;
        documents: number;
        language: DetectedLanguage;
        content_type: string;
        tones: Tone[];
        complexity: Complexity;
        vocabulary: string;
      };
    };

export interface VoiceAnalysis {
  content_summary: ContentSummary;
  tone_characteristics: {
    tone_scores: Partial<Record<Tone, number>>;
    dominant_tones: Tone[];
    primary_tone: Tone;
  };
  writing_style: {
    avg_sentence_length: number;
    avg_paragraph_length: number;
    exclamation_frequency: number;
    question_frequency: number;
    comma_frequency: number;
    writing_complexity: Complexity;
    readability?: { formula: string; score: number; lix: number };
  };
  vocabulary_analysis: {
    unique_words: number;
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
  languages?: Partial<Record<DetectedLanguage, number>>;
  primary_language?: DetectedLanguage;
  confidence?: { level: 'low' | 'medium' | 'high'; score: number; reasons: string[] };
  habits?: {
    greetings: string[];
    sign_offs: string[];
    favourite_phrases: string[];
  };
}

export interface VoiceProfileStatus {
  has_profile: boolean;
  profile: VoiceProfileSummary | null;
  analysis: VoiceAnalysis | null;
}

export interface AnalyzeReply {
  profile: VoiceProfileSummary;
  analysis: VoiceAnalysis;
  message: string;
}
