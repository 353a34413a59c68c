/**
 * Where the local engine's model file comes from (issue #22): `LLM_MODEL_FILE` used as is, or the file
 * `LLM_MODEL_URL` (or the default model) names, downloaded in the background into `$DATA_DIR/models/`.
 * The source owns the file and its status until the file is there and checked (`ready`); the runtime that
 * loads it reports `loading` and load failures through the same status.
 */
import type { LocalModelStatus } from './status.js';

export interface LocalModelSource {
  /** The model's display name (e.g. "SmolLM3-3B Q4_K_M"; the file name for `LLM_MODEL_FILE`). */
  readonly name: string;
  readonly status: LocalModelStatus;
  /** The GGUF file's path once it is complete and checked; null before (and when unavailable). */
  path(): string | null;
  /** Starts the background work (check the file, or download it). Never throws, never blocks the start. */
  start(): void;
  /** Stops a download in progress (the partial file stays for the next start to resume). */
  close(): Promise<void>;
}
