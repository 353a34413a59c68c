// Shapes of the files and voice-profile calls, inferred from the shared zod schemas (CONTRACT §3,
// spec §3). The analysis summary is a message key with parameters (packages/voice, ContentSummary) that
// the screen words in the interface language; a plain string, as older profiles may carry, is shown as is.
import type {
  AnalyzeReply as AnalyzeReplyShape,
  Complexity,
  Tone,
  VoiceAnalysisReply,
  VoiceProfileReply,
} from '@inkprint/shared';

export type {
  ClearFilesReply,
  DeleteFileReply,
  FilesReply,
  UploadedFile,
  UploadReply,
  VoiceProfileSummaryReply as VoiceProfileSummary,
} from '@inkprint/shared';

type ContentSummary =
  | { key: 'summary_empty'; params?: Record<string, never> }
  | {
      key: 'summary';
      params: {
        sections: number;
        words: number;
        documents: number;
        language: string;
        content_type: string;
        tones: Tone[];
        complexity: Complexity;
        vocabulary: string;
      };
    };

export type VoiceAnalysis = Omit<VoiceAnalysisReply, 'content_summary'> & {
  content_summary: ContentSummary | string;
};

export type VoiceProfileStatus = Omit<VoiceProfileReply, 'analysis'> & { analysis: VoiceAnalysis | null };

export type AnalyzeReply = Omit<AnalyzeReplyShape, 'analysis'> & { analysis: VoiceAnalysis };
