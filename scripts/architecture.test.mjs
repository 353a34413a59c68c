// @ts-check
/**
 * `npm run lint` guards the architecture (issue #25, decision 038): it passes on the repository as it is, and
 * fails on a temporary copy of it with one crossing import per rule of `.dependency-cruiser.cjs` (web zones,
 * a server feature's internals, a package importing an app), a type-only import cycle, or an unused export
 * (knip). The copy holds the repository's own files, with links to the installed node_modules.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const LONG = 180_000;

/** `npm run lint` in `dir`: its exit status and everything it printed. */
function lint(dir) {
  const run = spawnSync('npm', ['run', 'lint', '--silent'], { cwd: dir, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}\n${run.stderr}` };
}

/** What .gitignore leaves out (built, installed or scratch files), so never copied. */
const NOT_COPIED =
  /^(node_modules|dist|data|coverage|test-results|tmp|\.vite|\.git|\.scratch|\.env|dist-test-.*|.*\.tsbuildinfo)$/;

/** A copy of the repository's own files beside links to its node_modules. */
function copyRepository() {
  const dir = mkdtempSync(join(os.tmpdir(), 'architecture-'));
  cpSync(ROOT, dir, {
    recursive: true,
    filter: (source) => !relative(ROOT, source) || !NOT_COPIED.test(basename(source)),
  });
  // The workspace links point into the copy, so its packages are the copy's, as in the repository.
  mkdirSync(join(dir, 'node_modules', '@inkprint'), { recursive: true });
  for (const name of readdirSync(join(ROOT, 'node_modules'))) {
    if (name !== '@inkprint') symlinkSync(join(ROOT, 'node_modules', name), join(dir, 'node_modules', name));
  }
  const workspaces = { shared: 'packages/shared', voice: 'packages/voice', writer: 'packages/writer' };
  for (const [name, path] of Object.entries({ ...workspaces, server: 'server', web: 'web' }))
    symlinkSync(join('..', '..', path), join(dir, 'node_modules', '@inkprint', name));
  for (const app of ['server', 'web']) {
    const own = join(ROOT, app, 'node_modules');
    if (existsSync(own)) symlinkSync(own, join(dir, app, 'node_modules'));
  }
  execFileSync('git', ['init', '-q'], { cwd: dir }); // Biome reads .gitignore through git
  return dir;
}

/** `npm run lint` in the copy with the given files (path → text) added; they are removed again after. */
function lintWith(dir, files) {
  for (const [path, text] of Object.entries(files)) writeFileSync(join(dir, path), text);
  try {
    return lint(dir);
  } finally {
    for (const path of Object.keys(files)) rmSync(join(dir, path));
  }
}

describe('npm run lint', () => {
  let copy = '';
  beforeAll(() => {
    copy = copyRepository();
  }, LONG);
  afterAll(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  it(
    'passes on the repository',
    () => {
      const run = lint(ROOT);
      expect(run.status, run.output).toBe(0);
    },
    LONG,
  );

  it(
    'fails on each crossing import and on a type-only cycle, naming the rule',
    () => {
      const run = lintWith(copy, {
        // A web feature reaching into another feature, and into app/.
        'web/src/features/auth/probe-feature.ts':
          "import { updateProfile } from '../settings/api/update-profile';\n\nexport const probe = updateProfile;\n",
        'web/src/features/auth/probe-app.ts':
          "import { router } from '../../app/router';\n\nexport const probe = router;\n",
        // A shared web layer importing a feature.
        'web/src/lib/probe-shared.ts':
          "import { login } from '../features/auth/api/login';\n\nexport const probe = login;\n",
        // A server feature reaching past another feature's index.ts.
        'server/src/features/auth/probe.ts':
          "import { listFiles } from '../files/repository.js';\n\nexport const probe = listFiles;\n",
        // A package importing the server.
        'packages/shared/src/probe.ts':
          "import { buildApp } from '../../../server/src/app.js';\n\nexport const probe = buildApp;\n",
        // Two modules that import each other's types.
        'packages/shared/src/probe-a.ts':
          "import type { B } from './probe-b.js';\n\nexport interface A {\n  b?: B;\n}\n",
        'packages/shared/src/probe-b.ts':
          "import type { A } from './probe-a.js';\n\nexport interface B {\n  a?: A;\n}\n",
      });
      expect(run.status).not.toBe(0);
      const expected = {
        'web-feature-imports-no-feature': 'web/src/features/auth/probe-feature.ts',
        'web-only-app-imports-app': 'web/src/features/auth/probe-app.ts',
        'web-shared-imports-no-feature': 'web/src/lib/probe-shared.ts',
        'server-feature-through-its-index': 'server/src/features/auth/probe.ts',
        'packages-never-import-apps': 'packages/shared/src/probe.ts',
        'no-circular': 'packages/shared/src/probe-a.ts',
      };
      for (const [rule, file] of Object.entries(expected)) {
        const line = run.output.split('\n').find((l) => l.includes(rule) && l.includes(file));
        expect(line, `${rule} on ${file}\n${run.output}`).toBeTruthy();
      }
    },
    LONG,
  );

  it(
    "allows a server feature to import another feature's index.ts",
    () => {
      const run = lintWith(copy, {
        'server/src/features/auth/probe.ts':
          "import { resolveVoice } from '../voices/index.js';\n\nexport const probe = resolveVoice;\n",
      });
      expect(run.output, run.output).toContain('no dependency violations found');
      expect(run.output).not.toContain('server-feature-through-its-index');
    },
    LONG,
  );

  it(
    'fails on an export nothing imports',
    () => {
      const run = lintWith(copy, {
        'server/src/lib/probe-unused.ts':
          'export function used(): number {\n  return 1;\n}\n\nexport function probeNeverImported(): number {\n  return 2;\n}\n',
        // server/bench/*.ts are entry points: the probe is reached, so only its unused export is left.
        'server/bench/probe-user.ts':
          "import { used } from '../src/lib/probe-unused.js';\n\nconsole.log(used());\n",
      });
      expect(run.status).not.toBe(0);
      expect(run.output).toContain('Unused exports');
      expect(run.output).toMatch(/probeNeverImported\s.*server\/src\/lib\/probe-unused\.ts/);
    },
    LONG,
  );
});
