/**
 * Borrowing from the user's own writing: BM25 (rank.ts, the one retriever) over their passages with snowball-stemmed,
 * stop-word-free terms, queried with the prompt's key phrases. A passage lends sentences only when it
 * shares the prompt's subject (a key phrase's stem, not a generic fallback), and only sentences that
 * carry such a stem, are in the target language and use the draft's form of address. Only whole prose
 * sentences are lent (decision 022): wrapped lines are joined, file furniture and fragments never lent.
 */
import type { Language } from '@inkprint/shared';
import { detectLanguage, proseSentences, splitWords } from '@inkprint/voice';
import { rankTexts } from './rank.js';
import { stemOf } from './stem.js';
import type { Passage } from './types.js';
import type { PromptUnderstanding } from './understand.js';
import { stopWords } from './voice-adapter.js';

export interface Borrowed {
  text: string;
  passage: number;
}

export function borrowSentences(
  passages: readonly Passage[] | undefined,
  u: PromptUnderstanding,
  lang: Language,
  accept: (sentence: string) => boolean,
): Borrowed[] {
  if (!passages?.length) return [];
  const stop = stopWords(lang);
  const subjectStems = new Set(
    [u.topic, ...u.keyPhrases.filter((k) => k.named)]
      .filter((k) => k.score < 9)
      .flatMap((k) => k.stems.filter((s) => s.length >= 3 && !stop.has(s) && !/^\d+$/.test(s))),
  );
  if (!subjectStems.size) return [];
  const topicStems = new Set(u.topic.stems.filter((st) => st.length >= 3 && !stop.has(st)));
  const docs = passages
    .map((p, id) => ({ id, text: typeof p?.text === 'string' ? p.text : '', language: p?.language }))
    .filter((d) => d.text && (d.language ? d.language === lang : detectLanguage(d.text).language === lang));
  if (!docs.length) return [];
  const processTerm = (term: string) => {
    const t = term.toLowerCase();
    if (stop.has(t) || t.length < 2) return null;
    return stemOf(t, lang);
  };
  const query = u.keyPhrases.map((k) => k.text).join(' ');
  const hits = rankTexts(docs, query, { tokenize: (text) => splitWords(text, lang), processTerm }).slice(
    0,
    3,
  );
  const out: Borrowed[] = [];
  for (const hit of hits) {
    const doc = docs.find((d) => d.id === hit.id)!;
    // Whole prose sentences only: never a header or version line, a command or a fragment cut by a line wrap.
    for (const sentence of proseSentences(doc.text, lang)) {
      const s = sentence.replace(/\s+/g, ' ').trim();
      const words = splitWords(s, lang);
      if (words.length < 5 || words.length > 40 || !/[.!?]$/.test(s) || /[#@{}]|https?:/.test(s)) continue;
      // Sharing the subject: a named thing (not a date), or the topic's stems (two of them when it has two).
      const shared = new Set(words.map((w) => stemOf(w, lang)).filter((st) => topicStems.has(st)));
      const named = u.keyPhrases.some((k) => k.named && !k.date && s.includes(k.text));
      if (!named && (shared.size === 0 || shared.size < Math.min(2, topicStems.size))) continue;
      if (!accept(s)) continue;
      out.push({ text: s, passage: hit.id });
    }
  }
  return out;
}
