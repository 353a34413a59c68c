// @ts-check
/**
 * The repository stands alone (issue #25): no source file, test or API document cites the product brief's
 * numbered sections or its files, which exist nowhere in the repository. What they say lives
 * in docs/product.md, docs/api.md and docs/decisions/; cite those.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SCANNED = [
  'packages',
  'server',
  'web',
  'e2e',
  'scripts',
  'docs/api.md',
  'docs/product.md',
  'README.md',
];
const EXTENSIONS = new Set(['.ts', '.tsx', '.mjs', '.js', '.md', '.css', '.json']);
const SKIP = new Set(['node_modules', 'dist', 'migrations', 'fixtures']);
/** Citations of documents outside the repository. Built so this file does not match itself. */
const OUTSIDE = new RegExp(
  [
    '\\b(?:product-)?spec \u00a7',
    'CONTRACT \u00a7',
    'product-spec\\.md',
    'CONTRACT\\.md',
    'shared/(?:STYLE|BRAND|STACK|VOICE-NOTES|GENERATION-NOTES)\\.md',
  ].join('|'),
);

/** @param {string} path @returns {string[]} */
function files(path) {
  const full = join(ROOT, path);
  if (extname(full)) return [full];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name) || entry.name.startsWith('.')) return [];
    const child = join(path, entry.name);
    if (entry.isDirectory()) return files(child);
    return EXTENSIONS.has(extname(entry.name)) ? [join(ROOT, child)] : [];
  });
}

describe('citations', () => {
  it('cites only documents inside the repository', () => {
    const found = SCANNED.flatMap(files).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          OUTSIDE.test(line) ? [`${relative(ROOT, file)}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });
});
