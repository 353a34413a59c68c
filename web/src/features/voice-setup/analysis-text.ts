// How the analysis figures turn into plain words: the bands behind "short sentences", the suggestions
// that raise the confidence, and the sample cuts of docs/product.md, Constants.
import { PREVIEW_CUTS } from '@inkprint/shared';

type Band = 'Short' | 'Medium' | 'Long';

/** Words per sentence: up to 14 reads as short, above 22 as long. */
export function sentenceBand(words: number): Band {
  return words <= 14 ? 'Short' : words <= 22 ? 'Medium' : 'Long';
}

/** Words per paragraph: up to 50 is short, above 120 long. */
export function paragraphBand(words: number): Band {
  return words <= 50 ? 'Short' : words <= 120 ? 'Medium' : 'Long';
}

/** Commas per sentence. */
export function commaBand(perSentence: number): 'Few' | 'Some' | 'Many' {
  return perSentence < 0.6 ? 'Few' : perSentence <= 1.5 ? 'Some' : 'Many';
}

/** The analysis asks for 5,000 words and 5 documents before it trusts a profile fully. */
const WORDS_FOR_FULL_CONFIDENCE = 5000;
const DOCUMENTS_FOR_FULL_CONFIDENCE = 5;

/** More words to add, rounded up to the hundred. */
export function wordsToAdd(totalWords: number): number {
  return Math.max(100, Math.ceil((WORDS_FOR_FULL_CONFIDENCE - totalWords) / 100) * 100);
}

export function documentsToAdd(documents: number): number {
  return Math.max(1, DOCUMENTS_FOR_FULL_CONFIDENCE - documents);
}

/** The first samples, each cut at 200 characters (whole characters, never half an emoji). */
export function sampleExcerpts(samples: readonly string[]): string[] {
  return samples.slice(0, PREVIEW_CUTS.samples).map((text) => {
    const chars = Array.from(text.trim());
    return chars.length <= PREVIEW_CUTS.sample
      ? chars.join('')
      : `${chars.slice(0, PREVIEW_CUTS.sample).join('').trimEnd()}…`;
  });
}

/**
 * A sample's paragraphs: blank lines separate them (a TXT file's title is a paragraph of its own), single
 * line breaks are wrapped lines of one paragraph.
 */
export function sampleParagraphs(sample: string): string[] {
  return sample
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}
