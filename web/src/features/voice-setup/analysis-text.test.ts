import { describe, expect, it } from 'vitest';
import {
  commaBand,
  documentsToAdd,
  paragraphBand,
  sampleExcerpts,
  sentenceBand,
  wordsToAdd,
} from './analysis-text';

describe('analysis wording', () => {
  it('bands sentence and paragraph lengths and commas', () => {
    expect([sentenceBand(12), sentenceBand(18), sentenceBand(25)]).toEqual(['Short', 'Medium', 'Long']);
    expect([paragraphBand(40), paragraphBand(80), paragraphBand(200)]).toEqual(['Short', 'Medium', 'Long']);
    expect([commaBand(0.2), commaBand(1), commaBand(2.5)]).toEqual(['Few', 'Some', 'Many']);
  });

  it('asks for the words and documents still missing for full confidence', () => {
    expect(wordsToAdd(3400)).toBe(1600);
    expect(wordsToAdd(3401)).toBe(1600);
    expect(wordsToAdd(4990)).toBe(100);
    expect(documentsToAdd(3)).toBe(2);
    expect(documentsToAdd(5)).toBe(1);
  });

  it('shows the first two samples, each cut at 200 characters', () => {
    const long = 'a'.repeat(250);
    const excerpts = sampleExcerpts([long, 'short', 'third']);
    expect(excerpts).toHaveLength(2);
    expect(excerpts[0]).toBe(`${'a'.repeat(200)}…`);
    expect(excerpts[1]).toBe('short');
    expect(sampleExcerpts(['😀'.repeat(201)])[0]).toBe(`${'😀'.repeat(200)}…`);
  });
});
