/**
 * The one interface every generation engine meets (built-in writer, OpenAI, Anthropic, OpenAI-compatible).
 * The generate feature calls `engine.generate(...)` and never knows which engine it is talking to; the
 * engine owns prompt building, streaming, the check and the single correction pass.
 */
import type {
  EngineState,
  GenerationType,
  Language,
  LlmProvider,
  OutputSize,
  VoiceMatchBasisReply,
} from '@inkprint/shared';
import type { VoiceAnalysis, VoiceMatchDifference } from '@inkprint/voice';

export interface GenerationInput {
  prompt: string;
  contentType: GenerationType;
  length: OutputSize;
  language: Language;
  /** Any 31-bit integer; stored with the item. The built-in engine is deterministic per seed. */
  seed: number;
  /** The user's voice: the stored analysis and their stored sections (the passages retrieval ranks). */
  voice: {
    analysis: VoiceAnalysis;
    passages: { text: string; language?: string | null }[];
  };
  /**
   * The voice's own rules (free-form guidance the writer set, e.g. "Address readers as du") and the phrases
   * it must never use (issue #24, decision 034); empty lists when the voice has none. Rules reach every
   * model prompt as the writer's instructions; banned phrases are enforced by the check and its correction
   * pass, and the offline writer never writes them.
   */
  voiceRules: VoiceRules;
}

export interface VoiceRules {
  rules: string[];
  bannedPhrases: string[];
}

export const NO_VOICE_RULES: VoiceRules = Object.freeze({ rules: [], bannedPhrases: [] }) as VoiceRules;

/**
 * A voice-match difference, or a banned phrase the text still holds: `{feature: 'banned_phrase', phrase,
 * text: occurrences, profile: 0, direction: 'higher'}` (docs/api.md, "Voice-match differences").
 */
export type GenerationDifference = VoiceMatchDifference | BannedPhraseDifference;

export interface BannedPhraseDifference {
  feature: 'banned_phrase';
  /** The phrase as the user wrote it in the voice's list. */
  phrase: string;
  /** Times the text uses it. */
  text: number;
  profile: 0;
  direction: 'higher';
}

/**
 * A rewrite (decision 035): the user's own text, said again in their voice in `language`, keeping its
 * facts and its length within ±15%.
 */
export interface RewriteInput {
  /** The text to rewrite (untrusted: it goes into the prompt as data). */
  source: string;
  /** The source's own language as detected (or the output language when the detector cannot tell). */
  sourceLanguage: Language;
  /** The output language. */
  language: Language;
  seed: number;
  voice: GenerationInput['voice'];
  /** The voice's rules (into the prompt) and banned phrases (checked and named in the correction pass). */
  voiceRules: VoiceRules;
}

export interface GenerationHooks {
  /** Aborted when the client disconnects or cancels: the provider call must stop (the upstream sees the close). */
  signal?: AbortSignal;
  /** Each streamed piece of the draft, in order. After `onRevising`, deltas belong to the revision. */
  onDelta?: (text: string) => void;
  /**
   * A correction pass starts (model engines only, at most once; docs/decisions/010): the client should clear
   * the text it has shown so far. The final text is the output's `text`, which may be the draft when it
   * ranked better than the revision. `reason: 'language'`: the local engine stopped a draft whose first words
   * were in another language and writes it again (decision 044).
   */
  onRevising?: (reason?: 'language') => void;
  /**
   * The request waits for a free slot of the engine (the local model serves `LLM_PARALLEL` at once): called
   * with its place in line (1 = next) whenever it changes, and not again once it runs. SSE event `queued`.
   */
  onQueued?: (position: number) => void;
  /**
   * The local model starts a stage (its draft, or its correction pass): how many seconds that stage should
   * take from now on this machine's measured speed, and the words asked for. SSE event `estimate`.
   */
  onEstimate?: (estimate: { stage: 'draft' | 'revision'; seconds: number; targetWords: number }) => void;
}

export interface GenerationOutput {
  text: string;
  wordCount: number;
  characterCount: number;
  /** 0–100 against the profile. */
  voiceMatch: number;
  voiceMatchDifferences: GenerationDifference[];
  /**
   * What the score compared: every trait, or the language-independent ones when the text is not in the
   * profile's language (decision 005); stored and answered as `voice_match_basis`.
   */
  voiceMatchBasis: VoiceMatchBasisReply;
  /** Whether a correction pass was made (the better of the two drafts is kept). */
  revised: boolean;
  /**
   * The engine stopped at a time limit after text had been shown (the local engine on a slow machine): the
   * text so far is the item, stored cut short and counted, as when the client leaves (decision 019).
   */
  cutShort?: boolean;
  /** The model that wrote it (for the built-in engine, its version name). */
  model: string;
  /**
   * The engine that wrote it, when not the configured one: the local engine falls back to the offline draft
   * engine (`builtin`) while its model is not ready. Stored with the item; the configured engine's otherwise.
   */
  provider?: LlmProvider;
}

export interface GenerationEngine {
  readonly provider: LlmProvider;
  readonly model: string;
  /** True when no network is involved (the built-in engine). */
  readonly offline: boolean;
  /**
   * Writes one draft. Rejects with `AppError('PROVIDER_ERROR')` (502) / `AppError('PROVIDER_TIMEOUT')` (504)
   * when the provider fails or times out, or with the signal's reason when `hooks.signal` aborts.
   */
  generate(input: GenerationInput, hooks?: GenerationHooks): Promise<GenerationOutput>;
  /**
   * Rewrites the user's text in their voice, with the same check-and-revise pass (rewrite-check.ts). Only
   * engines with a language model have it; the local engine rejects with `AppError('MODEL_REQUIRED')` while
   * its model is not ready.
   */
  rewrite?(input: RewriteInput, hooks?: GenerationHooks): Promise<GenerationOutput>;
  /** Where the engine stands (the local engine's model: downloading, loading, ready, unavailable); others are always ready. */
  status?(): { state: EngineState; progress: number; detail: string | null };
  /**
   * Seconds a draft of each size takes here (English, no correction pass), from the speed the engine
   * measured on this machine; null before it has measured (the local engine only; `GET /api/config`).
   */
  draftSeconds?(): Record<OutputSize, number> | null;
  /**
   * Begins the engine's background work (the local engine: check or download its model); called once the
   * server listens, and returns at once.
   */
  start?(): void;
  /**
   * A generation is likely soon (the Generate screen opened): the local engine loads its model now, if its
   * file is ready, so the first draft does not wait for the load. Returns at once; never throws.
   */
  warm?(): void;
  /** Frees what the engine holds (a loaded model, a download in progress); called when the server closes. */
  close?(): Promise<void>;
}
