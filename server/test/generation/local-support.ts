/**
 * Helpers for the local engine's tests: a LocalModelSource over a file the test wrote (the generated test
 * model, or a broken one), already `ready` as the downloader would leave it, and a log that keeps lines.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LocalModelSource } from '../../src/engines/local/source.js';
import { LocalModelStatus } from '../../src/engines/local/status.js';
import { writeBrokenModel, writeTestModel } from '../support/test-model.js';

/** SmolLM3-3B's chat template as its GGUF carries it (public; the tools part left out). */
export const SMOLLM3_TEMPLATE = readFileSync(
  new URL('../fixtures/smollm3-chat-template.jinja', import.meta.url),
  'utf8',
);

export function fileSource(path: string, name = 'test-model.gguf'): LocalModelSource & { closed: number } {
  const source = {
    name,
    status: new LocalModelStatus({ state: 'ready', progress: 1, detail: null }),
    closed: 0,
    path: () => path,
    start() {},
    async close() {
      source.closed++;
    },
  };
  return source;
}

/** A temp dir with the test model (`model.gguf`) and broken copies; `remove()` deletes it. */
export function modelFiles() {
  const dir = mkdtempSync(join(tmpdir(), 'inkprint-local-'));
  return {
    model: writeTestModel(join(dir, 'model.gguf')),
    /** Noise in words (a space every few tokens): for what the engine does at a number of words. */
    wordy: () => writeTestModel(join(dir, 'wordy.gguf'), { wordy: true }),
    /** The default model's own chat template (SmolLM3: a reasoning switch and a metadata block). */
    smollm3: () => writeTestModel(join(dir, 'smollm3.gguf'), { chatTemplate: SMOLLM3_TEMPLATE }),
    truncated: () => writeBrokenModel(join(dir, 'truncated.gguf'), 'truncated'),
    corrupt: () => writeBrokenModel(join(dir, 'corrupt.gguf'), 'corrupt'),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export function memoryLog() {
  const lines: { level: 'info' | 'warn'; obj: object; msg?: string }[] = [];
  return {
    lines,
    info: (obj: object, msg?: string) => lines.push({ level: 'info', obj, msg }),
    warn: (obj: object, msg?: string) => lines.push({ level: 'warn', obj, msg }),
  };
}
