/**
 * Planning: the parts of each content type with a word budget per paragraph. Fixed lines (title,
 * headings, subject, greeting, sign-off, hashtags) are realised here; paragraphs are filled by the
 * selector, which carries any surplus or shortfall to the next paragraph so the total lands on target.
 */
import type { GenerationType } from '@inkprint/shared';
import { fillPattern, type Role, type SlotContext, secondaryPhrases } from './realise.js';
import { pick, type Rng, shuffle } from './rng.js';
import { countFast } from './shape.js';

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

export function planDraft(input: PlanInput): Block[] {
  const { ctx, type, target, rng } = input;
  const bank = ctx.bank;
  const u = ctx.understanding;
  const hasFacts = u.namedThings.length > 0;
  const blocks: Block[] = [];
  const line = (text: string, attach: 'next' | 'prev' | 'none' = 'next', heading = false): Block => ({
    kind: 'line',
    text,
    attach,
    heading,
  });
  const para = (lead: Role[], roles: Role[], tail: Role | null, budget: number, facts = false): Block => ({
    kind: 'para',
    lead,
    roles,
    tail,
    budget,
    facts,
  });
  const paraWords = Math.max(type === 'social_media' ? 10 : 25, Math.min(110, input.paragraphWords || 50));
  /** Split a part's budget into paragraphs of about the profile's length. */
  const paras = (budget: number, lead: Role[], roles: Role[], tail: Role | null, facts = false) => {
    const n = Math.max(1, Math.round(budget / paraWords));
    const out: Block[] = [];
    for (let i = 0; i < n; i++) {
      out.push(
        para(
          i === 0 ? lead : ['body', ...roles.filter((r) => r !== 'body')],
          roles,
          i === n - 1 ? tail : null,
          budget / n,
          facts && i === 0,
        ),
      );
    }
    return out;
  };
  const fixed: Block[] = [];
  const layout: { share: number; heading?: string; make: (budget: number) => Block[] }[] = [];

  switch (type) {
    case 'blog_post': {
      fixed.push(line(`# ${firstFilled(bank.title, ctx, rng)}`, 'next', true));
      const sections = target <= 150 ? 2 : target <= 400 ? 3 : 5;
      layout.push({ share: 0.14, make: (b) => paras(b, ['intro'], ['body', 'question'], null, hasFacts) });
      const headings = shuffle(rng, bank.heading);
      const phrases = secondaryPhrases(u);
      const usedHeadings = new Set<string>();
      // A heading whose slot cannot be filled (no subject) gives way to an unused one that needs none.
      const plainHeading = () =>
        headings
          .filter((x) => !/\{/.test(x))
          .map((x) => fillPattern(x, ctx, null)!)
          .find((x) => !usedHeadings.has(x));
      for (let s = 0; s < sections; s++) {
        const h = headings[s % headings.length]!;
        const filled = fillPattern(h, ctx, phrases.length ? phrases[s % phrases.length]! : null);
        const text =
          (filled && !usedHeadings.has(filled) ? filled : null) ??
          plainHeading() ??
          filled ??
          headings.find((x) => !/\{/.test(x))!;
        usedHeadings.add(text);
        layout.push({
          share: 0.72 / sections,
          heading: `## ${text.replace(/[.!]$/, '')}`,
          make: (b) => paras(b, ['body'], ['body', 'question'], null),
        });
      }
      layout.push({ share: 0.14, make: (b) => paras(b, ['close'], ['body', 'close'], 'cta') });
      break;
    }
    case 'email': {
      fixed.push(line(`${bank.subjectLabel}: ${firstFilled(bank.title, ctx, rng)}`, 'none'));
      fixed.push(line(input.greeting, 'next'));
      layout.push({ share: 0.3, make: (b) => paras(b, ['intro'], ['body'], null, hasFacts) });
      layout.push({ share: 0.5, make: (b) => paras(b, ['body'], ['body', 'question', 'benefit'], null) });
      layout.push({ share: 0.2, make: (b) => paras(b, ['cta'], ['close', 'body'], null) });
      break;
    }
    case 'social_media': {
      layout.push({ share: 0.3, make: (b) => paras(b, ['hook'], ['intro', 'body'], null, hasFacts) });
      layout.push({ share: 0.5, make: (b) => paras(b, ['body'], ['body', 'question', 'benefit'], null) });
      layout.push({ share: 0.2, make: (b) => paras(b, ['cta'], ['close', 'body'], null) });
      break;
    }
    case 'marketing_copy': {
      fixed.push(line(`# ${firstFilled(bank.title, ctx, rng)}`, 'next', true));
      layout.push({ share: 0.2, make: (b) => paras(b, ['intro'], ['body', 'question'], null, hasFacts) });
      layout.push({ share: 0.6, make: (b) => paras(b, ['benefit'], ['benefit', 'body'], null) });
      layout.push({ share: 0.2, make: (b) => paras(b, ['body'], ['body', 'close'], 'cta') });
      break;
    }
    case 'product_description': {
      const name = u.namedThings[0] ?? firstFilled(bank.title, ctx, rng);
      fixed.push(line(`# ${name}`, 'next', true));
      layout.push({ share: 0.25, make: (b) => paras(b, ['what'], ['body', 'benefit'], null, hasFacts) });
      layout.push({ share: 0.55, make: (b) => paras(b, ['benefit'], ['benefit', 'body'], null) });
      layout.push({ share: 0.2, make: (b) => paras(b, ['close'], ['body', 'benefit'], 'cta') });
      break;
    }
  }
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
  const rest = Math.max(target * 0.5, target - fixedWords);
  blocks.push(...fixed);
  for (const l of layout) {
    if (l.heading) blocks.push(line(l.heading, 'next', true));
    blocks.push(...l.make(rest * l.share));
  }
  blocks.push(...trailing);
  return blocks;
}
