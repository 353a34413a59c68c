import { passwordScore } from '@inkprint/shared';
import { describe, expect, it } from 'vitest';
import { passwordStrength, strengthTone } from './password';

describe('passwordStrength', () => {
  it('scores exactly like the shared server rule', () => {
    for (const sample of [
      '',
      'a',
      'abcdefgh',
      'ABCDEFGH',
      'Abcdefgh',
      'Abcdefg1',
      'Abcdef1!',
      'ÄÖÜäöü12',
      '        ',
      'pässwört',
    ]) {
      expect(passwordStrength(sample), sample).toBe(passwordScore(sample));
    }
  });

  it('maps scores to red, yellow and green', () => {
    expect([0, 1, 2, 3, 4, 5].map(strengthTone)).toEqual(['red', 'red', 'red', 'yellow', 'green', 'green']);
  });
});
