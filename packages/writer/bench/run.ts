/**
 * Offline writer benchmark (`npm run bench:writer`): 15 voices (5 languages × 3 authors of different
 * genres, bench/fixtures/) × 20 prompts per language (all five content types, three sizes). Prints every
 * figure per language as a Markdown table, then JSON. `--samples` prints one short draft per voice.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { countWords, LANGUAGES, type Language, OUTPUT_SIZES } from '@inkprint/shared';
import {
  analyzeVoice,
  detectLanguage,
  splitSentences,
  type VoiceAnalysis,
  voiceMatch,
} from '@inkprint/voice';
import {
  repeatedSentences,
  sentencesOf,
  simpleStyle,
  UNFILLED_SLOT,
  understandPrompt,
  type WriteResult,
  writeDraft,
} from '../src/index.js';
import { stemOf } from '../src/stem.js';
import { promptsFor } from './prompts.js';

const here = dirname(fileURLToPath(import.meta.url));
const showSamples = process.argv.includes('--samples');

interface Voice {
  name: string;
  text: string;
  analysis: VoiceAnalysis;
  style: { sentenceLength: number; longWordRatio: number };
  sentences: Set<string>;
}

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[\s\p{P}\p{Extended_Pictographic}]+/gu, ' ')
    .trim();
const median = (xs: number[]) => {
  const a = [...xs].sort((x, y) => x - y);
  return a.length
    ? a.length % 2
      ? a[(a.length - 1) / 2]!
      : (a[a.length / 2 - 1]! + a[a.length / 2]!) / 2
    : 0;
};
const pct = (n: number, d: number) => (d ? Math.round((1000 * n) / d) / 10 : 0);

function loadVoices(lang: Language): Voice[] {
  const dir = join(here, 'fixtures', lang);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((f) => {
      const text = readFileSync(join(dir, f), 'utf8');
      const { analysis } = analyzeVoice([{ id: f, input: text }]);
      return {
        name: f.replace(/\.txt$/, ''),
        text,
        analysis,
        style: simpleStyle(text, lang),
        sentences: new Set(splitSentences(text, lang).map(norm)),
      };
    });
}

const simpleDistance = (a: Voice['style'], b: Voice['style']) =>
  Math.hypot((a.sentenceLength - b.sentenceLength) / 10, (a.longWordRatio - b.longWordRatio) / 0.1);

interface LangFigures {
  language: Language;
  drafts: number;
  medianVoiceMatch: number;
  ownBeatsOtherPct: number;
  simpleNearerPct: number;
  lengthWithin10Pct: number;
  lengthOutside20: number;
  languageDetectedPct: number;
  repeatedSentences: number;
  unfilledSlots: number;
  namedThingsPresentPct: number;
  paragraphsWithKeyPhrasePct: number;
  verbatimCopiedPct: number;
  maxVerbatimPerDraftPct: number;
  largeDraftMsMedian: number;
  largeDraftMsMax: number;
  largeDraftCpuMsMedian: number;
  largeDraftCpuMsMax: number;
}

function run(lang: Language): { figures: LangFigures; samples: string[] } {
  const voices = loadVoices(lang);
  const prompts = promptsFor(lang);
  // Warm-up (JIT, lexicon tables) so timings are of a running server.
  writeDraft({ ...prompts[0]!, language: lang, seed: 999 }, { analysis: voices[0]!.analysis });
  let own = 0;
  let pairs = 0;
  let simpleNear = 0;
  let simplePairs = 0;
  const scores: number[] = [];
  let within10 = 0;
  let outside20 = 0;
  let detected = 0;
  let repeated = 0;
  let slots = 0;
  let namedTotal = 0;
  let namedFound = 0;
  let parasTotal = 0;
  let parasKey = 0;
  let sentTotal = 0;
  let sentCopied = 0;
  let maxCopied = 0;
  const timesLarge: number[] = [];
  const cpuLarge: number[] = [];
  let drafts = 0;
  const samples: string[] = [];
  prompts.forEach((p, pi) => {
    const outs: WriteResult[] = [];
    for (const [vi, v] of voices.entries()) {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      const r = writeDraft(
        {
          prompt: p.prompt,
          contentType: p.contentType,
          length: p.length,
          language: lang,
          seed: 1000 + pi * 10 + vi,
        },
        { analysis: v.analysis, passages: [{ text: v.text, language: lang }] },
      );
      const ms = performance.now() - t0;
      const cpu = process.cpuUsage(c0);
      if (p.length === 'large') {
        timesLarge.push(ms);
        cpuLarge.push((cpu.user + cpu.system) / 1000);
      }
      outs.push(r);
      drafts++;
      const text = r.text;
      scores.push(voiceMatch(v.analysis, text).score);
      const target = OUTPUT_SIZES[p.length];
      const w = countWords(text, lang);
      if (Math.abs(w - target) <= target * 0.1) within10++;
      if (Math.abs(w - target) > target * 0.2) outside20++;
      if (detectLanguage(text).language === lang) detected++;
      repeated += repeatedSentences(text, lang);
      if (UNFILLED_SLOT.test(text)) slots++;
      const u = understandPrompt(p.prompt, lang, 'inform');
      for (const n of u.namedThings) {
        namedTotal++;
        if (text.includes(n)) namedFound++;
      }
      const keyStems = new Set(u.keyPhrases.flatMap((k) => k.stems));
      for (const para of text.split(/\n\s*\n/)) {
        if (!para.trim()) continue;
        parasTotal++;
        const words = para.match(/[\p{L}\p{N}]+/gu) ?? [];
        if (
          u.keyPhrases.some((k) => para.includes(k.text)) ||
          words.some((x) => keyStems.has(stemOf(x, lang)))
        ) {
          parasKey++;
        }
      }
      const sents = sentencesOf(text, lang);
      const copied = sents.filter((s) => v.sentences.has(norm(s))).length;
      sentTotal += sents.length;
      sentCopied += copied;
      maxCopied = Math.max(maxCopied, sents.length ? copied / sents.length : 0);
      // One short draft per prompt, voices rotating, so samples cover every type and author.
      if (showSamples && p.length === 'small' && vi === Math.floor(pi / 3) % voices.length) {
        samples.push(
          `[${v.name} · ${p.contentType} · voiceMatch ${voiceMatch(v.analysis, r.text).score}]\n${text}`,
        );
      }
    }
    // Pairs: each voice's output against its own profile vs another voice's output for the same request.
    for (let a = 0; a < voices.length; a++) {
      for (let b = 0; b < voices.length; b++) {
        if (a === b) continue;
        const va = voices[a]!;
        const vb = voices[b]!;
        pairs++;
        if (voiceMatch(va.analysis, outs[a]!.text).score > voiceMatch(va.analysis, outs[b]!.text).score)
          own++;
        simplePairs++;
        const s = simpleStyle(outs[a]!.text, lang);
        if (simpleDistance(s, va.style) < simpleDistance(s, vb.style)) simpleNear++;
      }
    }
  });
  return {
    figures: {
      language: lang,
      drafts,
      medianVoiceMatch: median(scores),
      ownBeatsOtherPct: pct(own, pairs),
      simpleNearerPct: pct(simpleNear, simplePairs),
      lengthWithin10Pct: pct(within10, drafts),
      lengthOutside20: outside20,
      languageDetectedPct: pct(detected, drafts),
      repeatedSentences: repeated,
      unfilledSlots: slots,
      namedThingsPresentPct: pct(namedFound, namedTotal),
      paragraphsWithKeyPhrasePct: pct(parasKey, parasTotal),
      verbatimCopiedPct: pct(sentCopied, sentTotal),
      maxVerbatimPerDraftPct: Math.round(maxCopied * 1000) / 10,
      largeDraftMsMedian: Math.round(median(timesLarge) * 10) / 10,
      largeDraftMsMax: Math.round(Math.max(...timesLarge) * 10) / 10,
      largeDraftCpuMsMedian: Math.round(median(cpuLarge) * 10) / 10,
      largeDraftCpuMsMax: Math.round(Math.max(...cpuLarge) * 10) / 10,
    },
    samples,
  };
}

const rows: LangFigures[] = [];
for (const lang of LANGUAGES) {
  const { figures, samples } = run(lang);
  rows.push(figures);
  if (showSamples) console.log(`\n### ${lang}\n${samples.join('\n\n')}\n`);
}
const cols: [keyof LangFigures, string, (v: number) => boolean][] = [
  ['medianVoiceMatch', 'median voiceMatch (≥ 80)', (v) => v >= 80],
  ['ownBeatsOtherPct', 'own > other profile % (≥ 90)', (v) => v >= 90],
  ['simpleNearerPct', 'simple measure nearer own % (≥ 80)', (v) => v >= 80],
  ['lengthWithin10Pct', 'length ±10 % (≥ 95)', (v) => v >= 95],
  ['lengthOutside20', 'outside ±20 % (0)', (v) => v === 0],
  ['languageDetectedPct', 'language detected % (100)', (v) => v === 100],
  ['repeatedSentences', 'repeated sentences (0)', (v) => v === 0],
  ['unfilledSlots', 'unfilled slots (0)', (v) => v === 0],
  ['namedThingsPresentPct', 'named things present % (100)', (v) => v === 100],
  ['paragraphsWithKeyPhrasePct', 'paragraphs with key phrase % (≥ 80)', (v) => v >= 80],
  ['verbatimCopiedPct', 'verbatim from own writing % (≤ 20)', (v) => v <= 20],
  ['maxVerbatimPerDraftPct', 'max verbatim in one draft %', () => true],
  ['largeDraftMsMedian', '1000-word draft, wall ms, median (≤ 100)', (v) => v <= 100],
  ['largeDraftMsMax', '1000-word draft, wall ms, max', () => true],
  ['largeDraftCpuMsMedian', '1000-word draft, CPU ms, median', () => true],
  ['largeDraftCpuMsMax', '1000-word draft, CPU ms, max', () => true],
];
console.log(`| figure | ${rows.map((r) => r.language).join(' | ')} |`);
console.log(`|---|${rows.map(() => '---').join('|')}|`);
for (const [key, label, ok] of cols) {
  console.log(
    `| ${label} | ${rows.map((r) => `${r[key]}${ok(r[key] as number) ? '' : ' ✗'}`).join(' | ')} |`,
  );
}
console.log(JSON.stringify(rows));
