/**
 * Phase 1 of a candidate: fill every planned paragraph sentence by sentence, each the one that brings the
 * draft nearest the voice within the paragraph's budget; any surplus or shortfall carries to the next.
 */
import type { Block } from '../plan.js';
import type { PoolSentence, Role } from '../realise.js';
import {
  FIT_END_SENTENCES,
  MAX_PARAGRAPH_SENTENCES,
  STOP_SHARE_OF_SENTENCE,
  TAIL_RESERVE_DIVISOR,
  TAIL_RESERVE_WORDS,
} from '../tuning.js';
import type { DraftState } from './state.js';

export interface Filled {
  block: Block;
  items: PoolSentence[];
  /** Leading sentences that stay (the named things and the opener). */
  locked: number;
}

type Para = Extract<Block, { kind: 'para' }>;

/** Openers that carry no key phrase by nature; a frame names the subject in front of them. */
const UNTOPICAL_LEADS: Role[] = ['cta'];
/** What fills a paragraph when its own roles have nothing left. */
const FILLER: Role[] = ['body', 'benefit', 'question'];

/** The next sentence of a paragraph: its lead first (on the subject), then its roles. */
function nextSentence(st: DraftState, block: Para, first: boolean, remaining: number, avg: number) {
  const roles = first ? block.lead : block.roles;
  // Without a subject nothing is topical: the lead role's own lines ("Let's start with the basics.").
  const topicalLead = first && !UNTOPICAL_LEADS.includes(roles[0]!) && st.p.ctx.understanding.subject;
  const fitEnd = remaining < avg * FIT_END_SENTENCES;
  const s =
    st.choose(roles, remaining, topicalLead, fitEnd) ??
    (first ? st.choose(block.roles, remaining, false, false) : st.choose(FILLER, remaining, false, fitEnd));
  // A paragraph opens on its subject: frame a plain opener with a key phrase when no topical one is left.
  return s && first && !s.topical ? (st.framed(s) ?? s) : s;
}

/** One paragraph toward `goal` words: named things first, then lead and roles, then its closing line. */
function fillParagraph(st: DraftState, block: Para, goal: number, avg: number): Filled {
  const list: PoolSentence[] = [];
  let paraWords = 0;
  // Named things first, so every one of them is in the draft.
  if (block.facts) {
    const f = st.choose(['facts'], goal, true, false);
    if (f) {
      st.take(f, list);
      paraWords += st.p.words.get(f.text)!;
    }
  }
  const tailReserve = block.tail ? Math.min(TAIL_RESERVE_WORDS, goal / TAIL_RESERVE_DIVISOR) : 0;
  let guard = 0;
  while (guard++ < MAX_PARAGRAPH_SENTENCES) {
    const remaining = goal - paraWords - tailReserve;
    const first = list.length === 0 || (block.facts && list.length === 1);
    if (remaining < avg * STOP_SHARE_OF_SENTENCE && !first) break;
    const s = nextSentence(st, block, first, remaining, avg);
    if (!s) break;
    st.take(s, list);
    paraWords += st.p.words.get(s.text)!;
  }
  if (block.tail) {
    const t = st.choose([block.tail], goal - paraWords, false, true);
    if (t) st.take(t, list);
  }
  return { block, items: list, locked: Math.min(list.length, block.facts ? 2 : 1) };
}

/** Every block in order: fixed lines as they are, paragraphs filled against the running total. */
export function fillBlocks(st: DraftState, blocks: Block[], avg: number): Filled[] {
  const out: Filled[] = [];
  let planned = 0;
  for (const block of blocks) {
    if (block.kind === 'line') {
      out.push({ block, items: [], locked: 0 });
      planned += st.addLine(block.text);
      continue;
    }
    planned += block.budget;
    out.push(fillParagraph(st, block, planned - st.written, avg));
  }
  return out;
}
