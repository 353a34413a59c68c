/**
 * The subject: the key phrases that are not the audience, and the topic among them — the best common-noun
 * phrase (a name alone makes a poor subject line), best of all one that ends in the name it describes
 * ("coffee machine Aroma 3000"), not one that places it ("summer party in Florianópolis").
 */
import { NO_SUBJECT_SCORE } from '../tuning.js';
import type { PromptContext } from './context.js';
import type { KeyPhrase } from './types.js';

/** The audience is who reads, never what the text is about: its words are no key phrase. */
export function withoutAudience(found: KeyPhrase[], audience: string | null): KeyPhrase[] {
  const overlaps = (k: KeyPhrase) =>
    !!audience && !k.named && (audience.includes(k.text) || k.text.includes(audience));
  return found.filter((k) => !overlaps(k));
}

/** What a prompt with no subject talks about: an empty phrase no pattern may print. */
export const noSubject = (): KeyPhrase => ({
  text: '',
  np: null,
  stems: [],
  score: NO_SUBJECT_SCORE,
  named: false,
  date: false,
});

export function topicOf(p: PromptContext, keyPhrases: KeyPhrase[], namedThings: string[]): KeyPhrase {
  const describesName = (k: KeyPhrase) =>
    namedThings.some((n) => {
      const at = k.text.indexOf(n);
      if (at <= 0 || at + n.length !== k.text.length) return false;
      const before = k.text.slice(0, at).trim().split(/\s+/).at(-1)?.toLowerCase() ?? '';
      return !p.stop.has(before) && !(before in p.lex.decontract);
    });
  return (
    keyPhrases.find((k) => !k.named && !k.date && describesName(k)) ??
    keyPhrases.find((k) => !k.named && !k.date) ??
    keyPhrases.find((k) => !k.date) ??
    keyPhrases[0] ??
    noSubject()
  );
}
