/**
 * Phase 2: land on the target with whole sentences — drop the one nearest the surplus, or add one where
 * there is room — until the draft is within LANDING_TOLERANCE of the target.
 */
import { LANDING_ROUNDS, LANDING_TOLERANCE } from '../tuning.js';
import type { Filled } from './fill.js';
import type { DraftState } from './state.js';

/** A closing sentence stays last. */
export const lockedTail = (o: Filled) => (o.block.kind === 'para' && o.block.tail ? 1 : 0);

/** The sentence whose length is nearest the surplus, among those that may go. */
function nearestSurplus(st: DraftState, paras: Filled[], gap: number) {
  let best: { o: Filled; i: number; d: number } | null = null;
  for (const o of paras) {
    for (let i = Math.max(1, o.locked); i < o.items.length - lockedTail(o); i++) {
      const s = o.items[i]!;
      if (s.role === 'facts') continue;
      const d = Math.abs(st.p.words.get(s.text)! - gap);
      if (!best || d < best.d) best = { o, i, d };
    }
  }
  return best;
}

export function landOnTarget(st: DraftState, paras: Filled[], target: number): void {
  for (let round = 0; round < LANDING_ROUNDS; round++) {
    const gap = st.written - target;
    if (Math.abs(gap) <= target * LANDING_TOLERANCE) break;
    if (gap > 0) {
      const best = nearestSurplus(st, paras, gap);
      if (!best) break;
      st.drop(best.o.items, best.i);
    } else {
      const room = paras.filter((o) => o.items.length > 0);
      if (!room.length) break;
      const o = room[Math.floor(st.rng() * room.length)]!;
      const s = st.choose(['body', 'benefit', 'question'], -gap, false, true);
      if (!s) break;
      const at = lockedTail(o) ? o.items.length - 1 : o.items.length;
      st.take(s, o.items, Math.max(1, at));
    }
  }
}
