/**
 * Is the voice-match score valid on real text? (issue #21, point 1; decision 023.)
 *
 * Positives: held-out chunks of a same-genre writer scored against that writer's profile. Negatives:
 * held-out chunks of the other writers of the same genre and language scored against the same profile.
 * Per language and length we report
 * - AUC: the chance that an own chunk outscores another writer's chunk (ties count half);
 * - c@1 (PAN authorship verification): score/100 > 0.5 answers "same writer", < 0.5 "another writer",
 *   exactly 0.5 leaves the case unanswered, which earns the accuracy share instead of 0;
 * - Brier: mean squared gap between score/100 and the truth (1 own, 0 other); lower is better.
 * c@1 and Brier weigh both classes equally (there are four other writers per writer), so a score that
 * calls everything "another writer" does not look good.
 *
 * The bands shown to users ("This reads very much like you" …) and the length below which the score
 * abstains are derived from these same scores (`deriveBands`) and written to
 * packages/shared/src/voice-match-bands.ts by `WRITE_BANDS=1 npm run bench:voice`.
 *
 * Offline drafts: the built-in writer (packages/writer) writes from each writer's profile on briefs in
 * that language; their scores are set against the writer's own held-out text of similar length. A
 * draft that outscores the author's own writing would mean the score measures the writer's optimiser.
 * Generic copy: the same brief and seed written with no profile, scored against the writer's profile —
 * how many points "in your voice" adds over plain copy for the same brief.
 *
 * Run alone: [WRITE_BANDS=1] npx tsx packages/voice/bench/validity.ts
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GenerationType, Language, OutputSize } from '@inkprint/shared';
import { analyzeVoice, voiceMatch } from '../src/analysis/index.js';
import type { VoiceAnalysis } from '../src/analysis/types.js';
import { reportManpages } from './manpages.js';
import { chunkText, loadWriters, type Writer } from './same-genre.js';

const HERE = dirname(fileURLToPath(import.meta.url));
export const BANDS_FILE = join(HERE, '../../shared/src/voice-match-bands.ts');

/** Lengths measured; 150 and 400 are the reported ones, the others place the abstention line. */
export const LENGTHS = [25, 50, 100, 150, 250, 400] as const;
export const REPORTED = [150, 400] as const;
/** AUC a length must reach, pooled and in every language, before the score speaks. */
export const MIN_AUC = 0.9;
/** Share of other same-genre writers' texts allowed to reach a band's floor. */
export const HIGH_FALSE_ALARMS = 0.05;
export const MEDIUM_FALSE_ALARMS = 0.2;

export interface Sample {
  lang: string;
  words: number;
  own: boolean;
  score: number;
}

export interface Metrics {
  auc: number;
  c1: number;
  brier: number;
  own: number;
  other: number;
}

type Scorer = (profile: VoiceAnalysis, text: string) => number;

const profileOf = (w: Writer) => analyzeVoice([{ id: w.name, input: w.profile }]).analysis;

/** Own and other-writer held-out chunks at every length, scored with `scorer` (the shown score by default). */
export function collect(
  scorer: Scorer = (p, t) => voiceMatch(p, t).score,
  writers: readonly Writer[] = loadWriters(),
): Sample[] {
  const chunks = new Map<string, string[]>();
  const chunksOf = (w: Writer, size: number) => {
    const key = `${w.lang}/${w.name}/${size}`;
    if (!chunks.has(key)) chunks.set(key, chunkText(w.heldOut, size, w.lang));
    return chunks.get(key)!;
  };
  const out: Sample[] = [];
  for (const a of writers) {
    const profile = profileOf(a);
    for (const size of LENGTHS)
      for (const b of writers) {
        if (b.lang !== a.lang) continue;
        for (const c of chunksOf(b, size))
          out.push({ lang: a.lang, words: size, own: b.name === a.name, score: scorer(profile, c) });
      }
  }
  return out;
}

export function metrics(samples: readonly Sample[]): Metrics {
  const pos = samples.filter((s) => s.own).map((s) => s.score);
  const neg = samples.filter((s) => !s.own).map((s) => s.score);
  let wins = 0;
  for (const a of pos) for (const b of neg) wins += a > b ? 1 : a === b ? 0.5 : 0;
  const classMean = (xs: number[], f: (x: number) => number) =>
    xs.length ? xs.reduce((s, x) => s + f(x), 0) / xs.length : 0;
  // Balanced: each class weighs half.
  const correct =
    0.5 * classMean(pos, (x) => (x > 50 ? 1 : 0)) + 0.5 * classMean(neg, (x) => (x < 50 ? 1 : 0));
  const unanswered =
    0.5 * classMean(pos, (x) => (x === 50 ? 1 : 0)) + 0.5 * classMean(neg, (x) => (x === 50 ? 1 : 0));
  const brier = 0.5 * classMean(pos, (x) => (1 - x / 100) ** 2) + 0.5 * classMean(neg, (x) => (x / 100) ** 2);
  return {
    auc: pos.length && neg.length ? wins / (pos.length * neg.length) : 0,
    c1: correct + unanswered * correct,
    brier,
    own: pos.length,
    other: neg.length,
  };
}

export interface Bands {
  /** Below this many words the score abstains ("not enough text to judge"). */
  minWords: number;
  /** Floors of the bands, on the 0–100 score. */
  high: number;
  medium: number;
}

/**
 * The bands from measured scores. minWords: the shortest measured length whose AUC reaches MIN_AUC pooled
 * and in every language. high / medium: the lowest score that at most
 * HIGH_FALSE_ALARMS / MEDIUM_FALSE_ALARMS of other same-genre writers' texts of minWords or more
 * reach it (a rate that does not depend on how often users paste someone else's text), pooled over the
 * persona fixtures and, where the machine has them, the real man pages (whose writers lie much closer).
 */
export function deriveBands(samples: readonly Sample[], realText: readonly Sample[] = []): Bands {
  const langs = [...new Set(samples.map((s) => s.lang))];
  const minWords =
    LENGTHS.find((n) => {
      const at = samples.filter((s) => s.words === n);
      return (
        metrics(at).auc >= MIN_AUC &&
        langs.every((l) => metrics(at.filter((s) => s.lang === l)).auc >= MIN_AUC)
      );
    }) ?? LENGTHS[LENGTHS.length - 1]!;
  const judged = samples.filter((s) => s.words >= minWords);
  const neg = [...judged, ...realText.filter((s) => s.words >= minWords)]
    .filter((s) => !s.own)
    .map((s) => s.score)
    .sort((a, b) => a - b);
  // The lowest whole score that at most `share` of other writers' texts reach.
  const floor = (share: number) => {
    for (let t = 0; t <= 100; t++) if (neg.filter((x) => x >= t).length <= share * neg.length) return t;
    return 101;
  };
  return { minWords, high: floor(HIGH_FALSE_ALARMS), medium: floor(MEDIUM_FALSE_ALARMS) };
}

export interface DraftFigures {
  lang: string;
  /** Words asked of the writer and the held-out length it is compared with. */
  size: number;
  heldOut: number;
  drafts: number[];
  /** The writer's own selection score of each draft (what it optimised, decision 023). */
  selected: number[];
  /** The same brief and seed written with no profile (generic copy), scored against the writer's profile. */
  generic: number[];
  own: number[];
}

const BRIEFS: Record<Language, { prompt: string; contentType: GenerationType }[]> = {
  en: [
    { prompt: 'A blog post about cooking for friends on a small budget.', contentType: 'blog_post' },
    { prompt: 'Email to readers announcing a new weekly recipe letter.', contentType: 'email' },
  ],
  de: [
    { prompt: 'E-Mail an das Team zur neuen Urlaubsregelung ab März.', contentType: 'email' },
    { prompt: 'Ein Blogbeitrag darüber, wie wir Besprechungen kürzer machen.', contentType: 'blog_post' },
  ],
  fr: [
    { prompt: 'Un article de blog sur un week-end à pied dans le Jura.', contentType: 'blog_post' },
    { prompt: 'E-mail aux lecteurs pour annoncer notre prochain voyage à Lisbonne.', contentType: 'email' },
  ],
  it: [
    { prompt: "Un post sul blog su come preparare l'orto per l'inverno.", contentType: 'blog_post' },
    { prompt: 'Email ai lettori per annunciare lo scambio di semi di aprile.', contentType: 'email' },
  ],
  pt: [
    { prompt: 'Um artigo de blog sobre como fazer um orçamento familiar.', contentType: 'blog_post' },
    { prompt: 'Email aos leitores a anunciar o novo guia de poupança.', contentType: 'email' },
  ],
};

/** Offline drafts from each writer's profile against that writer's own held-out chunks. */
export async function offlineDrafts(
  scorer: Scorer = (p, t) => voiceMatch(p, t).score,
): Promise<DraftFigures[]> {
  const { writeDraft, writeGeneric } = await import('@inkprint/writer');
  const sizes: [OutputSize, number, number][] = [
    ['small', 100, 150],
    ['medium', 300, 400],
  ];
  const out = new Map<string, DraftFigures>();
  for (const [wi, w] of loadWriters().entries()) {
    const profile = profileOf(w);
    const lang = w.lang as Language;
    for (const [length, size, heldOut] of sizes) {
      const key = `${lang}/${size}`;
      if (!out.has(key))
        out.set(key, { lang, size, heldOut, drafts: [], selected: [], generic: [], own: [] });
      const cell = out.get(key)!;
      for (const c of chunkText(w.heldOut, heldOut, lang)) cell.own.push(scorer(profile, c));
      for (const [bi, b] of BRIEFS[lang].entries()) {
        const req = {
          prompt: b.prompt,
          contentType: b.contentType,
          length,
          language: lang,
          seed: 7 + wi * 10 + bi,
        };
        const r = writeDraft(req, { analysis: profile, passages: [{ text: w.profile, language: lang }] });
        const generic = writeGeneric(req);
        cell.drafts.push(scorer(profile, r.text));
        cell.generic.push(scorer(profile, generic.text));
        cell.selected.push(r.voiceMatch);
      }
    }
  }
  return [...out.values()];
}

const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)]! : 0;
};
const f2 = (x: number) => x.toFixed(2);
const signed = (x: number) => (x > 0 ? `+${x}` : String(x));
const f3 = (x: number) => x.toFixed(3);

export function formatValidity(
  samples: readonly Sample[],
  drafts: readonly DraftFigures[],
  bands: Bands,
  manuals: readonly Sample[] = [],
): string[] {
  const langs = [...new Set(samples.map((s) => s.lang))].sort();
  const row = (label: string, n: number, list: readonly Sample[]) => {
    const m = metrics(list);
    return `| ${label} | ${n} | ${f3(m.auc)} | ${f3(m.c1)} | ${f3(m.brier)} | ${median(list.filter((s) => s.own).map((s) => s.score))} / ${median(list.filter((s) => !s.own).map((s) => s.score))} | ${m.own} / ${m.other} |`;
  };
  const lines = [
    'Voice-match validity (held-out same-genre writing: own vs the other writers of the genre and language;',
    'c@1 and Brier weigh both classes equally):',
    '',
    '| language | words | AUC | c@1 | Brier | median own / other | texts own / other |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const n of REPORTED) {
    for (const l of langs)
      lines.push(
        row(
          l,
          n,
          samples.filter((s) => s.words === n && s.lang === l),
        ),
      );
    lines.push(
      row(
        'all',
        n,
        samples.filter((s) => s.words === n),
      ),
    );
  }
  if (manuals.length) {
    lines.push(
      '',
      'Real text, installed man pages (each page a different project or translator; read from /usr/share/man, not committed):',
      '',
      '| language | words | AUC | c@1 | Brier | median own / other | texts own / other |',
      '|---|---|---|---|---|---|---|',
    );
    const mlangs = [...new Set(manuals.map((s) => s.lang))].sort();
    for (const n of REPORTED)
      for (const l of mlangs)
        lines.push(
          row(
            l,
            n,
            manuals.filter((s) => s.words === n && s.lang === l),
          ),
        );
  }
  lines.push('', 'AUC by length (where the score stops being reliable):', '');
  lines.push(`| words | ${langs.join(' | ')} | all |`, `|---|${langs.map(() => '---|').join('')}---|`);
  for (const n of LENGTHS) {
    const at = samples.filter((s) => s.words === n);
    lines.push(
      `| ${n} | ${langs.map((l) => f2(metrics(at.filter((s) => s.lang === l)).auc)).join(' | ')} | ${f2(metrics(at).auc)} |`,
    );
  }
  const judged = samples.filter((s) => s.words >= bands.minWords);
  const ownShare = (t: number) => {
    const own = judged.filter((s) => s.own);
    return Math.round((100 * own.filter((s) => s.score >= t).length) / own.length);
  };
  lines.push(
    '',
    `Bands derived (packages/shared/src/voice-match-bands.ts): no score below ${bands.minWords} words (shortest length with AUC ≥ ${MIN_AUC} in every language); "very much like you" from ${bands.high} (reached by ≤ ${HIGH_FALSE_ALARMS * 100}% of other writers' texts, personas and man pages pooled, ${ownShare(bands.high)}% of own); "mostly like you" from ${bands.medium} (≤ ${MEDIUM_FALSE_ALARMS * 100}% of others, ${ownShare(bands.medium)}% of own).`,
    '',
    'Offline drafts (packages/writer, two briefs per writer) against the same writer’s own held-out text:',
    '',
    '| language | draft words / held-out words | median draft (writer’s selection score) | median own held-out | drafts above the own median | P(own > draft) | median generic copy | median draft − generic, same brief |',
    '|---|---|---|---|---|---|---|---|',
  );
  for (const d of drafts) {
    const med = median(d.own);
    let wins = 0;
    for (const a of d.own) for (const b of d.drafts) wins += a > b ? 1 : a === b ? 0.5 : 0;
    lines.push(
      `| ${d.lang} | ${d.size} / ${d.heldOut} | ${median(d.drafts)} (${median(d.selected)}) | ${med} | ${d.drafts.filter((x) => x > med).length} of ${d.drafts.length} | ${f2(wins / (d.own.length * d.drafts.length))} | ${median(d.generic)} | ${signed(median(d.drafts.map((x, i) => x - d.generic[i]!)))} |`,
    );
  }
  return lines;
}

export function bandsSource(b: Bands): string {
  return `// Generated by \`WRITE_BANDS=1 npm run bench:voice\` (packages/voice/bench/validity.ts) from the held-out
// same-genre benchmark; do not edit by hand. Decision 023.

/** The voice-match score's bands and the length below which it abstains, derived from measured figures. */
export const VOICE_MATCH_BANDS = {
  /** Fewer words than this: no score ("not enough text to judge"). */
  minWords: ${b.minWords},
  /** From this score: "This reads very much like you." */
  high: ${b.high},
  /** From this score: "This reads mostly like you." */
  medium: ${b.medium},
} as const;
`;
}

export async function benchValidity(write = process.env.WRITE_BANDS === '1'): Promise<string[]> {
  const samples = collect();
  const manuals = collect(undefined, reportManpages()).filter((s) => REPORTED.some((n) => n === s.words));
  const bands = deriveBands(samples, manuals);
  const drafts = await offlineDrafts();
  if (write) writeFileSync(BANDS_FILE, bandsSource(bands));
  return formatValidity(samples, drafts, bands, manuals);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1])
  console.log((await benchValidity()).join('\n'));
