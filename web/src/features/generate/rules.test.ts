// The screen's rules: the quota colour thresholds, word counting, the download name, the score bands.

import { VOICE_MATCH_BANDS } from '@inkprint/shared';
import { describe, expect, it } from 'vitest';
import { matchLevel, quotaTone, quotaUsedShare } from './rules';

describe('quotaTone (docs/product.md, States)', () => {
  it.each([
    [10, 10, 'green'],
    [10, 3, 'green'],
    [4, 1, 'yellow'],
    [20, 5, 'yellow'],
    [20, 6, 'green'],
    [10, 1, 'red'],
    [10, 0, 'red'],
    [0, 0, 'red'],
  ] as const)('a limit of %i with %i left is %s', (limit, remaining, tone) => {
    expect(quotaTone({ daily_limit: limit, remaining })).toBe(tone);
  });

  it('never reports more than all used, nor less than none', () => {
    expect(quotaUsedShare({ daily_limit: 5, remaining: -2 })).toBe(1);
    expect(quotaUsedShare({ daily_limit: 5, remaining: 9 })).toBe(0);
  });
});

describe('matchLevel', () => {
  it('reads scores by the bands the benchmark measured, not by hand-picked numbers', () => {
    const { high, medium } = VOICE_MATCH_BANDS;
    expect([100, high, high - 1, medium, medium - 1, 0].map(matchLevel)).toEqual([
      'high',
      'high',
      'medium',
      'medium',
      'low',
      'low',
    ]);
  });

  it('says "very much like you" only where at most 5% of other writers reach (79 and up, measured)', () => {
    expect(matchLevel(80)).toBe('high');
    expect(matchLevel(78)).toBe('medium');
    expect(matchLevel(66)).toBe('medium');
    expect(matchLevel(65)).toBe('low');
  });
});
