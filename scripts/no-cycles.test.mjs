// @ts-check
/**
 * `npm run lint` refuses import cycles (issue #25): dependency-cruiser's no-circular rule, with the
 * repository's config, fails on two modules that import each other — even for types only.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DEPCRUISE = join(ROOT, 'node_modules', '.bin', 'depcruise');

/** Runs the lint's dependency-cruiser on a directory of the given files. */
function cruise(files) {
  const dir = mkdtempSync(join(os.tmpdir(), 'cycles-'));
  try {
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    return spawnSync(DEPCRUISE, [dir, '--config', '.dependency-cruiser.cjs'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the no-cycle lint', () => {
  it('fails on a cycle of type-only imports', () => {
    const run = cruise({
      'a.ts': "import type { B } from './b.js';\nexport interface A { b?: B }\n",
      'b.ts': "import type { A } from './a.js';\nexport interface B { a?: A }\n",
    });
    expect(run.status).not.toBe(0);
    expect(run.stdout).toContain('no-circular');
  }, 60_000);
  it('passes the same modules when one side no longer imports the other', () => {
    const run = cruise({
      'a.ts': "import type { B } from './b.js';\nexport interface A { b?: B }\n",
      'b.ts': 'export interface B { n: number }\n',
    });
    expect(run.status).toBe(0);
  }, 60_000);
});
