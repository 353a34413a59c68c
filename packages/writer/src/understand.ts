/**
 * Prompt understanding, per language: key phrases (a YAKE-style scorer over the voice engine's stop
 * words, grouped by snowball stems), named things (names, quoted titles, numbers, dates, places), the
 * intent, the audience and, for fr/it/pt/en, the noun phrase with the determiner it had in the prompt.
 * Each stage is a module of `understand/`; each language's words are `lexicon/<lang>.ts`.
 *
 * The subject is what the prompt is about, not the kind of text it asks for: "newsletter" in "Write a
 * newsletter" names the format and is dropped, in "a weekly newsletter" or "our newsletter" it is the
 * subject. A prompt with no subject ("Write a blog post") has none (`subject: false`), and the writer
 * uses lines that need none — never a placeholder word. A prompt written in another language than the
 * output is understood in its own language; its phrases are then quoted as they are (`foreign`).
 */
import type { Language } from '@inkprint/shared';
import { stemOf } from './stem.js';
import { NAMED_PHRASE_SCORE } from './tuning.js';
import { audienceOf } from './understand/audience.js';
import { type PromptContext, promptContext } from './understand/context.js';
import { intentOf } from './understand/intent.js';
import { candidates, chooseKeyPhrases } from './understand/key-phrases.js';
import { type NamedThings, namedThingsOf } from './understand/named.js';
import { nounPhrase } from './understand/noun-phrase.js';
import { type TokenRoles, tokenRoles } from './understand/roles.js';
import { topicOf, withoutAudience } from './understand/subject.js';
import type { Intent, KeyPhrase, PromptUnderstanding } from './understand/types.js';
import { wordScores } from './understand/word-scores.js';

export type { Intent, KeyPhrase, PromptUnderstanding } from './understand/types.js';

/** The chosen phrases as key phrases, then every named thing no phrase holds, as a phrase of its own. */
function keyPhrasesOf(p: PromptContext, roles: TokenRoles, named: NamedThings): KeyPhrase[] {
  const chosen = chooseKeyPhrases(p, roles, named, candidates(p, roles, wordScores(p)));
  const found: KeyPhrase[] = chosen.map((c) => ({
    text: c.text,
    // A determiner of another language would not fit the output's sentences.
    np: p.foreign ? null : nounPhrase(p.toks, c.i, c.n, p.lang, p.text),
    stems: c.stems,
    score: c.score,
    named: named.isNamed(c.text),
    date: named.isDate(c.text),
  }));
  for (const n of named.namedThings) {
    if (!found.some((k) => k.text.includes(n))) {
      found.push({
        text: n,
        np: null,
        stems: n.split(/\s+/).map((w) => stemOf(w.toLowerCase(), p.lang)),
        score: NAMED_PHRASE_SCORE,
        named: true,
        date: named.isDate(n),
      });
    }
  }
  return found;
}

/** Understand a prompt for a text in `output` (in the prompt's own language when that is another). */
export function understandPrompt(
  prompt: string,
  output: Language,
  contentTypeIntent: Intent,
): PromptUnderstanding {
  const p = promptContext(prompt, output);
  const named = namedThingsOf(p);
  const roles = tokenRoles(p);
  const found = keyPhrasesOf(p, roles, named);
  // In a prompt of another language there is no audience: it could not follow the output language's
  // preposition. Its words are still no key phrase.
  const audienceSpan = audienceOf(p, roles, named);
  const keyPhrases = withoutAudience(found, audienceSpan);
  return {
    language: output,
    source: p.lang,
    foreign: p.foreign,
    subject: keyPhrases.length > 0,
    keyPhrases,
    namedThings: named.namedThings,
    intent: intentOf(p, contentTypeIntent),
    audience: p.foreign ? null : audienceSpan,
    topic: topicOf(p, keyPhrases, named.namedThings),
  };
}
