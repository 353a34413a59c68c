/**
 * The local engine: a language model that runs inside Inkprint through node-llama-cpp. While its model is
 * not `ready` (downloading, unavailable), every generation is written by the fallback (the offline draft
 * engine) and says so (`output.provider` = the fallback's).
 *
 * Once ready, a generation takes a slot of the runtime (waiting in line with `onQueued` when all
 * `parallel` are busy; the first one loads the model) and streams the draft (`onDelta`). On a CPU a draft
 * takes minutes, so the correction pass is never a second draft (decision 044):
 * - the language is checked after the first words; a draft in the wrong language is stopped there and
 *   started once more with the language named (`onRevising`), which costs those few words;
 * - a draft is stopped when it passes its length band and cut back to its last whole sentence; one that
 *   ends short is continued (its deltas append), and sentences with a banned phrase are said again, one line
 *   each; both within half the draft's time;
 * - a voice score below the bar alone is no reason for another pass here (the score is shown).
 * Each call's time limit follows from the tokens it may write and the speed measured here (speed.ts); a
 * draft cut by it after words were streamed is kept, marked cut short. Failures are PROVIDER_ERROR without
 * internals; a cancel stops the model and frees the slot.
 */

import { countWords, LANGUAGE_NAMES, type Language } from '@inkprint/shared';
import type { ChatHistoryItem } from 'node-llama-cpp';
import { AppError } from '../../lib/errors.js';
import { assessDraft, bannedIn, LENGTH_TOLERANCE, languageOf, outputOf } from '../check.js';
import { describeFailure, type EngineLog } from '../model-engine.js';
import { WRITE_IN } from '../prompt.js';
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
import { asPromptData } from '../untrusted.js';
import { trimToWords } from './length.js';
import { buildLocalPrompt, type LocalPrompt } from './prompt.js';
import { type Lease, LocalModelUnavailable, LocalRuntime } from './runtime.js';
import type { LocalModelSource } from './source.js';
import {
  CALL_LIMITS,
  type CallLimits,
  CONTEXT_SLOWDOWN,
  callLimitMs,
  draftSeconds,
  secondsFor,
  tokensForWords,
} from './speed.js';
import type { LocalModelStatusValue } from './status.js';
import { stripThinking, ThinkFilter } from './thinking.js';

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
  /** Bounds of each call's time limit (the limit itself follows from the measured speed); default CALL_LIMITS. */
  callLimits?: CallLimits;
  /**
   * Starts a call's time limit: calls `onLimit` after `ms` and returns the cancel. Default setTimeout; tests
   * give one they fire themselves, so no test waits for a clock.
   */
  limitTimer?: (ms: number, onLimit: () => void) => () => void;
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
 * Tokens per sequence. The largest request fits: the local prompt (≈ 930–1,030 tokens with the default
 * model's tokenizer, docs/benchmarks.md) and a 1,000-word German draft's budget (2,584 tokens; the draft is
 * stopped at 1,100 words, ≈ 1,850 tokens, which leaves room for a continuation). Each sequence of the default
 * model's shape holds 0.26 GB of KV cache; with two, the loaded server stays within the file's size + 1.5 GB
 * (4,096 tokens measured 3.43 GB at its peak, 3,584 tokens 3.31 GB, for a 1.92 GB file).
 */
export const LOCAL_CONTEXT_SIZE = 3584;

/** Tokens the chat template adds around the messages, and a margin so generation never hits the end. */
const TEMPLATE_TOKENS = 32;

/** Words after which the draft's language is checked (the detector is sure of 30 and more). */
const LANGUAGE_CHECK_WORDS = 40;
/** Sentences with a banned phrase said again in one correction call, at most. */
const MAX_REPAIRED_SENTENCES = 8;

/** Why the engine stopped a call itself. */
class Stop extends Error {
  constructor(readonly why: 'limit' | 'enough' | 'language') {
    super(`local model call stopped: ${why}`);
  }
}

interface Written {
  /** What was written (and streamed, when streaming), think blocks removed. */
  text: string;
  /** Why it ended: the model's own end (`done`), or the engine's stop. */
  ended: 'done' | Stop['why'];
}

interface CallOptions {
  stage: 'draft' | 'revision';
  maxTokens: number;
  /** Prompt tokens this call evaluates (for its time limit). */
  promptTokens: number;
  /** Tokens in the context when it starts writing (writing slows as it fills); default `promptTokens`. */
  contextAt?: number;
  /** Stream the text to the client (`hooks.onDelta`); a sentence repair's answer is not text to show. */
  stream: boolean;
  /** Stop once the text passes this many words. */
  maxWords?: number;
  /** Stop when the first words are not in this language. */
  language?: Language;
  /** A limit below the call's own (the correction pass's share of the draft's time), in ms. */
  limitMs?: number;
}

export function localEngine(opts: LocalEngineOptions): LocalEngine {
  const { source, fallback } = opts;
  const contextSize = opts.contextSize ?? LOCAL_CONTEXT_SIZE;
  const limits = opts.callLimits ?? CALL_LIMITS;
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

  /** The prompt with as many examples as fit, its tokens, and the output budget that remains. */
  function fitPrompt(
    input: GenerationInput,
    lease: Lease,
  ): { prompt: LocalPrompt; maxTokens: number; promptTokens: number } {
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
    return { prompt, maxTokens, promptTokens: used };
  }

  /** Seconds a call should take on the measured speed; null before the speed is known. */
  function expectedSeconds(promptTokens: number, genTokens: number, contextAt?: number): number | null {
    const speed = runtime.speed;
    return speed ? secondsFor(speed, promptTokens, genTokens, contextAt) : null;
  }

  function announce(
    hooks: GenerationHooks,
    stage: 'draft' | 'revision',
    seconds: number | null,
    targetWords: number,
  ) {
    if (seconds !== null)
      hooks.onEstimate?.({ stage, seconds: Math.max(1, Math.round(seconds)), targetWords });
  }

  /**
   * One model call. Resolves with what was written and why it ended: the model's end, or a stop of the
   * engine's (the time limit, the length band, the wrong language), whose text so far is kept. Rejects with
   * the signal's reason on a cancel, PROVIDER_ERROR on a failure.
   */
  async function call(
    lease: Lease,
    history: ChatHistoryItem[],
    input: { seed: number; language: Language },
    hooks: GenerationHooks,
    o: CallOptions,
  ): Promise<Written> {
    hooks.signal?.throwIfAborted();
    const stop = new AbortController();
    const limitMs = Math.min(
      callLimitMs(runtime.speed, o.promptTokens, o.maxTokens, limits, o.contextAt),
      o.limitMs ?? Number.POSITIVE_INFINITY,
    );
    const cancelTimer = (opts.limitTimer ?? startTimer)(Math.max(0, limitMs), () =>
      stop.abort(new Stop('limit')),
    );
    const signal = hooks.signal ? AbortSignal.any([hooks.signal, stop.signal]) : stop.signal;
    let shown = '';
    let checkedLanguage = o.language === undefined;
    // A think block (a reasoning model's notes) never reaches the client or the draft.
    const thoughts = new ThinkFilter();
    const take = (piece: string) => {
      if (!piece || stop.signal.aborted) return;
      shown += piece;
      if (o.stream) hooks.onDelta?.(piece);
      const words = countWords(shown, input.language);
      if (o.maxWords !== undefined && words > o.maxWords) stop.abort(new Stop('enough'));
      else if (!checkedLanguage && words >= LANGUAGE_CHECK_WORDS) {
        checkedLanguage = true;
        if (languageOf(shown, input.language, words).fault) stop.abort(new Stop('language'));
      }
    };
    let ended: Written['ended'] = 'done';
    try {
      await lease.generate(history, {
        maxTokens: o.maxTokens,
        temperature: o.stage === 'draft' ? 0.7 : 0.5,
        seed: input.seed,
        signal,
        onTextChunk: (chunk) => take(thoughts.push(chunk)),
      });
      take(thoughts.end());
    } catch (err) {
      if (hooks.signal?.aborted) throw hooks.signal.reason;
      if (stop.signal.reason instanceof Stop) {
        ended = stop.signal.reason.why;
        if (ended === 'limit') {
          opts.log?.warn(
            { provider: 'local', model: source.name, stage: o.stage, limitMs, words: countWords(shown) },
            'local model call reached its time limit',
          );
        }
      } else {
        opts.log?.warn(
          { provider: 'local', model: source.name, stage: o.stage, failure: describeFailure(err) },
          'local model call failed',
        );
        throw new AppError('PROVIDER_ERROR');
      }
    } finally {
      cancelTimer();
    }
    return { text: stripThinking(shown), ended };
  }

  /** The text so far as the output, marked cut short (a time limit ended it after words were shown). */
  function cutShort(input: GenerationInput, text: string, revised: boolean): GenerationOutput {
    return { ...outputOf(assessDraft(input, text), revised, source.name), cutShort: true };
  }

  async function runLocal(input: GenerationInput, hooks: GenerationHooks): Promise<GenerationOutput> {
    const lease = await runtime.acquire({
      signal: hooks.signal,
      onQueued: hooks.onQueued,
      prefixKey: buildLocalPrompt(input, 0).prefixKey,
    });
    try {
      const { prompt, maxTokens, promptTokens } = fitPrompt(input, lease);
      const target = prompt.target;
      const lo = Math.ceil(target * (1 - LENGTH_TOLERANCE));
      const hi = Math.floor(target * (1 + LENGTH_TOLERANCE));
      const lang = input.language;
      const fresh = promptTokens - (lease.prefixKept ? lease.countTokens(prompt.prefix) : 0);
      const draftHistory = localDraftHistory(prompt);
      const started = performance.now();
      announce(hooks, 'draft', expectedSeconds(fresh, tokensForWords(target, lang), promptTokens), target);
      let written = await call(lease, draftHistory, input, hooks, {
        stage: 'draft',
        maxTokens,
        promptTokens: fresh,
        contextAt: promptTokens,
        stream: true,
        maxWords: hi,
        language: lang,
      });
      let revised = false;
      let history = draftHistory;
      // What the user saw first: kept if the start again reaches its limit before writing anything.
      const firstWords = written.text;
      if (written.ended === 'language') {
        // Stopped after its first words: once more, with the language said again at the end of the brief.
        const wrong = languageOf(written.text, lang, countWords(written.text, lang)).language;
        history = localDraftHistory(prompt, languageReminder(lang, wrong));
        hooks.onRevising?.('language');
        revised = true;
        announce(hooks, 'revision', expectedSeconds(64, tokensForWords(target, lang), promptTokens), target);
        written = await call(lease, history, input, hooks, {
          stage: 'revision',
          maxTokens,
          promptTokens: 64,
          contextAt: promptTokens,
          stream: true,
          maxWords: hi,
        });
      }
      if (written.ended === 'limit') {
        const seen = written.text.trim() ? written.text : firstWords;
        if (!seen.trim()) throw new AppError('PROVIDER_TIMEOUT');
        return cutShort(input, trimToWords(seen, hi, lo, lang), revised);
      }
      if (!written.text.trim()) {
        opts.log?.warn({ provider: 'local', model: source.name }, 'local model answered with no text');
        throw new AppError('PROVIDER_ERROR');
      }
      let text = trimToWords(written.text, hi, lo, lang);
      // The correction pass may take half of what the draft took, no more.
      const deadline = performance.now() + (performance.now() - started) / 2;
      const left = () => deadline - performance.now();

      const words = countWords(text, lang);
      if (words < lo && written.ended === 'done') {
        const more = await continueText(lease, history, text, input, hooks, { target, lo, hi, left });
        if (more !== null) {
          text = more;
          revised = true;
        }
      }
      if (bannedIn(text, input.voiceRules).length > 0 && left() > 0) {
        const repaired = await repairBanned(lease, history, text, input, hooks, left);
        if (repaired !== null) {
          text = repaired;
          revised = true;
        }
      }
      return outputOf(assessDraft(input, text), revised, source.name);
    } finally {
      lease.release();
    }
  }

  /**
   * A draft that ended short, continued in the same conversation (only the request is evaluated anew): the
   * continuation's deltas append to the text shown. Null when there is no time or room for it.
   */
  async function continueText(
    lease: Lease,
    history: ChatHistoryItem[],
    text: string,
    input: GenerationInput,
    hooks: GenerationHooks,
    b: { target: number; lo: number; hi: number; left: () => number },
  ): Promise<string | null> {
    const lang = input.language;
    const words = countWords(text, lang);
    const request = [
      `The text has ${words} words; it needs about ${b.target} (between ${b.lo} and ${b.hi}).`,
      `Continue it from where it ends with about ${b.target - words} more words: the same voice, the same language (${LANGUAGE_NAMES[lang]}), no repetition.`,
      'Answer with the continuation only.',
    ].join(' ');
    const conversation = correctionHistory(history, text, request);
    const requestTokens = lease.countTokens(request) + TEMPLATE_TOKENS;
    const wanted = tokensForWords(b.hi - words, lang) + 16;
    const room =
      (runtime.contextSize ?? contextSize) - lease.countTokens(text) - requestTokens - 2 * TEMPLATE_TOKENS;
    const speed = runtime.speed;
    // What can be written in the time left, at the speed of a context this full.
    const inTime = speed
      ? Math.floor(
          ((b.left() / 1000 - requestTokens / speed.promptTps) * speed.genTps) /
            (1 + CONTEXT_SLOWDOWN * (lease.contextTokens + requestTokens)),
        )
      : wanted;
    const budget = Math.min(wanted, room, inTime);
    if (budget < 16) return null;
    const contextAt = lease.contextTokens + requestTokens;
    announce(hooks, 'revision', expectedSeconds(requestTokens, budget, contextAt), b.target);
    // The continuation starts a new paragraph of the text shown.
    const separator = '\n\n';
    let opened = false;
    const more = await call(
      lease,
      conversation,
      input,
      {
        ...hooks,
        onDelta: (d) => {
          if (!opened) {
            opened = true;
            hooks.onDelta?.(separator);
          }
          hooks.onDelta?.(d);
        },
      },
      {
        stage: 'revision',
        maxTokens: budget,
        promptTokens: requestTokens,
        contextAt,
        stream: true,
        maxWords: b.hi - words,
        limitMs: b.left(),
      },
    );
    if (!more.text.trim()) return null;
    return trimToWords(`${text}${separator}${more.text.trim()}`, b.hi, b.lo, lang);
  }

  /**
   * The sentences that use a banned phrase, said again without it in one short call (numbered lines), and
   * put back in place. A line that still uses a banned phrase, or an answer that does not come as asked,
   * leaves its sentence as it was. Null when nothing changed.
   */
  async function repairBanned(
    lease: Lease,
    history: ChatHistoryItem[],
    text: string,
    input: GenerationInput,
    hooks: GenerationHooks,
    left: () => number,
  ): Promise<string | null> {
    const sentences = sentencesOf(text)
      .filter((s) => bannedIn(s, input.voiceRules).length > 0)
      .slice(0, MAX_REPAIRED_SENTENCES);
    if (sentences.length === 0) return null;
    const phrases = bannedIn(text, input.voiceRules).map((b) => `"${oneLine(b.phrase)}"`);
    const request = [
      `These sentences of your text use words the writer banned (${phrases.join(', ')}).`,
      `Say each again without them, in ${LANGUAGE_NAMES[input.language]}, keeping its meaning and voice. Answer with the sentences only, one per line, numbered as here.`,
      ...sentences.map((s, i) => `${i + 1}. ${oneLine(s)}`),
    ].join('\n');
    const conversation = correctionHistory(history, text, request);
    const requestTokens = lease.countTokens(request) + TEMPLATE_TOKENS;
    const budget = Math.ceil(lease.countTokens(sentences.join(' ')) * 1.5) + 8 * sentences.length;
    const answer = await call(lease, conversation, input, hooks, {
      stage: 'revision',
      maxTokens: budget,
      promptTokens: requestTokens,
      contextAt: lease.contextTokens + requestTokens,
      stream: false,
      limitMs: left(),
    });
    const lines = new Map<number, string>();
    for (const line of answer.text.split('\n')) {
      const m = /^\s*(\d+)[.)]\s*(.+?)\s*$/.exec(line);
      if (m) lines.set(Number(m[1]), m[2]!);
    }
    let out = text;
    sentences.forEach((s, i) => {
      const again = lines.get(i + 1);
      if (again && bannedIn(again, input.voiceRules).length === 0) out = out.replace(s, again);
    });
    return out === text ? null : out;
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
      // A rewrite cut by its time limit after words were shown is kept, marked cut short.
      let cut = false;
      const result = await runRewrite({
        input,
        hooks,
        user: prompt.user,
        maxTokens,
        model: source.name,
        chat: {
          send: async (turns, stage, budget) => {
            const history: ChatHistoryItem[] = [{ type: 'system', text: prompt.system }];
            for (const t of turns) {
              history.push(
                t.role === 'user' ? { type: 'user', text: t.text } : { type: 'model', response: [t.text] },
              );
            }
            history.push({ type: 'model', response: [] });
            const last = turns.at(-1)?.text ?? '';
            const written = await call(lease, history, input, hooks, {
              stage,
              maxTokens: budget,
              promptTokens: stage === 'draft' ? used : lease.countTokens(last) + TEMPLATE_TOKENS,
              stream: true,
            });
            if (!written.text.trim()) {
              if (written.ended === 'limit') throw new AppError('PROVIDER_TIMEOUT');
              opts.log?.warn(
                { provider: 'local', model: source.name, stage },
                'local model answered with no text',
              );
              throw new AppError('PROVIDER_ERROR');
            }
            if (written.ended === 'limit' && stage === 'draft') cut = true;
            return written.text.trim();
          },
          revisionBudget: (draft, instruction) => {
            const room =
              size - (used + lease.countTokens(draft) + lease.countTokens(instruction) + 2 * TEMPLATE_TOKENS);
            const budget = Math.min(maxTokens, room);
            return budget >= Math.ceil(maxTokens / 2) ? budget : null;
          },
        },
      });
      return cut ? { ...result, cutShort: true } : result;
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
    draftSeconds: () => (runtime.speed ? draftSeconds(runtime.speed) : null),
    warm() {
      if (source.status.get().state === 'ready' && !runtime.loaded) runtime.ensureLoaded().catch(() => {});
    },
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

function startTimer(ms: number, onLimit: () => void): () => void {
  const timer = setTimeout(onLimit, ms);
  return () => clearTimeout(timer);
}

/** The draft's conversation: the system prompt, the brief (with a line added when the draft starts again). */
export function localDraftHistory(prompt: LocalPrompt, addToBrief?: string): ChatHistoryItem[] {
  return [
    { type: 'system', text: prompt.system },
    { type: 'user', text: addToBrief ? `${prompt.user}\n${addToBrief}` : prompt.user },
    { type: 'model', response: [] },
  ];
}

/**
 * A correction in the draft's conversation: the draft as the model's answer, the request, and a new answer.
 * The draft stays evaluated in the sequence, so only the request is read anew.
 */
export function correctionHistory(
  draft: ChatHistoryItem[],
  text: string,
  request: string,
): ChatHistoryItem[] {
  return [
    ...draft.slice(0, -1),
    { type: 'model', response: [text] },
    { type: 'user', text: request },
    { type: 'model', response: [] },
  ];
}

/** What the brief says when a draft started in another language. */
function languageReminder(wanted: Language, wrote: string): string {
  const other = wrote in LANGUAGE_NAMES ? LANGUAGE_NAMES[wrote as Language] : 'another language';
  return `Important: write in ${LANGUAGE_NAMES[wanted]}, not in ${other}. ${WRITE_IN[wanted]}`;
}

/** The text's sentences as they stand in it (a heading line counts as one). */
function sentencesOf(text: string): string[] {
  return (
    text
      .match(/[^.!?…\n]+(?:[.!?…]+["'»”’)\]]*|\n|$)/g)
      ?.map((s) => s.trim())
      .filter(Boolean) ?? []
  );
}

/** User text quoted in a request: no angle bracket, no line break. */
function oneLine(text: string): string {
  return asPromptData(text).replace(/\s+/g, ' ').trim();
}
