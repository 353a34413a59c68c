/** GET /api/config names the engine createEngine built: its provider, its model and whether it is offline. */
import { describe, expect, it } from 'vitest';
import { Client, startServer } from '../helpers.js';

describe('GET /api/config with a model provider', () => {
  it.each([
    [
      { LLM_PROVIDER: 'openai-compatible', LLM_BASE_URL: 'http://127.0.0.1:9/v1' },
      'openai-compatible',
      'llama3.2',
    ],
    [
      { LLM_PROVIDER: 'openai-compatible', LLM_BASE_URL: 'http://127.0.0.1:9/v1', LLM_MODEL: 'qwen2.5:3b' },
      'openai-compatible',
      'qwen2.5:3b',
    ],
    [{ LLM_PROVIDER: 'anthropic', ANTHROPIC_API_KEY: 'sk-ant-SECRET' }, 'anthropic', 'claude-haiku-4-5'],
    [{}, 'builtin', 'inkprint-offline-1'],
  ])('%o → %s %s', async (env, provider, model) => {
    const server = await startServer('pglite', env);
    try {
      const r = await new Client(server).get<{ engine: unknown }>('/config');
      expect(r.body.engine).toEqual({
        state: 'ready',
        progress: 1,
        detail: null,
        provider,
        model,
        offline: provider === 'builtin',
        draft_seconds: null,
      });
      expect(JSON.stringify(r.body)).not.toContain('SECRET');
    } finally {
      await server.close();
    }
  });
});
