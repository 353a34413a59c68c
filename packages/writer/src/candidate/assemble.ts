/** Phases 4 and 5: emoji where the user writes them, then the text, lines and paragraphs joined. */
import type { Block } from '../plan.js';
import { MIN_EMOJI_RATE } from '../tuning.js';
import type { Filled } from './fill.js';
import type { DraftState } from './state.js';

const EMOJI = ['🙂', '✨', '💡', '👉', '🚀', '🙌'];

/** Emoji at paragraph ends, at the profile's rate (per 100 words). */
export function emojiTails(st: DraftState, paras: Filled[], target: number): Map<Filled, string> {
  const tails = new Map<Filled, string>();
  if (st.p.emojiRate >= MIN_EMOJI_RATE) {
    let budget = Math.max(1, Math.round((st.p.emojiRate * target) / 100));
    for (const o of paras) {
      if (budget <= 0) break;
      if (!o.items.length) continue;
      tails.set(o, EMOJI[Math.floor(st.rng() * EMOJI.length)]!);
      budget--;
    }
  }
  return tails;
}

/** The draft's text: a line attached to the next paragraph joins it with a single newline. */
export function assemble(out: Filled[], tails: Map<Filled, string>): string {
  let text = '';
  let prev: Block | null = null;
  for (const o of out) {
    if (o.block.kind === 'para' && !o.items.length) continue;
    const emoji = tails.get(o);
    const body =
      o.block.kind === 'line'
        ? o.block.text
        : `${o.items.map((s) => s.text).join(' ')}${emoji ? ` ${emoji}` : ''}`;
    if (!text) text = body;
    else {
      const single =
        (prev?.kind === 'line' && prev.attach === 'next') ||
        (o.block.kind === 'line' && o.block.attach === 'prev');
      text += single ? `\n${body}` : `\n\n${body}`;
    }
    prev = o.block;
  }
  return text;
}
