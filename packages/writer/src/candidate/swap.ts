/**
 * Phase 3, local search: swap a sentence for an unused one of about the same length when that brings
 * the draft nearer the profile (leads, facts and calls to action stay).
 */
import type { PoolSentence } from '../realise.js';
import {
  FAMILY_PENALTY,
  MIN_SWAP_ROUNDS,
  SWAP_CANDIDATES,
  SWAP_LENGTH_SPREAD,
  SWAP_MIN_GAIN,
  SWAP_ROUNDS,
} from '../tuning.js';
import type { Filled } from './fill.js';
import { lockedTail } from './land.js';
import type { DraftState } from './state.js';

/** The sentences that may be swapped: not a paragraph's locked lead, its facts or its closing line. */
function swappable(paras: Filled[]): { o: Filled; i: number }[] {
  const out: { o: Filled; i: number }[] = [];
  for (const o of paras) {
    for (let i = Math.max(1, o.locked); i < o.items.length - lockedTail(o); i++) {
      if (o.items[i]!.role !== 'facts') out.push({ o, i });
    }
  }
  return out;
}

/** The unused sentence of about old's length that brings the draft nearest, if any beats `base`. */
function bestReplacement(st: DraftState, old: PoolSentence, base: number): PoolSentence | null {
  const ow = st.p.words.get(old.text)!;
  let best: PoolSentence | null = null;
  let bestD = base;
  let tried = 0;
  for (let dw = 0; dw <= SWAP_LENGTH_SPREAD && tried < SWAP_CANDIDATES; dw++) {
    for (const len of dw === 0 ? [ow] : [ow - dw, ow + dw]) {
      const bucket = st.p.byLength.get(len);
      if (!bucket) continue;
      const start = Math.floor(st.rng() * bucket.length);
      for (let k = 0; k < bucket.length && tried < SWAP_CANDIDATES; k++) {
        const c = bucket[(start + k) % bucket.length]!;
        if (c === old || !st.eligible(c) || c.ids.some((id) => old.ids.includes(id))) continue;
        tried++;
        const d = st.est(c.text) + st.familyUses(c) * FAMILY_PENALTY;
        if (d < bestD - SWAP_MIN_GAIN) {
          bestD = d;
          best = c;
        }
      }
    }
  }
  return best;
}

export function localSearch(st: DraftState, paras: Filled[], target: number): void {
  const slots = swappable(paras);
  // SWAP_ROUNDS tries per 1000 words: a short draft has few sentences to swap.
  const rounds = Math.max(MIN_SWAP_ROUNDS, Math.round((SWAP_ROUNDS * target) / 1000));
  for (let round = 0; round < rounds && slots.length; round++) {
    const { o, i } = slots[Math.floor(st.rng() * slots.length)]!;
    const old = o.items[i]!;
    // The draft without the old sentence, to compare it with the others.
    st.count(old.text, -1);
    const best = bestReplacement(st, old, st.est(old.text));
    st.count(old.text);
    if (best) {
      st.drop(o.items, i);
      st.take(best, o.items, i);
    }
  }
}
