/**
 * The offline writer never writes a phrase the voice banned (issue #24, decision 034), in any of the five
 * languages, whatever the list: words and two-word phrases taken from the draft it would otherwise write
 * (so the list always bites), in random case, with random strings beside them. It drops whole sentences,
 * so what remains is still well-formed text.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findBannedPhrases, GENERATION_TYPES, LANGUAGES, type Language } from '@inkprint/shared';
import { analyzeVoice, type VoiceAnalysis } from '@inkprint/voice';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { repeatedSentences, UNFILLED_SLOT, writeDraft } from '../src/index.js';
import { withoutBannedPhrases } from '../src/write.js';

const SEED = Number(process.env.FC_SEED ?? 20261127);
const fixtures = join(dirname(fileURLToPath(import.meta.url)), '..', 'bench', 'fixtures');

/** One fixture voice per language. */
const PROFILES = new Map<Language, VoiceAnalysis>(
  LANGUAGES.map((lang) => {
    const file = readdirSync(join(fixtures, lang)).sort()[0]!;
    const text = readFileSync(join(fixtures, lang, file), 'utf8');
    return [lang, analyzeVoice([{ id: file, input: text }]).analysis];
  }),
);

const BRIEFS: Record<Language, string[]> = {
  en: [
    'Announce our spring workshop for beginners',
    'A post about remote work and focus',
    'Thank the team for the new café menu',
  ],
  de: [
    'Kündige unseren Frühlingsworkshop an',
    'Ein Beitrag über Homeoffice und Konzentration',
    'Danke dem Team für die neue Café-Karte',
  ],
  fr: [
    "Annonce l'atelier de printemps à Lyon",
    'Un article sur le télétravail',
    "Remercie l'équipe pour la carte d'hiver",
  ],
  it: [
    "Annuncia l'open day della biblioteca",
    'Un post sul lavoro da remoto',
    'Ringrazia il team per il nuovo menù',
  ],
  pt: [
    'Anuncie a oficina de primavera',
    'Um texto sobre trabalho remoto',
    'Agradeça à equipe pelo novo cardápio',
  ],
};

const request = fc.constantFrom(...LANGUAGES).chain((language) =>
  fc.record({
    language: fc.constant(language),
    prompt: fc.constantFrom(...BRIEFS[language]),
    contentType: fc.constantFrom(...GENERATION_TYPES),
    length: fc.constant('small' as const),
    seed: fc.integer({ min: 0, max: 1_000_000 }),
    picks: fc.array(fc.tuple(fc.nat(), fc.boolean(), fc.boolean()), { minLength: 1, maxLength: 5 }),
    extra: fc.array(fc.string({ maxLength: 12 }), { maxLength: 2 }),
  }),
);

/** Words of the text, as the banned list will name them. */
const wordsOf = (text: string) => text.match(/[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)?/gu) ?? [];

describe('the offline writer and banned phrases', () => {
  it('never writes a banned phrase, and leaves well-formed text', () => {
    fc.assert(
      fc.property(request, (r) => {
        const analysis = PROFILES.get(r.language)!;
        const base = {
          prompt: r.prompt,
          contentType: r.contentType,
          length: r.length,
          language: r.language,
          seed: r.seed,
        };
        const words = wordsOf(writeDraft(base, { analysis }).text);
        const banned = [
          ...r.picks.map(([i, pair, upper]) => {
            const at = i % words.length;
            const phrase = pair && at + 1 < words.length ? `${words[at]} ${words[at + 1]}` : words[at]!;
            return upper ? phrase.toUpperCase() : phrase;
          }),
          ...r.extra,
        ];
        const result = writeDraft({ ...base, bannedPhrases: banned }, { analysis });
        expect(findBannedPhrases(result.text, banned)).toEqual([]);
        expect(result.text).not.toMatch(UNFILLED_SLOT);
        expect(repeatedSentences(result.text, r.language)).toBe(0);
        expect(result.text).not.toMatch(/ {2}|\n{3}|^\s|\s$/);
        for (const line of result.text.split('\n')) {
          // No heading without words, no line that starts with what ended a cut sentence.
          expect(line).not.toMatch(/^#+\s*$/);
          expect(line).not.toMatch(/^[,.;:!?)»”]/);
        }
      }),
      { numRuns: 15, seed: SEED },
    );
  }, 300_000);

  it('chooses other sentences when it can: even the brief’s own topic word banned keeps most of the length', () => {
    const analysis = PROFILES.get('en')!;
    const req = {
      prompt: 'Announce our spring workshop for beginners',
      contentType: 'blog_post' as const,
      length: 'medium' as const,
      language: 'en' as const,
      seed: 3,
    };
    const free = writeDraft(req, { analysis });
    expect(findBannedPhrases(free.text, ['workshop']).length).toBeGreaterThan(0);
    const result = writeDraft({ ...req, bannedPhrases: ['Workshop'] }, { analysis });
    expect(findBannedPhrases(result.text, ['workshop'])).toEqual([]);
    // Every sentence about the "spring workshop" goes, yet the others fill most of the budget.
    expect(result.wordCount).toBeGreaterThan(free.wordCount * 0.6);
  });
});

describe('withoutBannedPhrases', () => {
  it('drops whole sentences and the lines they leave empty, and keeps the rest as written', () => {
    const text =
      '# Leverage your day\n\nFirst we plan. Then we LEVERAGE it! Last we rest.\n\nOnly leverage here.\n\nThe end.';
    expect(withoutBannedPhrases(text, ['leverage'], 'en')).toBe('First we plan. Last we rest.\n\nThe end.');
  });

  it('finds French elision and accents', () => {
    expect(withoutBannedPhrases("C'est l'Été. Il pleut.", ['été'], 'fr')).toBe('Il pleut.');
  });

  it('leaves a text without banned phrases untouched', () => {
    const text = 'Hi team,\n\nNothing to see.  Really.';
    expect(withoutBannedPhrases(text, ['leverage'], 'en')).toBe(text);
  });
});
