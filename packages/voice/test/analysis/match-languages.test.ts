// Voice match across languages (decision 005): a text not in the profile's language is scored on the
// language-independent traits only, scores like the same voice would in its own language, and is never
// explained by word-choice traits (function words, signature words, phrasing, tone, pronouns).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CUE_TONES,
  LANGUAGE_INDEPENDENT_MARKS,
  LANGUAGE_INDEPENDENT_TRAITS,
  PUNCTUATION_MARKS,
  STYLE_TRAITS,
} from '@inkprint/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { chunkText, HELD_OUT_MARK, loadWriters } from '../../bench/same-genre.js';
import { analyzeVoice, STOPWORDS, styleVector, voiceMatch } from '../../src/analysis/index.js';
import type { VoiceAnalysis, VoiceMatchDifference } from '../../src/analysis/types.js';

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures');
const read = (path: string) => readFileSync(join(FIXTURES, path), 'utf8');
const profileOf = (text: string): VoiceAnalysis => analyzeVoice([{ id: 'p', input: text }]).analysis;
const profilePart = (path: string) => read(path).split(`\n${HELD_OUT_MARK}\n`)[0]!;

/** "Beef Stew Is Back, Baby" by the chatty food blogger, and its translations (fixtures/translated). */
const TRANSLATED = ['de', 'fr', 'it', 'pt'] as const;
const stew = Object.fromEntries(TRANSLATED.map((l) => [l, read(`translated/tyler.${l}.txt`)])) as Record<
  (typeof TRANSLATED)[number],
  string
>;

const crossFeatures = new Set<string>([
  ...LANGUAGE_INDEPENDENT_TRAITS,
  ...LANGUAGE_INDEPENDENT_MARKS.map((m) => `punctuation:${m}`),
]);
const isLanguageIndependent = (d: VoiceMatchDifference) => crossFeatures.has(d.feature);

describe('voice match across languages', () => {
  let chatty: VoiceAnalysis;
  let measured: VoiceAnalysis;
  beforeAll(() => {
    chatty = profileOf(profilePart('same-genre/en/tyler.txt'));
    measured = profileOf(profilePart('same-genre/en/margaret.txt'));
  });

  it.each(TRANSLATED)('scores the same voice translated into %s like the writer’s own text', (lang) => {
    const r = voiceMatch(chatty, stew[lang]);
    expect(r.compared).toBe('language_independent');
    expect(r.languages).toEqual({ profile: 'en', text: lang });
    // Before: 2–24 for every other language, whatever the voice.
    expect(r.score).toBeGreaterThanOrEqual(60);
    // The sentence shapes and punctuation of the chatty writer, not the measured one.
    expect(r.score).toBeGreaterThan(voiceMatch(measured, stew[lang]).score + 20);
  });

  it.each(TRANSLATED)('explains a %s text by language-independent traits only', (lang) => {
    for (const profile of [chatty, measured]) {
      const r = voiceMatch(profile, stew[lang]);
      for (const d of r.differences) expect(isLanguageIndependent(d), d.feature).toBe(true);
    }
  });

  it('never names a word-choice trait for any pair of writers in different languages', () => {
    const writers = loadWriters();
    const profiles = new Map(writers.map((w) => [`${w.lang}/${w.name}`, profileOf(w.profile)]));
    let pairs = 0;
    for (const a of writers) {
      const profile = profiles.get(`${a.lang}/${a.name}`)!;
      for (const b of writers) {
        if (b.lang === a.lang) continue;
        for (const chunk of chunkText(b.heldOut, 150, b.lang).slice(0, 2)) {
          const r = voiceMatch(profile, chunk);
          if (r.languages.text === a.lang) continue;
          pairs++;
          expect(r.compared).toBe('language_independent');
          for (const d of r.differences) expect(isLanguageIndependent(d), d.feature).toBe(true);
        }
      }
    }
    expect(pairs).toBeGreaterThan(500);
  });

  it('compares every trait in the profile’s own language', () => {
    const own = read('same-genre/en/tyler.txt').split(`\n${HELD_OUT_MARK}\n`)[1]!;
    const r = voiceMatch(chatty, chunkText(own, 150, 'en')[0]!);
    expect(r.compared).toBe('all');
    expect(r.languages).toEqual({ profile: 'en', text: 'en' });
    expect(r.score).toBeGreaterThanOrEqual(60);
  });

  it('compares language-independent traits for a bare style vector (a profile stored before voiceprints)', () => {
    const v = styleVector('We think the plan is good. We will start on Monday with the whole team!', 'en');
    const r = voiceMatch(v, 'Wir denken, der Plan ist gut. Wir beginnen am Montag mit dem ganzen Team!');
    expect(r.compared).toBe('language_independent');
    for (const d of r.differences) expect(isLanguageIndependent(d), d.feature).toBe(true);
    expect(r.score).toBeGreaterThan(
      voiceMatch(
        v,
        'Nach eingehender Prüfung der vorliegenden Unterlagen, die uns am Montag erreicht haben, sind wir zu dem Schluss gekommen, dass der Plan im Wesentlichen tragfähig ist; gleichwohl bleiben einige Fragen offen.',
      ).score,
    );
  });
});

describe('difference keys', () => {
  it('every key voiceMatch can name is one the interface words (STYLE_TRAITS and the shared families)', () => {
    const writers = loadWriters();
    const known = (d: VoiceMatchDifference, profileLang: string): boolean => {
      const [family, detail] = d.feature.split(/:(.*)/s) as [string, string | undefined];
      if (detail === undefined)
        return (
          (STYLE_TRAITS as readonly string[]).includes(family) ||
          (family.startsWith('tone_') && (CUE_TONES as readonly string[]).includes(family.slice(5))) ||
          family === 'signature_words' ||
          family === 'phrasing_similarity'
        );
      if (family === 'punctuation') return (PUNCTUATION_MARKS as readonly string[]).includes(detail);
      if (family === 'function_word') return STOPWORDS[profileLang as keyof typeof STOPWORDS].has(detail);
      return false;
    };
    const seen = new Set<string>();
    for (const a of writers) {
      const profile = profileOf(a.profile);
      for (const b of writers)
        for (const chunk of chunkText(b.heldOut, 150, b.lang).slice(0, 1))
          for (const d of voiceMatch(profile, chunk).differences) {
            expect(known(d, a.lang), d.feature).toBe(true);
            seen.add(d.feature.split(':')[0]!);
          }
    }
    // The sample reaches the main families.
    for (const f of ['punctuation', 'function_word', 'signature_words']) expect(seen).toContain(f);
  });

  it('every style-vector feature but the function words is a STYLE_TRAIT', () => {
    const v = styleVector('A short text. With a question? And an answer!', 'en');
    for (const k of Object.keys(v.features))
      if (!k.startsWith('fw:') && !k.startsWith('tone_'))
        expect(STYLE_TRAITS as readonly string[], k).toContain(k);
  });
});
