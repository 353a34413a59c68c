/** The noun phrase around a key phrase with the determiner (and pre-nominal words) it had, decontracted. */
import { ARTICLED_POSSESSIVE, LEXICONS, SECOND_PERSON_DET } from '../lexicon/index.js';
import { MAX_DETERMINER_DISTANCE } from '../tuning.js';
import { type KnownLanguage, stopWords } from '../voice-adapter.js';
import type { Tok } from './tokens.js';

/** "la nostra macchina" needs its article: the one before the possessive, decontracted, or null. */
function articleBefore(toks: Tok[], at: number, chunk: number, lang: KnownLanguage): string | null {
  const lex = LEXICONS[lang];
  const dets = new Set(lex.determiners.split('|'));
  const before = toks[at];
  const art =
    before && before.chunk === chunk
      ? (lex.decontract[before.lower] ?? (dets.has(before.lower) ? before.lower : null))
      : null;
  return art && /^(il|la|i|le|o|a|os|as)$/.test(art) ? art : null;
}

/** The noun phrase around tokens i..i+n, or null when it had no determiner that fits the output. */
export function nounPhrase(
  toks: Tok[],
  i: number,
  n: number,
  lang: KnownLanguage,
  text: string,
): string | null {
  const lex = LEXICONS[lang];
  if (!lex.nounPhrases) return null;
  const dets = new Set(lex.determiners.split('|'));
  const chunk = toks[i]!.chunk;
  for (let back = 1; back <= MAX_DETERMINER_DISTANCE && i - back >= 0; back++) {
    const t = toks[i - back]!;
    if (t.chunk !== chunk) return null;
    const lower = t.lower.replace(/'$/, '');
    if (SECOND_PERSON_DET.test(lower)) return null;
    const from = text.slice(toks[i - back + 1]?.start ?? toks[i]!.start, toks[i + n - 1]!.end);
    const rest = back === 1 ? text.slice(toks[i]!.start, toks[i + n - 1]!.end) : from;
    if (dets.has(lower)) {
      // "l'école" keeps its elision; other determiners are words of their own.
      const det = t.text.replace(/’/g, "'");
      const np = /'$/.test(det) || /^l'/i.test(t.lower) ? `${det}${rest}` : `${det.toLowerCase()} ${rest}`;
      // Italian and Portuguese possessives take an article: "(sul)la nostra macchina", "(d)a nossa".
      if (lex.possessiveTakesArticle && ARTICLED_POSSESSIVE.test(lower)) {
        const art = articleBefore(toks, i - back - 1, chunk, lang);
        return art ? `${art} ${np}` : null;
      }
      return np;
    }
    if (/^l'/.test(t.lower) && back === 1) return null;
    const d = lex.decontract[lower] ?? (lex.elidedArticlePreposition?.test(lower) ? "l'" : undefined);
    if (d) return d.endsWith("'") ? `${d}${rest}` : `${d} ${rest}`;
    // Only short pre-nominal words (adjectives like "nouvelle", "nuova", "nova") may sit in between.
    if (stopWords(lang).has(lower) || back === MAX_DETERMINER_DISTANCE) return null;
  }
  return null;
}
