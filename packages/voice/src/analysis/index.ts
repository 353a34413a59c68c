/** Public surface of the analysis half of @inkprint/voice: structure, language, voice profile, voice match. */
export { analyzeVoice } from './analyze.js';
/** The voiceprint's additive text counts and calibrated distance, for engines that build text toward it (the offline writer). */
export { BASE_WEIGHT, combineDistances, SELECTION_WEIGHT, scoreOf } from './calibrate.js';
export { detectLanguage } from './language.js';
/** The engine's word lists, for other engines that must speak the same language (the offline writer). */
export { TRANSITIONS } from './lexicon/cues.js';
export { STOPWORDS } from './lexicon/stopwords.js';
export { CUE_TONES, TONE_LEXICON } from './lexicon/tone.js';
export { selectionMatch, voiceMatch } from './match.js';
/** Running prose versus file furniture (decision 022), for engines that borrow the user's sentences. */
export { isFurnitureLine, isProseSentence, MIN_PROSE_WORDS, proseSentences } from './prose.js';
export { complexityOf, type Readability, readability } from './readability.js';
export { buildSections, summarizeDocument } from './sections.js';
export { splitSentences, splitWords } from './segment.js';
export { STYLE_WEIGHTS, styleVector } from './style-vector.js';
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
export {
  COMPONENTS,
  type Component,
  type Counts,
  countsOf,
  HIST_BOUNDS,
  type ProfileView,
  PUNCT_KEYS,
  signalDistances,
  viewOfVoiceprint,
} from './voiceprint.js';
