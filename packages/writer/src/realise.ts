/**
 * Realisation: fills a language's patterns with the prompt's phrases and builds, per role, a pool of
 * finished sentences (with exclamation, transition and clause-joined variants) for the selector.
 * Every sentence passes the language's contractions and elisions; a pattern whose slot cannot be filled
 * is dropped, so no slot ever reaches the output.
 */
import type { Language } from '@inkprint/shared';
import { applyGrammar } from './grammar.js';
import type { Bank } from './patterns/bank.js';
import { de } from './patterns/de.js';
import { en } from './patterns/en.js';
import { fr } from './patterns/fr.js';
import { it } from './patterns/it.js';
import { pt } from './patterns/pt.js';
import { pick, type Rng, shuffle } from './rng.js';
import type { AddressForm } from './types.js';
import type { KeyPhrase, PromptUnderstanding } from './understand.js';

export const BANKS: Record<Language, Bank> = { en, de, fr, it, pt };

export type Role = 'intro' | 'body' | 'benefit' | 'question' | 'cta' | 'close' | 'facts' | 'hook' | 'what';

export interface PoolSentence {
  text: string;
  role: Role;
  /** Patterns it was made from: each pattern is used once per draft (with a slot, once per phrase). */
  ids: string[];
  /** Carries a key phrase (or a named thing). */
  topical: boolean;
  borrowed: boolean;
  /** How a variant was made from other pool sentences, so its style features are derived, not measured. */
  variant?: { kind: 'excl' | 'trans' | 'join'; of: string[]; extra: string };
  /** Pattern id without the phrase, for a small penalty when one pattern returns with another phrase. */
  family: string;
  /**
   * Stands alone (an `F|` line: a fragment, a quoted or narrative line): never joined, framed, led by a
   * transition or given an exclamation mark.
   */
  solo?: boolean;
}

export interface SlotContext {
  lang: Language;
  bank: Bank;
  address: AddressForm;
  /** German informal address to a group ("ihr") rather than to one reader ("du"). */
  plural?: boolean;
  /** Clause joints this author uses (the bank's, without ";" for authors who never write one). */
  joiners?: string[];
  understanding: PromptUnderstanding;
}

/**
 * Object form of a phrase: its noun phrase from the prompt, a name as is, otherwise quoted. A phrase of a
 * prompt in another language is always quoted as written: no article or case of this language fits it.
 */
function objectForm(k: KeyPhrase, ctx: SlotContext): string {
  const [open, close] = ctx.bank.quote;
  if (k.named) return k.text;
  if (ctx.understanding.foreign) return `${open}${k.text}${close}`;
  if (ctx.lang === 'en') return k.np ?? k.text;
  if (ctx.lang === 'de') return `${open}${k.text}${close}`;
  return k.np ?? `${open}${k.text}${close}`;
}

/**
 * Label form ({t}, {k}: headings, "Stichwort …"): the bare phrase, quoted when it is another language's.
 * English labels keep what the phrase had in front but an article ("Our new product: what it means…").
 */
function labelForm(k: KeyPhrase, ctx: SlotContext): string {
  const [open, close] = ctx.bank.quote;
  if (ctx.understanding.foreign && !k.named) return `${open}${k.text}${close}`;
  if (ctx.lang === 'en' && k.np && !k.named) return k.np.replace(/^(the|a|an)\s+/i, '');
  return k.text;
}

const SLOT = /\{([TtKkANL])\}/g;
/** A line marked `F|` (alone or after its form-of-address mark) stands alone. */
const SOLO = /^(?:[TVP]\|)?F\|/;

/** Fill one pattern; null when a slot has no value or the line belongs to the other form of address. */
export function fillPattern(pattern: string, ctx: SlotContext, k: KeyPhrase | null): string | null {
  let p = pattern.replace(/^F\|/, '');
  if (p.startsWith('T|')) {
    if (ctx.address !== 'informal' || ctx.plural) return null;
    p = p.slice(2);
  } else if (p.startsWith('P|')) {
    if (ctx.address !== 'informal' || !ctx.plural) return null;
    p = p.slice(2);
  } else if (p.startsWith('V|')) {
    if (ctx.address !== 'formal') return null;
    p = p.slice(2);
  }
  p = p.replace(/^F\|/, '');
  const u = ctx.understanding;
  let ok = true;
  const out = p.replace(SLOT, (_m, s: string) => {
    switch (s) {
      // A prompt with no subject fills no subject slot: the line is skipped, never given a placeholder.
      case 'T':
        if (!u.subject) ok = false;
        return u.subject ? objectForm(u.topic, ctx) : '';
      case 't':
        if (!u.subject) ok = false;
        return u.subject ? labelForm(u.topic, ctx) : '';
      case 'K':
        if (!k) ok = false;
        return k ? objectForm(k, ctx) : '';
      case 'k':
        if (!k) ok = false;
        return k ? labelForm(k, ctx) : '';
      case 'A':
        if (!u.audience) ok = false;
        return u.audience ?? '';
      case 'N':
        if (!u.namedThings.length) ok = false;
        return u.namedThings[0] ?? '';
      case 'L':
        if (!u.namedThings.length) ok = false;
        return listOf(u.namedThings, ctx.bank.and);
      default:
        ok = false;
        return '';
    }
  });
  if (!ok) return null;
  return finish(applyGrammar(out, ctx.lang));
}

export function listOf(items: readonly string[], and: string): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}

/** Capitalise the first letter; keep the sentence's own end mark. */
function finish(s: string): string {
  const t = s.trim();
  return t.charAt(0).toUpperCase() + t.slice(1);
}

/** Phrases other than the topic, for {K}; the topic itself when there is no other; none without a subject. */
export function secondaryPhrases(u: PromptUnderstanding): KeyPhrase[] {
  if (!u.subject) return [];
  const rest = u.keyPhrases.filter((k) => k !== u.topic && k.text !== u.topic.text && !k.date);
  return rest.length ? rest : [u.topic];
}

/** Lower-case the first word when a sentence becomes the second half of another (never a name or "I"). */
export function lowerFirst(s: string, ctx: SlotContext): string {
  const first = s.split(/[\s,:;]/)[0] ?? '';
  if (!first) return s;
  if (ctx.lang === 'en' && /^I('|$)/.test(first)) return s;
  if (ctx.lang === 'de' && /^(Sie|Ihr|Ihre|Ihnen|Ihren|Ihrem|Ihrer)$/.test(first)) return s;
  if (ctx.lang === 'it' && /^(Lei|Suo|Sua)$/.test(first)) return s;
  if (ctx.understanding.namedThings.some((n) => s.startsWith(n))) return s;
  if (ctx.understanding.topic.named && s.startsWith(ctx.understanding.topic.text)) return s;
  // German nouns keep their capital. Lower a function word, an adverb, or a word before a capitalised
  // word (an article or adjective before its noun: "Klare Schritte" → "klare Schritte").
  if (ctx.lang === 'de') {
    const second = s.split(/\s+/)[1] ?? '';
    const functionWord =
      /^(der|die|das|den|dem|ein|eine|es|wir|ich|man|jeder|jede|jedes|niemand|viele|einige|am|bei|in|hinter|genau|auf|kurz|aus|so|dabei|darauf|unterwegs|mein|meine|dein|deine|unser|unsere|vielleicht|wenn|uns|besonderes)$/i.test(
        first,
      ) || /(lich|ig|isch|end|weise)$/i.test(first);
    const beforeNoun = /^\p{Lu}/u.test(second) && !/^(Sie|Ihnen|Ihr)$/.test(second);
    if (!functionWord && !beforeNoun) return s;
  }
  return s.charAt(0).toLowerCase() + s.slice(1);
}

export interface PoolOptions {
  exclamationVariants: boolean;
  transitions: string[];
}

/** The patterns of a role; intros without a subject may also use the plain ones that need none. */
function patternsOf(ctx: SlotContext, role: Role): string[] {
  const bank = ctx.bank;
  const u = ctx.understanding;
  switch (role) {
    case 'intro':
      return u.subject ? bank.intro[u.intent] : [...bank.intro[u.intent], ...bank.plainIntro[u.intent]];
    case 'cta':
      return bank.cta[u.intent];
    default:
      return bank[role];
  }
}

/** A sentence's variants: with "!" for an author who exclaims, and behind one of the user's transitions. */
function variantsOf(s: PoolSentence, ctx: SlotContext, rng: Rng, opts: PoolOptions): PoolSentence[] {
  const out: PoolSentence[] = [];
  const { text, role, ids, topical, family } = s;
  if (opts.exclamationVariants && !s.solo && /\.$/.test(text) && role !== 'facts') {
    out.push({
      text: exclaim(text, ctx.lang),
      role,
      ids,
      topical,
      borrowed: false,
      family,
      variant: { kind: 'excl', of: [text], extra: '' },
    });
  }
  if (
    !s.solo &&
    opts.transitions.length &&
    role === 'body' &&
    /\.$/.test(text) &&
    ctx.bank.safeTransitions.length
  ) {
    const tr = pick(rng, opts.transitions);
    const joined = `${tr.charAt(0).toUpperCase()}${tr.slice(1)}, ${lowerFirst(text, ctx)}`;
    out.push({
      text: applyGrammar(joined, ctx.lang),
      role,
      ids: [...ids, `transition:${tr}`],
      topical,
      borrowed: false,
      family,
      variant: { kind: 'trans', of: [text], extra: tr },
    });
  }
  return out;
}

/** Every finished sentence for a role, with their variants, in a seeded order. */
export function buildPool(ctx: SlotContext, role: Role, rng: Rng, opts: PoolOptions): PoolSentence[] {
  const bank = ctx.bank;
  const phrases = secondaryPhrases(ctx.understanding);
  const out: PoolSentence[] = [];
  patternsOf(ctx, role).forEach((pattern, pi) => {
    const hasK = /\{[Kk]\}/.test(pattern);
    const topical = /\{[TtKkNL]\}/.test(pattern);
    const solo = SOLO.test(pattern);
    const values = hasK ? phrases : [null];
    values.forEach((k, ki) => {
      const text = fillPattern(pattern, ctx, k);
      if (!text) return;
      const family = `${role}:${pi}`;
      const ids = hasK ? [`${family}:${ki}`] : [family];
      const s: PoolSentence = {
        text,
        role,
        ids,
        topical,
        borrowed: false,
        family,
        ...(solo ? { solo } : {}),
      };
      out.push(s, ...variantsOf(s, ctx, rng, opts));
    });
  });
  // Frames put a key phrase in front of plain body sentences ("For small offices, …").
  if (role === 'body' && bank.frame.length) {
    const plain = out.filter((s) => !s.variant && !s.topical && !s.solo && /\.$/.test(s.text));
    for (const s of plain) {
      const f = frameSentence(
        s,
        ctx,
        Math.floor(rng() * bank.frame.length),
        Math.floor(rng() * phrases.length),
      );
      if (f) out.push(f);
    }
  }
  return shuffle(rng, out);
}

/** A plain sentence behind a frame that names a key phrase; null when the frame's slot has no value. */
export function frameSentence(
  s: PoolSentence,
  ctx: SlotContext,
  fi: number,
  ki: number,
): PoolSentence | null {
  const frame = ctx.bank.frame[fi];
  const phrases = secondaryPhrases(ctx.understanding);
  if (!frame || s.solo || s.variant?.kind === 'trans' || s.borrowed || !/[.!]$/.test(s.text)) return null;
  // Not in front of a fronted adverbial ("Honestly, …", "In the end, …") or a closing line: two fronted
  // phrases in a row read as a stutter. (German frames end in a colon and start a new clause.)
  const lead = s.text.split(',')[0]!;
  if (s.role === 'close') return null;
  if (ctx.lang !== 'de' && s.text.includes(',') && lead.split(/\s+/).length <= 3) return null;
  const at = phrases.length ? ki % phrases.length : 0;
  const prefix = fillPattern(frame.replace(/\{S!?\}$/, '').trimEnd(), ctx, phrases[at] ?? null);
  if (!prefix) return null;
  const asIs = frame.endsWith('{S!}');
  const head = prefix.replace(/[.!]$/, '');
  return {
    text: applyGrammar(`${head} ${asIs ? s.text : lowerFirst(s.text, ctx)}`, ctx.lang),
    role: s.role,
    ids: s.ids,
    // "For beginners, …" names the readers, not the subject: it does not open a paragraph on its subject.
    topical: /\{[TtKkNL]\}/.test(frame),
    borrowed: false,
    family: `frame:${fi}:${at}`,
    variant: { kind: 'trans', of: [s.text], extra: head },
  };
}

function exclaim(s: string, lang: Language): string {
  return lang === 'fr' ? s.replace(/\.$/, ' !') : s.replace(/\.$/, '!');
}

/**
 * Two sentences joined into one with a neutral joint (", and", ";"); with `third`, a joined pair takes
 * a third clause with the joint it does not have yet (for authors of very long sentences).
 */
export function joinSentences(
  a: PoolSentence,
  b: PoolSentence,
  ctx: SlotContext,
  rng: Rng,
  third = false,
): PoolSentence | null {
  const pairInFront = third && a.variant?.kind === 'join' && a.variant.of.length === 2;
  if ((a.variant && !pairInFront) || b.variant || a.solo || b.solo) return null;
  if (!/\.$/.test(a.text) || !/[.!]$/.test(b.text) || /[:?]/.test(a.text + b.text)) return null;
  // One joint of a kind per sentence: never "…, and …, and …".
  const joiners = ctx.joiners ?? ctx.bank.joiners;
  const joints = joiners.map((j) => j.trim().replace(/^,\s*/, ''));
  const hasJoint = (t: string) => joints.some((j) => (j === ';' ? t.includes(j) : t.includes(`, ${j} `)));
  if (hasJoint(b.text) || (!third && hasJoint(a.text))) return null;
  const joiner = third ? joiners.find((j) => !a.text.includes(j.trimEnd())) : pick(rng, joiners);
  if (!joiner) return null;
  const head = a.text.slice(0, -1);
  const text = applyGrammar(`${head}${joiner}${lowerFirst(b.text, ctx)}`, ctx.lang);
  return {
    text,
    role: a.role,
    ids: [...a.ids, ...b.ids],
    topical: a.topical || b.topical,
    borrowed: false,
    family: a.family,
    variant: { kind: 'join', of: [...(pairInFront ? a.variant!.of : [a.text]), b.text], extra: joiner },
  };
}
