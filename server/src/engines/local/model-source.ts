/**
 * Where the local engine's model file comes from (issue #22, decision 024), as a `LocalModelSource`:
 *
 * - `LLM_MODEL_FILE`: that file, used as is — checked (a readable GGUF whose header is whole and whose tensors
 *   fit in the file; node-llama-cpp is not imported for it),
 *   never downloaded, never removed.
 * - Otherwise the file `LLM_MODEL_URL` (or the default model) names, in `$DATA_DIR/models/`: used when it is
 *   there and checked; else downloaded in the background with node-llama-cpp's downloader (resumable: the
 *   partial file `<name>.part.ipull` stays across stops and restarts), then verified (size, SHA-256 when
 *   known, GGUF header) and only then renamed to `<name>`, so a file under the final name is always whole.
 *
 * Nothing here throws to the caller or blocks the start: every failure (no network, DNS, HTTP error, disk
 * full, a stalled connection, a bad checksum) ends in `unavailable` with the reason in English, written to
 * the log and to `engine.detail`; the next start tries again and resumes.
 */
import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { access, constants, mkdir, rename, rm, stat, statfs } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_LOCAL_MODEL } from './default-model.js';
import { readGgufHeader } from './gguf-header.js';
import { checkMemoryForDownload } from './resources.js';
import type { LocalModelSource } from './source.js';
import { LocalModelStatus } from './status.js';

export interface ModelSourceLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

export interface ModelSourceOptions {
  /** `LLM_MODEL_FILE` (absolute): used as is. */
  modelFile?: string;
  /** `LLM_MODEL_URL`: https/http address or `hf:` name; the default model's address when it is that model. */
  modelUrl: string;
  /** `$DATA_DIR/models`. */
  modelsDir: string;
  log?: ModelSourceLog;
  /** The downloaded file's expected size and SHA-256 (known for the default model; tests give their own). */
  expected?: { size?: number; sha256?: string };
  /** How often a download in progress is logged. Default 5 s. */
  progressLogMs?: number;
  /** A download that receives nothing for this long is stopped (`unavailable`; the next start resumes). Default 60 s. */
  stallTimeoutMs?: number;
  /** Budget of the first request to the model's address (connect and answer). Default 15 s. */
  connectTimeoutMs?: number;
  /** The memory this process could ever have (tests give their own); default the machine's or container's. */
  totalMemory?: () => number;
}

const MB = 1024 * 1024;

/** The model source for the configuration (see the file comment). */
export function createModelSource(opts: ModelSourceOptions): LocalModelSource {
  const log = opts.log ?? { info() {}, warn() {} };
  const status = new LocalModelStatus({ state: 'unavailable', progress: 0, detail: 'not started yet' });
  const isDefault = !opts.modelFile && opts.modelUrl === DEFAULT_LOCAL_MODEL.url;
  const expected =
    opts.expected ??
    (isDefault ? { size: DEFAULT_LOCAL_MODEL.size, sha256: DEFAULT_LOCAL_MODEL.sha256 } : {});
  const fileName = opts.modelFile ? path.basename(opts.modelFile) : localFileName(opts.modelUrl);
  const name = isDefault ? DEFAULT_LOCAL_MODEL.name : fileName.replace(/\.gguf$/i, '');
  const finalPath = opts.modelFile ?? path.join(opts.modelsDir, fileName);
  const partName = `${fileName}.part`;
  const partPath = path.join(opts.modelsDir, partName);
  const progressLogMs = opts.progressLogMs ?? 5000;
  const stallTimeoutMs = opts.stallTimeoutMs ?? 60_000;
  const connectTimeoutMs = opts.connectTimeoutMs ?? 15_000;
  const where = describeAddress(opts.modelUrl);

  let readyPath: string | null = null;
  let started = false;
  let run: Promise<void> | undefined;
  const stop = new AbortController();
  /** Cancels the download in progress (keeping its partial file). */
  let cancelDownload: (() => Promise<void>) | undefined;

  const unavailable = (reason: string, extra: object = {}) => {
    if (stop.signal.aborted) return;
    status.set({ state: 'unavailable', detail: reason });
    log.warn(
      { model: name, reason, ...extra },
      `The writing model ${name} is unavailable: ${reason}. Drafts come from the offline engine until it is ready.`,
    );
  };
  const ready = (file: string) => {
    if (stop.signal.aborted) return;
    readyPath = file;
    status.set({ state: 'ready', progress: 1, detail: null });
    log.info({ model: name, file }, `The writing model ${name} is ready (${file})`);
  };

  async function start(): Promise<void> {
    if (opts.modelFile) {
      const problem = await checkModelFile(opts.modelFile, {});
      if (problem) unavailable(`LLM_MODEL_FILE ${opts.modelFile} ${problem}`);
      else ready(opts.modelFile);
      return;
    }
    if (await exists(finalPath)) {
      const problem = await checkModelFile(finalPath, { size: expected.size });
      if (!problem) return ready(finalPath);
      // A file of ours under the final name that fails its check was damaged after the download: fetch it again.
      log.warn(
        { model: name, file: finalPath, problem },
        `The model file ${finalPath} ${problem}; downloading it again`,
      );
      await rm(finalPath, { force: true });
    }
    await download();
  }

  async function download(): Promise<void> {
    status.set({ state: 'downloading', progress: 0, detail: null });
    await mkdir(opts.modelsDir, { recursive: true });

    // One short request first: no network, a wrong address or a refusing server is reported at once, not after
    // the downloader's own retries (minutes).
    const direct = directUrl(opts.modelUrl);
    let totalSize = expected.size;
    const probe = direct
      ? await probeAddress(direct, { range: 'bytes=0-0' }, connectTimeoutMs, stop.signal)
      : // `hf:<user>/<repo>:<quant>`: the file is found through the repository's manifest, asked for here first.
        await probeAddress(
          manifestUrl(opts.modelUrl),
          { 'user-agent': 'llama-cpp' },
          connectTimeoutMs,
          stop.signal,
        );
    if (stop.signal.aborted) return;
    if ('error' in probe) return unavailable(`the download from ${where} failed: ${probe.error}`);
    if (direct) totalSize ??= probe.size;
    if (totalSize) {
      const have = (await stat(`${partPath}.ipull`).catch(() => null))?.size ?? 0;
      const free = await freeBytes(opts.modelsDir);
      const need = Math.max(0, totalSize - have);
      if (free !== null && free < need) {
        return unavailable(
          `not enough disk space in ${opts.modelsDir}: the model needs ${formatMb(need)} more, ${formatMb(free)} free`,
        );
      }
      // A machine that could never hold the model is told so before 2 GB are fetched for nothing.
      const memory = checkMemoryForDownload(totalSize, opts.totalMemory?.());
      if (memory) return unavailable(memory);
    }

    const { createModelDownloader } = await import('node-llama-cpp');
    if (stop.signal.aborted) return;
    let lastProgressAt = Date.now();
    let downloaded = 0;
    let total = totalSize ?? 0;
    let loggedBytes = 0;
    let loggedAt = Date.now();
    const onProgress = (p: { totalSize: number; downloadedSize: number }) => {
      if (p.downloadedSize !== downloaded) lastProgressAt = Date.now();
      downloaded = p.downloadedSize;
      if (p.totalSize > 0) total = p.totalSize;
      if (total > 0 && !stop.signal.aborted)
        status.set({ state: 'downloading', progress: downloaded / total });
    };
    const progressTimer = setInterval(() => {
      const now = Date.now();
      const speed = ((downloaded - loggedBytes) / Math.max(1, now - loggedAt)) * 1000;
      loggedBytes = downloaded;
      loggedAt = now;
      const percent = total > 0 ? Math.floor((downloaded / total) * 100) : 0;
      log.info(
        {
          model: name,
          percent,
          downloadedBytes: downloaded,
          totalBytes: total,
          bytesPerSecond: Math.round(speed),
        },
        `Downloading the writing model ${name}: ${percent}% (${formatMb(downloaded)} of ${formatMb(total)}, ${formatMb(speed)}/s)`,
      );
    }, progressLogMs);
    progressTimer.unref();

    let stalled = false;
    const stallTimer = setInterval(
      () => {
        if (Date.now() - lastProgressAt < stallTimeoutMs) return;
        stalled = true;
        void cancelDownload?.();
      },
      Math.min(1000, stallTimeoutMs),
    );
    stallTimer.unref();
    // Until the downloader exists, a stall (or a stop) abandons its creation: `gave up` ends the wait.
    let giveUp: () => void = () => {};
    const gaveUp = new Promise<'gave up'>((resolve) => {
      giveUp = () => resolve('gave up');
    });
    cancelDownload = async () => giveUp();

    log.info(
      { model: name, from: where, file: finalPath, totalBytes: totalSize ?? null },
      `Downloading the writing model ${name} from ${where}${totalSize ? ` (${formatMb(totalSize)})` : ''} into ${opts.modelsDir}; Inkprint serves meanwhile, with drafts from the offline engine`,
    );
    try {
      const creating = createModelDownloader({
        modelUri: opts.modelUrl,
        dirPath: opts.modelsDir,
        fileName: partName,
        // A stop keeps the partial file: the next start resumes it.
        deleteTempFileOnCancel: false,
        skipExisting: true,
        onProgress,
      });
      const downloader = await Promise.race([creating, gaveUp]);
      if (downloader === 'gave up') {
        // It may still resolve later: then stop what it started.
        void creating.then((d) => d.cancel({ deleteTempFile: false })).catch(() => {});
        if (stop.signal.aborted) return;
        return unavailable(
          `the download from ${where} stalled: no answer for ${Math.round(stallTimeoutMs / 1000)} s (the next start tries again)`,
        );
      }
      cancelDownload = async () => {
        giveUp();
        await downloader.cancel({ deleteTempFile: false });
      };
      if (downloader.totalFiles !== 1) {
        await downloader.cancel({ deleteTempFile: true });
        return unavailable(
          `${where} is a model split into ${downloader.totalFiles} files; download it yourself and set LLM_MODEL_FILE to its first part`,
        );
      }
      if (downloader.totalSize > 0) total = downloader.totalSize;
      await Promise.race([downloader.download(), gaveUp]);
      if (stop.signal.aborted) return;
      if (stalled) {
        return unavailable(
          `the download from ${where} stalled: no data for ${Math.round(stallTimeoutMs / 1000)} s at ${Math.floor((downloaded / Math.max(1, total)) * 100)}% (the partial file is kept; the next start resumes it)`,
        );
      }
    } catch (err) {
      if (stop.signal.aborted) return;
      return unavailable(`the download from ${where} failed: ${describeError(err)}`);
    } finally {
      clearInterval(progressTimer);
      clearInterval(stallTimer);
      cancelDownload = undefined;
    }

    // The downloader renames its `.ipull` file to `<name>.part` once every byte is there.
    if (!(await exists(partPath))) {
      return unavailable(
        `the download from ${where} ended before the whole file arrived (the next start resumes it)`,
      );
    }
    status.set({ state: 'downloading', progress: 1 });
    const problem = await checkModelFile(partPath, {
      size: expected.size ?? (total > 0 ? total : undefined),
      sha256: expected.sha256,
      signal: stop.signal,
    });
    if (stop.signal.aborted) return;
    if (problem) {
      await rm(partPath, { force: true });
      return unavailable(
        `the file downloaded from ${where} ${problem}; it was removed (the next start downloads it again)`,
      );
    }
    await rename(partPath, finalPath);
    ready(finalPath);
  }

  return {
    name,
    status,
    path: () => readyPath,
    start() {
      if (started) return;
      started = true;
      // Said at once (the checks below take a moment): a file to check is `loading`, one to fetch `downloading`.
      const present = Boolean(opts.modelFile) || existsSync(finalPath);
      status.set(present ? { state: 'loading', progress: 1 } : { state: 'downloading', progress: 0 });
      run = start().catch((err) => unavailable(`the model could not be prepared: ${describeError(err)}`));
    },
    async close() {
      stop.abort();
      await cancelDownload?.().catch(() => {});
      // The background work ends promptly once stopped; never let it hold the server's close.
      if (run) await Promise.race([run, new Promise((r) => setTimeout(r, 5000).unref())]);
    },
  };
}

/**
 * Why a model file cannot be used (a phrase that follows the file's name), or null when it is fine: it
 * exists, is readable, has the expected size and SHA-256 (when given), and its GGUF header is whole, names
 * an architecture, and puts every tensor inside the file (a cut-off copy fails). The runtime that loads it
 * reports what llama.cpp itself refuses.
 */
export async function checkModelFile(
  file: string,
  want: { size?: number; sha256?: string; signal?: AbortSignal },
): Promise<string | null> {
  const info = await stat(file).catch((err: NodeJS.ErrnoException) => err);
  if (info instanceof Error)
    return info.code === 'ENOENT' ? 'does not exist' : `cannot be read (${info.code})`;
  if (!info.isFile()) return 'is not a file';
  try {
    await access(file, constants.R_OK);
  } catch {
    return 'is not readable by the server';
  }
  if (want.size !== undefined && info.size !== want.size) {
    return `has ${info.size} bytes instead of ${want.size} (incomplete or a different file)`;
  }
  if (want.sha256) {
    const actual = await sha256Of(file, want.signal);
    if (actual !== want.sha256.toLowerCase())
      return `has the SHA-256 ${actual} instead of ${want.sha256} (checksum mismatch)`;
  }
  try {
    const header = await readGgufHeader(file);
    if (header.tensorsEnd > info.size) return 'is cut off: its tensors reach past the end of the file';
  } catch (err) {
    return `is not a GGUF model file (${describeError(err)})`;
  }
  return null;
}

/** The file's name in `$DATA_DIR/models/` for a model address, the same offline as online. */
export function localFileName(modelUrl: string): string {
  if (modelUrl === DEFAULT_LOCAL_MODEL.url) return DEFAULT_LOCAL_MODEL.fileName;
  const safe = (s: string) => s.replace(/[^\w.-]+/g, '_').replace(/^\.+/, '') || 'model';
  const withGguf = (s: string) => (/\.gguf$/i.test(s) ? s : `${s}.gguf`);
  if (modelUrl.startsWith('hf:')) {
    const [user = '', repo = '', ...rest] = modelUrl.slice(3).split('#')[0]!.split('/');
    if (rest.length > 0) return withGguf(safe(`${user}_${rest.at(-1)}`));
    const [model = '', quant] = repo.split(':');
    const base = model.replace(/-gguf$/i, '');
    return withGguf(safe(`${user}_${base}${quant ? `.${quant.toUpperCase()}` : ''}`));
  }
  const url = new URL(modelUrl);
  const last = decodeURIComponent(url.pathname.split('/').filter(Boolean).at(-1) ?? '');
  return withGguf(safe(last || url.hostname));
}

/** The http(s) address the downloader fetches, when it is known without asking Hugging Face first. */
function directUrl(modelUrl: string): string | null {
  if (!modelUrl.startsWith('hf:')) return modelUrl;
  const [spec = '', branch = 'main'] = modelUrl.slice(3).split('#');
  const [user, repo, ...rest] = spec.split('/');
  if (!user || !repo || rest.length === 0 || repo.includes(':')) return null;
  return `https://huggingface.co/${encodeURIComponent(user)}/${encodeURIComponent(repo)}/resolve/${encodeURIComponent(branch)}/${rest.map(encodeURIComponent).join('/')}`;
}

/** node-llama-cpp's manifest address for `hf:<user>/<repo>[:<quant>]` (what it asks Hugging Face first). */
function manifestUrl(modelUrl: string): string {
  const [user = '', repo = ''] = modelUrl.slice(3).split('/');
  const [model = '', tag = 'latest'] = repo.split(':');
  return `https://huggingface.co/v2/${encodeURIComponent(user)}/${encodeURIComponent(model)}/manifests/${encodeURIComponent(tag)}`;
}

/** The address for the log: scheme, host and path, never a query or credentials. */
function describeAddress(modelUrl: string): string {
  if (modelUrl.startsWith('hf:')) return modelUrl;
  try {
    const u = new URL(modelUrl);
    return `${u.protocol}//${u.host}${u.pathname}`;
  } catch {
    return '[invalid address]';
  }
}

/** One short GET (of the file's first byte, or of the manifest): the file's size when told, or what went wrong. */
async function probeAddress(
  url: string,
  headers: Record<string, string>,
  timeoutMs: number,
  stop: AbortSignal,
): Promise<{ size: number | undefined } | { error: string }> {
  try {
    const res = await fetch(url, {
      headers: { ...headers, 'accept-encoding': 'identity' },
      signal: AbortSignal.any([AbortSignal.timeout(timeoutMs), stop]),
    });
    await res.body?.cancel().catch(() => {});
    if (!res.ok) return { error: `HTTP ${res.status}${res.statusText ? ` ${res.statusText}` : ''}` };
    const range = /\/(\d+)\s*$/.exec(res.headers.get('content-range') ?? '');
    const length = Number(res.headers.get('content-length'));
    const size = range ? Number(range[1]) : res.status === 200 && length > 0 ? length : undefined;
    return { size };
  } catch (err) {
    if (err instanceof Error && err.name === 'TimeoutError') {
      return { error: `no answer within ${Math.round(timeoutMs / 1000)} s` };
    }
    return { error: describeError(err) };
  }
}

const ERROR_CODES: Record<string, string> = {
  ENOTFOUND: 'the host name could not be resolved (no network, or a DNS failure)',
  EAI_AGAIN: 'the host name could not be resolved (no network, or a DNS failure)',
  ECONNREFUSED: 'the connection was refused',
  ECONNRESET: 'the connection was reset',
  ETIMEDOUT: 'the connection timed out',
  ENETUNREACH: 'the network is unreachable (no network)',
  EHOSTUNREACH: 'the host is unreachable',
  ENOSPC: 'the disk is full',
  EACCES: 'permission denied',
  EROFS: 'the disk is read-only',
  UND_ERR_CONNECT_TIMEOUT: 'the connection timed out',
};

/** An error as a short English phrase: a known system code in words, else the message. */
export function describeError(err: unknown): string {
  let e: unknown = err;
  for (let depth = 0; depth < 4 && e; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && ERROR_CODES[code]) return `${ERROR_CODES[code]} (${code})`;
    e = (e as { cause?: unknown }).cause;
  }
  const message = err instanceof Error ? err.message : String(err);
  return message.split('\n')[0]!.slice(0, 300);
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

async function freeBytes(dir: string): Promise<number | null> {
  try {
    const s = await statfs(dir);
    return s.bavail * s.bsize;
  } catch {
    return null;
  }
}

async function sha256Of(file: string, signal?: AbortSignal): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file, { highWaterMark: 4 * MB, signal })) hash.update(chunk);
  return hash.digest('hex');
}

function formatMb(bytes: number): string {
  return bytes >= 1024 * MB ? `${(bytes / 1024 / MB).toFixed(2)} GB` : `${(bytes / MB).toFixed(1)} MB`;
}
