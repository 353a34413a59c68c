// @vitest-environment node
// The import zones of decision 006, checked the way CI checks them: probe files with one import each are
// written into the real folders and linted with the project's Biome configuration.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const srcDir = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(srcDir, '..', '..');
const biome = join(repoRoot, 'node_modules', '.bin', 'biome');

const FEATURE = 'A feature imports no other feature';
const APP = 'Only app/ may import app/';
const SHARED = 'are shared layers';

/** folder under web/src, import specifier, the message expected (null: allowed). */
const cases: Array<[string, string, string | null]> = [
  ['features/auth/routes', '../../settings/api/update-profile', FEATURE],
  ['features/auth/routes', '../../settings', FEATURE],
  ['features/auth/routes', '../../../features/settings/api/update-profile', FEATURE],
  ['features/auth/routes', '@/features/settings/api/update-profile', FEATURE],
  ['features/auth', '../settings/schemas', FEATURE],
  ['features/auth/components/parts', '../../../settings/schemas', FEATURE],
  ['features/auth/routes', '../../../app/router', APP],
  ['features/auth/routes', '../../../app/layouts/footer', APP],
  ['features/auth/routes', '@/app/router', APP],
  ['lib', '../features/auth/api/login', SHARED],
  ['lib', '../app/providers', SHARED],
  ['components', '../features/marketing/components/icons', SHARED],
  ['components/ui', '../../app/router', SHARED],
  ['components/ui', '@/features/auth/api/login', SHARED],
  ['config', '../app/router', SHARED],
  ['hooks', '../features/auth/api/login', SHARED],
  ['features/auth/routes', '../api/login', null],
  ['features/auth/routes', '../components/auth-card', null],
  ['features/auth/routes', '../../../lib/auth', null],
  ['features/auth/routes', '../../../components/ui/button', null],
  ['features/auth/routes', '../../../config/paths', null],
  ['features/auth/routes', '../../../hooks/use-page-title', null],
  ['app/routes', '../../features/settings/api/update-profile', null],
  ['lib', '../config/paths', null],
];

const written: string[] = [];

afterAll(() => {
  for (const path of written) rmSync(path, { recursive: true, force: true });
});

interface Diagnostic {
  category: string;
  message: string;
  location: { path: string };
}

function lintProbes(): { status: number | null; byFile: Map<string, Diagnostic[]> } {
  const files = cases.map(([folder, specifier], index) => {
    const dir = join(srcDir, folder);
    const created = mkdirSync(dir, { recursive: true });
    if (created) written.push(created);
    const file = join(dir, `zz-lint-probe-${process.pid}-${index}.ts`);
    writeFileSync(file, `import * as probe from '${specifier}';\nexport const used = probe;\n`);
    written.push(file);
    return file;
  });
  try {
    const run = spawnSync(biome, ['lint', '--reporter=json', ...files], { cwd: repoRoot, encoding: 'utf8' });
    const report = JSON.parse(run.stdout) as { diagnostics: Diagnostic[] };
    const byFile = new Map<string, Diagnostic[]>(files.map((file) => [relative(repoRoot, file), []]));
    for (const diagnostic of report.diagnostics) byFile.get(diagnostic.location.path)?.push(diagnostic);
    return { status: run.status, byFile };
  } finally {
    for (const file of files) rmSync(file, { force: true });
  }
}

describe('import zones (decision 006)', () => {
  const { status, byFile } = lintProbes();
  const results = [...byFile.values()];

  it('fails the lint run when any zone is crossed', () => {
    expect(status).not.toBe(0);
  });

  it.each(cases.map((entry, index) => [...entry, index] as const))(
    'from %s, importing %s: %s',
    (_folder, _specifier, expected, index) => {
      const restricted = (results[index] ?? []).filter(
        (diagnostic) => diagnostic.category === 'lint/style/noRestrictedImports',
      );
      if (expected === null) expect(restricted).toEqual([]);
      else expect(restricted.map((diagnostic) => diagnostic.message).join('\n')).toContain(expected);
    },
  );
});
