/**
 * Language detection for en/de/fr/it/pt by weighted stop-word hits plus diacritic cues. Spanish, Polish
 * and Dutch are modelled as decoy classes so that they come out as 'other' instead of the nearest of our
 * five; any text with too few recognisable function words is 'other' too.
 */
import { STOPWORD_LISTS } from './lexicon/stopwords.js';
import { tokenizeLower } from './segment.js';
import type { DetectedLanguage, KnownLanguage } from './types.js';

type Cls = KnownLanguage | 'es' | 'pl' | 'nl';
const CLASSES: Cls[] = ['en', 'de', 'fr', 'it', 'pt', 'es', 'pl', 'nl'];

const DECOYS: Record<'pl' | 'nl', string> = {
  pl: `i w na z się nie do to że jest o jak ale po co tak za od już jego przez dla czy jej są być mnie ich
    tylko go może tym było bardzo który która które także oraz gdy nawet jeszcze przy bez pod nad`,
  nl: `de het een en van ik te dat die in is niet op zijn voor met hij er maar om als ook aan bij nog ze uit
    wat wordt naar kan dan door heeft worden hun deze al zo mijn zij haar wel geen omdat hebben over`,
};

/** word → classes it belongs to, with weight 1/|classes| so shared words ("a", "de") count little. */
const INDEX = new Map<string, { cls: Cls[]; w: number }>();
{
  const add = (c: Cls, words: readonly string[]) => {
    for (const word of words) {
      const e = INDEX.get(word);
      if (e) {
        if (!e.cls.includes(c)) e.cls.push(c);
      } else INDEX.set(word, { cls: [c], w: 1 });
    }
  };
  for (const c of ['en', 'de', 'fr', 'it', 'pt', 'es'] as const) add(c, STOPWORD_LISTS[c]);
  add('pl', DECOYS.pl.split(/\s+/).filter(Boolean));
  add('nl', DECOYS.nl.split(/\s+/).filter(Boolean));
  for (const e of INDEX.values()) e.w = 1 / e.cls.length;
}

const CHAR_CUES: [RegExp, Cls, number][] = [
  [/[ßäöü]/g, 'de', 0.6],
  [/[ãõ]/g, 'pt', 1],
  [/ç/g, 'pt', 0.2],
  [/ç/g, 'fr', 0.2],
  [/[êâîôûœëïèàù]/g, 'fr', 0.15],
  [/[èìòù]/g, 'it', 0.2],
  [/[ñ¿¡]/g, 'es', 1],
  [/[ąęłśżźćń]/g, 'pl', 1],
  [/ij/g, 'nl', 0.3],
];

const MAX_TOKENS = 2000;
const LATIN_OR_DIGIT = /[\p{Script=Latin}\p{N}]/u;

/** Language from pre-tokenised lower-case words (used by the section pipeline to avoid re-tokenising). */
export function detectLanguageFromTokens(
  tokens: readonly string[],
  lowerText: string,
): { language: DetectedLanguage; confidence: number } {
  const n = Math.min(tokens.length, MAX_TOKENS);
  if (n === 0) return { language: 'other', confidence: 0 };
  const score: Record<Cls, number> = { en: 0, de: 0, fr: 0, it: 0, pt: 0, es: 0, pl: 0, nl: 0 };
  let latin = 0;
  for (let i = 0; i < n; i++) {
    const t = tokens[i]!;
    if (t.charCodeAt(0) < 0x250 || LATIN_OR_DIGIT.test(t)) latin++;
    const e = INDEX.get(t);
    if (e) for (const c of e.cls) score[c] += e.w;
  }
  if (latin / n < 0.5) return { language: 'other', confidence: round2(1 - latin / n) };
  const sample = lowerText.length > 20_000 ? lowerText.slice(0, 20_000) : lowerText;
  for (const [re, c, w] of CHAR_CUES) {
    const hits = sample.match(re)?.length ?? 0;
    score[c] += Math.min(hits * w, n * 0.1 * w + 2);
  }
  let best: Cls = 'en';
  let second = 0;
  for (const c of CLASSES) if (score[c] > score[best]) best = c;
  for (const c of CLASSES) if (c !== best && score[c] > second) second = score[c];
  const top = score[best];
  const coverage = top / n;
  const margin = top > 0 ? (top - second) / top : 0;
  const confidence = round2(Math.max(0, Math.min(1, Math.min(1, coverage * 3) * (0.4 + 0.6 * margin))));
  if (top < 1 || coverage < 0.08)
    return { language: 'other', confidence: round2(1 - Math.min(1, coverage * 5)) };
  if (best === 'es' || best === 'pl' || best === 'nl') return { language: 'other', confidence };
  return { language: best, confidence };
}

/** Language of `text` with a 0–1 confidence. Spanish, Polish, Dutch and non-Latin scripts give 'other'. */
export function detectLanguage(text: string): { language: DetectedLanguage; confidence: number } {
  if (typeof text !== 'string' || text.trim() === '') return { language: 'other', confidence: 0 };
  const head = text.length > 40_000 ? text.slice(0, 40_000) : text;
  const lower = head.toLowerCase();
  return detectLanguageFromTokens(tokenizeLower(head), lower);
}

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}
