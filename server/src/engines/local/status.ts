/**
 * Where the local engine's model stands, shared by the downloader (model-source), the runtime that loads it,
 * the engine that falls back while it is not ready, and `GET /api/config`. One instance per process.
 */
import { EventEmitter } from 'node:events';
import type { EngineState } from '@inkprint/shared';

export interface LocalModelStatusValue {
  state: EngineState;
  /** 0–1: the download's share while `downloading`; 1 once the file is complete. */
  progress: number;
  /** Why the model is `unavailable` (English, for the log and `engine.detail`); null otherwise. */
  detail: string | null;
}

export class LocalModelStatus {
  readonly #events = new EventEmitter();
  #value: LocalModelStatusValue;

  constructor(initial: LocalModelStatusValue = { state: 'unavailable', progress: 0, detail: null }) {
    this.#value = { ...initial };
  }

  get(): LocalModelStatusValue {
    return { ...this.#value };
  }

  set(next: Partial<LocalModelStatusValue>): void {
    const value = { ...this.#value, ...next };
    value.progress = Math.min(1, Math.max(0, value.progress));
    if (value.state !== 'unavailable' && next.detail === undefined) value.detail = null;
    const changed =
      value.state !== this.#value.state ||
      value.progress !== this.#value.progress ||
      value.detail !== this.#value.detail;
    this.#value = value;
    if (changed) this.#events.emit('change', this.get());
  }

  /** Called on every change; returns the unsubscribe function. */
  onChange(listener: (value: LocalModelStatusValue) => void): () => void {
    this.#events.on('change', listener);
    return () => this.#events.off('change', listener);
  }
}
