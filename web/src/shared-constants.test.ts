// @vitest-environment node
// The web app takes its constants from @inkprint/shared instead of keeping copies. That is only cheap
// because the package is marked side-effect free: a page that needs LANGUAGES must not pull in zod.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const srcDir = dirname(fileURLToPath(import.meta.url));
const webDir = join(srcDir, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('constants from @inkprint/shared', () => {
  it('a bundle that imports only LANGUAGES stays under 1 KB (no zod)', async () => {
    const { build } = await import('vite');
    const outDir = mkdtempSync(join(tmpdir(), 'inkprint-shared-'));
    const entry = join(webDir, `.shared-entry-${process.pid}.ts`);
    writeFileSync(entry, "import { LANGUAGES } from '@inkprint/shared';\nconsole.log(LANGUAGES);\n");
    try {
      await build({
        configFile: false,
        root: webDir,
        logLevel: 'silent',
        build: { outDir, write: true, minify: true, lib: { entry, formats: ['es'], fileName: 'entry' } },
      });
      const size = readFileSync(join(outDir, 'entry.js')).length;
      expect(size).toBeLessThan(1024);
    } finally {
      rmSync(entry, { force: true });
      rmSync(outDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('the web app keeps no copy of the language list', () => {
    const copies = sourceFiles(srcDir).filter((file) =>
      /\[\s*'en',\s*'de',\s*'fr',\s*'it',\s*'pt'\s*\]/.test(readFileSync(file, 'utf8')),
    );
    expect(copies).toEqual([]);
  });
});
