/** What understanding a prompt gives the writer. */
import type { Language } from '@inkprint/shared';

export type Intent = 'announce' | 'invite' | 'explain' | 'promote' | 'thank' | 'ask' | 'inform';

export interface KeyPhrase {
  /** As written in the prompt, without leading/trailing stop words. */
  text: string;
  /** With the determiner it had in the prompt (fr/it/pt/en), decontracted ("la machine"), or null. */
  np: string | null;
  stems: string[];
  score: number;
  named: boolean;
  /** A date, time or bare number: named, but no subject for a sentence ("Genau hier kommt 12. Juli …"). */
  date: boolean;
}

export interface PromptUnderstanding {
  /** The output language. */
  language: Language;
  /** The language the prompt was understood in (the output language unless it is clearly another). */
  source: Language;
  /** The prompt is in another language than the output: its phrases are quoted, never inflected or framed. */
  foreign: boolean;
  /** The prompt names a subject; false for a bare instruction ("Write a blog post"). */
  subject: boolean;
  keyPhrases: KeyPhrase[];
  /** Things the output must name: proper names, quoted titles, numbers, dates, places. */
  namedThings: string[];
  intent: Intent;
  audience: string | null;
  /** The main subject: the best key phrase; with `subject: false`, an empty phrase no pattern may print. */
  topic: KeyPhrase;
}
