/**
 * Audience: the phrase after "for / für / pour / per / para" up to the chunk's end — unless that "for"
 * announces the subject (a format's or a thank-you's "for"), a purpose ("tips for …", "for better …",
 * "for writing …") or a thing with a name ("for the Northwind Backpack").
 */
import { COMPARATIVE } from '../lexicon/index.js';
import { MAX_AUDIENCE_WORDS } from '../tuning.js';
import type { PromptContext } from './context.js';
import type { NamedThings } from './named.js';
import type { TokenRoles } from './roles.js';
import { hasDigit, type Tok } from './tokens.js';

/** The words after the "for" at token i, up to where the subject is announced or the chunk ends. */
function afterFor(p: PromptContext, r: TokenRoles, i: number, preps: ReadonlySet<string>): Tok[] {
  const rest: Tok[] = [];
  const { toks } = p;
  for (let j = i + 1; j < toks.length && toks[j]!.chunk === toks[i]!.chunk; j++) {
    const t = toks[j]!;
    // "for beginners about sourdough": the audience ends where the subject is announced.
    if (r.markers.has(j) || (p.instruction.has(t.lower) && !preps.has(t.lower)) || p.relatives.has(t.lower))
      break;
    rest.push(t);
  }
  return rest;
}

/** Readers, not a purpose, a format, a name or a date. */
function isReaders(p: PromptContext, named: NamedThings, span: Tok[]): boolean {
  const first = span.find((t) => !p.isStop(t));
  return (
    !!span.length &&
    !!first &&
    !(span[0] === first && p.lex.infinitive.test(first.lower)) &&
    !COMPARATIVE.test(first.lower) &&
    !(p.lex.gerund?.test(first.lower) ?? false) &&
    !span.some((t) => p.format.has(t.lower)) &&
    !span.some((t) => named.namedSpans.some(([a, b]) => t.start >= a && t.end <= b)) &&
    !span.some((t) => p.months.has(t.lower) || hasDigit(t.text))
  );
}

/** The audience as written in the prompt (with its article: "pour les quartiers"), or null. */
export function audienceOf(p: PromptContext, r: TokenRoles, named: NamedThings): string | null {
  const { toks } = p;
  const preps = new Set(p.lex.audiencePrep.split('|'));
  for (let i = 0; i < toks.length - 1; i++) {
    if (!preps.has(toks[i]!.lower) || r.markers.has(i)) continue;
    const prev = toks[i - 1];
    if (prev && prev.chunk === toks[i]!.chunk && p.frames.has(prev.lower)) continue;
    const span = afterFor(p, r, i, preps);
    // Only a short phrase that ends its clause; a longer one is a description ("for an app called …").
    if (span.length > MAX_AUDIENCE_WORDS) continue;
    // The audience keeps its article: it goes back after the same preposition.
    while (span.length && p.isStop(span[span.length - 1]!)) span.pop();
    if (isReaders(p, named, span)) return p.text.slice(span[0]!.start, span[span.length - 1]!.end);
  }
  return null;
}
