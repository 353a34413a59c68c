import { describe, expect, it } from 'vitest';
import { countWords, splitWords, textChunks } from './words.js';

describe('countWords', () => {
  it('counts nothing in empty or blank text, and words across line breaks', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('   \n ')).toBe(0);
    expect(countWords('One')).toBe(1);
    expect(countWords('  Ink on\npaper.\n\nIt lasts  ')).toBe(5);
  });

  it('counts words, not dashes, list markers or markdown', () => {
    expect(countWords('- **Ink** lasts — paper too', 'en')).toBe(4);
    expect(countWords("l'homme a 3,5 e-mails", 'fr')).toBe(5);
  });

  it('gives the same count for a long text however it is cut into chunks', () => {
    const sentence = 'Ink on paper lasts longer than anyone expects. ';
    const text = sentence.repeat(200);
    expect(textChunks(text).length).toBeGreaterThan(1);
    expect(textChunks(text).join('')).toBe(text);
    expect(countWords(text, 'en')).toBe(8 * 200);
    expect(splitWords(text, 'en').slice(0, 3)).toEqual(['Ink', 'on', 'paper']);
  });
});
