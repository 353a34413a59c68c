import { defineProject } from 'vitest/config';

// The repository's own scripts (the `npm test` runner).
export default defineProject({
  test: { name: 'scripts', include: ['*.test.mjs'], environment: 'node' },
});
