import { describe, expect, it } from 'vitest';
import {
  CALL_LIMITS,
  CONTEXT_SLOWDOWN,
  callLimitMs,
  draftSeconds,
  secondsFor,
  tokensForWords,
  updateSpeed,
} from './speed.js';

const call = (promptTokens: number, promptMs: number, genTokens: number, genMs: number, contextAt = 0) => ({
  promptTokens,
  promptMs,
  genTokens,
  genMs,
  contextAt,
});

describe('the local model’s speed', () => {
  it('starts from the first call that measured both parts, then follows the newer calls', () => {
    expect(updateSpeed(null, call(10, 100, 20, 1000))).toBeNull();
    const first = updateSpeed(null, call(680, 10_000, 70, 10_000));
    expect(first!.promptTps).toBe(68);
    expect(first!.genTps).toBeCloseTo(7 * (1 + CONTEXT_SLOWDOWN * 35), 6);
    // A slower call pulls the figure down, not all the way.
    const next = updateSpeed(first, call(340, 10_000, 35, 10_000));
    expect(next!.promptTps).toBeLessThan(68);
    expect(next!.promptTps).toBeGreaterThan(34);
    expect(next!.genTps).toBeLessThan(first!.genTps);
    expect(next!.genTps).toBeGreaterThan(first!.genTps / 2);
    // A call that wrote too little leaves the writing figure as it was.
    const few = updateSpeed(first, call(680, 10_000, 2, 10_000));
    expect(few!.genTps).toBe(first!.genTps);
  });

  it('counts the slowdown of a full context: the same speed measured deep in a context is a faster machine', () => {
    const shallow = updateSpeed(null, call(680, 10_000, 70, 10_000, 100))!;
    const deep = updateSpeed(null, call(680, 10_000, 70, 10_000, 3000))!;
    expect(deep.genTps).toBeGreaterThan(shallow.genTps * 1.5);
    // A large draft writes from ≈ 1,000 to ≈ 2,300 tokens of context: slower per token than a small one.
    const speed = { promptTps: 80, genTps: 8 };
    const perTokenLarge = (secondsFor(speed, 1000, 1300) - 1000 / 80) / 1300;
    const perTokenSmall = (secondsFor(speed, 1000, 130) - 1000 / 80) / 130;
    expect(perTokenLarge).toBeGreaterThan(perTokenSmall * 1.1);
  });

  it('gives each call a limit from what it may write, within its bounds', () => {
    const speed = { promptTps: 68, genTps: 7 };
    const expected = secondsFor(speed, 1000, 2584);
    expect(callLimitMs(speed, 1000, 2584, CALL_LIMITS)).toBe(Math.round(3 * expected * 1000 + 60_000));
    expect(callLimitMs(speed, 10, 10, CALL_LIMITS)).toBe(CALL_LIMITS.floorMs);
    expect(callLimitMs({ promptTps: 1, genTps: 0.1 }, 1000, 2584, CALL_LIMITS)).toBe(CALL_LIMITS.ceilingMs);
    expect(callLimitMs(null, 1000, 2584, CALL_LIMITS)).toBe(CALL_LIMITS.fallbackMs);
  });

  it('says how long a draft of each size takes', () => {
    const speed = { promptTps: 50, genTps: 5 };
    const s = draftSeconds(speed);
    expect(s.small).toBe(Math.round(secondsFor(speed, 1000, tokensForWords(100, 'en'))));
    expect(s.medium).toBeGreaterThan(s.small);
    expect(s.large).toBeGreaterThan(s.medium);
    expect(tokensForWords(100, 'de')).toBeGreaterThan(tokensForWords(100, 'en'));
  });
});
