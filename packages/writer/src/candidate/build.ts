/**
 * One candidate draft, in explicit phases: plan the blocks, fill every paragraph sentence by sentence,
 * land the total on target, swap sentences toward the voice, add emoji, assemble the text.
 */

import { planDraft } from '../plan.js';
import type { Prepared } from '../prepare.js';
import type { Rng } from '../rng.js';
import { DEFAULT_AVG_SENTENCE, MAX_AVG_SENTENCE, MAX_BORROWED, MIN_AVG_SENTENCE } from '../tuning.js';
import { assemble, emojiTails } from './assemble.js';
import { fillBlocks } from './fill.js';
import { landOnTarget } from './land.js';
import { DraftState } from './state.js';
import { localSearch } from './swap.js';

export interface Draft {
  text: string;
  borrowed: number;
  sentences: number;
  /** Internal estimate of the style distance (lower is nearer the profile). */
  distance: number;
}

export function buildCandidate(p: Prepared, rng: Rng): Draft {
  const { ctx, space, target } = p;
  const blocks = planDraft({
    ctx,
    type: p.req.contentType,
    target,
    paragraphWords: p.paragraphWords,
    greeting: p.greeting,
    signoff: p.signoff,
    hashtags: p.hashtags,
    rng,
  });
  const st = new DraftState(p, rng);
  const totalParaBudget = blocks.reduce((a, b) => a + (b.kind === 'para' ? b.budget : 0), 0);
  const avg = Math.max(MIN_AVG_SENTENCE, Math.min(MAX_AVG_SENTENCE, space.target[0] || DEFAULT_AVG_SENTENCE));
  st.maxBorrowed = Math.floor((MAX_BORROWED * totalParaBudget) / avg);

  const out = fillBlocks(st, blocks, avg);
  const paras = out.filter((o) => o.block.kind === 'para');
  landOnTarget(st, paras, target);
  localSearch(st, paras, target);
  const text = assemble(out, emojiTails(st, paras, target));
  return { text, borrowed: st.borrowed, sentences: st.sentences, distance: st.est() };
}
