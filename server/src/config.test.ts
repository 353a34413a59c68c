import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { DEFAULT_LOCAL_MODEL } from './engines/local/default-model.js';

describe('loadConfig', () => {
  it('reads INKPRINT_ROLE: all by default; web and worker only with a PostgreSQL DATABASE_URL', () => {
    expect(loadConfig({}).role).toBe('all');
    const pgUrl = 'postgres://inkprint@db.internal/inkprint';
    expect(loadConfig({ INKPRINT_ROLE: 'web', DATABASE_URL: pgUrl }).role).toBe('web');
    expect(loadConfig({ INKPRINT_ROLE: 'worker', DATABASE_URL: pgUrl }).role).toBe('worker');
    expect(() => loadConfig({ INKPRINT_ROLE: 'worker' })).toThrow(/INKPRINT_ROLE=worker needs DATABASE_URL/);
    expect(() => loadConfig({ INKPRINT_ROLE: 'web', DATABASE_URL: 'pglite:memory' })).toThrow(ConfigError);
    expect(() => loadConfig({ INKPRINT_ROLE: 'both' })).toThrow(/INKPRINT_ROLE/);
  });

  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.host).toBe('127.0.0.1');
    expect(c.appUrl).toBe('http://localhost:3000');
    expect(c.databaseUrl).toBeUndefined();
    expect(c.mailFrom).toBe('Inkprint <no-reply@localhost>');
    expect(c.dailyGenerationLimit).toBe(10);
    expect(c.llm.provider).toBe('local');
    expect(c.secureCookies).toBe(false);
  });
  it('makes the local model the default engine, downloaded into $DATA_DIR/models (issue #22)', () => {
    const root = os.tmpdir();
    const c = loadConfig({ INIT_CWD: root, DATA_DIR: 'state' });
    expect(c.llm.provider).toBe('local');
    expect(c.localModel).toEqual({
      modelFile: undefined,
      modelUrl: DEFAULT_LOCAL_MODEL.url,
      modelsDir: path.join(root, 'state', 'models'),
      preload: false,
      idleUnloadMs: 300_000,
      parallel: 2,
      threads: undefined,
    });
    // Blank means unset, for the provider too.
    expect(loadConfig({ LLM_PROVIDER: '' }).llm.provider).toBe('local');
    expect(loadConfig({ LLM_PROVIDER: 'builtin' }).llm.provider).toBe('builtin');
  });
  it('reads the local model variables', () => {
    const root = os.tmpdir();
    const c = loadConfig({
      INIT_CWD: root,
      LLM_MODEL_FILE: 'models/mine.gguf',
      LLM_MODEL_URL: 'http://mirror.lan:8080/models/Qwen3-4B-Instruct-2507-Q4_K_M.gguf',
      LLM_PRELOAD: '1',
      LLM_IDLE_UNLOAD_S: '0',
      LLM_PARALLEL: '4',
      LLM_THREADS: '3',
    }).localModel;
    expect(c).toMatchObject({
      modelFile: path.join(root, 'models', 'mine.gguf'),
      modelUrl: 'http://mirror.lan:8080/models/Qwen3-4B-Instruct-2507-Q4_K_M.gguf',
      preload: true,
      idleUnloadMs: 0,
      parallel: 4,
      threads: 3,
    });
    expect(loadConfig({ LLM_MODEL_FILE: '/abs/m.gguf' }).localModel.modelFile).toBe(
      path.resolve('/abs/m.gguf'),
    );
    for (const url of [
      'hf:ggml-org/SmolLM3-3B-GGUF/SmolLM3-Q4_K_M.gguf',
      'hf:ggml-org/SmolLM3-3B-GGUF/SmolLM3-Q4_K_M.gguf#main',
      'hf:unsloth/Qwen3-4B-Instruct-2507-GGUF:Q4_K_M',
      'https://example.com/m.gguf',
    ]) {
      expect(loadConfig({ LLM_MODEL_URL: url }).localModel.modelUrl).toBe(url);
    }
    // Blank numbers mean the default, never 0.
    expect(loadConfig({ LLM_IDLE_UNLOAD_S: '', LLM_PARALLEL: ' ' }).localModel).toMatchObject({
      idleUnloadMs: 300_000,
      parallel: 2,
    });
    expect(loadConfig({ LLM_PRELOAD: 'false' }).localModel.preload).toBe(false);
  });
  it('refuses bad local model values with the variable named', () => {
    for (const [name, value] of [
      ['LLM_MODEL_URL', 'ftp://example.com/m.gguf'],
      ['LLM_MODEL_URL', 'not a url'],
      ['LLM_MODEL_URL', 'hf:only-a-user'],
      ['LLM_PRELOAD', 'maybe'],
      ['LLM_IDLE_UNLOAD_S', '-1'],
      ['LLM_IDLE_UNLOAD_S', 'soon'],
      ['LLM_PARALLEL', '0'],
      ['LLM_PARALLEL', '1.5'],
      ['LLM_THREADS', '0'],
      ['LLM_THREADS', 'all'],
      ['LLM_PROVIDER', 'llama'],
    ] as const) {
      expect(() => loadConfig({ [name]: value }), `${name}=${value}`).toThrow(ConfigError);
      expect(() => loadConfig({ [name]: value }), `${name}=${value}`).toThrow(new RegExp(name));
    }
  });
  it('sizes the extraction pool to the machine unless EXTRACT_WORKERS says otherwise', () => {
    expect(loadConfig({}).voice).toEqual({
      workers: Math.max(1, os.availableParallelism()),
      timeoutMs: 20_000,
    });
    const c = loadConfig({ EXTRACT_WORKERS: '3', EXTRACT_TIMEOUT_MS: '5000' });
    expect(c.voice).toEqual({ workers: 3, timeoutMs: 5000 });
    expect(() => loadConfig({ EXTRACT_WORKERS: '0' })).toThrow(/EXTRACT_WORKERS/);
    // PDF_READER went with the second PDF reader (decision 037): an old setting is ignored, not an error.
    expect(loadConfig({ PDF_READER: 'pdfjs' }).voice).toEqual(loadConfig({}).voice);
  });
  it('reads origins, https and keys', () => {
    const c = loadConfig({
      APP_URL: 'https://ink.example.com/',
      ALLOWED_ORIGINS: 'http://localhost:5173, https://x.example.com/path',
      LLM_PROVIDER: 'anthropic',
      ANTHROPIC_API_KEY: 'k',
    });
    expect(c.appOrigin).toBe('https://ink.example.com');
    expect(c.secureCookies).toBe(true);
    expect(c.allowedOrigins).toEqual(['http://localhost:5173', 'https://x.example.com']);
    expect(c.llm.apiKey).toBe('k');
  });
  it('answers APP_URL’s host and the loopback names by default; ALLOWED_HOSTS adds names, `*` allows any', () => {
    expect(loadConfig({}).allowedHosts).toEqual({
      any: false,
      names: ['localhost', '127.0.0.1', '[::1]'],
    });
    const c = loadConfig({
      APP_URL: 'https://Ink.Example.com',
      ALLOWED_ORIGINS: 'http://dev.example.com:5173',
      ALLOWED_HOSTS: 'inkprint.internal:3000, 10.0.0.5 ,[fd00::1]:8080',
    });
    expect(c.allowedHosts.names).toEqual([
      'localhost',
      '127.0.0.1',
      '[::1]',
      'ink.example.com',
      'dev.example.com',
      'inkprint.internal',
      '10.0.0.5',
      '[fd00::1]',
    ]);
    expect(loadConfig({ ALLOWED_HOSTS: 'a.example, *' }).allowedHosts).toEqual({ any: true, names: [] });
    expect(() => loadConfig({ ALLOWED_HOSTS: 'https://a.example/' })).toThrow(/ALLOWED_HOSTS/);
    expect(() => loadConfig({ ALLOWED_HOSTS: 'a b' })).toThrow(ConfigError);
  });
  it('gives each model call LLM_TIMEOUT_MS, two minutes by default', () => {
    expect(loadConfig({}).llm.timeoutMs).toBe(120_000);
    expect(loadConfig({ LLM_TIMEOUT_MS: '30000' }).llm.timeoutMs).toBe(30_000);
    expect(() => loadConfig({ LLM_TIMEOUT_MS: '0' })).toThrow(/LLM_TIMEOUT_MS/);
    expect(() => loadConfig({ LLM_TIMEOUT_MS: 'soon' })).toThrow(/LLM_TIMEOUT_MS/);
  });
  it('refuses a model provider without what it needs, naming the variable to set', () => {
    expect(() => loadConfig({ LLM_PROVIDER: 'openai' })).toThrow(ConfigError);
    expect(() => loadConfig({ LLM_PROVIDER: 'openai' })).toThrow(/OPENAI_API_KEY/);
    expect(() => loadConfig({ LLM_PROVIDER: 'anthropic', OPENAI_API_KEY: 'k' })).toThrow(/ANTHROPIC_API_KEY/);
    expect(() => loadConfig({ LLM_PROVIDER: 'openai-compatible' })).toThrow(/LLM_BASE_URL/);
    expect(() => loadConfig({ LLM_PROVIDER: 'openai-compatible', LLM_BASE_URL: 'localhost:11434' })).toThrow(
      /LLM_BASE_URL/,
    );
    // A local server needs no key.
    const local = loadConfig({
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
    });
    expect(local.llm).toMatchObject({ baseUrl: 'http://127.0.0.1:11434/v1', apiKey: undefined });
    expect(loadConfig({ LLM_PROVIDER: 'openai', LLM_API_KEY: 'k2', OPENAI_API_KEY: 'k1' }).llm.apiKey).toBe(
      'k2',
    );
  });
  it('names the bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ LLM_PROVIDER: 'skynet' })).toThrow(/LLM_PROVIDER/);
  });
  it('refuses TRUST_PROXY=true, which would let any client choose its address', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true', METRICS_TOKEN: 't' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'not-an-address', METRICS_TOKEN: 't' })).toThrow(/TRUST_PROXY/);
  });
  it('takes a hop count or proxy addresses, and then requires METRICS_TOKEN', () => {
    expect(loadConfig({ TRUST_PROXY: '2', METRICS_TOKEN: 't' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7', METRICS_TOKEN: 't' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
    ]);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/METRICS_TOKEN/);
  });
  it('scales only the limits keyed on the client address by RATE_LIMIT_FACTOR', () => {
    const base = loadConfig({}).limits;
    const scaled = loadConfig({ RATE_LIMIT_FACTOR: '3' }).limits;
    expect(scaled.registerPerClient.max).toBe(base.registerPerClient.max * 3);
    expect(scaled.contactPerClient.max).toBe(base.contactPerClient.max * 3);
    expect(scaled.loginFailuresPerClient.max).toBe(base.loginFailuresPerClient.max * 3);
    expect(scaled.loginFailuresPerClientAndEmail).toEqual(base.loginFailuresPerClientAndEmail);
    expect(scaled.loginFailuresPerEmail).toEqual(base.loginFailuresPerEmail);
    expect(scaled.mailsPerMailbox).toEqual(base.mailsPerMailbox);
    expect(() => loadConfig({ RATE_LIMIT_FACTOR: '0' })).toThrow(/RATE_LIMIT_FACTOR/);
  });
  it('resolves DATA_DIR against the folder the user ran npm from', () => {
    const root = path.resolve(os.tmpdir());
    expect(loadConfig({ INIT_CWD: root }).dataDir).toBe(path.join(root, 'data'));
    expect(loadConfig({ INIT_CWD: root, DATA_DIR: '/srv/ink' }).dataDir).toBe(path.resolve('/srv/ink'));
  });
});
