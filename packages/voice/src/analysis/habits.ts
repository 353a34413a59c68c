/**
 * Writing habits: how the author greets and signs off, hashtags and emoji, recurring phrases, sentence
 * openers and transitions, and (de/fr/it/pt) whether they address readers formally or informally.
 * Runs on a bounded sample of sentences so cost stays flat on large corpora.
 */
import { greetingOf, leadingPhrase, signOffOf } from './content-type.js';
import { TRANSITIONS } from './lexicon/cues.js';
import { ALL_STOPWORDS, STOPWORDS } from './lexicon/stopwords.js';
import { tokenizeLower } from './segment.js';
import type { TextStats } from './stats.js';
import type { DetectedLanguage, VoiceHabits } from './types.js';

/** What ends a phrase: a line break or a mark between words (an apostrophe or hyphen inside a word does not). */
const PHRASE_BREAK = /\n|\u2060|[.,;:!?…()[\]{}"“”«»„|*<>=/]|\s[-–—]\s|\s['‘’]|['‘’](?:\s|$)/u;
const HASHTAG = /(?:^|\s)#([\p{L}\p{N}_]+)/gu;

function top(counts: Map<string, number>, n: number, min = 1): string[] {
  return [...counts.entries()]
    .filter(([, c]) => c >= min)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, n)
    .map(([k]) => k);
}

const inc = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);

export interface HabitInput {
  /** Section texts (with heading stripped). */
  texts: string[];
  /** Whole prose sentences of a bounded sample, with WRAP marks where wrapped lines were joined. */
  sentences: string[];
  language: DetectedLanguage;
  stats: TextStats;
  /** Stats of every section, for per-100-word rates (short social posts are not in the learning set). */
  allStats: TextStats;
}

export function habitsOf(h: HabitInput): VoiceHabits {
  const greetings = new Map<string, number>();
  const signOffs = new Map<string, number>();
  const hashtags = new Map<string, number>();
  for (const text of h.texts) {
    const lines = text.split('\n').filter((l) => l.trim() !== '');
    const first = lines[0];
    if (first) {
      const g = greetingOf(first);
      if (g) inc(greetings, first.trim().slice(0, g.length));
    }
    for (const l of lines.slice(-3)) {
      const s = signOffOf(l);
      if (s) inc(signOffs, l.trim().slice(0, s.length));
    }
    if (text.includes('#')) for (const m of text.matchAll(HASHTAG)) inc(hashtags, `#${m[1]!.toLowerCase()}`);
  }
  const lang = h.language;
  const stop = lang === 'other' ? ALL_STOPWORDS : STOPWORDS[lang];
  const transitions = new Map<string, number>();
  const openers = new Map<string, number>();
  const trigrams = new Map<string, number>();
  const trans = lang === 'other' ? [] : [...TRANSITIONS[lang]].sort((a, b) => b.length - a.length);
  for (const sentence of h.sentences) {
    const toks = tokenizeLower(sentence);
    if (toks.length >= 3) inc(openers, `${toks[0]} ${toks[1]}`);
    const t = leadingPhrase(sentence.replace(/^[\s"'«»“”„(¿¡–—-]+/u, ''), trans);
    if (t) inc(transitions, t);
    // A phrase is a run of words within one clause of one line: it never crosses a line break or a mark.
    for (const run of sentence.split(PHRASE_BREAK)) {
      const words = tokenizeLower(run);
      for (let i = 0; i + 2 < words.length; i++) {
        const a = words[i]!;
        const b = words[i + 1]!;
        const c = words[i + 2]!;
        if (stop.has(a) && stop.has(b) && stop.has(c)) continue;
        if (/\d/.test(a + b + c)) continue;
        // Phrases should start and end on a content word or a pronoun-like opener, not mid-clause glue.
        if (stop.has(c) && stop.has(a)) continue;
        inc(trigrams, `${a} ${b} ${c}`);
      }
    }
  }
  const nSent = Math.max(1, h.sentences.length);
  const s = h.stats;
  const habits: VoiceHabits = {
    greetings: top(greetings, 3),
    sign_offs: top(signOffs, 3),
    hashtags_per_100_words: round2((100 * h.allStats.hashtags) / Math.max(1, h.allStats.words)),
    emoji_per_100_words: round2((100 * h.allStats.emoji) / Math.max(1, h.allStats.words)),
    top_hashtags: top(hashtags, 5),
    favourite_phrases: top(trigrams, 5, s.words > 3000 ? 3 : 2),
    openers: top(openers, 5, Math.max(2, Math.ceil(nSent * 0.03))),
    transitions: top(transitions, 5),
  };
  const total = s.formal + s.informal;
  if (lang !== 'en' && lang !== 'other' && total >= 2) {
    const share = s.formal / total;
    habits.address_form = share >= 0.8 ? 'formal' : share <= 0.2 ? 'informal' : 'mixed';
  }
  return habits;
}

function round2(x: number): number {
  return Number.isFinite(x) ? Math.round(x * 100) / 100 : 0;
}
