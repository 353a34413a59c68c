/**
 * Tone scores from lexicon hits per 100 words plus stylistic cues (exclamations, emoji, pronouns, hedges,
 * formal/informal address, numbers, code-like tokens, sentence length). Each raw score r maps to
 * 1 − exp(−r / 4), so ~4 cue hits per 100 words give 0.63. Dominant tones are those within 0.8 of the
 * maximum and ≥ 0.2; when nothing reaches 0.2 the text is 'neutral'.
 */
import type { Tone } from '@inkprint/shared';
import { CUE_TONES, zeroTones } from './lexicon/tone.js';
import type { TextStats } from './stats.js';

export interface ToneResult {
  tone_scores: Record<Tone, number>;
  dominant_tones: Tone[];
  primary_tone: Tone;
}

const r3 = (x: number) => Math.round(x * 1000) / 1000;
const sat = (x: number) => (x > 0 && Number.isFinite(x) ? 1 - Math.exp(-x / 4) : 0);

export function toneScores(s: TextStats): ToneResult {
  const scores: Record<Tone, number> = { ...zeroTones(), neutral: 0 };
  if (s.words === 0) {
    scores.neutral = 1;
    return { tone_scores: scores, dominant_tones: ['neutral'], primary_tone: 'neutral' };
  }
  const per100 = (n: number) => (100 * n) / s.words;
  const sents = Math.max(1, s.sentences);
  const excl = s.exclSentences / sents;
  const asl = (s.sentLenSum || s.words) / sents;
  const emoji = per100(s.emoji);
  const hedges = per100(s.hedges);
  const raw: Record<string, number> = {};
  for (const t of CUE_TONES) raw[t] = per100(s.tone[t]);
  raw.enthusiastic! += 6 * excl + 0.6 * emoji;
  raw.casual! += 0.8 * emoji + 0.25 * per100(s.firstPerson) + 0.8 * per100(s.informal) + (asl < 11 ? 0.5 : 0);
  raw.professional! +=
    0.6 * per100(s.formal) + 0.3 * per100(s.firstPlural) + (asl >= 14 && asl <= 28 ? 0.5 : 0);
  raw.authoritative! += (asl > 20 ? 1 : 0) + 0.2 * per100(s.numbers) - 0.5 * hedges;
  raw.empathetic! += 0.15 * per100(s.secondPerson);
  raw.confident! += 0.2 * per100(s.firstPlural) + (hedges < 0.3 ? 0.5 : 0) - 0.5 * hedges;
  raw.technical! += 1.5 * per100(s.codeish) + 0.2 * per100(s.numbers);
  let max = 0;
  for (const t of CUE_TONES) {
    const v = r3(sat(raw[t]!));
    scores[t] = v;
    if (v > max) max = v;
  }
  scores.neutral = r3(max < 0.2 ? 1 - max : Math.max(0, 0.4 - max));
  if (max < 0.2) return { tone_scores: scores, dominant_tones: ['neutral'], primary_tone: 'neutral' };
  const dominant = CUE_TONES.filter((t) => scores[t] >= 0.8 * max && scores[t] >= 0.2).sort(
    (a, b) => scores[b] - scores[a],
  );
  return { tone_scores: scores, dominant_tones: dominant, primary_tone: dominant[0] ?? 'neutral' };
}
