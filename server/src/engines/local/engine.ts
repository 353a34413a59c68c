/**
 * The local engine (issue #22): a language model that runs inside Inkprint through node-llama-cpp. While
 * its model is not `ready` (downloading, unavailable), every generation is written by the fallback (the
 * offline draft engine) and says so (`output.provider` = the fallback's).
 *
 * Once ready, a generation takes a slot of the runtime (waiting in line with `onQueued` when all
 * `parallel` are busy; the first one loads the model), streams the draft (`onDelta`), checks it as the
 * other model engines do (check.ts: words, language, voiceMatch), and when the check fails asks for ONE
 * revision in the same sequence (`onRevising`; the draft stays evaluated, only the instruction is new) and
 * keeps the better of the two. Each model call has `timeoutMs` (`LLM_TIMEOUT_MS` → PROVIDER_TIMEOUT);
 * other failures are PROVIDER_ERROR without internals; a cancel stops the model and frees the slot.
 */

import type { ChatHistoryItem } from 'node-llama-cpp';
import { AppError } from '../../lib/errors.js';
import { type Assessment, assessDraft, better, outputOf, revisionInstruction } from '../check.js';
import { describeFailure, type EngineLog } from '../model-engine.js';
import { rewriteSourceOf } from '../rewrite-check.js';
import { runRewrite } from '../rewrite-engine.js';
import { buildLocalRewritePrompt, type RewritePrompt } from '../rewrite-prompt.js';
import type {
  GenerationEngine,
  GenerationHooks,
  GenerationInput,
  GenerationOutput,
  RewriteInput,
} from '../types.js';
import { buildLocalPrompt, type LocalPrompt } from './prompt.js';
import { type Lease, LocalModelUnavailable, LocalRuntime } from './runtime.js';
import type { LocalModelSource } from './source.js';
import type { LocalModelStatusValue } from './status.js';
import { NO_THINK, stripThinking, ThinkFilter } from './thinking.js';

export interface LocalEngineOptions {
  source: LocalModelSource;
  /** Writes while the model is not ready (the offline draft engine). */
  fallback: GenerationEngine;
  /** Sequences served at once (`LLM_PARALLEL`, default 2); the rest wait in line. */
  parallel: number;
  /** CPU threads for the model (set explicitly: the default is far slower on small machines). */
  threads: number;
  /** Unload the model after this long without a generation (`LLM_IDLE_UNLOAD_S` × 1000; 0 = never). */
  idleUnloadMs: number;
  /** Load the model as soon as the file is ready (`LLM_PRELOAD=1`) instead of on the first generation. */
  preload: boolean;
  /** Budget of one model call (draft or revision), as for the other model engines (`LLM_TIMEOUT_MS`). */
  timeoutMs: number;
  log?: EngineLog & { info?(obj: object, msg?: string): void };
  /** Tokens per sequence; default LOCAL_CONTEXT_SIZE. Prompt + output are kept within it. */
  contextSize?: number;
  /** A cap on output tokens per call below the size's own (tests and benches keep runs short). */
  maxOutputTokens?: number;
  /** `false` forces the CPU; default `'auto'` (a GPU when node-llama-cpp finds one). */
  gpu?: 'auto' | false;
}

export interface LocalEngine extends GenerationEngine {
  status(): LocalModelStatusValue;
  /** Starts the source's background work (check or download the file); called when the app is ready. */
  start(): void;
  close(): Promise<void>;
  /** The runtime (tests and benches read its counters). */
  readonly runtime: LocalRuntime;
}

/**
 * Tokens per sequence. The largest request (1,000 words in German: 2,584 output tokens) with the local
 * prompt (≈ 1,000 tokens with a real tokenizer, docs/benchmarks.md) fits with room for the revision
 * instruction; a revision of a large draft gets what remains (at least half its budget, or none).
 */
export const LOCAL_CONTEXT_SIZE = 6144;

/** Tokens the chat template adds around the messages, and a margin so generation never hits the end. */
const TEMPLATE_TOKENS = 32;

class CallTimeout extends Error {
  constructor() {
    super('local model call timed out');
  }
}

export function localEngine(opts: LocalEngineOptions): LocalEngine {
  const { source, fallback } = opts;
  const contextSize = opts.contextSize ?? LOCAL_CONTEXT_SIZE;
  const runtime = new LocalRuntime({
    source,
    parallel: opts.parallel,
    threads: opts.threads,
    idleUnloadMs: opts.idleUnloadMs,
    preload: opts.preload,
    contextSize,
    gpu: opts.gpu ?? 'auto',
    log: opts.log,
  });

  async function viaFallback(input: GenerationInput, hooks: GenerationHooks): Promise<GenerationOutput> {
    const output = await fallback.generate(input, hooks);
    return { ...output, provider: fallback.provider };
  }

  /** The prompt with as many examples as fit, and the output budget that remains (never below 1/4). */
  function fitPrompt(input: GenerationInput, lease: Lease): { prompt: LocalPrompt; maxTokens: number } {
    let prompt = buildLocalPrompt(input);
    const cap = Math.min(prompt.maxOutputTokens, opts.maxOutputTokens ?? Number.POSITIVE_INFINITY);
    const size = runtime.contextSize ?? contextSize;
    const tokens = (p: LocalPrompt) =>
      lease.countTokens(p.system) + lease.countTokens(p.user) + TEMPLATE_TOKENS;
    let used = tokens(prompt);
    for (let n = prompt.examples - 1; n >= 0 && used + cap > size; n--) {
      prompt = buildLocalPrompt(input, n);
      used = tokens(prompt);
    }
    const maxTokens = Math.min(cap, size - used);
    if (maxTokens < Math.min(cap, 64)) {
      opts.log?.warn({ promptTokens: used, contextSize: size }, 'local prompt does not fit the context');
      throw new AppError('PROVIDER_ERROR');
    }
    return { prompt, maxTokens };
  }

  async function call(
    lease: Lease,
    history: ChatHistoryItem[],
    maxTokens: number,
    input: { seed: number },
    hooks: GenerationHooks,
    stage: 'draft' | 'revision',
  ): Promise<string> {
    hooks.signal?.throwIfAborted();
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(new CallTimeout()), opts.timeoutMs);
    const signal = hooks.signal ? AbortSignal.any([hooks.signal, timeout.signal]) : timeout.signal;
    let text = '';
    // A think block (a reasoning model's notes) never reaches the client or the draft.
    const thoughts = new ThinkFilter();
    try {
      text = await lease.generate(history, {
        maxTokens,
        temperature: stage === 'draft' ? 0.7 : 0.5,
        seed: input.seed,
        signal,
        onTextChunk: (chunk) => {
          const shown = thoughts.push(chunk);
          if (shown) hooks.onDelta?.(shown);
        },
      });
      const rest = thoughts.end();
      if (rest) hooks.onDelta?.(rest);
      text = stripThinking(text);
    } catch (err) {
      if (hooks.signal?.aborted) throw hooks.signal.reason;
      if (timeout.signal.aborted) {
        opts.log?.warn(
          { provider: 'local', model: source.name, stage, timeoutMs: opts.timeoutMs },
          'local model call timed out',
        );
        throw new AppError('PROVIDER_TIMEOUT');
      }
      opts.log?.warn(
        { provider: 'local', model: source.name, stage, failure: describeFailure(err) },
        'local model call failed',
      );
      throw new AppError('PROVIDER_ERROR');
    } finally {
      clearTimeout(timer);
    }
    if (!text.trim()) {
      opts.log?.warn({ provider: 'local', model: source.name, stage }, 'local model answered with no text');
      throw new AppError('PROVIDER_ERROR');
    }
    return text.trim();
  }

  async function runLocal(input: GenerationInput, hooks: GenerationHooks): Promise<GenerationOutput> {
    const lease = await runtime.acquire({
      signal: hooks.signal,
      onQueued: hooks.onQueued,
      prefixKey: buildLocalPrompt(input, 0).prefixKey,
    });
    try {
      const { prompt: fitted, maxTokens } = fitPrompt(input, lease);
      // A hybrid reasoning model (SmolLM3, decision 024) is told not to think: the draft is the answer.
      const prompt = lease.thinksUnlessTold ? { ...fitted, system: `${fitted.system}\n${NO_THINK}` } : fitted;
      const history: ChatHistoryItem[] = [
        { type: 'system', text: prompt.system },
        { type: 'user', text: prompt.user },
        { type: 'model', response: [] },
      ];
      const draftText = await call(lease, history, maxTokens, input, hooks, 'draft');
      const draft = assessDraft(input, draftText);
      let kept: Assessment = draft;
      let revised = false;
      if (draft.faults.length > 0) {
        const instruction = revisionInstruction(draft.faults, input.language);
        const size = runtime.contextSize ?? contextSize;
        const used =
          lease.countTokens(prompt.system) +
          lease.countTokens(prompt.user) +
          lease.countTokens(draftText) +
          lease.countTokens(instruction) +
          2 * TEMPLATE_TOKENS;
        const room = Math.min(maxTokens, size - used);
        if (room >= Math.min(maxTokens, Math.ceil(maxTokens / 2))) {
          hooks.onRevising?.();
          const revision: ChatHistoryItem[] = [
            { type: 'system', text: prompt.system },
            { type: 'user', text: prompt.user },
            { type: 'model', response: [draftText] },
            { type: 'user', text: instruction },
            { type: 'model', response: [] },
          ];
          try {
            const text = await call(lease, revision, room, input, hooks, 'revision');
            revised = true;
            const second = assessDraft(input, text);
            if (better(draft, second, prompt.target) === 'revision') kept = second;
          } catch (err) {
            // A cancelled request stays cancelled; a failed revision leaves the (complete) draft.
            if (hooks.signal?.aborted) throw err;
          }
        }
      }
      return outputOf(kept, revised, source.name);
    } finally {
      lease.release();
    }
  }

  /**
   * A rewrite on the local model (decision 035): the prompt with as many examples as fit beside the source
   * and the output; one revision when the conversation still leaves it half its budget.
   */
  async function runLocalRewrite(input: RewriteInput, hooks: GenerationHooks): Promise<GenerationOutput> {
    const words = rewriteSourceOf(input).words;
    const lease = await runtime.acquire({
      signal: hooks.signal,
      onQueued: hooks.onQueued,
      // The rewrite prompt carries the source's length early, so no evaluated prefix is worth keeping.
      prefixKey: null,
    });
    try {
      const size = runtime.contextSize ?? contextSize;
      let prompt: RewritePrompt = buildLocalRewritePrompt(input, words);
      const cap = Math.min(prompt.maxOutputTokens, opts.maxOutputTokens ?? Number.POSITIVE_INFINITY);
      const tokens = (p: RewritePrompt) =>
        lease.countTokens(p.system) + lease.countTokens(p.user) + TEMPLATE_TOKENS;
      let used = tokens(prompt);
      for (let n = prompt.examples - 1; n >= 0 && used + cap > size; n--) {
        prompt = buildLocalRewritePrompt(input, words, n);
        used = tokens(prompt);
      }
      const maxTokens = Math.min(cap, size - used);
      if (maxTokens < Math.min(cap, 64)) {
        opts.log?.warn(
          { promptTokens: used, contextSize: size },
          'local rewrite prompt does not fit the context',
        );
        throw new AppError('PROVIDER_ERROR');
      }
      const system = lease.thinksUnlessTold ? `${prompt.system}\n${NO_THINK}` : prompt.system;
      return await runRewrite({
        input,
        hooks,
        user: prompt.user,
        maxTokens,
        model: source.name,
        chat: {
          send: (turns, stage, budget) => {
            const history: ChatHistoryItem[] = [{ type: 'system', text: system }];
            for (const t of turns) {
              history.push(
                t.role === 'user' ? { type: 'user', text: t.text } : { type: 'model', response: [t.text] },
              );
            }
            history.push({ type: 'model', response: [] });
            return call(lease, history, budget, input, hooks, stage);
          },
          revisionBudget: (draft, instruction) => {
            const room =
              size - (used + lease.countTokens(draft) + lease.countTokens(instruction) + 2 * TEMPLATE_TOKENS);
            const budget = Math.min(maxTokens, room);
            return budget >= Math.ceil(maxTokens / 2) ? budget : null;
          },
        },
      });
    } finally {
      lease.release();
    }
  }

  return {
    provider: 'local',
    model: source.name,
    offline: true,
    runtime,
    status: () => source.status.get(),
    start: () => source.start(),
    async generate(input: GenerationInput, hooks: GenerationHooks = {}): Promise<GenerationOutput> {
      // While the runtime loads the model (status `loading`), a generation waits for it; otherwise any
      // state but `ready` (downloading, unavailable) means the fallback writes.
      if (source.status.get().state !== 'ready' && !runtime.loading) return viaFallback(input, hooks);
      try {
        return await runLocal(input, hooks);
      } catch (err) {
        if (err instanceof LocalModelUnavailable) return viaFallback(input, hooks);
        throw err;
      }
    },
    async rewrite(input: RewriteInput, hooks: GenerationHooks = {}): Promise<GenerationOutput> {
      // No offline fallback: the offline engine cannot carry another text's meaning (decision 035).
      if (source.status.get().state !== 'ready' && !runtime.loading) throw new AppError('MODEL_REQUIRED');
      try {
        return await runLocalRewrite(input, hooks);
      } catch (err) {
        if (err instanceof LocalModelUnavailable) throw new AppError('MODEL_REQUIRED');
        throw err;
      }
    },
    async close() {
      await Promise.all([runtime.close(), source.close()]);
    },
  };
}
