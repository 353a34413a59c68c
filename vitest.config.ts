import { defineConfig } from 'vitest/config';

// One run for every workspace's unit and API tests; browser tests have their own config in e2e/.
export default defineConfig({
  test: {
    projects: ['packages/*', 'server', 'web', 'scripts'],
  },
});
