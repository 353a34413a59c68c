import { describe, expect, it } from 'vitest';
import { CALL_LIMITS, callLimitMs, draftSeconds, secondsFor, tokensForWords, updateSpeed } from './speed.js';

describe('the local model’s speed', () => {
  it('starts from the first call that measured both parts, then follows the newer calls', () => {
    expect(updateSpeed(null, { promptTokens: 10, promptMs: 100, genTokens: 20, genMs: 1000 })).toBeNull();
    const first = updateSpeed(null, { promptTokens: 680, promptMs: 10_000, genTokens: 70, genMs: 10_000 });
    expect(first).toEqual({ promptTps: 68, genTps: 7 });
    // A slower call pulls the figure down, not all the way.
    const next = updateSpeed(first, { promptTokens: 340, promptMs: 10_000, genTokens: 35, genMs: 10_000 });
    expect(next!.promptTps).toBeLessThan(68);
    expect(next!.promptTps).toBeGreaterThan(34);
    expect(next!.genTps).toBeLessThan(7);
    expect(next!.genTps).toBeGreaterThan(3.5);
    // A call that wrote too little leaves the writing figure as it was.
    const few = updateSpeed(first, { promptTokens: 680, promptMs: 10_000, genTokens: 2, genMs: 10_000 });
    expect(few!.genTps).toBe(7);
  });

  it('gives each call a limit from what it may write, within its bounds', () => {
    const speed = { promptTps: 68, genTps: 7 };
    // A large German draft on a 2-core server: 1,000 prompt tokens and 2,584 to write ≈ 384 s.
    const expected = secondsFor(speed, 1000, 2584);
    expect(expected).toBeCloseTo(1000 / 68 + 2584 / 7, 5);
    expect(callLimitMs(speed, 1000, 2584, CALL_LIMITS)).toBe(Math.round(3 * expected * 1000 + 60_000));
    expect(callLimitMs(speed, 10, 10, CALL_LIMITS)).toBe(CALL_LIMITS.floorMs);
    expect(callLimitMs({ promptTps: 1, genTps: 0.1 }, 1000, 2584, CALL_LIMITS)).toBe(CALL_LIMITS.ceilingMs);
    expect(callLimitMs(null, 1000, 2584, CALL_LIMITS)).toBe(CALL_LIMITS.fallbackMs);
  });

  it('says how long a draft of each size takes', () => {
    const s = draftSeconds({ promptTps: 50, genTps: 5 });
    expect(s.small).toBe(Math.round(1000 / 50 + tokensForWords(100, 'en') / 5));
    expect(s.medium).toBeGreaterThan(s.small);
    expect(s.large).toBeGreaterThan(s.medium);
    expect(tokensForWords(100, 'de')).toBeGreaterThan(tokensForWords(100, 'en'));
  });
});
