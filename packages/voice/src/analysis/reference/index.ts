/**
 * Built-in reference texts per language: a few KB of varied, generic prose (news, e-mail, instructions,
 * fiction, product copy, opinion, announcement, science report), written for Inkprint. Voice match
 * calibrates "other writers" against them and takes the language baseline for signature words from them.
 */
import type { KnownLanguage } from '../language-codes.js';
import { DE } from './de.js';
import { EN } from './en.js';
import { FR } from './fr.js';
import { IT } from './it.js';
import { PT } from './pt.js';

export const REFERENCE_TEXTS: Record<KnownLanguage, readonly string[]> = {
  en: EN,
  de: DE,
  fr: FR,
  it: IT,
  pt: PT,
};
