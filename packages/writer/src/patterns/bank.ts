/**
 * The shape of a language's pattern bank. Every pattern is written natively for its language; slots:
 *   {T} the topic as a noun phrase (with the determiner it had in the prompt, or quoted where agreement
 *       would be at risk), {K} another key phrase the same way, {t}/{k} the bare phrase in label
 *       positions (headings, "Topic: …"), {A} the audience (always right after the preposition the
 *       prompt used: for/für/pour/per/para), {N} one named thing, {L} every named thing as a list.
 * A line may start with "T|" (only for informal address), "V|" (only for formal address) or "P|" (German
 * informal plural, "ihr", for authors who address their readers as a group), and "F|" (after any of those)
 * for a line that stands alone — a fragment ("No waiting."), a question inside the line, quoted speech or a
 * narrative line — which is never joined to another, framed by a key phrase, led by a transition or given a "!"; lines with a
 * slot that cannot be filled are skipped, never printed with the slot.
 */
import type { Intent } from '../understand.js';

export interface Bank {
  /** Blog titles, headlines. */
  title: string[];
  /** Blog section headings. */
  heading: string[];
  /** Opening sentences per intent. */
  intro: Record<Intent, string[]>;
  /** General body sentences about the subject. */
  body: string[];
  /** Benefits (marketing, product descriptions). */
  benefit: string[];
  /** Questions to the reader or to oneself. */
  question: string[];
  /** Calls to action per intent. */
  cta: Record<Intent, string[]>;
  /** Closing sentences. */
  close: string[];
  /** Sentences that carry every named thing ({L}). */
  facts: string[];
  /** Social hooks (short). */
  hook: string[];
  /** Product name line / what it is. */
  what: string[];
  /** Titles for a prompt with no subject ("Write a blog post"): no slot, no placeholder. */
  plainTitle: string[];
  /** Opening sentences per intent for a prompt with no subject (no slot, no direct address). */
  plainIntro: Record<Intent, string[]>;
  /** Frames that put a key phrase in front of a body sentence: {S} lower-cased, {S!} as is. */
  frame: string[];
  /** Default greetings and sign-offs when the profile has none. */
  greeting: { formal: string; informal: string };
  signoff: { formal: string; informal: string };
  /** "Subject:" in this language. */
  subjectLabel: string;
  /** Joins two clauses into one sentence (the second starts lower-case). */
  joiners: string[];
  /** "and" for lists. */
  and: string;
  /** Quotation marks for quoted phrases. */
  quote: [string, string];
  /** Transitions safe to put before a main clause with a comma (German word order excludes most). */
  safeTransitions: string[];
}

export function lines(s: string): string[] {
  return s
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('//'));
}
