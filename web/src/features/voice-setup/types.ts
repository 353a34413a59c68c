// Shapes of the files and voice-profile calls, inferred from the shared zod schemas (docs/api.md,
// docs/product.md, Data). The analysis summary is a message key with parameters that the screen words in the
// interface language.
export type {
  AnalysisRun,
  AnalysisRunReply,
  AnalyzeAccepted,
  AnalyzeReply,
  ClearFilesReply,
  DeleteFileReply,
  FilesReply,
  UploadedFile,
  UploadReply,
  VoiceAnalysisReply as VoiceAnalysis,
  VoiceProfileReply as VoiceProfileStatus,
  VoiceProfileSummaryReply as VoiceProfileSummary,
} from '@inkprint/shared';
