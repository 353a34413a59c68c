/**
 * Fixing a local draft's length without writing it again (decision 044): a draft that runs past its band
 * is stopped there and cut back to the last whole sentence, which costs nothing; one that ends short is
 * continued, which costs only the missing words.
 */
import { countWords, type Language } from '@inkprint/shared';

/** Where a sentence or a paragraph ends: after . ! ? … (and closing quotes or brackets), or a blank line. */
const END = /[.!?…]["'»”’)\]]*(?=\s|$)|\n\s*\n/g;

/**
 * The text cut back to at most `maxWords` words, at the last sentence end that keeps at least `minWords`;
 * without one, at the last sentence end before `maxWords`; without any, after word `maxWords`. A text
 * within `maxWords` that ends in an unfinished sentence (a stopped draft) loses that sentence when what
 * remains keeps at least `minWords`.
 */
export function trimToWords(text: string, maxWords: number, minWords: number, language: Language): string {
  const whole = text.trim();
  const total = countWords(whole, language);
  const ends: number[] = [];
  for (const m of whole.matchAll(END)) ends.push(m.index + m[0].length);
  const finished = ends.at(-1) === whole.length;
  if (total <= maxWords && finished) return whole;
  let best: string | null = null;
  for (const end of ends) {
    const head = whole.slice(0, end).trim();
    const words = countWords(head, language);
    if (words > maxWords) break;
    best = head;
  }
  if (best !== null && (countWords(best, language) >= minWords || total > maxWords)) return best;
  if (total <= maxWords) return whole;
  // One sentence longer than the band: cut after the last word that fits.
  const re = /\S+/g;
  let count = 0;
  let cut = whole.length;
  for (const m of whole.matchAll(re)) {
    count += countWords(m[0], language);
    if (count > maxWords) {
      cut = m.index;
      break;
    }
  }
  return whole.slice(0, cut).trimEnd();
}
