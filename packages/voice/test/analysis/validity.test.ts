import { describe, expect, it } from 'vitest';
import { deriveBands, metrics, type Sample } from '../../bench/validity.js';

const s = (own: boolean, score: number, words = 150, lang = 'en'): Sample => ({ lang, words, own, score });

describe('voice-match validity figures (bench/validity.ts)', () => {
  it('AUC counts ties half, c@1 credits unanswered cases with the accuracy, Brier weighs both classes equally', () => {
    const m = metrics([s(true, 90), s(true, 50), s(false, 50), s(false, 10), s(false, 20), s(false, 60)]);
    // own 90 beats all 4; own 50 ties one and beats two: (4 + 2.5) / 8
    expect(m.auc).toBeCloseTo(6.5 / 8);
    // correct: own 1/2, other 2/4 → 0.5; unanswered: own 1/2, other 1/4 → 0.375
    expect(m.c1).toBeCloseTo(0.5 + 0.375 * 0.5);
    expect(m.brier).toBeCloseTo(0.5 * ((0.01 + 0.25) / 2) + 0.5 * ((0.25 + 0.01 + 0.04 + 0.36) / 4));
  });

  it('abstains below the shortest length that separates writers in every language, and sets bands from other writers', () => {
    const samples: Sample[] = [];
    for (const lang of ['en', 'de'])
      for (const words of [25, 50, 100, 150, 250, 400])
        for (let i = 0; i < 20; i++) {
          // At 25 words German own and other texts overlap; from 50 words they do not.
          const overlap = words === 25 && lang === 'de';
          samples.push(
            s(true, overlap ? 40 + i : 80 + i, words, lang),
            s(false, overlap ? 45 + i : 20 + i * 2, words, lang),
          );
        }
    const bands = deriveBands(samples);
    expect(bands.minWords).toBe(50);
    // others from 50 words: 20, 22, …, 58 (20 per length and language) → 5% reach 58, 20% reach 52.
    expect(bands.high).toBe(57);
    expect(bands.medium).toBe(51);
  });
});
