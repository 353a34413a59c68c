/**
 * A candidate draft being built: the sentences taken so far (ids, texts, families, borrowed ones, words)
 * and the running style and voiceprint aggregates, so the distance of the draft plus one more sentence
 * is estimated incrementally. `choose` and `framed` pick sentences against it.
 */

import type { Prepared } from '../prepare.js';
import { addPrint, emptyPrint, type PrintAgg, printDistance, printOf } from '../print.js';
import type { PoolSentence, Role } from '../realise.js';
import { frameSentence } from '../realise.js';
import type { Rng } from '../rng.js';
import { addInto, contribution, countFast, derivedContribution, distance, emptyAgg } from '../shape.js';
import {
  BORROWED_PENALTY,
  CHOICE_JITTER,
  END_MISS_FLOOR,
  END_MISS_WEIGHT,
  FAMILY_PENALTY,
  FRAME_START_RANGE,
  FRAME_TRIES_PER_PATTERN,
  OVERSHOOT_FLOOR,
  OVERSHOOT_WEIGHT,
  PRINT_SCALE,
  SEEN_ROLE,
} from '../tuning.js';

export class DraftState {
  readonly agg: Float64Array;
  readonly pagg: PrintAgg | null;
  readonly usedIds = new Set<string>();
  readonly usedText = new Set<string>();
  readonly families = new Map<string, number>();
  borrowed = 0;
  sentences = 0;
  written = 0;
  /** Borrowed sentences allowed in this draft. */
  maxBorrowed = 0;

  constructor(
    readonly p: Prepared,
    readonly rng: Rng,
  ) {
    this.agg = emptyAgg(p.space);
    this.pagg = p.print ? emptyPrint(p.print) : null;
  }

  /** The estimate of the draft's distance to the voice (+ one more sentence); lower is nearer. */
  est(text?: string): number {
    const { p, agg, pagg } = this;
    const c = text === undefined ? undefined : p.contrib.get(text);
    const sd = distance(p.space, agg, c);
    if (!p.print || !pagg) return sd;
    return printDistance(p.print, pagg, text === undefined ? null : printOf(text, p.print), sd) * PRINT_SCALE;
  }

  familyUses(s: PoolSentence): number {
    return this.families.get(s.family) ?? 0;
  }

  eligible(s: PoolSentence): boolean {
    return (
      !this.usedText.has(s.text) &&
      !s.ids.some((id) => this.usedIds.has(id)) &&
      (!s.borrowed || this.borrowed < this.maxBorrowed)
    );
  }

  /** Add (or, with sign −1, remove) a text's share of the aggregates. */
  count(text: string, sign = 1, c = this.p.contrib.get(text)!): void {
    addInto(this.agg, c, sign);
    if (this.p.print && this.pagg) addPrint(this.p.print, this.pagg, printOf(text, this.p.print), sign);
  }

  take(s: PoolSentence, list: PoolSentence[], at = list.length): void {
    list.splice(at, 0, s);
    this.usedText.add(s.text);
    for (const id of s.ids) this.usedIds.add(id);
    this.families.set(s.family, (this.families.get(s.family) ?? 0) + 1);
    if (s.borrowed) this.borrowed++;
    this.sentences++;
    this.count(s.text);
    this.written += this.p.words.get(s.text)!;
  }

  drop(list: PoolSentence[], at: number): void {
    const [s] = list.splice(at, 1);
    if (!s) return;
    this.usedText.delete(s.text);
    for (const id of s.ids) this.usedIds.delete(id);
    this.families.set(s.family, (this.families.get(s.family) ?? 1) - 1);
    if (s.borrowed) this.borrowed--;
    this.sentences--;
    this.count(s.text, -1);
    this.written -= this.p.words.get(s.text)!;
  }

  /** A fixed line (title, heading, greeting) counts toward the style and the length. */
  addLine(text: string): number {
    this.count(text, 1, contribution(text, this.p.space));
    const w = countFast(text);
    this.written += w;
    return w;
  }

  /** A plain opener framed with a key phrase: the least used frame and phrase, so openers vary. */
  framed(s: PoolSentence): PoolSentence | null {
    const { ctx } = this.p;
    const n = ctx.bank.frame.length;
    const start = Math.floor(this.rng() * FRAME_START_RANGE);
    let best: PoolSentence | null = null;
    for (let i = 0; i < n * FRAME_TRIES_PER_PATTERN; i++) {
      const f = frameSentence(s, ctx, (start + i) % n, Math.floor((start + i) / n));
      if (!f || !this.eligible(f)) continue;
      // A frame that names the subject before one that names the readers ("For beginners, …").
      if (
        !best ||
        (f.topical && !best.topical) ||
        (f.topical === best.topical && this.familyUses(f) < this.familyUses(best))
      )
        best = f;
    }
    if (best && !this.p.contrib.has(best.text)) {
      const parts = [this.p.contrib.get(s.text)!];
      this.p.contrib.set(best.text, derivedContribution('trans', parts, best.variant!.extra, this.p.space));
      this.p.words.set(best.text, countFast(best.text));
    }
    return best;
  }

  /** The cost of sentence s against a remaining word budget: its distance plus length and reuse penalties. */
  private cost(s: PoolSentence, remaining: number, fitEnd: boolean): number {
    const w = this.p.words.get(s.text)!;
    let score = this.est(s.text);
    if (w > remaining) score += ((w - remaining) / Math.max(OVERSHOOT_FLOOR, remaining)) * OVERSHOOT_WEIGHT;
    if (fitEnd) score += (Math.abs(remaining - w) / Math.max(END_MISS_FLOOR, remaining)) * END_MISS_WEIGHT;
    score += this.familyUses(s) * FAMILY_PENALTY;
    if (s.borrowed) score += BORROWED_PENALTY;
    score += this.rng() * CHOICE_JITTER;
    return score;
  }

  /** Best eligible sentence of the given roles for a remaining word budget. */
  choose(roles: Role[], remaining: number, mustTopical: boolean, fitEnd: boolean): PoolSentence | null {
    let best: PoolSentence | null = null;
    let bestScore = Number.POSITIVE_INFINITY;
    let seen = 0;
    for (const role of roles) {
      const pool = this.p.pools[role];
      if (!pool.length) continue;
      const start = Math.floor(this.rng() * pool.length);
      let seenRole = 0;
      for (let i = 0; i < pool.length && seenRole < SEEN_ROLE && seen < SEEN_ROLE * 2; i++) {
        const s = pool[(start + i) % pool.length]!;
        if (!this.eligible(s) || (mustTopical && !s.topical)) continue;
        seen++;
        seenRole++;
        const score = this.cost(s, remaining, fitEnd);
        if (score < bestScore) {
          bestScore = score;
          best = s;
        }
      }
    }
    return best;
  }
}
