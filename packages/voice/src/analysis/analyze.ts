/**
 * analyzeVoice: the corpus-level voice profile. Sections in the corpus's primary language with high or
 * medium priority form the learning set (all sections if none qualify); tone, readability, style vector
 * and habits come from it, while totals and the content-type mix cover every section. Expensive sample
 * work (MATTR, n-grams, habits, sample passages) is capped, so cost is linear in input size.
 */
import { COMPLEXITIES, CONTENT_TYPES, type ContentType, type Tone } from '@inkprint/shared';
import { buildVoiceprint } from './calibrate.js';
import { habitsOf } from './habits.js';
import { complexityOf, readability } from './readability.js';
import { primaryLanguage, priorityOf, type SectionInternal, sectionize } from './sections.js';
import { splitParagraphs, splitSentences, tokenizeLower } from './segment.js';
import { emptyStats, mergeStats } from './stats.js';
import { vectorFromStats } from './style.js';
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

const SAMPLE_TOKENS = 50_000;
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

/** Passage of at most ~700 characters, cut at a sentence end. */
function excerpt(text: string, lang: DetectedLanguage): string {
  const flat = splitParagraphs(text).join('\n\n');
  if (flat.length <= 700) return flat;
  let out = '';
  for (const s of splitSentences(flat.slice(0, 1500), lang)) {
    if (out.length + s.length + 1 > 700) break;
    out = out ? `${out} ${s}` : s;
  }
  return out || `${flat.slice(0, 697)}…`;
}

export function analyzeVoice(documents: { id: string; input: string | InputBlock[] }[]): {
  profile: VoiceProfileSummary;
  analysis: VoiceAnalysis;
} {
  const docs = Array.isArray(documents) ? documents : [];
  const all: { doc: number; si: SectionInternal }[] = [];
  const counts = new Map<string, number>();
  const countTokens = (toks: readonly string[]) => {
    for (const t of toks) counts.set(t, (counts.get(t) ?? 0) + 1);
  };
  docs.forEach((d, i) => {
    if (!d) return;
    for (const si of sectionize(d.input, undefined, countTokens)) all.push({ doc: i, si });
  });
  const primary = primaryLanguage(all.map((x) => x.si));
  for (const x of all) x.si.section.priority = priorityOf(x.si, primary);
  let learning = all.filter((x) => x.si.section.language === primary && x.si.section.priority !== 'low');
  if (learning.length === 0) learning = all;

  const stats = learning.reduce((acc, x) => mergeStats(acc, x.si.stats), emptyStats());
  const totalWords = all.reduce((a, x) => a + x.si.section.word_count, 0);

  // Learning-set token sample for MATTR; sentence sample for habits (word counts were taken in sectionize).
  const sampleSecs = spread(learning, 400);
  const tokens: string[] = [];
  const sentences: string[] = [];
  for (const x of sampleSecs) {
    if (tokens.length < SAMPLE_TOKENS) for (const t of tokenizeLower(x.si.section.text)) tokens.push(t);
    if (sentences.length < SAMPLE_SENTENCES)
      for (const p of splitParagraphs(x.si.section.text))
        for (const s of splitSentences(p, primary)) sentences.push(s);
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
  const meanSent = stats.sentences ? stats.words / stats.sentences : 0;
  const cand = spread(
    learning
      .filter((x) => x.si.section.priority === 'high')
      .concat(learning.filter((x) => x.si.section.priority === 'medium')),
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
  for (const { x } of scored) {
    if (sample_content.length >= 5) break;
    const n = perDoc.get(x.doc) ?? 0;
    if (n >= maxPerDoc) continue;
    perDoc.set(x.doc, n + 1);
    sample_content.push(excerpt(x.si.section.text, x.si.section.language));
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
  const docCount = new Set(all.filter((x) => x.si.section.word_count > 0).map((x) => x.doc)).size;
  const wordsPart =
    totalWords >= 5000 ? 1 : totalWords >= 2000 ? 0.75 : totalWords >= 500 ? 0.45 : (totalWords / 500) * 0.3;
  const docsPart = docCount >= 5 ? 1 : docCount >= 3 ? 0.75 : docCount >= 1 ? 0.4 : 0;
  const variety = Object.keys(dist).length;
  const varietyPart = variety >= 3 ? 1 : variety === 2 ? 0.7 : variety === 1 ? 0.4 : 0;
  const primaryShare = languages[primary] ?? 0;
  const proseShare = all.length ? prio.high / all.length : 0;
  const confScore = r2(
    Math.max(
      0,
      Math.min(1, 0.5 * wordsPart + 0.25 * docsPart + 0.15 * varietyPart + 0.1 * Math.min(1, proseShare * 2)),
    ) * (primaryShare >= 0.8 || totalWords === 0 ? 1 : 0.85),
  );
  const reasons: string[] = [];
  if (totalWords < 5000) reasons.push('more_words');
  if (docCount < 5) reasons.push('more_documents');
  if (variety < 3) reasons.push('more_variety');
  if (totalWords > 0 && primaryShare < 0.8) reasons.push('single_language');
  if (all.length > 0 && proseShare < 0.5) reasons.push('more_prose');
  const level = confScore >= 0.7 ? 'high' : confScore >= 0.4 ? 'medium' : 'low';

  const habits = habitsOf({
    texts: spread(all, 2000).map((x) => x.si.section.text),
    sentences,
    language: primary,
    stats,
    allStats: all.reduce((acc, x) => mergeStats(acc, x.si.stats), emptyStats()),
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
            language: primary,
            content_type: primaryType,
            tones: tone.dominant_tones.slice(0, 2),
            complexity,
            vocabulary: vocabLevel,
          },
        };

  const analysis: VoiceAnalysis = {
    content_summary,
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
    total_words_analyzed: learning.reduce((a, x) => a + x.si.section.word_count, 0),
    primary_tone: tone.primary_tone,
    writing_complexity: complexity,
    vocabulary_level: vocabLevel,
    primary_content_type: primaryType,
  };
  return { profile, analysis };
}
