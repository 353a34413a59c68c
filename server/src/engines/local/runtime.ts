/**
 * The local model's runtime (issue #22): one model per process, loaded through node-llama-cpp on the first
 * generation (or at once with `preload`), a context with `parallel` sequences ("slots"), a FIFO line for the
 * requests beyond them, and an unload after `idleUnloadMs` without a generation.
 *
 * - Status: `loading` → `ready` through the source's LocalModelStatus; a load failure (corrupt or truncated
 *   file, not enough memory) → `unavailable` with the reason llama.cpp gave, logged once; the engine then
 *   sends this and later generations to its fallback. After an idle unload the status stays `ready` (the
 *   file is there); the next generation loads again.
 * - Slots: each sequence keeps its evaluated tokens between generations, and a request takes the free slot
 *   that last served the same voice prefix (`prefixKey`), so node-llama-cpp only evaluates what differs
 *   (LlamaChat compares the new context with the sequence's tokens and erases from the first difference).
 * - The line: a request beyond the free slots waits; `onQueued(position)` (1 = next) on entering and
 *   whenever its place changes. A cancel (its signal) removes it from the line at once; a cancel while it
 *   runs stops the generation (node-llama-cpp checks the signal between tokens) and frees the slot.
 * - Threads are explicit (`threads`; `defaultThreads()` below). The GPU is used when node-llama-cpp finds
 *   one (`gpu: 'auto'`); if that binary or the model fails to load on it, the CPU binary is used.
 */

import { availableParallelism } from 'node:os';
import type {
  ChatHistoryItem,
  Llama,
  LlamaChat,
  LlamaContext,
  LlamaContextSequence,
  LlamaModel,
} from 'node-llama-cpp';
import { checkMemory, LOCAL_USE_MMAP } from './resources.js';
import type { LocalModelSource } from './source.js';
import { type Speed, updateSpeed } from './speed.js';

/** The few fields of a logger the runtime uses (pino and Fastify's logger both fit). */
export interface RuntimeLog {
  info?(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

export interface LocalRuntimeOptions {
  source: LocalModelSource;
  /** Sequences served at once (`LLM_PARALLEL`); the rest wait in line. */
  parallel: number;
  /** CPU threads for evaluation. */
  threads: number;
  /** Unload after this long without a generation; 0 = never. */
  idleUnloadMs: number;
  /** Load as soon as the source is ready instead of on the first generation. */
  preload: boolean;
  /** Tokens per sequence (prompt + draft + revision instruction + revision must fit). */
  contextSize: number;
  /** `'auto'` uses a GPU when node-llama-cpp finds one; `false` forces the CPU. Default `'auto'`. */
  gpu?: 'auto' | false;
  log?: RuntimeLog;
  /** Bytes free for the model (tests give their own); default what the machine or container has free. */
  freeMemory?: () => number;
}

/**
 * Threads for a machine: every core on one or two (a model of the default's shape on 2 cores evaluates and
 * writes nearly twice as fast with 2 threads as with 1: docs/benchmarks.md), else one per core keeping one
 * free for the server itself, at most 8 (llama.cpp gains little beyond the memory bandwidth).
 */
export function defaultThreads(cores = availableParallelism()): number {
  if (cores <= 2) return Math.max(1, cores);
  return Math.min(8, cores - 1);
}

/** The model could not be loaded; `reason` is what llama.cpp or the file said (English, for the log). */
export class LocalModelUnavailable extends Error {
  constructor(readonly reason: string) {
    super(`local model unavailable: ${reason}`);
    this.name = 'LocalModelUnavailable';
  }
}

export interface GenerateOptions {
  maxTokens: number;
  temperature: number;
  seed: number;
  signal?: AbortSignal;
  onTextChunk?: (text: string) => void;
  /** Tokens generated (for benches). */
  onTokens?: (count: number) => void;
}

/**
 * What the model makes of a chat history: a reasoning model's template is rendered in its no-think form
 * (`reasoning: false` gives the Jinja template `enable_thinking: false`: SmolLM3's "Reasoning Mode:
 * /no_think" and an answer opened with an empty think block), and Qwen's own wrapper is told to discourage
 * thoughts. A `/no_think` written into the system text would not do it: node-llama-cpp renders the template
 * with placeholders for the messages, so the template never sees their words.
 */
const CHAT_WRAPPER_SETTINGS = {
  customWrapperSettings: { jinjaTemplate: { reasoning: false }, qwen: { thoughts: 'discourage' as const } },
};

/** A slot held by one request until `release()`. */
export interface Lease {
  /** Generates the model's answer to the last user message of `history` (system, user, model, user…). */
  generate(history: ChatHistoryItem[], opts: GenerateOptions): Promise<string>;
  /** Tokens of `text` for the loaded model (plain text: special-token names are not parsed). */
  countTokens(text: string): number;
  /** Tokens the sequence already held that this lease's last call reused (prefix reuse; for benches and logs). */
  readonly reusedTokens: number;
  /** Tokens the sequence holds (what the next call with the same start would not evaluate again). */
  readonly contextTokens: number;
  /** Whether the slot still holds this request's voice prefix from an earlier generation. */
  readonly prefixKept: boolean;
  /** The text the sequence holds, special tokens as text: exactly what the model read and wrote (tests). */
  evaluatedText(): string;
  release(): void;
}

interface Slot {
  sequence: LlamaContextSequence;
  chat: LlamaChat;
  busy: boolean;
  prefixKey: string | null;
  lastUsed: number;
}

interface Waiter {
  prefixKey: string | null;
  resolve: (slot: Slot) => void;
  reject: (err: unknown) => void;
  onQueued?: (position: number) => void;
  position: number;
  cleanup: () => void;
}

interface Loaded {
  model: LlamaModel;
  context: LlamaContext;
  slots: Slot[];
}

export interface AcquireOptions {
  signal?: AbortSignal;
  onQueued?: (position: number) => void;
  /** The voice prefix the request starts with (e.g. a hash of the user's profile part of the prompt). */
  prefixKey?: string | null;
}

export class LocalRuntime {
  readonly #opts: LocalRuntimeOptions;
  #llama: Promise<Llama> | null = null;
  /** llama.cpp's error lines while this runtime loads (the reason a load failed). */
  readonly #errors: string[] = [];
  #loaded: Loaded | null = null;
  #loading: Promise<Loaded> | null = null;
  #waiters: Waiter[] = [];
  #idleTimer: NodeJS.Timeout | null = null;
  #closed = false;
  #unsubscribe: (() => void) | null = null;
  /** Loads so far (for tests and benches: 2 after an idle unload and a reload). */
  loads = 0;
  /** Tokens the last request's first generation found evaluated in its sequence (the voice prefix reused). */
  lastReusedTokens = 0;
  /** Milliseconds the last load took. */
  lastLoadMs = 0;
  /** The speed measured on this machine: at each load, then folded in from every call; null before. */
  #speed: Speed | null = null;

  constructor(opts: LocalRuntimeOptions) {
    this.#opts = { ...opts, parallel: Math.max(1, Math.floor(opts.parallel)) };
    if (opts.preload) {
      const tryPreload = () => {
        if (this.#closed || this.#loaded || this.#loading) return;
        if (opts.source.status.get().state === 'ready' && opts.source.path()) {
          this.ensureLoaded().catch(() => {});
        }
      };
      this.#unsubscribe = opts.source.status.onChange(tryPreload);
      tryPreload();
    }
  }

  /** Whether the runtime is loading the model right now (a generation then waits for it, not the fallback). */
  get loading(): boolean {
    return this.#loading !== null;
  }

  get loaded(): boolean {
    return this.#loaded !== null;
  }

  /** Requests waiting for a slot. */
  get waiting(): number {
    return this.#waiters.length;
  }

  /** Slots generating right now. */
  get busy(): number {
    return this.#loaded?.slots.filter((s) => s.busy).length ?? 0;
  }

  /** The loaded model's tokenizer: the number of tokens of `text` (loads the model when needed). */
  async countTokens(text: string): Promise<number> {
    const { model } = await this.ensureLoaded();
    return model.tokenize(text, true).length;
  }

  /** Prompt and generation tokens per second measured here (null until the model was first loaded). */
  get speed(): Speed | null {
    return this.#speed;
  }

  /** The context size each sequence got (llama.cpp rounds it up to a multiple of 256). */
  get contextSize(): number | null {
    return this.#loaded?.context.contextSize ?? null;
  }

  /** Loads the model if it is not loaded (one load at a time); rejects with LocalModelUnavailable. */
  ensureLoaded(): Promise<Loaded> {
    if (this.#closed) return Promise.reject(new LocalModelUnavailable('the engine is closed'));
    if (this.#loaded) return Promise.resolve(this.#loaded);
    if (!this.#loading) {
      this.#loading = this.#load().finally(() => {
        this.#loading = null;
      });
    }
    return this.#loading;
  }

  async #load(): Promise<Loaded> {
    const { source, log } = this.#opts;
    const path = source.path();
    if (!path) throw new LocalModelUnavailable('the model file is not ready');
    const started = performance.now();
    source.status.set({ state: 'loading', progress: 1 });
    const errors = this.#errors;
    errors.length = 0;
    errorSinks.add(errors);
    let model: LlamaModel | null = null;
    let context: LlamaContext | null = null;
    try {
      if (!this.#llama) {
        const wanted = this.#opts.gpu ?? 'auto';
        this.#llama = sharedLlama(wanted).catch((err) => {
          if (wanted === false) throw err;
          log?.warn({ failure: messageOf(err) }, 'local model: no GPU binary loads; using the CPU');
          return sharedLlama(false);
        });
      }
      let llama = await this.#llama;
      // Refused with a reason the admin can act on, before llama.cpp allocates and the system kills us.
      const short = await checkMemory(llama, path, this.#contextShape(), this.#opts.freeMemory);
      if (short) throw new LocalModelUnavailable(short);
      try {
        model = await llama.loadModel({ modelPath: path, useMmap: LOCAL_USE_MMAP });
      } catch (err) {
        if (llama.gpu === false || isFileProblem(err, errors)) throw err;
        // The model may not fit the GPU: the CPU binary takes it (the first GPU error is logged).
        log?.warn(
          { gpu: llama.gpu, failure: errors[0] ?? messageOf(err) },
          'local model: loading on the GPU failed; using the CPU',
        );
        errors.length = 0;
        this.#llama = sharedLlama(false);
        llama = await this.#llama;
        model = await llama.loadModel({ modelPath: path, useMmap: LOCAL_USE_MMAP });
      }
      if (this.#closed) throw new LocalModelUnavailable('the engine is closed');
      context = await model.createContext(this.#contextShape());
      const { LlamaChat, resolveChatWrapper } = await import('node-llama-cpp');
      const chatWrapper = resolveChatWrapper(model, CHAT_WRAPPER_SETTINGS);
      const slots: Slot[] = [];
      for (let i = 0; i < this.#opts.parallel; i++) {
        const sequence = context.getSequence();
        slots.push({
          sequence,
          chat: new LlamaChat({ contextSequence: sequence, autoDisposeSequence: false, chatWrapper }),
          busy: false,
          prefixKey: null,
          lastUsed: 0,
        });
      }
      if (!this.#speed) this.#speed = await calibrate(model, slots[0]!.sequence);
      if (this.#closed) throw new LocalModelUnavailable('the engine is closed');
      this.#loaded = { model, context, slots };
      this.loads++;
      this.lastLoadMs = performance.now() - started;
      source.status.set({ state: 'ready', progress: 1 });
      log?.info?.(
        {
          model: source.name,
          ms: Math.round(this.lastLoadMs),
          gpu: llama.gpu,
          threads: this.#opts.threads,
          parallel: this.#opts.parallel,
          contextSize: context.contextSize,
          promptTokensPerS: this.#speed ? Math.round(this.#speed.promptTps) : null,
          tokensPerS: this.#speed ? Math.round(this.#speed.genTps * 10) / 10 : null,
        },
        'local model loaded',
      );
      errorSinks.delete(errors);
      this.#armIdle();
      return this.#loaded;
    } catch (err) {
      // llama.cpp's log lines arrive through node-llama-cpp a moment after the failure.
      await new Promise((resolve) => setTimeout(resolve, 50));
      errorSinks.delete(errors);
      await context?.dispose().catch(() => {});
      await model?.dispose().catch(() => {});
      if (this.#closed) throw new LocalModelUnavailable('the engine is closed');
      const reason = reasonOf(err, errors);
      source.status.set({ state: 'unavailable', detail: `The model could not be loaded: ${reason}` });
      log?.warn(
        { model: source.name, reason },
        'local model could not be loaded; generations use the fallback',
      );
      throw new LocalModelUnavailable(reason);
    }
  }

  /** The context every load creates: its sequences, their size, the threads and the batch. */
  #contextShape() {
    return {
      sequences: this.#opts.parallel,
      contextSize: this.#opts.contextSize,
      threads: this.#opts.threads,
      batchSize: Math.min(LOCAL_BATCH_SIZE, this.#opts.contextSize),
    };
  }

  /**
   * A free slot (loading the model first when needed), or a place in line until one frees. Rejects with
   * the signal's reason when cancelled, or LocalModelUnavailable when the model cannot be loaded.
   */
  async acquire(opts: AcquireOptions = {}): Promise<Lease> {
    opts.signal?.throwIfAborted();
    this.#disarmIdle();
    if (this.#closed) throw new LocalModelUnavailable('the engine is closed');
    const prefixKey = opts.prefixKey ?? null;
    // Everyone arriving while the model loads joins the line (without places: nobody holds a slot yet) and
    // takes a slot in arrival order once it is loaded.
    const free = this.#loaded && this.#waiters.length === 0 ? this.#pickFree(prefixKey) : null;
    let slot: Slot;
    if (free) {
      slot = free;
      slot.busy = true;
    } else {
      slot = await this.#enqueue(prefixKey, opts);
    }
    return this.#lease(slot, prefixKey);
  }

  #enqueue(prefixKey: string | null, opts: AcquireOptions): Promise<Slot> {
    return new Promise<Slot>((resolve, reject) => {
      const onAbort = () => {
        const i = this.#waiters.indexOf(waiter);
        if (i >= 0) this.#waiters.splice(i, 1);
        waiter.cleanup();
        reject(opts.signal?.reason);
        this.#notifyPositions();
        this.#armIdle();
      };
      const waiter: Waiter = {
        prefixKey,
        resolve,
        reject,
        onQueued: opts.onQueued,
        position: 0,
        cleanup: () => opts.signal?.removeEventListener('abort', onAbort),
      };
      opts.signal?.addEventListener('abort', onAbort, { once: true });
      this.#waiters.push(waiter);
      this.#notifyPositions();
      // The model may be loading (or unloaded) while nobody holds a slot: make sure it comes.
      if (!this.#loaded) {
        this.ensureLoaded().then(
          () => this.#dispatch(),
          (err) => {
            const i = this.#waiters.indexOf(waiter);
            if (i < 0) return;
            this.#waiters.splice(i, 1);
            waiter.cleanup();
            reject(err);
          },
        );
      }
    });
  }

  #notifyPositions() {
    // While the model loads, nobody waits for a slot yet: places start once it is loaded.
    if (!this.#loaded) return;
    this.#waiters.forEach((w, i) => {
      if (w.position !== i + 1) {
        w.position = i + 1;
        try {
          w.onQueued?.(i + 1);
        } catch {}
      }
    });
  }

  /** Hands free slots to the line, first come first served. */
  #dispatch() {
    while (this.#loaded && this.#waiters.length > 0) {
      const slot = this.#pickFree(this.#waiters[0]!.prefixKey);
      if (!slot) break;
      const waiter = this.#waiters.shift()!;
      waiter.cleanup();
      slot.busy = true;
      waiter.resolve(slot);
    }
    this.#notifyPositions();
  }

  /** The free slot that last served this prefix, else the least recently used one. */
  #pickFree(prefixKey: string | null): Slot | null {
    const free = this.#loaded?.slots.filter((s) => !s.busy) ?? [];
    if (free.length === 0) return null;
    return (
      (prefixKey ? free.find((s) => s.prefixKey === prefixKey) : undefined) ??
      free.reduce((a, b) => (b.lastUsed < a.lastUsed ? b : a))
    );
  }

  #lease(slot: Slot, prefixKey: string | null): Lease {
    let released = false;
    let reused = 0;
    let calls = 0;
    const runtime = this;
    return {
      countTokens(text) {
        return slot.sequence.model.tokenize(text, false).length;
      },
      get reusedTokens() {
        return reused;
      },
      get contextTokens() {
        return slot.sequence.contextTokens.length;
      },
      get prefixKept() {
        return prefixKey !== null && slot.prefixKey === prefixKey && slot.sequence.contextTokens.length > 0;
      },
      evaluatedText() {
        return slot.sequence.model.detokenize(slot.sequence.contextTokens, true);
      },
      async generate(history, o) {
        if (released) throw new Error('lease released');
        const before = slot.sequence.contextTokens;
        const started = performance.now();
        let firstAt = 0;
        let atFirst = 0;
        let written = 0;
        const finish = () => {
          // LlamaChat kept the sequence's tokens up to the first difference and evaluated only the rest.
          const { firstDifferentIndex } = slot.sequence.compareContextTokens(before);
          reused = Math.min(firstDifferentIndex, before.length);
          if (calls++ === 0) runtime.lastReusedTokens = reused;
          if (firstAt > 0) {
            runtime.#speed = updateSpeed(runtime.#speed, {
              promptTokens: Math.max(0, atFirst - reused),
              promptMs: firstAt - started,
              genTokens: written - 1,
              genMs: performance.now() - firstAt,
              contextAt: atFirst,
            });
          }
        };
        try {
          const result = await slot.chat.generateResponse(history, {
            maxTokens: o.maxTokens,
            temperature: o.temperature,
            seed: o.seed,
            signal: o.signal,
            // A second guard beside the no-think template: no thought may take the draft's budget.
            budgets: { thoughtTokens: 0 },
            onTextChunk: o.onTextChunk,
            onToken: (tokens) => {
              if (written === 0) {
                firstAt = performance.now();
                atFirst = slot.sequence.contextTokens.length;
              }
              written += tokens.length;
              o.onTokens?.(tokens.length);
            },
          });
          return result.response;
        } finally {
          finish();
        }
      },
      release() {
        if (released) return;
        released = true;
        slot.busy = false;
        slot.prefixKey = prefixKey;
        slot.lastUsed = performance.now();
        runtime.#dispatch();
        runtime.#armIdle();
      },
    };
  }

  #disarmIdle() {
    if (this.#idleTimer) clearTimeout(this.#idleTimer);
    this.#idleTimer = null;
  }

  #armIdle() {
    this.#disarmIdle();
    if (!this.#loaded || this.#opts.idleUnloadMs <= 0 || this.#closed) return;
    if (this.busy > 0 || this.#waiters.length > 0) return;
    this.#idleTimer = setTimeout(() => {
      this.#idleTimer = null;
      if (this.busy === 0 && this.#waiters.length === 0) void this.unload('idle');
    }, this.#opts.idleUnloadMs);
    this.#idleTimer.unref();
  }

  /** Frees the model and its context (the status stays as it is; the next generation loads again). */
  async unload(why: 'idle' | 'close' = 'idle'): Promise<void> {
    const loaded = this.#loaded;
    if (!loaded) return;
    this.#loaded = null;
    if (why === 'idle') {
      this.#opts.log?.info?.(
        { model: this.#opts.source.name, idleMs: this.#opts.idleUnloadMs },
        'local model unloaded after idle time',
      );
    }
    for (const s of loaded.slots) s.chat.dispose({ disposeSequence: true });
    await loaded.context.dispose();
    await loaded.model.dispose();
  }

  /** Cancels the line, disposes the model and its context. */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    this.#unsubscribe?.();
    this.#disarmIdle();
    for (const w of this.#waiters.splice(0)) {
      w.cleanup();
      w.reject(new LocalModelUnavailable('the engine is closed'));
    }
    await this.#loading?.catch(() => {});
    await this.unload('close');
    // The llama.cpp binding stays loaded for the process (a native addon cannot be unloaded); it holds
    // no model memory once the model and context are disposed.
    this.#llama = null;
  }
}

/**
 * Tokens evaluated in one batch. 512 is llama.cpp's default; its compute buffer grows with it, and prompts
 * here are about 1,000 tokens, so a larger batch would only cost memory.
 */
export const LOCAL_BATCH_SIZE = 512;

/** A short text in five languages for the speed measured at load (about 150 tokens with a real tokenizer). */
const CALIBRATION_TEXT = [
  'The morning market opens at seven, and by eight the stalls are full of bread, cheese and early tomatoes.',
  'Am Wochenende fahren wir mit dem Rad an den See und nehmen Kaffee in der Thermoskanne mit.',
  'Nous avons repeint la boutique en vert clair, et les clients disent que la lumière est plus douce.',
  'Il nostro forno usa farina macinata a pietra e lievito madre, come faceva mia nonna.',
  'A nova coleção chega na sexta-feira, com peças feitas à mão por artesãos do Porto.',
].join(' ');

/**
 * The speed of this machine, measured once per load on the first sequence (about a second on a 2-core
 * server with a 3B model): the prompt part from one batch of ~150 tokens, the writing part from 8 tokens.
 * The sequence is cleared after, so it starts empty as before. Null when the model writes nothing.
 */
async function calibrate(model: LlamaModel, sequence: LlamaContextSequence): Promise<Speed | null> {
  const tokens = model.tokenize(CALIBRATION_TEXT, false);
  const started = performance.now();
  let firstAt = 0;
  let written = 0;
  try {
    for await (const _token of sequence.evaluate(tokens, { temperature: 0 })) {
      if (written++ === 0) firstAt = performance.now();
      if (written >= 9) break;
    }
  } finally {
    await sequence.clearHistory();
  }
  if (written < 9) return null;
  return updateSpeed(null, {
    promptTokens: tokens.length,
    promptMs: firstAt - started,
    genTokens: written - 1,
    genMs: performance.now() - firstAt,
    contextAt: tokens.length,
  });
}

/** Error lines from llama.cpp, handed to every runtime that is loading right now. */
const errorSinks = new Set<string[]>();
const llamas = new Map<'auto' | false, Promise<Llama>>();

/** One node-llama-cpp instance per GPU choice for the process (getLlama loads the native binary). */
function sharedLlama(gpu: 'auto' | false): Promise<Llama> {
  let llama = llamas.get(gpu);
  if (!llama) {
    llama = (async () => {
      const { getLlama, LlamaLogLevel } = await import('node-llama-cpp');
      return getLlama({
        build: 'never',
        gpu,
        logLevel: LlamaLogLevel.error,
        logger: (level, message) => {
          if (level !== LlamaLogLevel.error && level !== LlamaLogLevel.fatal) return;
          for (const sink of errorSinks) sink.push(message.trim());
        },
      });
    })();
    llamas.set(gpu, llama);
    llama.catch(() => llamas.delete(gpu));
  }
  return llama;
}

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** A missing, truncated or corrupt file: no point retrying on the CPU. */
function isFileProblem(err: unknown, errors: string[]): boolean {
  const m = `${messageOf(err)} ${errors.join(' ')}`;
  return /ENOENT|EACCES|GGUF|corrupt|incomplete|file bounds|magic/i.test(m);
}

/** The clearest reason for a failed load: llama.cpp's first error line, else the error's message. */
function reasonOf(err: unknown, errors: string[]): string {
  if (err instanceof LocalModelUnavailable) return err.reason;
  const detail = errors.find((e) => /error loading model|corrupt|invalid|failed/i.test(e)) ?? errors[0];
  const text = (detail ?? messageOf(err)).replace(/^llama_model_load:\s*/, '').replace(/\s+/g, ' ');
  // Bytes of a corrupt file may appear in the message: keep the reason printable.
  return text.replace(/[^\x20-\x7e]/g, '?').slice(0, 300);
}
