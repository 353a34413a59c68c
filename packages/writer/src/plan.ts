/**
 * Planning: the parts of each content type with a word budget per paragraph. Fixed lines (title,
 * headings, subject, greeting, sign-off, hashtags) are realised here; paragraphs are filled by the
 * selector, which carries any surplus or shortfall to the next paragraph so the total lands on target.
 */
import type { GenerationType } from '@inkprint/shared';
import { fillPattern, type Role, type SlotContext, secondaryPhrases } from './realise.js';
import { pick, type Rng, shuffle } from './rng.js';
import { countFast } from './shape.js';
import {
  DEFAULT_PARAGRAPH_WORDS,
  MAX_PARAGRAPH_WORDS,
  MEDIUM_BLOG_WORDS,
  MIN_PARAGRAPH_SHARE,
  MIN_PARAGRAPH_WORDS,
  MIN_SOCIAL_PARAGRAPH_WORDS,
  SHORT_BLOG_WORDS,
} from './tuning.js';

export type Block =
  | { kind: 'line'; text: string; attach: 'next' | 'prev' | 'none'; heading: boolean }
  | {
      kind: 'para';
      lead: Role[];
      roles: Role[];
      tail: Role | null;
      budget: number;
      facts: boolean;
    };

export interface PlanInput {
  ctx: SlotContext;
  type: GenerationType;
  target: number;
  /** The profile's average paragraph length in words. */
  paragraphWords: number;
  greeting: string;
  signoff: string;
  hashtags: string[];
  rng: Rng;
}

const words = (s: string, _ctx: SlotContext) => countFast(s);

function firstFilled(patterns: string[], ctx: SlotContext, rng: Rng, kIndex = 0): string {
  const phrases = secondaryPhrases(ctx.understanding);
  for (const p of shuffle(rng, patterns)) {
    const text = fillPattern(p, ctx, phrases.length ? phrases[kIndex % phrases.length]! : null);
    if (text) return text.replace(/[.!]$/, '');
  }
  // No line could be filled: the prompt names no subject, so a title that needs none.
  return pick(rng, ctx.bank.plainTitle);
}

type Attach = 'next' | 'prev' | 'none';
const line = (text: string, attach: Attach = 'next', heading = false): Block => ({
  kind: 'line',
  text,
  attach,
  heading,
});

/** A part of the draft: its share of the words, an optional heading, and how it splits into paragraphs. */
interface Part {
  share: number;
  heading?: string;
  make: (budget: number) => Block[];
}
type Paras = (budget: number, lead: Role[], roles: Role[], tail: Role | null, facts?: boolean) => Block[];

/** Split a part's budget into paragraphs of about `paraWords` words; only the first has the lead. */
function paragraphs(paraWords: number): Paras {
  return (budget, lead, roles, tail, facts = false) => {
    const n = Math.max(1, Math.round(budget / paraWords));
    const out: Block[] = [];
    for (let i = 0; i < n; i++) {
      out.push({
        kind: 'para',
        lead: i === 0 ? lead : ['body', ...roles.filter((r) => r !== 'body')],
        roles,
        tail: i === n - 1 ? tail : null,
        budget: budget / n,
        facts: facts && i === 0,
      });
    }
    return out;
  };
}

/** A blog post's section headings: filled with the secondary phrases, never the same one twice. */
function blogHeadings(ctx: SlotContext, rng: Rng, sections: number): string[] {
  const headings = shuffle(rng, ctx.bank.heading);
  const phrases = secondaryPhrases(ctx.understanding);
  const usedHeadings = new Set<string>();
  // A heading whose slot cannot be filled (no subject) gives way to an unused one that needs none.
  const plainHeading = () =>
    headings
      .filter((x) => !/\{/.test(x))
      .map((x) => fillPattern(x, ctx, null)!)
      .find((x) => !usedHeadings.has(x));
  const out: string[] = [];
  for (let s = 0; s < sections; s++) {
    const h = headings[s % headings.length]!;
    const filled = fillPattern(h, ctx, phrases.length ? phrases[s % phrases.length]! : null);
    const text =
      (filled && !usedHeadings.has(filled) ? filled : null) ??
      plainHeading() ??
      filled ??
      headings.find((x) => !/\{/.test(x))!;
    usedHeadings.add(text);
    out.push(`## ${text.replace(/[.!]$/, '')}`);
  }
  return out;
}

/** A blog post: title; intro, sections under headings, a close with a call to action. */
function blogPost(input: PlanInput, paras: Paras, facts: boolean): { fixed: Block[]; layout: Part[] } {
  const { ctx, target, rng } = input;
  const fixed = [line(`# ${firstFilled(ctx.bank.title, ctx, rng)}`, 'next', true)];
  const sections = target <= SHORT_BLOG_WORDS ? 2 : target <= MEDIUM_BLOG_WORDS ? 3 : 5;
  const layout: Part[] = [
    { share: 0.14, make: (b) => paras(b, ['intro'], ['body', 'question'], null, facts) },
  ];
  for (const heading of blogHeadings(ctx, rng, sections))
    layout.push({
      share: 0.72 / sections,
      heading,
      make: (b) => paras(b, ['body'], ['body', 'question'], null),
    });
  layout.push({ share: 0.14, make: (b) => paras(b, ['close'], ['body', 'close'], 'cta') });
  return { fixed, layout };
}

/** The fixed lines and the parts of each content type, with each part's share of the words. */
function layoutOf(input: PlanInput, paras: Paras): { fixed: Block[]; layout: Part[] } {
  const { ctx, rng } = input;
  const bank = ctx.bank;
  const facts = ctx.understanding.namedThings.length > 0;
  switch (input.type) {
    case 'blog_post':
      return blogPost(input, paras, facts);
    case 'email':
      return {
        fixed: [
          line(`${bank.subjectLabel}: ${firstFilled(bank.title, ctx, rng)}`, 'none'),
          line(input.greeting, 'next'),
        ],
        layout: [
          { share: 0.3, make: (b) => paras(b, ['intro'], ['body'], null, facts) },
          { share: 0.5, make: (b) => paras(b, ['body'], ['body', 'question', 'benefit'], null) },
          { share: 0.2, make: (b) => paras(b, ['cta'], ['close', 'body'], null) },
        ],
      };
    case 'social_media':
      return {
        fixed: [],
        layout: [
          { share: 0.3, make: (b) => paras(b, ['hook'], ['intro', 'body'], null, facts) },
          { share: 0.5, make: (b) => paras(b, ['body'], ['body', 'question', 'benefit'], null) },
          { share: 0.2, make: (b) => paras(b, ['cta'], ['close', 'body'], null) },
        ],
      };
    case 'marketing_copy':
      return {
        fixed: [line(`# ${firstFilled(bank.title, ctx, rng)}`, 'next', true)],
        layout: [
          { share: 0.2, make: (b) => paras(b, ['intro'], ['body', 'question'], null, facts) },
          { share: 0.6, make: (b) => paras(b, ['benefit'], ['benefit', 'body'], null) },
          { share: 0.2, make: (b) => paras(b, ['body'], ['body', 'close'], 'cta') },
        ],
      };
    case 'product_description':
      return {
        fixed: [
          line(`# ${ctx.understanding.namedThings[0] ?? firstFilled(bank.title, ctx, rng)}`, 'next', true),
        ],
        layout: [
          { share: 0.25, make: (b) => paras(b, ['what'], ['body', 'benefit'], null, facts) },
          { share: 0.55, make: (b) => paras(b, ['benefit'], ['benefit', 'body'], null) },
          { share: 0.2, make: (b) => paras(b, ['close'], ['body', 'benefit'], 'cta') },
        ],
      };
  }
  return { fixed: [], layout: [] };
}

/**
 * The draft's blocks: fixed lines, then each part's heading and paragraphs, then trailing lines. The
 * parts share what the fixed lines leave of the target (at least MIN_PARAGRAPH_SHARE of it).
 */
export function planDraft(input: PlanInput): Block[] {
  const { ctx, type, target } = input;
  const minPara = type === 'social_media' ? MIN_SOCIAL_PARAGRAPH_WORDS : MIN_PARAGRAPH_WORDS;
  const paraWords = Math.max(
    minPara,
    Math.min(MAX_PARAGRAPH_WORDS, input.paragraphWords || DEFAULT_PARAGRAPH_WORDS),
  );
  const { fixed, layout } = layoutOf(input, paragraphs(paraWords));
  // Fixed lines at the end.
  const trailing: Block[] = [];
  if (type === 'email') trailing.push(line(input.signoff, 'prev'));
  if (type === 'social_media' && input.hashtags.length) trailing.push(line(input.hashtags.join(' '), 'none'));

  let fixedWords = 0;
  const countLine = (b: Block) => {
    if (b.kind === 'line') fixedWords += words(b.text, ctx);
  };
  fixed.forEach(countLine);
  trailing.forEach(countLine);
  for (const l of layout) if (l.heading) fixedWords += words(l.heading, ctx);
  const rest = Math.max(target * MIN_PARAGRAPH_SHARE, target - fixedWords);
  const blocks: Block[] = [...fixed];
  for (const l of layout) {
    if (l.heading) blocks.push(line(l.heading, 'next', true));
    blocks.push(...l.make(rest * l.share));
  }
  blocks.push(...trailing);
  return blocks;
}
