/**
 * Preparing a request, once for all its candidates: the request normalised, the prompt understood, the
 * user's punctuation habits read, the sentence pools realised (with joined pairs for long-sentence
 * authors and the user's own sentences on the subject), and every sentence's style contribution measured.
 */
import {
  bannedPhraseMatcher,
  type GenerationType,
  LANGUAGES,
  type Language,
  OUTPUT_SIZES,
  type OutputSize,
} from '@inkprint/shared';
import { PUNCT_KEYS, type StyleVector, type VoiceAnalysis, type VoiceHabits } from '@inkprint/voice';
import { borrowSentences } from './borrow.js';
import { usesAddress } from './check.js';
import type { Bank } from './patterns/bank.js';
import { makePrintSpace, type PrintSpace } from './print.js';
import {
  BANKS,
  buildPool,
  joinSentences,
  type PoolSentence,
  type Role,
  type SlotContext,
} from './realise.js';
import { makeRng, type Rng, shuffle } from './rng.js';
import { contribution, countFast, derivedContribution, makeSpace, type Space } from './shape.js';
import {
  CONTRACTIONS_PER_WORD,
  DEFAULT_PARAGRAPH_WORDS,
  DEFAULT_SENTENCE_LENGTH,
  EXCLAMATION_VARIANTS_RATE,
  GROUP_ADDRESS_MARGIN,
  HASHTAG_KEY_PHRASES,
  LONG_SENTENCES,
  MAX_HASHTAGS,
  MAX_JOINED_PER_SINGLE,
  MEDIUM_SENTENCES,
  MIN_STRAIGHT_QUOTES,
  SEMICOLONS_PER_1000_CHARS,
  SEMICOLONS_WITHOUT_PASSAGES,
  VERY_LONG_SENTENCES,
} from './tuning.js';
import type { AddressForm, WriteRequest, WriterVoice } from './types.js';
import { type Intent, type PromptUnderstanding, understandPrompt } from './understand.js';
import { transitions as transitionCues } from './voice-adapter.js';

export interface Prepared {
  req: Required<WriteRequest>;
  ctx: SlotContext;
  space: Space;
  /** The profile's calibrated voiceprint, when it has one (null: the style vector alone). */
  print: PrintSpace | null;
  target: number;
  pools: Record<Role, PoolSentence[]>;
  contrib: Map<string, Float64Array>;
  words: Map<string, number>;
  /** Body, benefit and question sentences by word count, for the local search. */
  byLength: Map<number, PoolSentence[]>;
  habits: VoiceHabits | undefined;
  paragraphWords: number;
  emojiRate: number;
  hashtags: string[];
  greeting: string;
  signoff: string;
  /** Write English contractions ("it's", "don't"), as the user does. */
  contract: boolean;
}

const DEFAULT_ADDRESS: Record<Language, AddressForm> = {
  en: 'informal',
  de: 'formal',
  fr: 'formal',
  it: 'informal',
  pt: 'informal',
};

export const TYPE_INTENT: Record<GenerationType, Intent> = {
  blog_post: 'explain',
  email: 'inform',
  social_media: 'announce',
  marketing_copy: 'promote',
  product_description: 'promote',
};

/** Greetings that stand on their own (a profile's "dear" / "liebe" needs a name we do not have). */
const COMPLETE_GREETING =
  /^(hello|hi|hey|good morning|good afternoon|good evening|greetings|hallo|guten tag|guten morgen|moin|servus|hi|hey|bonjour|bonsoir|salut|coucou|ciao|buongiorno|buonasera|salve|olá|oi|bom dia|boa tarde|boa noite)$/i;

const ROLES: Role[] = ['intro', 'body', 'benefit', 'question', 'cta', 'close', 'facts', 'hook', 'what'];

export function resolveAddress(lang: Language, habits: VoiceHabits | undefined): AddressForm {
  const f = habits?.address_form;
  if (lang === 'en') return 'informal';
  if (f === 'formal' || f === 'informal') return f;
  return DEFAULT_ADDRESS[lang];
}

function normaliseRequest(r: WriteRequest): Required<WriteRequest> {
  const language: Language = (LANGUAGES as readonly string[]).includes(r?.language) ? r.language : 'en';
  const length: OutputSize = r?.length in OUTPUT_SIZES ? r.length : 'medium';
  const contentType: GenerationType = r?.contentType in TYPE_INTENT ? r.contentType : 'blog_post';
  const seed = Number.isFinite(r?.seed) ? Math.trunc(r.seed) : 0;
  const bannedPhrases = Array.isArray(r?.bannedPhrases)
    ? r.bannedPhrases.filter((p): p is string => typeof p === 'string')
    : [];
  return {
    prompt: typeof r?.prompt === 'string' ? r.prompt : '',
    language,
    length,
    contentType,
    seed,
    bannedPhrases,
  };
}

/** A German author who writes "ihr/euch" more than "du/dich" addresses readers as a group. */
function groupAddress(lang: Language, address: AddressForm, features: Record<string, number>): boolean {
  return (
    lang === 'de' &&
    address === 'informal' &&
    (features['fw:ihr'] ?? 0) + (features['fw:euch'] ?? 0) >
      (features['fw:du'] ?? 0) + (features['fw:dich'] ?? 0) + GROUP_ADDRESS_MARGIN
  );
}

/**
 * Punctuation habits read from the user's own passages (the voiceprint's rates first, for quotes):
 * semicolons, English contractions, straight or typographic quotes — as the bank and joiners to use.
 */
function punctuationHabits(voice: WriterVoice, analysis: VoiceAnalysis | undefined, lang: Language) {
  const own = (voice?.passages ?? [])
    .filter((x) => typeof x?.text === 'string' && (!x.language || x.language === lang))
    .map((x) => x.text)
    .join('\n');
  const ownWords = Math.max(1, countFast(own));
  const semicolons = own
    ? (own.match(/;/g)?.length ?? 0) / Math.max(1, own.length / 1000)
    : SEMICOLONS_WITHOUT_PASSAGES;
  const withSemicolons = semicolons >= SEMICOLONS_PER_1000_CHARS;
  const joiners = withSemicolons ? BANKS[lang].joiners : BANKS[lang].joiners.filter((j) => !j.includes(';'));
  const contractions =
    lang === 'en' && own ? (own.match(/[A-Za-z]['’](s|t|re|ll|ve|m|d)\b/g)?.length ?? 0) / ownWords : 0;
  // Straight quotes for an author who types them more often than typographic ones (and has written some).
  const vpPunct = analysis?.voiceprint?.punct;
  const straight = vpPunct
    ? 100 * (vpPunct[PUNCT_KEYS.indexOf('straight_quote')] ?? 0)
    : (own.match(/"/g)?.length ?? 0);
  const typographic = vpPunct
    ? 100 * (vpPunct[PUNCT_KEYS.indexOf('typographic_quote')] ?? 0)
    : (own.match(/[“”„«»]/g)?.length ?? 0);
  const quoted: Bank =
    straight > typographic && straight >= MIN_STRAIGHT_QUOTES
      ? { ...BANKS[lang], quote: ['"', '"'] }
      : BANKS[lang];
  const bank = withSemicolons ? quoted : withoutSemicolons(quoted);
  return { bank, joiners, contract: contractions >= CONTRACTIONS_PER_WORD };
}

/**
 * The bank for an author who does not write semicolons: a stock line joined by one ("The work is rarely the
 * problem; the interaction is") becomes two sentences, as the joiners already do without theirs.
 */
function withoutSemicolons(bank: Bank): Bank {
  const split = (line: string) => line.replace(/;\s+(\p{L})/gu, (_, c: string) => `. ${c.toUpperCase()}`);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(bank)) {
    if (Array.isArray(value) && value.every((v) => typeof v === 'string')) out[key] = value.map(split);
    else if (
      value &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      key !== 'greeting' &&
      key !== 'signoff'
    )
      out[key] = Object.fromEntries(
        Object.entries(value as Record<string, string[]>).map(([k, v]) => [k, v.map(split)]),
      );
    else out[key] = value;
  }
  return out as unknown as Bank;
}

/** Authors of long sentences get clause-joined pairs as well, authors of very long ones three clauses. */
function joined(singles: PoolSentence[], ctx: SlotContext, rng: Rng, meanLen: number): PoolSentence[] {
  const pairs: PoolSentence[] = [];
  const perSingle = meanLen > LONG_SENTENCES ? 3 : meanLen > MEDIUM_SENTENCES ? 2 : 1;
  const tries = Math.round(singles.length * perSingle);
  for (let i = 0; i < tries; i++) {
    const a = singles[Math.floor(rng() * singles.length)]!;
    const b = singles[Math.floor(rng() * singles.length)]!;
    if (a.ids.some((x) => b.ids.includes(x))) continue;
    const j = joinSentences(a, b, ctx, rng);
    if (j) pairs.push(j);
  }
  if (meanLen > VERY_LONG_SENTENCES) {
    for (let i = 0; i < pairs.length; i++) {
      const a = pairs[i]!;
      const b = singles[Math.floor(rng() * singles.length)]!;
      if (a.ids.some((x) => b.ids.includes(x))) continue;
      const j = joinSentences(a, b, ctx, rng, true);
      if (j) pairs.push(j);
      if (pairs.length > singles.length * MAX_JOINED_PER_SINGLE) break;
    }
  }
  return pairs;
}

/** Every role's sentences; one sentence, one use: the same words in two roles or with "!" count as one. */
function makePools(
  ctx: SlotContext,
  rng: Rng,
  features: Record<string, number>,
  habits: VoiceHabits | undefined,
): Record<Role, PoolSentence[]> {
  const meanLen = features.sentence_length_mean ?? DEFAULT_SENTENCE_LENGTH;
  const transitions =
    habits?.transitions?.filter((t) => ctx.bank.safeTransitions.includes(t.toLowerCase())) ??
    transitionCues(ctx.lang).filter(() => false);
  const opts = {
    exclamationVariants: (features.exclamations_per_sentence ?? 0) > EXCLAMATION_VARIANTS_RATE,
    transitions,
  };
  const pools = {} as Record<Role, PoolSentence[]>;
  for (const role of ROLES) pools[role] = buildPool(ctx, role, rng, opts);
  for (const role of ['body', 'benefit'] as Role[]) {
    const singles = pools[role];
    if (singles.length < 2) continue;
    pools[role] = shuffle(rng, [...singles, ...joined(singles, ctx, rng, meanLen)]);
  }
  for (const role of ROLES) {
    for (const s of pools[role])
      s.ids = [
        ...s.ids,
        `t:${s.text
          .toLowerCase()
          .replace(/[\s\p{P}]+/gu, ' ')
          .trim()}`,
      ];
  }
  return pools;
}

/** The user's own sentences on the prompt's subject, in the form of address of the draft. */
function addBorrowed(pools: Record<Role, PoolSentence[]>, voice: WriterVoice, ctx: SlotContext): void {
  const other: AddressForm = ctx.address === 'formal' ? 'informal' : 'formal';
  const lang = ctx.lang;
  const borrowed = borrowSentences(
    voice?.passages,
    ctx.understanding,
    lang,
    (s) => !usesAddress(s, lang, other),
  );
  for (const [i, b] of borrowed.entries()) {
    pools.body.push({
      text: b.text,
      role: 'body',
      ids: [`borrow:${i}`],
      topical: true,
      borrowed: true,
      family: `borrow:${i}`,
    });
  }
}

/** Every sentence's style contribution and word count; a variant's from its parts. */
function measurePools(pools: Record<Role, PoolSentence[]>, space: Space) {
  const contrib = new Map<string, Float64Array>();
  const words = new Map<string, number>();
  const measure = (text: string) => {
    if (!contrib.has(text)) {
      contrib.set(text, contribution(text, space));
      words.set(text, countFast(text));
    }
    return contrib.get(text)!;
  };
  for (const role of ROLES) {
    for (const s of pools[role]) {
      if (contrib.has(s.text)) continue;
      if (s.variant) {
        const parts = s.variant.of.map(measure);
        contrib.set(s.text, derivedContribution(s.variant.kind, parts, s.variant.extra, space));
        words.set(s.text, countFast(s.text));
      } else measure(s.text);
    }
  }
  const byLength = new Map<number, PoolSentence[]>();
  for (const s of [...pools.body, ...pools.benefit, ...pools.question]) {
    const w = words.get(s.text)!;
    const bucket = byLength.get(w);
    if (bucket) bucket.push(s);
    else byLength.set(w, [s]);
  }
  return { contrib, words, byLength };
}

/** A social post's hashtags: its first key phrases as tags, then the user's own, for a user who tags. */
function hashtagsOf(type: GenerationType, habits: VoiceHabits | undefined, u: PromptUnderstanding): string[] {
  const hashtags: string[] = [];
  if (type !== 'social_media' || !((habits?.hashtags_per_100_words ?? 0) > 0)) return hashtags;
  const tagOf = (s: string) =>
    `#${s
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
      .join('')}`;
  for (const k of u.keyPhrases.slice(0, HASHTAG_KEY_PHRASES)) hashtags.push(tagOf(k.text));
  for (const h of habits?.top_hashtags ?? [])
    if (hashtags.length < MAX_HASHTAGS && !hashtags.includes(h)) hashtags.push(h);
  return hashtags;
}

/** The user's own greeting (one that stands alone) and sign-off, else the bank's in the form of address. */
function greetingAndSignoff(habits: VoiceHabits | undefined, ctx: SlotContext) {
  const form = ctx.address === 'formal' ? 'formal' : 'informal';
  const g = habits?.greetings?.find((x) => COMPLETE_GREETING.test(x.trim()));
  const greeting = g ? `${g.trim().charAt(0).toUpperCase()}${g.trim().slice(1)},` : ctx.bank.greeting[form];
  const so = habits?.sign_offs?.[0]?.trim();
  const signoff = so ? `${so.charAt(0).toUpperCase()}${so.slice(1)}` : ctx.bank.signoff[form];
  return { greeting, signoff };
}

export function prepare(request: WriteRequest, voice: WriterVoice): Prepared {
  const req = normaliseRequest(request);
  const lang = req.language;
  const analysis = voice?.analysis;
  const habits = voice?.habits ?? analysis?.habits;
  const address = resolveAddress(lang, habits);
  const understanding = understandPrompt(req.prompt, lang, TYPE_INTENT[req.contentType]);
  const plural = groupAddress(lang, address, analysis?.style_vector?.features ?? {});
  const punctuation = punctuationHabits(voice, analysis, lang);
  const { bank, joiners } = punctuation;
  const ctx: SlotContext = { lang, bank, address, plural, joiners, understanding };
  const target = OUTPUT_SIZES[req.length];
  const profile: StyleVector = analysis?.style_vector ?? { language: lang, features: {} };
  // A profile in another language lends everything but its function-word mix.
  const features =
    profile.language === lang
      ? profile.features
      : Object.fromEntries(Object.entries(profile.features).filter(([k]) => !k.startsWith('fw:')));
  const space = makeSpace({ language: lang, features }, lang);
  const pools = makePools(ctx, makeRng(req.seed), features, habits);
  addBorrowed(pools, voice, ctx);
  // A sentence with a banned phrase never enters a draft: the pool offers the others (issue #24).
  if (req.bannedPhrases.length) {
    const banned = bannedPhraseMatcher(req.bannedPhrases);
    for (const role of ROLES) pools[role] = pools[role].filter((s) => !banned.has(s.text));
  }
  return {
    req,
    ctx,
    space,
    print: makePrintSpace(analysis, lang, target),
    target,
    pools,
    ...measurePools(pools, space),
    habits,
    paragraphWords: analysis?.writing_style?.avg_paragraph_length ?? DEFAULT_PARAGRAPH_WORDS,
    contract: punctuation.contract,
    emojiRate: habits?.emoji_per_100_words ?? 0,
    hashtags: hashtagsOf(req.contentType, habits, understanding),
    ...greetingAndSignoff(habits, ctx),
  };
}
