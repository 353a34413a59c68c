/**
 * Every language's lexicon, and the few word classes read across languages (a prompt may mix them:
 * "per E-Mail", "our newsletter" in a German brief) as the union of the languages' lists.
 */
import { LANGUAGES } from '@inkprint/shared';
import type { KnownLanguage } from '../voice-adapter.js';
import { de } from './de.js';
import { en } from './en.js';
import { fr } from './fr.js';
import { it } from './it.js';
import { pt } from './pt.js';
import type { Lexicon } from './types.js';

export type { Lexicon } from './types.js';

export const LEXICONS: Readonly<Record<KnownLanguage, Lexicon>> = { en, de, fr, it, pt };
/** In this order the prompt's language is decided between equally likely ones. */
export const LEXICON_LANGUAGES: readonly KnownLanguage[] = LANGUAGES;

const all = (pick: (l: Lexicon) => string) =>
  LEXICON_LANGUAGES.map((l) => pick(LEXICONS[l]))
    .filter(Boolean)
    .join('|');
const anyOf = (pick: (l: Lexicon) => string, flags = '') => new RegExp(`^(${all(pick)})$`, flags);

/** How a text is sent ("by email", "per E-Mail"), in any language. */
export const MEANS = anyOf((l) => l.means);
/** Possessives in any language ("our newsletter", "unser Newsletter"). */
export const POSSESSIVE_DET = anyOf((l) => l.possessives);
/** Possessives that take an article, in any language that has them. */
export const ARTICLED_POSSESSIVE = anyOf((l) => (l.possessiveTakesArticle ? l.possessives : ''));
/** Comparatives in any language ("for better …"). */
export const COMPARATIVE = anyOf((l) => l.comparatives);
/** The reader's determiners in any language ("your", "votre"), case-insensitive. */
export const SECOND_PERSON_DET = anyOf((l) => l.secondPersonDeterminers, 'i');
/** A determiner by any language's pattern (German's, in every case). */
export const isPatternDeterminer = (w: string) =>
  LEXICON_LANGUAGES.some((l) => LEXICONS[l].determinerPattern?.test(w) ?? false);
