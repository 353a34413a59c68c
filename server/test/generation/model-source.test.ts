/**
 * The local model's source (issue #22): LLM_MODEL_FILE checked and used as is; the model downloaded in the
 * background from a server on loopback (never the network) — progress, resume after a cut connection and
 * after a restart, a stalled connection, checksum mismatch, HTTP errors, a refused connection — always ending
 * in `ready` or in `unavailable` with the reason, never in a hang.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createModelSource, localFileName } from '../../src/engines/local/model-source.js';
import type { LocalModelSource } from '../../src/engines/local/source.js';
import type { LocalModelStatusValue } from '../../src/engines/local/status.js';
import { type ModelServer, sha256, startModelServer, testGguf } from '../support/model-download.js';

/** Bigger than three of the downloader's 5 MB chunks, so a cut or a stall leaves whole chunks behind. */
const file = testGguf(16 * 1024 * 1024);
const small = testGguf(64 * 1024);
const CHUNK = 5 * 1024 * 1024;
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'inkprint-model-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function serve(...args: Parameters<typeof startModelServer>): Promise<ModelServer> {
  const server = await startModelServer(...args);
  cleanups.push(() => server.close());
  return server;
}

function recordingLog() {
  const lines: { level: 'info' | 'warn'; msg: string }[] = [];
  return {
    lines,
    info: (_o: object, msg?: string) => lines.push({ level: 'info', msg: msg ?? '' }),
    warn: (_o: object, msg?: string) => lines.push({ level: 'warn', msg: msg ?? '' }),
  };
}

/** A started source, every status it went through, and a wait for a settled state. */
function source(opts: Parameters<typeof createModelSource>[0]) {
  const s = createModelSource({ stallTimeoutMs: 1500, progressLogMs: 20, ...opts });
  cleanups.push(() => s.close());
  const seen: LocalModelStatusValue[] = [];
  s.status.onChange((v) => seen.push(v));
  s.start();
  return { source: s, seen, settled: () => settled(s) };
}

async function settled(s: LocalModelSource): Promise<LocalModelStatusValue> {
  for (;;) {
    const v = s.status.get();
    if (v.state === 'ready' || (v.state === 'unavailable' && v.detail !== 'not started yet')) return v;
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** An address on loopback where nothing listens (the connection is refused at once). */
async function closedPort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const { port } = srv.address() as net.AddressInfo;
  await new Promise<void>((r) => srv.close(() => r()));
  return port;
}

describe('LLM_MODEL_FILE', () => {
  it('is ready when the file is a GGUF node-llama-cpp reads, and never touches the models folder', async () => {
    const dir = tempDir();
    const modelFile = path.join(dir, 'mine.gguf');
    writeFileSync(modelFile, small);
    const models = path.join(dir, 'models');
    const { source: s, settled: done } = source({
      modelFile,
      modelUrl: 'http://127.0.0.1:9/x.gguf',
      modelsDir: models,
    });
    expect(s.name).toBe('mine');
    expect(await done()).toEqual({ state: 'ready', progress: 1, detail: null });
    expect(s.path()).toBe(modelFile);
    expect(existsSync(models)).toBe(false);
  });

  it.each([
    ['missing', null, /LLM_MODEL_FILE .*missing\.gguf does not exist/],
    ['text', Buffer.from('just some words, not a model'), /is not a GGUF model file \(no GGUF signature/],
    ['truncated', small.subarray(0, small.length - 1000), /LLM_MODEL_FILE .*bad\.gguf is cut off/],
  ])('is unavailable with the reason when the file is %s', async (_kind, bytes, reason) => {
    const dir = tempDir();
    const modelFile = path.join(dir, bytes ? 'bad.gguf' : 'missing.gguf');
    if (bytes) writeFileSync(modelFile, bytes);
    const log = recordingLog();
    const { source: s, settled: done } = source({
      modelFile,
      modelUrl: 'http://127.0.0.1:9/x.gguf',
      modelsDir: dir,
      log,
    });
    const v = await done();
    expect(v.state).toBe('unavailable');
    expect(v.detail).toMatch(reason);
    expect(s.path()).toBeNull();
    // The file given is never removed.
    expect(existsSync(modelFile)).toBe(Boolean(bytes));
    expect(log.lines.find((l) => l.level === 'warn')?.msg).toMatch(/Drafts come from the offline engine/);
  });
});

describe('the download', () => {
  it('runs in the background with progress and a log line, then verifies and renames the file', async () => {
    const server = await serve(file, { pieceBytes: 32 * 1024, pieceDelayMs: 5 });
    const dir = tempDir();
    const log = recordingLog();
    const {
      source: s,
      seen,
      settled: done,
    } = source({
      modelUrl: server.url('Tiny-Model.Q4_K_M.gguf'),
      modelsDir: dir,
      expected: { sha256: sha256(file) },
      log,
    });
    expect(s.name).toBe('Tiny-Model.Q4_K_M');
    expect(s.status.get().state).not.toBe('ready'); // start() returned at once
    expect(await done()).toEqual({ state: 'ready', progress: 1, detail: null });
    const final = path.join(dir, 'Tiny-Model.Q4_K_M.gguf');
    expect(s.path()).toBe(final);
    expect(readdirSync(dir)).toEqual(['Tiny-Model.Q4_K_M.gguf']);
    expect(sha256(readFileSync(final))).toBe(sha256(file));
    const progress = seen.filter((v) => v.state === 'downloading').map((v) => v.progress);
    expect(progress.some((p) => p > 0 && p < 1)).toBe(true);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(
      log.lines.some((l) => /Downloading the writing model .*: \d+% \(.* of .*, .*\/s\)/.test(l.msg)),
    ).toBe(true);
  });

  it('resumes after the connection is cut half-way and completes', async () => {
    const server = await serve(file, { mode: 'cut-once' });
    const dir = tempDir();
    const { settled: done } = source({
      modelUrl: server.url(),
      modelsDir: dir,
      expected: { sha256: sha256(file) },
    });
    expect((await done()).state).toBe('ready');
    expect(server.cuts).toBe(1);
    // Only the chunk that was cut came again, not the whole file.
    expect(server.served).toBeGreaterThan(file.length);
    expect(server.served).toBeLessThanOrEqual(file.length + CHUNK);
    expect(sha256(readFileSync(path.join(dir, 'model.gguf')))).toBe(sha256(file));
  });

  it('gives up on a stalled connection, keeps the partial file, and the next start resumes it', async () => {
    const server = await serve(file, { mode: 'stall-at-half' });
    const dir = tempDir();
    const first = source({ modelUrl: server.url(), modelsDir: dir, stallTimeoutMs: 800 });
    const v = await first.settled();
    expect(v.state).toBe('unavailable');
    expect(v.detail).toMatch(/stalled: no data for 1 s at \d+%.*partial file is kept/);
    await first.source.close();
    expect(readdirSync(dir).some((f) => f.startsWith('model.gguf.part'))).toBe(true);

    server.mode = 'ok';
    const servedBefore = server.served;
    const second = source({ modelUrl: server.url(), modelsDir: dir, expected: { sha256: sha256(file) } });
    expect((await second.settled()).state).toBe('ready');
    // Only what was missing came again.
    expect(server.served - servedBefore).toBeLessThan(file.length);
    expect(readdirSync(dir)).toEqual(['model.gguf']);
  });

  it('removes a file whose checksum does not match and is unavailable, and the next start downloads it again', async () => {
    const server = await serve(file);
    const dir = tempDir();
    const log = recordingLog();
    const bad = source({
      modelUrl: server.url(),
      modelsDir: dir,
      expected: { sha256: 'ab'.repeat(32) },
      log,
    });
    const v = await bad.settled();
    expect(v.state).toBe('unavailable');
    expect(v.detail).toMatch(/checksum mismatch.*it was removed/);
    expect(readdirSync(dir)).toEqual([]);
    expect(log.lines.at(-1)).toMatchObject({ level: 'warn' });

    const good = source({ modelUrl: server.url(), modelsDir: dir, expected: { sha256: sha256(file) } });
    expect((await good.settled()).state).toBe('ready');
  });

  it.each([404, 500] as const)(
    'is unavailable at once on HTTP %i, without the downloader retrying',
    async (status) => {
      const server = await serve(file, { mode: status });
      const dir = tempDir();
      const { settled: done } = source({ modelUrl: server.url(), modelsDir: dir });
      const v = await done();
      expect(v).toMatchObject({ state: 'unavailable', progress: 0 });
      expect(v.detail).toContain(`failed: HTTP ${status}`);
      expect(server.requests).toBe(1);
    },
  );

  it('is unavailable at once when the connection is refused (no network)', async () => {
    const port = await closedPort();
    const dir = tempDir();
    const { settled: done } = source({ modelUrl: `http://127.0.0.1:${port}/m.gguf`, modelsDir: dir });
    const v = await done();
    expect(v.state).toBe('unavailable');
    expect(v.detail).toMatch(/the connection was refused \(ECONNREFUSED\)/);
  });

  it('is unavailable before downloading when the disk has no room for the model', async () => {
    const server = await serve(file);
    const dir = tempDir();
    const { settled: done } = source({ modelUrl: server.url(), modelsDir: dir, expected: { size: 2 ** 53 } });
    const v = await done();
    expect(v.state).toBe('unavailable');
    expect(v.detail).toMatch(/not enough disk space in .*: the model needs .* GB more, .* free/);
    expect(server.ranges).toEqual(['bytes=0-0']);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('is unavailable before downloading when the machine’s memory could never hold the model', async () => {
    const server = await serve(file);
    const dir = tempDir();
    const { settled: done } = source({
      modelUrl: server.url(),
      modelsDir: dir,
      totalMemory: () => 512 * 1024 ** 2,
    });
    const v = await done();
    expect(v.state).toBe('unavailable');
    expect(v.detail).toMatch(/^the model needs 1\.3 GB of memory; this machine has 0\.5 GB$/);
    expect(server.ranges).toEqual(['bytes=0-0']);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('uses a complete file already in the models folder without asking the network', async () => {
    const server = await serve(file);
    const dir = tempDir();
    writeFileSync(path.join(dir, 'model.gguf'), file);
    const { source: s, settled: done } = source({ modelUrl: server.url(), modelsDir: dir });
    expect((await done()).state).toBe('ready');
    expect(s.path()).toBe(path.join(dir, 'model.gguf'));
    expect(server.requests).toBe(0);
  });

  it('stops a download in progress on close, keeping the partial file', async () => {
    const server = await serve(file, { pieceBytes: 64 * 1024, pieceDelayMs: 10 });
    const dir = tempDir();
    const { source: s } = source({ modelUrl: server.url(), modelsDir: dir });
    // Once a first chunk is saved, the partial file is there.
    while (!readdirSync(dir).some((f) => f.endsWith('.ipull'))) await new Promise((r) => setTimeout(r, 10));
    await s.close();
    // A piece already on its way may still land; then nothing more is sent.
    await new Promise((r) => setTimeout(r, 100));
    const served = server.served;
    await new Promise((r) => setTimeout(r, 300));
    expect(server.served).toBe(served);
    expect(served).toBeLessThan(file.length);
    expect(s.status.get().state).toBe('downloading');
    expect(readdirSync(dir).some((f) => f.startsWith('model.gguf.part'))).toBe(true);
  });
});

describe('localFileName', () => {
  it('names the file the same way offline as online', () => {
    expect(localFileName('https://example.com/a/b/Qwen3-4B-Instruct-2507-Q4_K_M.gguf?download=true')).toBe(
      'Qwen3-4B-Instruct-2507-Q4_K_M.gguf',
    );
    expect(localFileName('http://mirror.lan/models/my%20model')).toBe('my_model.gguf');
    expect(localFileName('hf:ggml-org/SmolLM3-3B-GGUF/SmolLM3-Q4_K_M.gguf#main')).toBe(
      'ggml-org_SmolLM3-Q4_K_M.gguf',
    );
    expect(localFileName('hf:unsloth/Qwen3-4B-Instruct-2507-GGUF:q4_k_m')).toBe(
      'unsloth_Qwen3-4B-Instruct-2507.Q4_K_M.gguf',
    );
  });
});

describe('the GGUF header check', () => {
  it('reads what node-llama-cpp reads, and refuses what is not a whole GGUF', async () => {
    const { readGgufHeader } = await import('../../src/engines/local/gguf-header.js');
    const { readGgufFileInfo } = await import('node-llama-cpp');
    const dir = tempDir();
    const good = path.join(dir, 'good.gguf');
    writeFileSync(good, small);
    const mine = await readGgufHeader(good);
    const theirs = await readGgufFileInfo(good, { logWarnings: false });
    expect(mine).toMatchObject({
      version: theirs.version,
      architecture: theirs.metadata.general.architecture,
    });
    expect(mine.tensorsEnd).toBe(small.length);
    const cases: [string, Buffer, RegExp][] = [
      ['text', Buffer.from('plain words'), /no GGUF signature/],
      ['header cut', small.subarray(0, 60), /ends inside its header/],
      [
        'version 1',
        Buffer.concat([small.subarray(0, 4), Buffer.from([1, 0, 0, 0]), small.subarray(8)]),
        /version 1/,
      ],
    ];
    for (const [name, bytes, reason] of cases) {
      const f = path.join(dir, `${name}.gguf`);
      writeFileSync(f, bytes);
      await expect(readGgufHeader(f), name).rejects.toThrow(reason);
    }
  });
});
