/**
 * Hard rules every draft must meet (also used by the tests and the benchmark): no unfilled slot, no
 * sentence twice, the target language, one form of address, every named thing present, length in range.
 */
import type { Language } from '@inkprint/shared';
import { detectLanguage, splitSentences } from '@inkprint/voice';
import { countFast } from './shape.js';
import type { AddressForm } from './types.js';

export const UNFILLED_SLOT = /\{[A-Za-z_]*\}|\{\{|\}\}/;

/** Address words per form; de/it formal pronouns count only when capitalised mid-sentence. */
const word = (alts: string, flags = 'iu') => new RegExp(`(?<![\\p{L}'’])(?:${alts})(?![\\p{L}])`, flags);
const INFORMAL: Record<Language, RegExp | null> = {
  en: null,
  de: word('du|dich|dir|dein|deine|deinen|deinem|deiner|deines|euch|euer|eure'),
  fr: new RegExp(`${word('tu|toi|ton|tes|te').source}|(?<![\\p{L}])t['’](?=\\p{L})`, 'iu'),
  it: word('tu|ti|tuo|tua|tuoi|tue'),
  pt: word('você|vocês|tu|teu|tua|teus|tuas|contigo'),
};
const FORMAL: Record<Language, RegExp | null> = {
  en: null,
  de: /[^.!?:\n]\s(Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)(?![\p{L}])/u,
  // "rendez-vous" is a noun, not address ("avez-vous" is).
  fr: /(?<![\p{L}'’])(?<!rendez-)(?:vous|votre|vos)(?![\p{L}])/iu,
  it: /[^.!?:\n]\s(Lei|Suo|Sua|Suoi|Sue)(?![\p{L}])|\p{Ll}+(La|Le)(?![\p{L}])/u,
  pt: word('o senhor|a senhora|os senhores|as senhoras|vossa senhoria'),
};

export function usesAddress(text: string, lang: Language, form: AddressForm): boolean {
  const re = form === 'formal' ? FORMAL[lang] : INFORMAL[lang];
  return !!re && re.test(text);
}

export function sentencesOf(text: string, lang: Language): string[] {
  return text
    .split(/\n+/)
    .flatMap((l) => splitSentences(l.replace(/^#+\s*/, ''), lang))
    .map((s) => s.trim())
    .filter(Boolean);
}

export function repeatedSentences(text: string, lang: Language): number {
  const seen = new Set<string>();
  let n = 0;
  for (const s of sentencesOf(text, lang)) {
    const k = s
      .toLowerCase()
      .replace(/[\s\p{P}]+/gu, ' ')
      .trim();
    if (k.split(' ').length < 3) continue;
    if (seen.has(k)) n++;
    seen.add(k);
  }
  return n;
}

export interface RuleReport {
  ok: boolean;
  failures: string[];
}

export function checkDraft(
  text: string,
  opts: { lang: Language; target: number; address: AddressForm | 'none'; named: readonly string[] },
): RuleReport {
  const failures: string[] = [];
  if (UNFILLED_SLOT.test(text)) failures.push('unfilled_slot');
  if (repeatedSentences(text, opts.lang) > 0) failures.push('repeated_sentence');
  if (detectLanguage(text).language !== opts.lang) failures.push('language');
  if (
    opts.address !== 'none' &&
    usesAddress(text, opts.lang, opts.address === 'formal' ? 'informal' : 'formal')
  ) {
    failures.push('mixed_address');
  }
  for (const n of opts.named) if (!text.includes(n)) failures.push('missing_named_thing');
  const w = countFast(text);
  if (Math.abs(w - opts.target) > opts.target * 0.1) failures.push('length');
  return { ok: failures.length === 0, failures };
}
