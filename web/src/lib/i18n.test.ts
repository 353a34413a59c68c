// Every catalogue (the default namespace and each feature's) must have every key in all five
// languages (a plural form such as `_many` only where the language has it), with no empty text, and the
// same interpolation placeholders.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '@inkprint/shared';
import { describe, expect, it } from 'vitest';
import { flatten, missingPluralForms, needsKey } from '../test/catalogues';

const srcDir = join(dirname(fileURLToPath(import.meta.url)), '..');

function catalogueDirs(): Array<{ namespace: string; dir: string }> {
  const dirs = [{ namespace: 'translation', dir: join(srcDir, 'locales') }];
  for (const feature of readdirSync(join(srcDir, 'features'), { withFileTypes: true })) {
    if (!feature.isDirectory()) continue;
    const dir = join(srcDir, 'features', feature.name, 'locales');
    try {
      if (readdirSync(dir).some((file) => file.endsWith('.json')))
        dirs.push({ namespace: feature.name, dir });
    } catch {
      // A feature without catalogues.
    }
  }
  return dirs;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1] ?? '').sort();
}

describe('translation catalogues', () => {
  const dirs = catalogueDirs();

  it('finds the default namespace and the feature namespaces', () => {
    const names = dirs.map((d) => d.namespace);
    expect(names).toEqual(expect.arrayContaining(['translation', 'auth', 'settings']));
  });

  for (const { namespace, dir } of dirs) {
    describe(namespace, () => {
      const catalogues = new Map(
        LANGUAGES.map((lang) => {
          let parsed: unknown = {};
          try {
            parsed = JSON.parse(readFileSync(join(dir, `${lang}.json`), 'utf8'));
          } catch {
            parsed = undefined;
          }
          return [lang, parsed] as const;
        }),
      );
      const allKeys = new Set<string>();
      for (const catalogue of catalogues.values())
        for (const key of flatten(catalogue).keys()) allKeys.add(key);

      for (const lang of LANGUAGES) {
        it(`${lang} exists and has every key with non-empty text`, () => {
          const catalogue = catalogues.get(lang);
          expect(catalogue, `${namespace}/${lang}.json is missing or not JSON`).toBeTypeOf('object');
          const flat = flatten(catalogue);
          const missing = [...allKeys].filter((key) => !flat.has(key) && needsKey(key, lang));
          const empty = [...flat]
            .filter(([, text]) => typeof text !== 'string' || text.trim() === '')
            .map(([k]) => k);
          expect(missing, `missing in ${namespace}/${lang}`).toEqual([]);
          expect(empty, `empty in ${namespace}/${lang}`).toEqual([]);
          // Without its `_many` form, French, Italian and Portuguese show the bare key for 1 000 000.
          expect(missingPluralForms(flat, lang), `plural forms missing in ${namespace}/${lang}`).toEqual([]);
        });
      }

      it('uses the same placeholders in every language', () => {
        const english = flatten(catalogues.get('en'));
        const mismatched: string[] = [];
        for (const lang of LANGUAGES) {
          const flat = flatten(catalogues.get(lang));
          for (const [key, text] of english) {
            const other = flat.get(key);
            if (typeof text !== 'string' || typeof other !== 'string') continue;
            if (placeholders(text).join() !== placeholders(other).join()) mismatched.push(`${lang}:${key}`);
          }
        }
        expect(mismatched).toEqual([]);
      });
    });
  }
});

describe('flatten', () => {
  it('reports nested and empty leaves so missing or blank texts are caught', () => {
    const flat = flatten({ a: { b: 'x', c: '' }, d: ['y'] });
    expect([...flat.keys()]).toEqual(['a.b', 'a.c', 'd[0]']);
    expect(flat.get('a.c')).toBe('');
  });
});
