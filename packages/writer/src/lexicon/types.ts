/**
 * One language's words for understanding a prompt (understand/*): every table the stages read, typed by
 * one interface, one data file per language beside `patterns/<lang>.ts` (a new language is those two
 * files, its stop words in @inkprint/voice, and its entry in `lexicon/index.ts`). Word lists are
 * `|`-separated, lower case; a regular expression is anchored unless its comment says otherwise.
 */
import type { Intent } from '../understand/types.js';

export interface Lexicon {
  /**
   * Words of the instruction itself ("write … about", "five … for"), never in a key phrase: instruction
   * verbs, "about", number words and time words ("next week"); list frames are in `frames`.
   */
  instruction: string;
  /** List frames ("five tips for …"): never in a key phrase, and their "for" is a purpose, not an audience. */
  frames: string;
  /**
   * Names of the kind of text asked for (their words without stop words: "article de blog" is "article
   * blog"). They are the format, not the subject, when they are the object of the instruction ("Write a
   * newsletter", "Blog post: …", "Publication pour les réseaux sociaux"); words of them belong to the
   * subject when qualified or owned ("a weekly newsletter", "our new product", "email marketing", "about
   * the newsletter").
   */
  format: string;
  /** Prepositions that place or accompany a thing ("in our shop", "dans notre boutique"): they end a phrase. */
  locative: string;
  /** Words after which the subject follows ("about …"); after an invitation "to …", after thanks "for …". */
  subjectMark: { about: string; invite: string; thank: string };
  /** Verbs of inviting, as a lower-case prefix (their "to" introduces the subject). */
  inviteVerb: RegExp;
  /** Verbs of thanking, as a lower-case prefix (their "for" introduces the subject). */
  thankVerb: RegExp;
  /** Singular determiners: after a format's "for", they open its subject ("for the Lumen lamp", "pour le sac"). */
  singularDeterminer: RegExp;
  /** How a text is sent ("by email", "per E-Mail", "par e-mail"): the format after it is no subject. */
  means: string;
  /** Infinitives after "for" ("pour annoncer", "per invitare", "para convidar"): a purpose, not an audience. */
  infinitive: RegExp;
  /** The preposition after a format that names who receives it ("Email to customers"). */
  recipientPrep: string;
  /** Possessives: a format word after one is owned, hence a subject ("our newsletter", "unser Newsletter"). */
  possessives: string;
  /** Possessives take an article ("(sul)la nostra macchina", "(d)a nossa"): the noun phrase keeps it. */
  possessiveTakesArticle: boolean;
  /** Relative pronouns: what follows describes the subject ("a newsletter that people read"). */
  relative: string;
  /** Comparatives: "for better email marketing" is a purpose, not an audience. */
  comparatives: string;
  /**
   * Intent cues that name a thing ("workshop", "Angebot", "atelier"): they may end or start a key phrase
   * ("spring sourdough workshop"); the other cues (verbs, "new", "how", "tips") may not.
   */
  nounCues: string;
  /** Verbs that are nouns too ("remote work", "customer help"): never first in a phrase, fine last. */
  nounVerbs: readonly string[];
  /** Month and weekday names: a date's words. */
  months: string;
  /** Frequent verbs that never head a key phrase ("how onboarding works"). */
  verbs: string;
  /** Intent cues as stem prefixes of lower-case words, most specific intent first. */
  intents: readonly (readonly [Intent, string])[];
  /** The prepositions of an audience ("for beginners"); the first one also opens a format's subject. */
  audiencePrep: string;
  /** Determiners that may open a noun phrase (decontracted forms are produced by `decontract`). */
  determiners: string;
  /** Determiners in every case when the stop-word list lacks some (German), as a pattern. */
  determinerPattern?: RegExp;
  /** Second-person determiners (case-insensitive): a phrase owned by the reader keeps no determiner. */
  secondPersonDeterminers: string;
  /** Preposition+article contractions, split so the article is kept with its noun phrase. */
  decontract: Readonly<Record<string, string>>;
  /** Elided prepositions of the article ("dell'", "all'"): the phrase takes "l'". */
  elidedArticlePreposition?: RegExp;
  /** Words are elided onto the next ("l'atelier", "dell'estate"): the tokenizer splits them. */
  elides: boolean;
  /** Noun phrases with their determiner are made in this language (not in German, whose cases differ). */
  nounPhrases: boolean;
  /**
   * Every noun is capitalised (German): a capital alone makes no name, and phrases start and end on a
   * noun. `placeAfter` introduces a place ("in Berlin"); `notPlace` and `notName` are endings of common
   * nouns (unanchored at the start).
   */
  capitalNouns?: { placeAfter: RegExp; notPlace: RegExp; notName: RegExp };
  /** A gerund's ending ("writing"): after "for" it is a purpose, not an audience. */
  gerund?: RegExp;
  /** "how to": the verb after it is no part of the subject. */
  howTo?: readonly [string, string];
}
