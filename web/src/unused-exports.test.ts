// @vitest-environment node
// Every export of the web app is imported somewhere else; what only its own module uses stays private.
// API files are exempt: by convention (docs/engineering.md, "Web") each exports its fetcher, query options
// and hook.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const srcDir = dirname(fileURLToPath(import.meta.url));

/** Fetchers of queries that live outside an api/ folder (the session query in lib/auth). */
const CONVENTION = new Set(['getUser']);

const files = (readdirSync(srcDir, { recursive: true }) as string[])
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => ({ file, text: readFileSync(join(srcDir, file), 'utf8') }));

describe('exports of web/src', () => {
  it('are each used by another module', () => {
    const unused: string[] = [];
    for (const { file, text } of files) {
      if (file.includes('.test.') || /(^|\/)api\//.test(file)) continue;
      const names = [
        ...text.matchAll(/^export (?:async )?(?:function|const|class|interface|type|let) (\w+)/gm),
      ].map((match) => match[1] ?? '');
      for (const name of names) {
        if (CONVENTION.has(name)) continue;
        const pattern = new RegExp(`\\b${name}\\b`);
        if (!files.some((other) => other.file !== file && pattern.test(other.text)))
          unused.push(`${file}: ${name}`);
      }
    }
    expect(unused).toEqual([]);
  });
});
