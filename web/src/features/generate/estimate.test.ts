// The rough wording of a duration (a few seconds, tens of seconds, whole minutes), the countdown from an
// estimate, the size a rewrite's time is taken from, and which engines' measured times the screen shows.
import { describe, expect, it } from 'vitest';
import { configOf } from '../../test/config';
import { closestSize, localDraftSeconds, roughDuration, secondsLeft } from './estimate';

describe('roughDuration', () => {
  it.each([
    [0, { unit: 'fewSeconds' }],
    [9.9, { unit: 'fewSeconds' }],
    [10, { unit: 'seconds', count: 10 }],
    [38, { unit: 'seconds', count: 40 }],
    [54, { unit: 'seconds', count: 50 }],
    [55, { unit: 'minutes', count: 1 }],
    [89, { unit: 'minutes', count: 1 }],
    [90, { unit: 'minutes', count: 2 }],
    [420, { unit: 'minutes', count: 7 }],
    [Number.NaN, { unit: 'fewSeconds' }],
  ])('words %s s as %o', (seconds, rough) => {
    expect(roughDuration(seconds)).toEqual(rough);
  });
});

describe('secondsLeft', () => {
  const estimate = { stage: 'draft' as const, seconds: 60, targetWords: 300, receivedAt: 10_000 };

  it('counts down by the time gone since the estimate arrived, past zero', () => {
    expect(secondsLeft(estimate, 10_000)).toBe(60);
    expect(secondsLeft(estimate, 40_000)).toBe(30);
    expect(secondsLeft(estimate, 80_000)).toBe(-10);
  });

  it('never counts up from a clock read before the estimate arrived', () => {
    expect(secondsLeft(estimate, 5_000)).toBe(60);
  });
});

describe('closestSize', () => {
  it.each([
    [1, 'small'],
    [199, 'small'],
    [201, 'medium'],
    [649, 'medium'],
    [651, 'large'],
    [1700, 'large'],
  ])('takes %i words for %s', (words, size) => {
    expect(closestSize(words)).toBe(size);
  });
});

describe('localDraftSeconds', () => {
  const seconds = { small: 38, medium: 100, large: 420 };
  const local = (engine: object = {}) =>
    configOf({ provider: 'local', model: 'm', offline: true, draft_seconds: seconds, ...engine }).engine;

  it('gives the local model’s measured times while it writes the drafts', () => {
    expect(localDraftSeconds(local())).toEqual(seconds);
    expect(localDraftSeconds(local({ state: 'loading', progress: 1 }))).toEqual(seconds);
  });

  it('gives none while the offline engine stands in, for another engine, or without a config', () => {
    expect(localDraftSeconds(local({ state: 'unavailable', progress: 0, detail: 'x' }))).toBeNull();
    expect(localDraftSeconds(local({ state: 'downloading', progress: 0.2 }))).toBeNull();
    expect(localDraftSeconds(configOf().engine)).toBeNull();
    expect(localDraftSeconds(undefined)).toBeNull();
  });
});
