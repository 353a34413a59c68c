/**
 * YAKE-style single-word scores (Campos et al. 2020), lower is more central: per stem, its casing, its
 * position, its frequency against the prompt's, how many different words stand beside it and in how
 * many sentences it appears.
 */
import { stemOf } from '../stem.js';
import { YAKE_SMOOTHING } from '../tuning.js';
import type { PromptContext } from './context.js';
import { hasDigit, isCap } from './tokens.js';

export function wordScores(p: PromptContext): (stem: string) => number {
  const { toks, lang } = p;
  const tf = new Map<string, number>();
  const tfUpper = new Map<string, number>();
  const sentencesOf = new Map<string, Set<number>>();
  const positions = new Map<string, number[]>();
  const left = new Map<string, Set<string>>();
  const right = new Map<string, Set<string>>();
  toks.forEach((t, i) => {
    if (p.isStop(t)) return;
    const k = stemOf(t.lower, lang);
    tf.set(k, (tf.get(k) ?? 0) + 1);
    if ((isCap(t.text) && !t.sentenceStart) || hasDigit(t.text)) tfUpper.set(k, (tfUpper.get(k) ?? 0) + 1);
    if (!sentencesOf.has(k)) sentencesOf.set(k, new Set());
    sentencesOf.get(k)!.add(t.sentence);
    positions.set(k, [...(positions.get(k) ?? []), t.sentence]);
    const l = toks[i - 1];
    const r = toks[i + 1];
    if (l && l.chunk === t.chunk) (left.get(k) ?? left.set(k, new Set()).get(k)!).add(l.lower);
    if (r && r.chunk === t.chunk) (right.get(k) ?? right.set(k, new Set()).get(k)!).add(r.lower);
  });
  const tfs = [...tf.values()];
  const meanTf = tfs.reduce((a, b) => a + b, 0) / Math.max(1, tfs.length);
  const sdTf = Math.sqrt(tfs.reduce((a, b) => a + (b - meanTf) ** 2, 0) / Math.max(1, tfs.length));
  const maxTf = Math.max(1, ...tfs);
  const nSent = Math.max(1, (toks.at(-1)?.sentence ?? 0) + 1);
  return (k: string): number => {
    const f = tf.get(k) ?? 1;
    const tCase = (tfUpper.get(k) ?? 0) / (1 + Math.log(f));
    const pos = positions.get(k) ?? [0];
    const median = [...pos].sort((a, b) => a - b)[Math.floor(pos.length / 2)]!;
    const tPos = Math.log(Math.log(3 + median));
    const tNorm = f / (meanTf + sdTf);
    const dl = left.get(k)?.size ?? 0;
    const dr = right.get(k)?.size ?? 0;
    const tRel = 1 + ((dl + dr) * f) / maxTf / Math.max(1, f);
    const tSent = (sentencesOf.get(k)?.size ?? 1) / nSent;
    return (tRel * tPos) / (tCase + tNorm / tRel + tSent / tRel + YAKE_SMOOTHING);
  };
}
