/**
 * Start-up with a model provider: a missing key stops the server with a message naming the variable; an
 * unreachable LLM_BASE_URL is a warning in the log, and the server starts anyway. Keys never reach the log.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { probeProvider } from '../../src/engines/probe.js';
import { createLogger } from '../../src/logger.js';
import { startMockLlm } from '../support/mock-llm.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const KEY = 'sk-start-SECRET-0000';

function logSink() {
  const lines: { level: string; obj: object; msg?: string }[] = [];
  return {
    lines,
    info: (obj: object, msg?: string) => lines.push({ level: 'info', obj, msg }),
    warn: (obj: object, msg?: string) => lines.push({ level: 'warn', obj, msg }),
  };
}

async function closedPortUrl() {
  const server = await startMockLlm();
  const url = server.url;
  await server.close();
  return url;
}

describe('probeProvider', () => {
  it('warns when the model server cannot be reached, naming the address but not the key', async () => {
    const url = await closedPortUrl();
    const log = logSink();
    const result = await probeProvider(
      { provider: 'openai-compatible', model: undefined, baseUrl: url, apiKey: KEY, timeoutMs: 1000 },
      log,
    );
    expect(result).toMatchObject({ status: 'unreachable', reason: 'ECONNREFUSED' });
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]!.level).toBe('warn');
    expect(log.lines[0]!.msg).toContain(`The model server at ${url} is unreachable`);
    expect(JSON.stringify(log.lines)).not.toContain(KEY);
  });

  it('says when the server does not serve the configured model', async () => {
    const server = await startMockLlm({ models: ['qwen2.5:3b', 'llama3.2:latest'] });
    try {
      const llm = {
        provider: 'openai-compatible' as const,
        baseUrl: server.url,
        apiKey: KEY,
        timeoutMs: 1000,
      };
      const missing = logSink();
      await probeProvider({ ...llm, model: 'mistral' }, missing);
      expect(missing.lines[0]).toMatchObject({ level: 'warn' });
      expect(missing.lines[0]!.msg).toContain('does not list the model "mistral"');
      // Ollama's "name:tag" ids match the bare name.
      const found = logSink();
      expect(await probeProvider({ ...llm, model: 'llama3.2' }, found)).toMatchObject({ status: 'ok' });
      expect(found.lines[0]).toMatchObject({ level: 'info' });
      expect(server.requests).toHaveLength(0);
    } finally {
      await server.close();
    }
  });

  it('does not call the public APIs or the built-in engine', async () => {
    const log = logSink();
    const llm = { model: undefined, baseUrl: undefined, apiKey: KEY, timeoutMs: 1000 };
    expect(await probeProvider({ ...llm, provider: 'openai' }, log)).toEqual({ status: 'skipped' });
    expect(await probeProvider({ ...llm, provider: 'builtin' }, log)).toEqual({ status: 'skipped' });
    expect(log.lines).toEqual([]);
  });
});

describe('main.ts with a model provider', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'inkprint-llm-start-'));
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const c of children) c.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  function run(env: Record<string, string>) {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        // The offline engine: no test or bench downloads the local model (issue #22); a test that wants it says so.
        LLM_PROVIDER: 'builtin',
        PORT: '0',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        DATABASE_URL: '',
        OPENAI_API_KEY: '',
        ANTHROPIC_API_KEY: '',
        LLM_API_KEY: '',
        LLM_BASE_URL: '',
        LLM_MODEL: '',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let output = '';
    child.stdout?.on('data', (c: Buffer) => {
      output += c.toString();
    });
    child.stderr?.on('data', (c: Buffer) => {
      output += c.toString();
    });
    return { child, output: () => output };
  }

  it('exits non-zero with a clear message when the OpenAI key is missing', async () => {
    const { child, output } = run({ LLM_PROVIDER: 'openai' });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).not.toBe(0);
    expect(output()).toContain('LLM_PROVIDER=openai needs an API key; set OPENAI_API_KEY');
  });

  it('starts with an unreachable LLM_BASE_URL and warns about it without printing the key', async () => {
    const url = await closedPortUrl();
    const { child, output } = run({ LLM_PROVIDER: 'openai-compatible', LLM_BASE_URL: url, LLM_API_KEY: KEY });
    await new Promise<void>((resolve, reject) => {
      const check = () => {
        if (output().includes('Inkprint is ready') && output().includes('is unreachable')) resolve();
      };
      child.stdout?.on('data', check);
      child.stderr?.on('data', check);
      child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output()}`)));
    });
    const warning = output()
      .split('\n')
      .find((l) => l.includes('is unreachable'))!;
    expect(JSON.parse(warning)).toMatchObject({
      level: 40,
      provider: 'openai-compatible',
      reason: 'ECONNREFUSED',
    });
    expect(output()).not.toContain(KEY);
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});

describe('the logger', () => {
  it('censors API keys in any logged object', () => {
    let out = '';
    const log = createLogger(
      'info',
      new Writable({
        write(chunk, _enc, cb) {
          out += chunk.toString();
          cb();
        },
      }),
    );
    log.info({ llm: { provider: 'openai', apiKey: KEY } }, 'config');
    log.info({ headers: { authorization: `Bearer ${KEY}`, 'x-api-key': KEY } }, 'headers');
    expect(out).not.toContain(KEY);
    expect(out).toContain('[redacted]');
  });
});
