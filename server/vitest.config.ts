import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // No test ever downloads the local model (issue #22): servers a test spawns inherit these, and a test that
    // asks for LLM_PROVIDER=local without its own address gets one on loopback that refuses at once.
    env: { LLM_PROVIDER: 'builtin', LLM_MODEL_URL: 'http://127.0.0.1:9/tests-never-download.gguf' },
  },
});
