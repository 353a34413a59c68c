import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '@inkprint/shared';
import { analyzeVoice, SELECTION_WEIGHT, selectionMatch, splitSentences, voiceMatch } from '@inkprint/voice';
import { describe, expect, it } from 'vitest';
import { writeDraft } from '../src/index.js';
import { addPrint, emptyPrint, makePrintSpace, printDistance, printOf } from '../src/print.js';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), '..', 'bench', 'fixtures');
const read = (lang: string, f: string) => readFileSync(join(fixtures, lang, f), 'utf8');

describe('voiceprint estimate (print.ts)', () => {
  const own = read('en', 'blogger.txt');
  const other = read('en', 'academic.txt');
  const { analysis } = analyzeVoice([{ id: 'b', input: own }]);
  const ps = makePrintSpace(analysis, 'en', 300)!;

  const estimate = (text: string) => {
    const agg = emptyPrint(ps);
    for (const s of splitSentences(text, 'en')) addPrint(ps, agg, printOf(s, ps));
    return { agg, d: printDistance(ps, agg, null, 0) };
  };

  it('exists for a profile with a voiceprint, and not for another language', () => {
    expect(ps).not.toBeNull();
    expect(makePrintSpace(analysis, 'de', 300)).toBeNull();
    expect(makePrintSpace(undefined, 'en', 300)).toBeNull();
  });

  it('puts the writer’s own text nearer than another writer’s, as voiceMatch does', () => {
    const a = own.split(/\s+/).slice(0, 300).join(' ');
    const b = other.split(/\s+/).slice(0, 300).join(' ');
    expect(estimate(a).d).toBeLessThan(estimate(b).d);
    expect(voiceMatch(analysis, a).score).toBeGreaterThan(voiceMatch(analysis, b).score);
  });

  it('is additive: adding then removing a sentence restores the distance', () => {
    const base = own.split(/\s+/).slice(0, 200).join(' ');
    const { agg, d } = estimate(base);
    const v = printOf('A completely different sentence; with (odd) punctuation — and numbers 42!', ps);
    const withIt = printDistance(ps, agg, v, 0);
    addPrint(ps, agg, v);
    expect(printDistance(ps, agg, null, 0)).toBeCloseTo(withIt, 2);
    addPrint(ps, agg, v, -1);
    expect(printDistance(ps, agg, null, 0)).toBeCloseTo(d, 9);
  });

  it('the kept draft is the best candidate by the selection score, never by the shown one (decision 023)', () => {
    const shown: number[] = [];
    for (const lang of LANGUAGES) {
      const text = read(lang, 'blogger.txt');
      const { analysis: a } = analyzeVoice([{ id: lang, input: text }]);
      const r = writeDraft(
        {
          prompt: 'A short post about our new garden tools',
          contentType: 'social_media',
          length: 'small',
          language: lang,
          seed: 3,
        },
        { analysis: a, passages: [{ text, language: lang }] },
      );
      expect(r.candidates.length).toBeGreaterThanOrEqual(3);
      // The writer judged its candidates without character n-grams and function words…
      expect(r.voiceMatch).toBe(selectionMatch(a, r.text).score);
      shown.push(voiceMatch(a, r.text).score - r.voiceMatch);
    }
    // …which the shown score weighs, so it does not equal what the writer optimised.
    expect(shown.some((gap) => gap !== 0)).toBe(true);
    expect(SELECTION_WEIGHT.grams).toBe(0);
    expect(SELECTION_WEIGHT.fw).toBe(0);
  });
});

describe('quotation marks follow the user', () => {
  it('a German author who types straight quotes gets no typographic ones', () => {
    const text = read('de', 'blogger.txt')
      .replace(/[„“”]/g, '"')
      .replace(/\b(ganz|Woche)\b/g, '"$1"');
    const { analysis } = analyzeVoice([{ id: 'q', input: text }]);
    for (const seed of [1, 2, 3]) {
      const r = writeDraft(
        {
          prompt: 'Schreibe über Gartengeräte für Anfänger',
          contentType: 'blog_post',
          length: 'medium',
          language: 'de',
          seed,
        },
        { analysis, passages: [{ text, language: 'de' }] },
      );
      expect(r.text).not.toMatch(/[„“]/);
    }
  });
});
