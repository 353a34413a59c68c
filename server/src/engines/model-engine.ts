/**
 * The engine for model providers (openai, anthropic, openai-compatible): builds the voice prompt, streams
 * the draft, checks it (words, language, voiceMatch), asks for one revision that names what to fix when
 * the check fails, and keeps the better of the two (check.ts). Each call has its own time-out
 * (`LLM_TIMEOUT_MS`); the caller's signal and the time-out both abort the HTTP request, so the provider
 * sees the connection close. Failures become `PROVIDER_ERROR` / `PROVIDER_TIMEOUT` without internals.
 */
import type { LlmProvider } from '@inkprint/shared';
import { APICallError, type LanguageModel, type ModelMessage, RetryError, streamText } from 'ai';
import type { Config } from '../config.js';
import { AppError } from '../lib/errors.js';
import { type Assessment, assessDraft, better, outputOf, revisionInstruction } from './check.js';
import { buildVoicePrompt } from './prompt.js';
import { languageModel, type ModelProvider, modelIdOf } from './providers.js';
import { rewriteSourceOf } from './rewrite-check.js';
import { runRewrite } from './rewrite-engine.js';
import { buildRewritePrompt } from './rewrite-prompt.js';
import type {
  GenerationEngine,
  GenerationHooks,
  GenerationInput,
  GenerationOutput,
  RewriteInput,
} from './types.js';

// The SDK prints warnings (e.g. "seed is not supported") with console.warn; the engine logs what matters itself.
globalThis.AI_SDK_LOG_WARNINGS = false;

/** The few fields of a logger the engine uses (pino and Fastify's logger both fit). */
export interface EngineLog {
  warn(obj: object, msg?: string): void;
}

export interface ModelEngineOptions {
  log?: EngineLog;
  /** Retries of a failed HTTP call (429, 5xx); the SDK waits 2 s, then 4 s between them. Default 1. */
  maxRetries?: number;
  /** A ready model (tests); otherwise built from the config. */
  model?: LanguageModel;
}

class CallTimeout extends Error {
  constructor() {
    super('provider call timed out');
  }
}

export function modelEngine(
  llm: Config['llm'] & { provider: ModelProvider },
  opts: ModelEngineOptions = {},
): GenerationEngine {
  const model = opts.model ?? languageModel(llm);
  const modelId = modelIdOf(llm);
  const provider: LlmProvider = llm.provider;
  const maxRetries = opts.maxRetries ?? 1;
  // Anthropic has no seed; OpenAI and most OpenAI-compatible servers take one.
  const takesSeed = provider !== 'anthropic';

  /** One streamed call; resolves to the whole text. */
  async function call(
    system: string,
    messages: ModelMessage[],
    maxOutputTokens: number,
    seed: number,
    hooks: GenerationHooks,
    stage: 'draft' | 'revision',
  ): Promise<string> {
    hooks.signal?.throwIfAborted();
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(new CallTimeout()), llm.timeoutMs);
    const signal = hooks.signal ? AbortSignal.any([hooks.signal, timeout.signal]) : timeout.signal;
    let text = '';
    try {
      const result = streamText({
        model,
        system,
        messages,
        maxOutputTokens,
        temperature: stage === 'draft' ? 0.7 : 0.5,
        ...(takesSeed ? { seed } : {}),
        maxRetries,
        abortSignal: signal,
        // Errors arrive as stream parts below; without this the SDK would print them to the console.
        onError: () => {},
      });
      for await (const part of result.fullStream) {
        if (part.type === 'text-delta') {
          if (part.text) {
            text += part.text;
            hooks.onDelta?.(part.text);
          }
        } else if (part.type === 'error') {
          throw part.error;
        } else if (part.type === 'abort') {
          break;
        }
      }
      if (signal.aborted) throw signal.reason;
    } catch (err) {
      if (hooks.signal?.aborted) throw hooks.signal.reason;
      if (timeout.signal.aborted) {
        opts.log?.warn({ provider, model: modelId, stage, timeoutMs: llm.timeoutMs }, 'model call timed out');
        throw new AppError('PROVIDER_TIMEOUT');
      }
      opts.log?.warn({ provider, model: modelId, stage, failure: describeFailure(err) }, 'model call failed');
      throw new AppError('PROVIDER_ERROR');
    } finally {
      clearTimeout(timer);
    }
    if (!text.trim()) {
      opts.log?.warn({ provider, model: modelId, stage }, 'model answered with no text');
      throw new AppError('PROVIDER_ERROR');
    }
    return text.trim();
  }

  return {
    provider,
    model: modelId,
    offline: false,
    async generate(input: GenerationInput, hooks: GenerationHooks = {}): Promise<GenerationOutput> {
      const prompt = buildVoicePrompt(input);
      const messages: ModelMessage[] = [{ role: 'user', content: prompt.user }];
      const draftText = await call(
        prompt.system,
        messages,
        prompt.maxOutputTokens,
        input.seed,
        hooks,
        'draft',
      );
      const draft = assessDraft(input, draftText);
      let kept: Assessment = draft;
      let revised = false;
      if (draft.faults.length > 0) {
        hooks.onRevising?.();
        const revision: ModelMessage[] = [
          ...messages,
          { role: 'assistant', content: draftText },
          { role: 'user', content: revisionInstruction(draft.faults, input.language) },
        ];
        try {
          const text = await call(
            prompt.system,
            revision,
            prompt.maxOutputTokens,
            input.seed,
            hooks,
            'revision',
          );
          revised = true;
          const second = assessDraft(input, text);
          if (better(draft, second, prompt.target) === 'revision') kept = second;
        } catch (err) {
          // A cancelled request stays cancelled; a failed revision leaves the (complete) draft.
          if (hooks.signal?.aborted) throw err;
        }
      }
      return outputOf(kept, revised, modelId);
    },
    async rewrite(input: RewriteInput, hooks: GenerationHooks = {}): Promise<GenerationOutput> {
      const prompt = buildRewritePrompt(input, rewriteSourceOf(input).words);
      return runRewrite({
        input,
        hooks,
        user: prompt.user,
        maxTokens: prompt.maxOutputTokens,
        model: modelId,
        chat: {
          send: (turns, stage, maxTokens) =>
            call(
              prompt.system,
              turns.map((t) => ({ role: t.role, content: t.text })),
              maxTokens,
              input.seed,
              hooks,
              stage,
            ),
        },
      });
    },
  };
}

/** What may be logged of a provider failure: kind and HTTP status, never the request body, URL or headers. */
export function describeFailure(err: unknown): {
  type: string;
  status?: number;
  retries?: number;
  cause?: string;
} {
  if (RetryError.isInstance(err)) {
    const last = describeFailure(err.lastError);
    return { ...last, retries: err.errors.length };
  }
  if (APICallError.isInstance(err)) {
    const cause =
      err.cause instanceof Error ? ((err.cause as { code?: string }).code ?? err.cause.name) : undefined;
    return { type: 'APICallError', status: err.statusCode, ...(cause ? { cause } : {}) };
  }
  if (err instanceof Error) {
    const code = (err as { code?: unknown }).code;
    return { type: err.name, ...(typeof code === 'string' ? { cause: code } : {}) };
  }
  return { type: typeof err };
}
