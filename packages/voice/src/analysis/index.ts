/** Public surface of the analysis half of @inkprint/voice: structure, language, voice profile, voice match. */
export { analyzeVoice } from './analyze.js';
export { detectLanguage } from './language.js';
export { complexityOf, type Readability, readability } from './readability.js';
export { buildSections, summarizeDocument } from './sections.js';
export { splitSentences, splitWords } from './segment.js';
export { styleVector, voiceMatch } from './style.js';
export { countSyllables } from './syllables.js';
export type {
  Calibration,
  ContentSummary,
  DetectedLanguage,
  DocumentSummary,
  InputBlock,
  Priority,
  Section,
  StyleVector,
  VoiceAnalysis,
  VoiceHabits,
  VoiceMatchDifference,
  VoiceMatchResult,
  VoiceProfileSummary,
  Voiceprint,
} from './types.js';
