import { countWords } from '@inkprint/shared';
import { describe, expect, it } from 'vitest';
import { trimToWords } from './length.js';

const sentence = (n: number, i: number) =>
  `${Array.from({ length: n - 1 }, () => 'word').join(' ')} end${i}.`;

describe('trimToWords', () => {
  it('leaves a text within the band that ends a sentence as it is', () => {
    const text = [sentence(10, 1), sentence(10, 2)].join(' ');
    expect(trimToWords(text, 25, 15, 'en')).toBe(text);
  });

  it('cuts a long text back to its last whole sentence within the band', () => {
    const text = Array.from({ length: 14 }, (_, i) => sentence(10, i)).join(' ');
    const out = trimToWords(text, 110, 90, 'en');
    expect(countWords(out, 'en')).toBe(110);
    expect(out.endsWith('end10.')).toBe(true);
  });

  it('drops the unfinished sentence of a stopped draft, and keeps paragraphs', () => {
    const text = `# Title\n\n${sentence(40, 1)}\n\n${sentence(40, 2)} and then the model was stopped in`;
    const out = trimToWords(text, 110, 60, 'en');
    expect(out.endsWith('end2.')).toBe(true);
    expect(out).toContain('\n\n');
  });

  it('keeps an unfinished sentence when cutting it would leave the text far too short', () => {
    const text = `${sentence(10, 1)} and this goes on without an end`;
    expect(trimToWords(text, 110, 90, 'en')).toBe(text);
  });

  it('cuts one endless sentence after the last word that fits', () => {
    const text = Array.from({ length: 300 }, (_, i) => `w${i}`).join(' ');
    const out = trimToWords(text, 110, 90, 'en');
    expect(countWords(out, 'en')).toBe(110);
    expect(out.endsWith('w109')).toBe(true);
  });
});
