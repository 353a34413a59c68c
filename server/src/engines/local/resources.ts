/**
 * Memory the local model needs, checked before it is downloaded or loaded: a machine without enough is told
 * so in a sentence ("needs 3.4 GB of memory, 2.1 GB free") and writes with the offline engine, instead of
 * llama.cpp allocating until the system kills the server.
 *
 * The need is node-llama-cpp's own estimate (GgufInsights: the weights, read into memory, plus the
 * context's KV cache and compute buffers) and a margin for what the estimate leaves out. Free memory is what this process may still take: the container's limit
 * when there is one (`process.availableMemory`), else the system's available memory.
 */
import { freemem, totalmem } from 'node:os';
import type { Llama } from 'node-llama-cpp';

/**
 * The model's weights are read into memory rather than mapped from the file. llama.cpp repacks most of a
 * Q4_K model's weights into its own CPU layout at load; with the file mapped, the pages it read stayed in
 * the process as well, so a 1.9 GB model held 4.3 GB before its context (bench:local --shaped). Read, it
 * holds 2.2 GB, and the whole server with two slots stays within the file's size + 1.5 GB.
 */
export const LOCAL_USE_MMAP = false;

const GB = 1024 ** 3;
/** What the estimates leave out (llama.cpp's own buffers, the tokenizer, fragmentation). */
const MARGIN = 256 * 1024 ** 2;
/**
 * Before a download the file's metadata is not there to estimate the context from: the context of the
 * default model (36 layers, 4 KV heads of 128, 2 × 4,096 tokens: 0.6 GB) and its buffers, rounded up.
 */
const CONTEXT_BEFORE_DOWNLOAD = GB;

export interface ContextShape {
  contextSize: number;
  sequences: number;
  batchSize: number;
}

/** Bytes this process may still allocate. */
export function freeMemory(): number {
  const constrained = (process as { availableMemory?: () => number }).availableMemory?.();
  const free = freemem();
  return constrained && constrained > 0 ? Math.min(constrained, free) : free;
}

/** Bytes of memory this process could ever have (the container's limit when lower than the machine's). */
export function totalMemory(): number {
  const limit = (process as { constrainedMemory?: () => number }).constrainedMemory?.();
  const total = totalmem();
  return limit && limit > 0 ? Math.min(limit, total) : total;
}

export function formatGb(bytes: number): string {
  return `${(bytes / GB).toFixed(1)} GB`;
}

/** Bytes the model in `path` needs loaded with the given context (node-llama-cpp's estimate plus a margin). */
export async function memoryNeeded(llama: Llama, path: string, shape: ContextShape): Promise<number> {
  const { readGgufFileInfo, GgufInsights } = await import('node-llama-cpp');
  const info = await readGgufFileInfo(path, { logWarnings: false });
  const insights = await GgufInsights.from(info, llama);
  const model = await insights.estimateModelResourceRequirementsV2({ gpuLayers: 0, useMmap: LOCAL_USE_MMAP });
  const context = await insights.estimateContextResourceRequirementsV2({
    contextSize: shape.contextSize,
    sequences: shape.sequences,
    batchSize: shape.batchSize,
    modelGpuLayers: 0,
    useMmap: LOCAL_USE_MMAP,
  });
  return model.cpuRam + context.cpuRam + MARGIN;
}

/**
 * Null when the model fits in the memory free now; otherwise the reason, for `engine.detail` and the log.
 * An estimate that cannot be made (a file node-llama-cpp cannot read) leaves the verdict to the load.
 */
export async function checkMemory(
  llama: Llama,
  path: string,
  shape: ContextShape,
  free: () => number = freeMemory,
): Promise<string | null> {
  let need: number;
  try {
    need = await memoryNeeded(llama, path, shape);
  } catch {
    return null;
  }
  const have = free();
  return have >= need ? null : shortOfMemory(need, have);
}

/**
 * Before a download: null when a machine of this memory could run a model file of `fileBytes`, else why
 * not. Free memory comes and goes, so only the total decides here; the load checks what is free.
 */
export function checkMemoryForDownload(fileBytes: number, total: number = totalMemory()): string | null {
  const need = fileBytes + CONTEXT_BEFORE_DOWNLOAD + MARGIN;
  return total >= need
    ? null
    : `the model needs ${formatGb(need)} of memory; this machine has ${formatGb(total)}`;
}

export function shortOfMemory(need: number, free: number): string {
  return `the model needs ${formatGb(need)} of memory, ${formatGb(free)} free`;
}
