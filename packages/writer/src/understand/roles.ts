/**
 * What each token does in the prompt besides naming the subject: a word that announces the subject
 * ("about", an invitation's "to"), the format asked for ("Social media post"), who it is sent to, a
 * place or accompaniment, a relative clause, the verb after "how to". Key phrases are built around them.
 */
import { isPatternDeterminer, MEANS, POSSESSIVE_DET } from '../lexicon/index.js';
import { MAX_FORMAT_WORDS } from '../tuning.js';
import type { PromptContext } from './context.js';
import { hasDigit, isCap } from './tokens.js';

export interface TokenRoles {
  /** Tokens after which the subject follows. */
  markers: ReadonlySet<number>;
  /** The first of them, or −1. */
  firstMarker: number;
  /** Per token: inside a relative clause ("a newsletter that people actually read"). */
  inRelative: readonly boolean[];
  /** Tokens of the format asked for: no part of any phrase's edge. */
  formatTok: ReadonlySet<number>;
  /** Tokens of who a format is sent to ("Email to customers"). */
  addressed: ReadonlySet<number>;
  /** Tokens of a place or an accompaniment ("im Hotel Seeblick", "in our shop", "with warm light"). */
  placed: ReadonlySet<number>;
  /** The verb after "how to". */
  howToVerb: ReadonlySet<number>;
  /** Tokens i..i+n are the kind of text asked for, not its subject. */
  formatObject(i: number, n: number): boolean;
  /** Tokens i..i+n are only format words, or a format at the head of a longer phrase. */
  leadsWithFormat(i: number, n: number): boolean;
  /** Tokens i..i+n are the one addressed ("Tell customers about …"). */
  isRecipient(i: number, n: number): boolean;
}

/** Where the subject is announced: after "about", after an invitation's "to", after thanks' "for". */
function subjectMarkers(p: PromptContext): Set<number> {
  const { toks, lex, format } = p;
  const aboutWords = new Set(lex.subjectMark.about.split('|'));
  const inviteWords = new Set(lex.subjectMark.invite.split('|'));
  const thankWords = new Set(lex.subjectMark.thank.split('|'));
  const markers = new Set<number>();
  toks.forEach((t, i) => {
    const before = toks.slice(0, i).filter((b) => b.sentence === t.sentence);
    // The first "to" after an invitation, the first "for" after thanks ("Thank the team for X for Y").
    const firstAfter = (verb: RegExp, words: Set<string>) => {
      const v = before.findIndex((b) => verb.test(b.lower));
      return v >= 0 && !before.slice(v + 1).some((b) => words.has(b.lower));
    };
    if (
      aboutWords.has(t.lower) ||
      (inviteWords.has(t.lower) && firstAfter(lex.inviteVerb, inviteWords)) ||
      (thankWords.has(t.lower) &&
        firstAfter(lex.thankVerb, thankWords) &&
        !format.has(toks[i + 1]?.lower ?? '')) ||
      formatsFor(p, i)
    )
      markers.add(i);
  });
  return markers;
}

/**
 * "Product description for the Lumen lamp", "Werbetext für unseren Frühjahrsverkauf": the format's "for"
 * names its subject; before a bare or plural noun it names readers ("a post for beginners").
 */
function formatsFor(p: PromptContext, i: number): boolean {
  const { toks, lex } = p;
  const next = toks[i + 1];
  return (
    lex.audiencePrep.split('|')[0] === toks[i]!.lower &&
    i > 0 &&
    p.format.has(toks[i - 1]!.lower) &&
    !!next &&
    (lex.singularDeterminer.test(next.lower) || isCap(next.text)) &&
    !(lex.capitalNouns && isCap(next.text) && !hasDigit(next.text))
  );
}

/**
 * The kind of text asked for, not its subject: format words only, not owned ("our newsletter") and not
 * after "about", with nothing but instruction, stop and format words before them in their sentence.
 */
function formatObjectOf(p: PromptContext, firstMarker: number) {
  const { toks, isStop } = p;
  return (i: number, n: number) => {
    const span = toks.slice(i, i + n);
    if (isStop(span[0]!) || isStop(span[n - 1]!)) return false;
    const words = span.filter((t) => !isStop(t)).map((t) => t.lower);
    if (!p.formatPhrases.has(words.join(' '))) return false;
    if (i > 0 && POSSESSIVE_DET.test(toks[i - 1]!.lower)) return false;
    if (i > 0 && MEANS.test(toks[i - 1]!.lower)) return true;
    if (firstMarker >= 0 && i > firstMarker) return false;
    return toks
      .slice(0, i)
      .filter((t) => t.sentence === span[0]!.sentence)
      .every((t) => isStop(t) || p.format.has(t.lower));
  };
}

/** Tokens of the format asked for ("Social media post", "Marketing copy"), longest format first. */
function formatTokens(p: PromptContext, formatObject: (i: number, n: number) => boolean): Set<number> {
  const formatTok = new Set<number>();
  for (let i = 0; i < p.toks.length; i++)
    for (let n = Math.min(MAX_FORMAT_WORDS, p.toks.length - i); n >= 1; n--)
      if (formatObject(i, n)) {
        for (let k = 0; k < n; k++) formatTok.add(i + k);
        break;
      }
  return formatTok;
}

/** Who a format is sent to ("Email to customers", "E-Mail an das Team", "E-mail aux clients"): readers. */
function addressedTokens(p: PromptContext, formatTok: ReadonlySet<number>, markers: ReadonlySet<number>) {
  const { toks } = p;
  const toPreps = new Set(p.lex.recipientPrep.split('|'));
  const addressed = new Set<number>();
  toks.forEach((t, i) => {
    if (!toPreps.has(t.lower) || !formatTok.has(i - 1) || markers.has(i)) return;
    for (let j = i + 1; j < toks.length && toks[j]!.chunk === t.chunk; j++) {
      const u = toks[j]!;
      if (p.determiners.has(u.lower)) continue;
      if (p.isStop(u) || p.verbs.includes(u.lower) || /ing$/.test(u.lower)) break;
      addressed.add(j);
    }
  });
  return addressed;
}

/** Words of a place or an accompaniment ("im Hotel Seeblick", "in our shop", "with warm light"). */
function placedTokens(p: PromptContext): Set<number> {
  const { toks } = p;
  const placed = new Set<number>();
  toks.forEach((t, i) => {
    // "feedback on the new booking portal": "on" ends a phrase but places nothing.
    if (!p.locative.has(t.lower) || t.lower === 'on') return;
    for (let j = i + 1; j < toks.length && toks[j]!.chunk === t.chunk; j++) {
      const u = toks[j]!;
      if (p.determiners.has(u.lower) || isPatternDeterminer(u.lower)) continue;
      if (p.isStop(u)) break;
      placed.add(j);
    }
  });
  return placed;
}

/** "How to plan a garden": the verb after "how to" is no part of the subject. */
function howToVerbs(p: PromptContext): Set<number> {
  const out = new Set<number>();
  const howTo = p.lex.howTo;
  if (howTo)
    p.toks.forEach((t, i) => {
      if (t.lower === howTo[0] && p.toks[i + 1]?.lower === howTo[1] && p.toks[i + 2]) out.add(i + 2);
    });
  return out;
}

export function tokenRoles(p: PromptContext): TokenRoles {
  const { toks, isStop } = p;
  const markers = subjectMarkers(p);
  const firstMarker = markers.size ? Math.min(...markers) : -1;
  // What a relative clause says describes the subject ("a newsletter that people actually read").
  const inRelative = toks.map((t, i) =>
    toks.slice(0, i).some((b) => b.chunk === t.chunk && p.relatives.has(b.lower)),
  );
  const formatObject = formatObjectOf(p, firstMarker);
  const formatTok = formatTokens(p, formatObject);
  const leadsWithFormat = (i: number, n: number) => {
    if (toks.slice(i, i + n).every((t, k) => formatTok.has(i + k) || isStop(t))) return true;
    for (let m = 1; m < n; m++) if (isStop(toks[i + m]!) && formatTok.has(i + m - 1)) return true;
    return false;
  };
  /** Right after the instruction's verb and before the word that announces the subject. */
  const isRecipient = (i: number, n: number) => {
    if (firstMarker < 0 || i + n - 1 >= firstMarker || toks[i]!.sentence !== toks[firstMarker]!.sentence)
      return false;
    for (let j = i - 1; j >= 0 && toks[j]!.sentence === toks[i]!.sentence; j--) {
      const t = toks[j]!;
      if (p.determiners.has(t.lower) || p.stop.has(t.lower)) continue;
      return p.instruction.has(t.lower) || p.verbs.includes(t.lower);
    }
    return false;
  };
  return {
    markers,
    firstMarker,
    inRelative,
    formatTok,
    addressed: addressedTokens(p, formatTok, markers),
    placed: placedTokens(p),
    howToVerb: howToVerbs(p),
    formatObject,
    leadsWithFormat,
    isRecipient,
  };
}
