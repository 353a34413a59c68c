/** Public types of the offline writer: what a request carries, what the voice is, what comes back. */
import type { GenerationType, Language, OutputSize } from '@inkprint/shared';
import type { VoiceAnalysis, VoiceHabits } from '@inkprint/voice';

export interface WriteRequest {
  prompt: string;
  contentType: GenerationType;
  length: OutputSize;
  language: Language;
  /** Any integer; the same seed gives the same text. */
  seed: number;
  /**
   * Words and phrases the voice banned (issue #24): the draft never holds one, as `findBannedPhrases` in
   * @inkprint/shared matches them (case- and accent-insensitive, whole words). None when absent.
   */
  bannedPhrases?: string[];
}

export interface Passage {
  text: string;
  language?: string;
}

export interface WriterVoice {
  /** The analysis `analyzeVoice` returns (its `style_vector` is what candidates are scored against). */
  analysis: VoiceAnalysis;
  /** Usually `analysis.habits`; given separately so a caller may override them. */
  habits?: VoiceHabits;
  /** The user's stored sections; lend wording only when they share the prompt's subject. */
  passages?: Passage[];
}

export type AddressForm = 'formal' | 'informal';

export interface WriteResult {
  text: string;
  wordCount: number;
  targetWords: number;
  /**
   * The selection score of the kept draft (`selectionMatch`: voiceMatch without character n-grams and
   * function words, decision 023) — what the writer optimised, not the score shown to users.
   */
  voiceMatch: number;
  /** Selection score of every candidate, in the order they were made (−1: not scored). */
  candidates: number[];
  /** Index of the kept candidate. */
  chosen: number;
  seed: number;
  language: Language;
  contentType: GenerationType;
  address: AddressForm | 'none';
  /** Key phrases the draft was built around and the named things it had to carry. */
  keyPhrases: string[];
  namedThings: string[];
  intent: string;
  /** Share of the draft's sentences taken verbatim from the user's passages. */
  borrowedShare: number;
  engine: 'builtin';
}

/** A streamed piece of the draft; concatenating every `text` gives `result.text`. */
export interface WriteChunk {
  text: string;
  index: number;
}
