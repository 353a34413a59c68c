import { describe, expect, it } from 'vitest';
import { passwordChecks, strengthTone } from './password';

describe('password strength display', () => {
  it('maps scores to red, yellow and green', () => {
    expect([0, 1, 2, 3, 4, 5].map(strengthTone)).toEqual(['red', 'red', 'red', 'yellow', 'green', 'green']);
  });

  it('ticks length, upper, lower and digit but not a symbol', () => {
    expect(passwordChecks('Ab1!').map((check) => check.met)).toEqual([false, true, true, true]);
    expect(passwordChecks('!!!!!!!!').map((check) => check.met)).toEqual([true, false, false, false]);
  });
});
