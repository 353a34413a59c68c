// The product's terms (BRAND.md: "use these words everywhere") are written once per screen's catalogue: the
// Generate screen, History and the dashboard's chart each name the content types, the output sizes and the
// voice match. Every screen must use the same words in every language. The engines' names are written once,
// in the root catalogue (`engine.*`, components/engine-name), for every screen that names an engine.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GENERATION_TYPES, LANGUAGES } from '@inkprint/shared';
import { describe, expect, it } from 'vitest';

const srcDir = dirname(fileURLToPath(import.meta.url));
const SIZES = ['small', 'medium', 'large'] as const;

type Catalogue = Record<string, unknown>;

function load(lang: string, feature?: string): Catalogue {
  const dir = feature ? join(srcDir, 'features', feature, 'locales') : join(srcDir, 'locales');
  return JSON.parse(readFileSync(join(dir, `${lang}.json`), 'utf8')) as Catalogue;
}

function at(catalogue: Catalogue, path: string): string {
  const value = path
    .split('.')
    .reduce<unknown>((node, key) => (node as Catalogue | undefined)?.[key], catalogue);
  if (typeof value !== 'string') throw new Error(`no text at ${path}`);
  return value;
}

/** Labels start with a capital; running text (the voice-setup enums) does not. */
function sameTerm(label: string, running: string, lang: string) {
  return label.toLocaleLowerCase(lang) === running.toLocaleLowerCase(lang);
}

describe('glossary terms agree across screens', () => {
  for (const lang of LANGUAGES) {
    const generate = load(lang, 'generate');
    const voiceSetup = load(lang, 'voice-setup');
    const root = load(lang);

    it(`${lang}: History and the dashboard name the content types as the Generate screen does`, () => {
      for (const type of GENERATION_TYPES) {
        const name = at(generate, `types.${type}`);
        expect(at(root, `history.types.${type}`), `${lang} history.types.${type}`).toBe(name);
        const running = at(voiceSetup, `enums.contentType.${type}`);
        expect(
          sameTerm(name, running, lang),
          `${lang} enums.contentType.${type}: "${running}" vs "${name}"`,
        ).toBe(true);
      }
    });

    it(`${lang}: History names the sizes and the voice match as the Generate screen does`, () => {
      for (const size of SIZES)
        expect(at(root, `history.sizes.${size}`), `${lang} history.sizes.${size}`).toBe(
          at(generate, `sizes.${size}`),
        );
      const voiceMatch = at(generate, 'match.title');
      expect(at(root, 'history.details.voiceMatch')).toBe(voiceMatch);
      expect(at(root, 'history.voiceMatchShort').startsWith(voiceMatch)).toBe(true);
    });

    it(`${lang}: names the engines once, in the root catalogue, for every screen`, () => {
      expect(at(root, 'engine.builtin')).toBeTruthy();
      expect(at(root, 'engine.provider.local')).toBeTruthy();
      expect(Object.keys(generate.engine as Catalogue)).toEqual(['label']);
      expect(((root.history as Catalogue).details as Catalogue).builtin).toBeUndefined();
    });
  }
});
