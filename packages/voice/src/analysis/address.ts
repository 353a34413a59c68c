/**
 * Formal and informal second-person address per language (de du/Sie, fr tu/vous, it tu/Lei, pt você/o
 * senhor), for habits.address_form, the tone cues and the style vector. English has no such distinction.
 * Rules and word lists live in lexicon/cues.ts.
 */
import { DE_IHR_VERBS, FORMAL_ADDRESS, FR_GROUP_CUES, INFORMAL_ADDRESS } from './lexicon/cues.js';
import type { DetectedLanguage } from './types.js';

interface AddressRules {
  informal: ReadonlySet<string>;
  informalPrefixes: readonly string[];
  /** Regexes over the original text; each match counts once. */
  formalPatterns: RegExp[];
  informalPatterns: RegExp[];
  /** Lower-case formal words (fr). */
  formalWords: ReadonlySet<string>;
}

/** Mid-sentence: after a lower-case letter, digit or , ; : ) and white space. */
const MID = '(?<=[\\p{Ll}\\p{N},;:)]\\s+)';
const NOT_LETTER_AFTER = '(?![\\p{L}])';

function rulesFor(lang: DetectedLanguage): AddressRules | null {
  switch (lang) {
    case 'de':
      return {
        informal: new Set(INFORMAL_ADDRESS.de),
        informalPrefixes: [],
        formalPatterns: [new RegExp(`${MID}(?:${FORMAL_ADDRESS.de.join('|')})${NOT_LETTER_AFTER}`, 'gu')],
        informalPatterns: [
          new RegExp(
            `(?<![\\p{L}])(?:ihr\\s+(?:${DE_IHR_VERBS.join('|')})|(?:${DE_IHR_VERBS.join('|')})\\s+ihr)${NOT_LETTER_AFTER}`,
            'giu',
          ),
        ],
        formalWords: new Set(),
      };
    case 'fr':
      return {
        informal: new Set(INFORMAL_ADDRESS.fr),
        informalPrefixes: ["t'", 't’'],
        formalPatterns: [],
        informalPatterns: [],
        formalWords: new Set(FORMAL_ADDRESS.fr),
      };
    case 'it':
      return {
        informal: new Set(INFORMAL_ADDRESS.it),
        informalPrefixes: [],
        formalPatterns: [
          new RegExp(`${MID}(?:${FORMAL_ADDRESS.it.join('|')})${NOT_LETTER_AFTER}`, 'gu'),
          new RegExp(`${MID}L[ae](?=\\s+\\p{Ll})`, 'gu'),
          /(?<=\p{Ll}{3})L[ae](?![\p{L}])/gu,
        ],
        informalPatterns: [],
        formalWords: new Set(),
      };
    case 'pt':
      return {
        informal: new Set(INFORMAL_ADDRESS.pt),
        informalPrefixes: [],
        formalPatterns: [
          // "o senhor" addresses the reader unless a name follows ("o senhor Silva" is about someone).
          // (No /i flag: under /iu, \p{Lu} would match lower-case letters too.)
          /(?<![\p{L}])(?:[OoAa]s?|[Pp]rezad[oa]s?|[Cc]ar[oa]s?|[Ee]stimad[oa]s?)\s+[Ss]enhor(?:a|es|as)?(?![\p{L}])(?!\s+\p{Lu})/gu,
          new RegExp(
            `(?<![\\p{L}])(?:${FORMAL_ADDRESS.pt.map((p) => p.replace(/[.]/g, '\\.').replace(/ /g, '\\s*')).join('|')})(?![\\p{L}])`,
            'giu',
          ),
        ],
        informalPatterns: [],
        formalWords: new Set(),
      };
    default:
      return null;
  }
}

const cache = new Map<DetectedLanguage, AddressRules | null>();

function countMatches(text: string, re: RegExp): number {
  re.lastIndex = 0;
  return text.match(re)?.length ?? 0;
}

function rules(lang: DetectedLanguage): AddressRules | null {
  let r = cache.get(lang);
  if (r === undefined) {
    r = rulesFor(lang);
    cache.set(lang, r);
  }
  return r;
}

/** Whether one lower-case token is informal (1), formal (2) or neither (0) address on its own. */
export function addressTokenKind(token: string, lang: DetectedLanguage): 0 | 1 | 2 {
  const r = rules(lang);
  if (!r) return 0;
  if (r.informal.has(token)) return 1;
  if (r.formalWords.has(token)) return 2;
  if (r.informalPrefixes.length && r.informalPrefixes.some((p) => token.startsWith(p))) return 1;
  return 0;
}

/**
 * Final counts for `text` given its token-level counts: adds the case- and context-sensitive patterns
 * (de/it capitals mid-sentence, de "ihr" + verb, pt "o senhor") and drops fr "vous" said to a group.
 */
export function completeAddress(
  text: string,
  lang: DetectedLanguage,
  tokenFormal: number,
  tokenInformal: number,
): { formal: number; informal: number } {
  const r = rules(lang);
  if (!r || typeof text !== 'string') return { formal: tokenFormal, informal: tokenInformal };
  let formal = tokenFormal;
  let informal = tokenInformal;
  for (const re of r.formalPatterns) formal += countMatches(text, re);
  for (const re of r.informalPatterns) informal += countMatches(text, re);
  if (lang === 'fr' && formal > 0) {
    // "vous" said to a group is plural, neither formal nor informal.
    const lower = text.toLowerCase();
    if (FR_GROUP_CUES.some((c) => lower.includes(c))) formal = 0;
  }
  return { formal, informal };
}
