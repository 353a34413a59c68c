/**
 * Helpers for the local engine's tests: a LocalModelSource over a file the test wrote (the generated test
 * model, or a broken one), already `ready` as the downloader would leave it, and a log that keeps lines.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LocalModelSource } from '../../src/engines/local/source.js';
import { LocalModelStatus } from '../../src/engines/local/status.js';
import { CHATML_TEMPLATE, writeBrokenModel, writeTestModel } from '../support/test-model.js';

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
    /** A hybrid reasoning model's template (SmolLM3's says how `/no_think` turns thinking off). */
    thinking: () =>
      writeTestModel(join(dir, 'thinking.gguf'), {
        chatTemplate: `{#- A system prompt ending in /no_think turns thinking off. -#}${CHATML_TEMPLATE}`,
      }),
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
