import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { discrimination } from '../../bench/analysis.js';
import { sameGenre } from '../../bench/same-genre.js';
import { analyzeVoice, styleVector, voiceMatch } from '../../src/analysis/index.js';

function allFinite(x: unknown): boolean {
  if (typeof x === 'number') return Number.isFinite(x);
  if (Array.isArray(x)) return x.every(allFinite);
  if (x && typeof x === 'object') return Object.values(x).every(allFinite);
  return true;
}

describe('voiceMatch', () => {
  const chatty =
    "OMG you guys, I love this so much! Seriously, best day ever! 😍 Can you believe it? I can't!";
  const formal =
    'The committee has reviewed the proposal and concluded that further analysis of the budgetary implications is required before a decision can be taken.';
  it('scores a text higher against its own style than against a different one', () => {
    const v = styleVector(chatty.repeat(3), 'en');
    expect(voiceMatch(v, chatty).score).toBeGreaterThan(voiceMatch(v, formal).score);
  });
  it('reports the three biggest differences with a direction', () => {
    const r = voiceMatch(styleVector(chatty, 'en'), formal);
    expect(r.differences).toHaveLength(3);
    const d = r.differences.find((x) => x.feature === 'sentence_length_mean');
    if (d) expect(d.direction).toBe('higher');
  });
  it('accepts a profile analysis object and returns 0 for empty text', () => {
    const { analysis } = analyzeVoice([{ id: 'a', input: formal }]);
    expect(voiceMatch(analysis, formal).score).toBeGreaterThan(50);
    expect(voiceMatch(analysis, '')).toMatchObject({ score: 0, differences: [] });
  });
  it('compares a text in another language on the language-independent traits only', () => {
    const v = styleVector('We think the plan is good and we will start on Monday with the whole team.', 'en');
    const same = voiceMatch(v, 'We hope the idea is fine and we will begin on Friday with all of the staff.');
    const other = voiceMatch(
      v,
      'Wir denken, der Plan ist gut, und wir beginnen am Montag mit dem ganzen Team.',
    );
    expect(same.compared).toBe('all');
    expect(other.compared).toBe('language_independent');
    expect(other.differences.some((d) => d.feature.startsWith('function_word:'))).toBe(false);
  });
});

describe('discrimination on fixture authors', () => {
  it('matches held-out text to its own author in ≥ 90% of same-language pairs', () => {
    const { rate, pairs } = discrimination();
    expect(pairs.length).toBeGreaterThanOrEqual(60);
    expect(rate).toBeGreaterThanOrEqual(0.9);
  });
});

describe('same-genre writers (test/fixtures/same-genre, held-out parts)', () => {
  // Five writers per language in one genre; two of them write in the same register as another (close
  // pairs). Before the voiceprint, close pairs were told apart in 81.6% of 150-word pairs (en 79.6%,
  // fr 78.8%).
  let result: ReturnType<typeof sameGenre>;
  beforeAll(() => {
    result = sameGenre();
  }, 120_000);
  it('scores own held-out 150-word chunks above a close same-genre writer in ≥ 90% of pairs, ≥ 80% per language', () => {
    const close = result.close['150']!;
    expect(close.all!.pairs).toBeGreaterThanOrEqual(150);
    expect(close.all!.rate).toBeGreaterThanOrEqual(0.9);
    for (const lang of ['de', 'en', 'fr', 'it', 'pt']) expect(close[lang]!.rate).toBeGreaterThanOrEqual(0.8);
  });
  it('separates all same-genre writers in ≥ 95% of pairs at 150 and 400 words', () => {
    expect(result.rates['150']!.all!.rate).toBeGreaterThanOrEqual(0.95);
    expect(result.rates['400']!.all!.rate).toBeGreaterThanOrEqual(0.95);
  });
  it('calibrates per profile: own 400-word chunks score ≥ 65; other writers score < 50 (median per language)', () => {
    const long = result.scored.filter((x) => x.size === 400);
    for (const s of long)
      for (const own of s.self) expect(own, `${s.lang}/${s.author}`).toBeGreaterThanOrEqual(65);
    for (const lang of ['de', 'en', 'fr', 'it', 'pt']) {
      const others = long
        .filter((s) => s.lang === lang)
        .flatMap((s) => s.cross.map((c) => c.score))
        .sort((a, b) => a - b);
      expect(others[Math.floor(others.length / 2)], lang).toBeLessThan(50);
    }
  });
});

describe('properties', () => {
  const arb = fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 300 }),
    fc.string({ unit: 'binary', maxLength: 300 }),
  );
  it('analyzeVoice never throws and keeps numbers finite and in range', () => {
    fc.assert(
      fc.property(fc.array(arb, { maxLength: 3 }), (texts) => {
        const { profile, analysis } = analyzeVoice(texts.map((t, i) => ({ id: String(i), input: t })));
        expect(allFinite(analysis)).toBe(true);
        expect(allFinite(profile)).toBe(true);
        for (const v of Object.values(analysis.tone_characteristics.tone_scores)) {
          expect(v).toBeGreaterThanOrEqual(0);
          expect(v).toBeLessThanOrEqual(1);
        }
        expect(analysis.confidence.score).toBeGreaterThanOrEqual(0);
        expect(analysis.confidence.score).toBeLessThanOrEqual(1);
        expect(analysis.writing_style.readability.score).toBeGreaterThanOrEqual(0);
        expect(analysis.writing_style.readability.score).toBeLessThanOrEqual(100);
        expect(analysis.vocabulary_analysis.vocabulary_diversity).toBeLessThanOrEqual(1);
      }),
      { numRuns: 150 },
    );
  });
  it('voiceMatch never throws and scores an integer in 0–100', () => {
    const profile = styleVector('A plain profile sentence. Another one, with a comma!', 'en');
    fc.assert(
      fc.property(arb, (t) => {
        const r = voiceMatch(profile, t);
        expect(Number.isInteger(r.score)).toBe(true);
        expect(r.score).toBeGreaterThanOrEqual(0);
        expect(r.score).toBeLessThanOrEqual(100);
        expect(allFinite(r)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
