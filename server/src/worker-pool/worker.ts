/**
 * Runs in a worker thread of the worker pool (pool.ts): the CPU-bound voice-engine work — extraction with
 * section summaries, corpus analysis, the built-in engine's draft (`write`) and a generation's generic
 * baseline (`generic`) — so it never blocks the event loop that answers requests. Plain
 * data in, plain data out (structured clone); every failure of a file is a typed outcome, never a throw.
 */
import os from 'node:os';
import { type MessagePort, workerData } from 'node:worker_threads';
import {
  analyzeVoice,
  type ExtractErrorCode,
  extractText,
  type InputBlock,
  isExtractError,
  type ReaderName,
  type Section,
  summarizeDocument,
} from '@inkprint/voice';
import { writeDraft } from '@inkprint/writer';
import { type BuiltinDraft, type BuiltinDraftInput, writeBuiltinDraft } from '../engines/builtin.js';
import { type GenericInput, type GenericScore, scoreGenericCopy } from '../engines/generic.js';

/** What the pool gives each of its threads (piscina's `workerData`). */
export interface PoolWorkerData {
  /** The thread's nice value: 0 is the event loop's, higher yields the CPU to it (pool.ts, decision 042). */
  nice: number;
}

/**
 * Lowers this thread's priority. Only on Linux, where a nice value belongs to the thread that sets it; on
 * other systems it is the whole process's, event loop included.
 */
function lowerPriority(data: PoolWorkerData | undefined) {
  if (process.platform !== 'linux' || !data?.nice) return;
  try {
    os.setPriority(data.nice);
  } catch {
    // A system that forbids it leaves the thread at its default: slower answers under load, nothing worse.
  }
}

lowerPriority(workerData as PoolWorkerData | undefined);

export interface ExtractTask {
  kind: 'extract';
  bytes: Uint8Array;
  filename: string;
  timeoutMs: number;
  /** Told when this worker starts the file: the pool's hard time limit runs from then. */
  started?: MessagePort;
}

export interface AnalyzeTask {
  kind: 'analyze';
  documents: { id: string; input: InputBlock[] }[];
  /** Told when this worker starts the analysis: the pool's time limit runs from then. */
  started?: MessagePort;
}

export interface WriteTask {
  kind: 'write';
  input: BuiltinDraftInput;
  /** Told when this worker starts the draft: the pool's time limit runs from then. */
  started?: MessagePort;
}

export interface GenericTask {
  kind: 'generic';
  input: GenericInput;
  /** Told when this worker starts the baseline: the pool's time limit runs from then. */
  started?: MessagePort;
}

/** Loads and runs the offline writer once on a small made-up voice, so a user's first draft finds it warm. */
export interface WarmTask {
  kind: 'warm';
}

/** Sentences of a made-up writer: enough for an analysis and a small draft, nothing from a user. */
const WARM_TEXT =
  'We open the workshop on Saturdays now. Most of our readers work during the week, and they asked for it. ' +
  'The first session starts at ten and ends before lunch. Bring a notebook, a question and a friend if you like. ' +
  'We will keep the groups small, so every person gets time with the teachers.';

function warm(): { warmed: true } {
  const { analysis } = analyzeVoice([{ id: 'warm', input: [{ kind: 'paragraph', text: WARM_TEXT }] }]);
  writeDraft(
    {
      // A medium blog post, the form's default: a small one left the first real draft twice as slow as the
      // next (the code paths of longer drafts were still cold).
      prompt: 'A blog post about Saturday workshops',
      contentType: 'blog_post',
      length: 'medium',
      language: 'en',
      seed: 1,
    },
    { analysis, passages: [] },
  );
  return { warmed: true };
}

/** Tells the pool the task has started, so its time limit begins now and not when it was queued. */
function sayStarted(port: MessagePort | undefined) {
  port?.postMessage('started');
  port?.close();
}

export type WriteOutcome = BuiltinDraft;

export type ExtractOutcome =
  | {
      ok: true;
      text: string;
      sections: Section[];
      totalWords: number;
      language: string;
      reader: ReaderName;
      /** PDF only: the pages read when the word cap stopped the reader (see `pages`). */
      pagesRead?: number;
      pages?: number;
      encoding?: string;
      warnings: string[];
    }
  | { ok: false; code: ExtractErrorCode | 'INTERNAL'; message: string };

export type AnalyzeOutcome = ReturnType<typeof analyzeVoice>;

async function extract(task: ExtractTask): Promise<ExtractOutcome> {
  task.started?.postMessage('started');
  task.started?.close();
  try {
    const result = await extractText(task.bytes, task.filename, {
      timeoutMs: task.timeoutMs,
    });
    const summary = summarizeDocument(result.blocks);
    return {
      ok: true,
      text: result.text,
      sections: summary.sections,
      totalWords: summary.total_words,
      language: summary.language,
      reader: result.reader,
      pagesRead: result.pagesRead,
      pages: result.pages,
      encoding: result.encoding,
      warnings: result.warnings,
    };
  } catch (err) {
    if (isExtractError(err)) return { ok: false, code: err.code, message: err.message };
    return { ok: false, code: 'INTERNAL', message: err instanceof Error ? err.message : String(err) };
  }
}

/** The one entry point piscina calls. */
export default async function runTask(
  task: ExtractTask | AnalyzeTask | WriteTask | WarmTask | GenericTask,
): Promise<ExtractOutcome | AnalyzeOutcome | WriteOutcome | GenericScore | { warmed: true }> {
  if (task.kind === 'extract') return extract(task);
  if (task.kind === 'warm') return warm();
  sayStarted(task.started);
  if (task.kind === 'write') return writeBuiltinDraft(task.input);
  if (task.kind === 'generic') return scoreGenericCopy(task.input);
  return analyzeVoice(task.documents);
}
