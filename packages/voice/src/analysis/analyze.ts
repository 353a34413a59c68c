/**
 * analyzeVoice: the corpus-level voice profile. Sections in the corpus's primary language with high or
 * medium priority form the learning set (every section in that language if none qualify); tone,
 * readability, vocabulary, style vector and samples come from it, habits from every section in that
 * language. Sections in other languages are set aside: one voice is learned from one language, and the
 * summary says how many words were set aside and why. Totals, languages and the content-type mix cover
 * every section. Expensive sample work (MATTR, n-grams, habits, sample passages) is capped, so cost is
 * linear in input size.
 */
import { COMPLEXITIES, CONTENT_TYPES, type ContentType, type Tone } from '@inkprint/shared';
import { buildVoiceprint } from './calibrate.js';
import { habitsOf } from './habits.js';
import { isTitleLine, MIN_PROSE_WORDS, proseParagraphs, proseSentences } from './prose.js';
import { complexityOf, readability } from './readability.js';
import { SAMPLE_TOKENS } from './sample.js';
import { primaryLanguage, priorityOf, type SectionInternal, sectionize } from './sections.js';
import { splitParagraphs, splitSentences, tokenizeLower } from './segment.js';
import { emptyStats, mergeStats } from './stats.js';
import { vectorFromStats } from './style-vector.js';
import { toneScores } from './tone.js';
import type {
  ContentSummary,
  DetectedLanguage,
  InputBlock,
  VoiceAnalysis,
  VoiceProfileSummary,
} from './types.js';
import { mattr, mostCommonWords, vocabularyLevel } from './vocabulary.js';
import { VOICEPRINT_TOKENS } from './voiceprint.js';

const SAMPLE_SENTENCES = 5_000;
const SAMPLE_CANDIDATES = 200;

const r2 = (x: number) => (Number.isFinite(x) ? Math.round(x * 100) / 100 : 0);
const r1 = (x: number) => (Number.isFinite(x) ? Math.round(x * 10) / 10 : 0);

/** Picks up to `max` items spread evenly across `list`, so samples cover the whole corpus. */
function spread<T>(list: T[], max: number): T[] {
  if (list.length <= max) return list;
  const out: T[] = [];
  for (let i = 0; i < max; i++) out.push(list[Math.floor((i * list.length) / max)]!);
  return out;
}

const EXCERPT_CHARS = 700;

/**
 * Passage of at most ~700 characters, cut at a sentence end. Paragraph breaks stay ("\n\n"), so a title
 * line that is a paragraph of its own (TXT files have no heading styles) never runs into the first sentence.
 */
function excerpt(text: string, lang: DetectedLanguage): string {
  // Whole prose sentences only: header lines, commands and fragments are never shown as the user's writing;
  // a title line the passage opens with stays, as its own paragraph.
  const paras = proseParagraphs(text, lang).map((ss) => ss.join(' '));
  const first = splitParagraphs(text)[0];
  if (paras.length && first && isTitleLine(first)) paras.unshift(first.trim());
  const flat = paras.join('\n\n');
  if (flat.length <= EXCERPT_CHARS) return flat;
  const out: string[] = [];
  let length = 0;
  for (const p of paras) {
    let para = '';
    let full = false;
    for (const s of splitSentences(p.slice(0, 2 * EXCERPT_CHARS), lang)) {
      const add = s.length + (para ? 1 : out.length ? 2 : 0);
      if (length + add > EXCERPT_CHARS) {
        full = true;
        break;
      }
      para = para ? `${para} ${s}` : s;
      length += add;
    }
    if (para) out.push(para);
    if (full) break;
  }
  // A first sentence too long to fit would leave nothing: cut within it instead.
  if (length >= EXCERPT_CHARS / 3) return out.join('\n\n');
  const cut = flat.slice(0, EXCERPT_CHARS - 1);
  const space = cut.search(/\s\S*$/);
  return `${(space > EXCERPT_CHARS / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const SHINGLE = 5;

/** Lower-cased runs of SHINGLE words: two passages sharing most of them are the same writing. */
function shingles(text: string): Set<string> {
  const toks = tokenizeLower(text);
  const out = new Set<string>();
  for (let i = 0; i + SHINGLE <= toks.length; i++) out.add(toks.slice(i, i + SHINGLE).join(' '));
  if (out.size === 0 && toks.length) out.add(toks.join(' '));
  return out;
}

/**
 * Whether `a` repeats `b`: half the shorter one's word runs are in the other. The same text uploaded as
 * .txt and .docx gives passages that differ only at their cuts (a title paragraph in one, a heading in
 * the other), so exact comparison is not enough.
 */
function repeats(a: Set<string>, b: Set<string>): boolean {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  if (small.size === 0) return false;
  let shared = 0;
  for (const x of small) if (large.has(x)) shared++;
  return shared >= small.size / 2;
}

export function analyzeVoice(documents: { id: string; input: string | InputBlock[] }[]): {
  profile: VoiceProfileSummary;
  analysis: VoiceAnalysis;
} {
  const docs = Array.isArray(documents) ? documents : [];
  const all: { doc: number; si: SectionInternal }[] = [];
  // Word counts per language of the sections that learn if their language is the main one (it is not known
  // until every section is read), so the vocabulary comes from the learning set without re-tokenising.
  const countsByLanguage = new Map<DetectedLanguage, Map<string, number>>();
  const countTokens = (toks: readonly string[], si: SectionInternal) => {
    if (priorityOf(si, si.section.language) === 'low') return;
    let counts = countsByLanguage.get(si.section.language);
    if (!counts) {
      counts = new Map();
      countsByLanguage.set(si.section.language, counts);
    }
    for (const t of toks) counts.set(t, (counts.get(t) ?? 0) + 1);
  };
  docs.forEach((d, i) => {
    if (!d) return;
    for (const si of sectionize(d.input, undefined, countTokens)) all.push({ doc: i, si });
  });
  const primary = primaryLanguage(all.map((x) => x.si));
  for (const x of all) x.si.section.priority = priorityOf(x.si, primary);
  const main = all.filter((x) => x.si.section.language === primary);
  let learning = main.filter((x) => x.si.section.priority !== 'low');
  let counts = countsByLanguage.get(primary) ?? new Map<string, number>();
  if (learning.length === 0) {
    // Only lists and short notes: learn from them, still in one language.
    learning = main.length ? main : all;
    counts = new Map();
    for (const x of learning) {
      const { heading, text } = x.si.section;
      for (const t of tokenizeLower(heading ? `${heading}\n\n${text}` : text))
        counts.set(t, (counts.get(t) ?? 0) + 1);
    }
  }

  const stats = learning.reduce((acc, x) => mergeStats(acc, x.si.stats), emptyStats());
  const totalWords = all.reduce((a, x) => a + x.si.section.word_count, 0);
  const learnedWords = learning.reduce((a, x) => a + x.si.section.word_count, 0);
  const learnedDocs = new Set(learning.filter((x) => x.si.section.word_count > 0).map((x) => x.doc)).size;
  // What the voice was not learned from: writing in other languages, and lists and very short passages.
  const inLearning = new Set(learning);
  let otherLanguageWords = 0;
  let minorWords = 0;
  for (const x of all) {
    if (inLearning.has(x)) continue;
    if (x.si.section.language === primary) minorWords += x.si.section.word_count;
    else otherLanguageWords += x.si.section.word_count;
  }

  // Learning-set token sample for MATTR; sentence sample for habits (word counts were taken in sectionize).
  const sampleSecs = spread(learning, 400);
  const tokens: string[] = [];
  const sentences: string[] = [];
  for (const x of sampleSecs) {
    if (tokens.length < SAMPLE_TOKENS) for (const t of tokenizeLower(x.si.section.text)) tokens.push(t);
    if (sentences.length < SAMPLE_SENTENCES)
      for (const p of splitParagraphs(x.si.section.text))
        for (const s of proseSentences(p, primary, true)) sentences.push(s);
  }
  if (tokens.length > SAMPLE_TOKENS) tokens.length = SAMPLE_TOKENS;

  const tone = toneScores(stats);
  const read = readability(stats, primary);
  const complexity = totalWords === 0 ? COMPLEXITIES[0] : complexityOf(read);
  const diversity = mattr(tokens);
  const longRatio = stats.words ? stats.longWords / stats.words : 0;
  const vocabLevel = vocabularyLevel(diversity, longRatio, primary, tokens.length);

  // Content types over all sections.
  const dist: Partial<Record<ContentType, { count: number; percentage: number }>> = {};
  const typeWords = new Map<ContentType, number>();
  for (const x of all) {
    const t = x.si.section.content_type;
    dist[t] = { count: (dist[t]?.count ?? 0) + 1, percentage: 0 };
    typeWords.set(t, (typeWords.get(t) ?? 0) + x.si.section.word_count);
  }
  for (const v of Object.values(dist)) if (v) v.percentage = r1((100 * v.count) / Math.max(1, all.length));
  let primaryType: ContentType = 'general_content';
  let bestKey = -1;
  for (const t of CONTENT_TYPES) {
    const d = dist[t];
    if (!d) continue;
    // General content only wins when nothing specific covers at least a quarter of the sections.
    const key = d.count + (typeWords.get(t) ?? 0) / 1e7 - (t === 'general_content' ? all.length * 0.25 : 0);
    if (key > bestKey) [primaryType, bestKey] = [t, key];
  }
  if (!dist[primaryType]) primaryType = 'general_content';

  // Representative passages: prose sections closest to the corpus's sentence length and tone.
  const meanSent = stats.sentences ? stats.sentLenSum / stats.sentences : 0;
  const cand = spread(
    learning
      .filter((x) => x.si.section.priority === 'high' && x.si.stats.sentences > 0)
      .concat(learning.filter((x) => x.si.section.priority === 'medium' && x.si.stats.sentences > 0)),
    SAMPLE_CANDIDATES,
  );
  const scored = cand.map((x) => {
    const s = x.si.stats;
    const sl = s.sentences ? s.words / s.sentences : 0;
    const t = toneScores(s);
    const toneGap = (Object.keys(tone.tone_scores) as Tone[]).reduce(
      (a, k) => a + Math.abs(t.tone_scores[k] - tone.tone_scores[k]),
      0,
    );
    const lenPenalty = Math.abs(Math.log((x.si.section.word_count + 20) / 170));
    const prio = x.si.section.priority === 'high' ? 0 : 0.5;
    return {
      x,
      score: Math.abs(sl - meanSent) / Math.max(5, meanSent) + toneGap / 3 + lenPenalty * 0.5 + prio,
    };
  });
  scored.sort((a, b) => a.score - b.score);
  const perDoc = new Map<number, number>();
  const maxPerDoc = docs.length >= 3 ? 2 : 5;
  const sample_content: string[] = [];
  const chosen: Set<string>[] = [];
  for (const { x } of scored) {
    if (sample_content.length >= 5) break;
    const n = perDoc.get(x.doc) ?? 0;
    if (n >= maxPerDoc) continue;
    const text = excerpt(x.si.section.text, x.si.section.language);
    if (!text) continue;
    // The same writing uploaded twice (say as .txt and .docx) is one sample.
    const runs = shingles(text);
    if (chosen.some((c) => repeats(runs, c))) continue;
    chosen.push(runs);
    perDoc.set(x.doc, n + 1);
    sample_content.push(text);
  }

  const languages: Partial<Record<DetectedLanguage, number>> = {};
  for (const x of all) {
    const l = x.si.section.language;
    languages[l] = (languages[l] ?? 0) + x.si.section.word_count;
  }
  for (const k of Object.keys(languages) as DetectedLanguage[])
    languages[k] = totalWords ? Math.round((1000 * languages[k]!) / totalWords) / 1000 : 0;

  const prio = { high: 0, medium: 0, low: 0 };
  for (const x of all) prio[x.si.section.priority]++;

  // Confidence: words (500 / 2,000 / 5,000), documents (1 / 3 / 5), variety, language and prose share.
  // Words count as far as the voice was learned from them; documents as uploaded (the user's file slots).
  const docCount = new Set(all.filter((x) => x.si.section.word_count > 0).map((x) => x.doc)).size;
  const wordsPart =
    learnedWords >= 5000
      ? 1
      : learnedWords >= 2000
        ? 0.75
        : learnedWords >= 500
          ? 0.45
          : (learnedWords / 500) * 0.3;
  const docsPart = docCount >= 5 ? 1 : docCount >= 3 ? 0.75 : docCount >= 1 ? 0.4 : 0;
  const variety = Object.keys(dist).length;
  const varietyPart = variety >= 3 ? 1 : variety === 2 ? 0.7 : variety === 1 ? 0.4 : 0;
  const primaryShare = languages[primary] ?? 0;
  // Running text among the main language's sections: the others are low because of their language alone.
  const proseShare = main.length
    ? main.filter((x) => x.si.section.priority === 'high').length / main.length
    : 0;
  const confScore = r2(
    Math.max(
      0,
      Math.min(1, 0.5 * wordsPart + 0.25 * docsPart + 0.15 * varietyPart + 0.1 * Math.min(1, proseShare * 2)),
    ) * (primaryShare >= 0.8 || totalWords === 0 ? 1 : 0.85),
  );
  const reasons: string[] = [];
  if (learnedWords < 5000) reasons.push('more_words');
  if (docCount < 5) reasons.push('more_documents');
  if (variety < 3) reasons.push('more_variety');
  if (totalWords > 0 && primaryShare < 0.8) reasons.push('single_language');
  if (main.length > 0 && proseShare < 0.5) reasons.push('more_prose');
  const level = confScore >= 0.7 ? 'high' : confScore >= 0.4 ? 'medium' : 'low';

  const habits = habitsOf({
    texts: spread(main, 2000).map((x) => x.si.section.text),
    sentences,
    language: primary,
    stats,
    allStats: main.reduce((acc, x) => mergeStats(acc, x.si.stats), emptyStats()),
  });

  // Voiceprint (authorship signals + per-profile calibration) from the learning sample's first ~30k words.
  const styleVec = vectorFromStats(stats, tokens, primary);
  const vpTexts: string[] = [];
  let vpWords = 0;
  for (const x of sampleSecs) {
    if (vpWords >= VOICEPRINT_TOKENS) break;
    vpTexts.push(x.si.section.text);
    vpWords += x.si.section.word_count;
  }
  const voiceprint = buildVoiceprint(vpTexts, primary, styleVec);

  // A message key with parameters, not prose: the server and the web app render it in the user's language.
  const content_summary: ContentSummary =
    totalWords === 0
      ? { key: 'summary_empty', params: {} }
      : {
          key: 'summary',
          params: {
            sections: all.length,
            words: totalWords,
            documents: docCount,
            learned_sections: learning.length,
            learned_words: learnedWords,
            learned_documents: learnedDocs,
            other_language_words: otherLanguageWords,
            minor_words: minorWords,
            language: primary,
            content_type: primaryType,
            tones: tone.dominant_tones.slice(0, 2),
            complexity,
            vocabulary: vocabLevel,
          },
        };

  const analysis: VoiceAnalysis = {
    content_summary,
    prose: {
      words: stats.sentLenSum,
      sentences: stats.sentences,
      needed: MIN_PROSE_WORDS,
      ready: stats.sentLenSum >= MIN_PROSE_WORDS,
    },
    tone_characteristics: tone,
    writing_style: {
      avg_sentence_length: r1(meanSent),
      avg_paragraph_length: r1(stats.paragraphs ? stats.paraLenSum / stats.paragraphs : 0),
      exclamation_frequency: r2(stats.sentences ? stats.exclSentences / stats.sentences : 0),
      question_frequency: r2(stats.sentences ? stats.questionSentences / stats.sentences : 0),
      comma_frequency: r2(stats.sentences ? stats.commas / stats.sentences : 0),
      writing_complexity: complexity,
      readability: read,
    },
    vocabulary_analysis: {
      unique_words: counts.size,
      vocabulary_diversity: r2(diversity),
      long_word_ratio: r2(longRatio),
      most_common_words: mostCommonWords(counts, primary),
      vocabulary_level: vocabLevel,
    },
    content_types: { type_distribution: dist, primary_content_type: primaryType, content_variety: variety },
    sample_content,
    total_words: totalWords,
    total_sections: all.length,
    avg_words_per_section: r1(all.length ? totalWords / all.length : 0),
    high_priority_sections: prio.high,
    medium_priority_sections: prio.medium,
    low_priority_sections: prio.low,
    languages,
    primary_language: primary,
    confidence: { level, score: confScore, reasons },
    habits,
    style_vector: styleVec,
    voiceprint,
  };
  const profile: VoiceProfileSummary = {
    content_sections_analyzed: learning.length,
    total_words_analyzed: learnedWords,
    primary_tone: tone.primary_tone,
    writing_complexity: complexity,
    vocabulary_level: vocabLevel,
    primary_content_type: primaryType,
  };
  return { profile, analysis };
}
