// Voice-match differences in plain words: every key family (style-vector keys, tones, punctuation marks,
// function words, sentence-length bands, signature words, phrasing, unknown keys) in all five languages,
// with its numbers in the language's format and no key or placeholder left showing.
import {
  CUE_TONES,
  LANGUAGE_INDEPENDENT_MARKS,
  LANGUAGE_INDEPENDENT_TRAITS,
  LANGUAGES,
  PUNCTUATION_MARKS,
  STYLE_TRAITS,
  type VoiceMatchBasisReply,
  type VoiceMatchDifferenceReply,
} from '@inkprint/shared';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeDifference, differenceKey, STYLE_FEATURE_KEYS, shownDifferences } from './differences';
import { differenceSentence, makeFormatting } from './format';
import de from './locales/de.json';
import en from './locales/en.json';
import fr from './locales/fr.json';
import it_ from './locales/it.json';
import pt from './locales/pt.json';

const catalogues = { en, de, fr, it: it_, pt };
const translators = new Map<string, TFunction<'generate'>>();

beforeAll(async () => {
  const instance = i18next.createInstance();
  await instance.init({
    resources: Object.fromEntries(Object.entries(catalogues).map(([lang, c]) => [lang, { generate: c }])),
    ns: ['generate'],
    defaultNS: 'generate',
    fallbackLng: false,
    interpolation: { escapeValue: false },
  });
  for (const lang of LANGUAGES)
    translators.set(lang, instance.getFixedT(lang, 'generate') as TFunction<'generate'>);
});

function sentence(lang: string, diff: VoiceMatchDifferenceReply): string {
  const t = translators.get(lang) as TFunction<'generate'>;
  return differenceSentence(diff, makeFormatting(lang, t), t);
}

const diff = (
  feature: string,
  profile: number,
  text: number,
  extra: Partial<VoiceMatchDifferenceReply> = {},
) =>
  ({
    feature,
    profile,
    text,
    direction: text > profile ? 'higher' : 'lower',
    ...extra,
  }) as VoiceMatchDifferenceReply;

/** One example of every family, both directions. */
const examples: VoiceMatchDifferenceReply[] = [
  ...STYLE_FEATURE_KEYS.flatMap((key) => [diff(key, 0.2, 0.4), diff(key, 0.4, 0.2)]),
  ...CUE_TONES.flatMap((tone) => [diff(`tone_${tone}`, 0.1, 0.5), diff(`tone_${tone}`, 0.5, 0.1)]),
  ...PUNCTUATION_MARKS.flatMap((mark) => [
    diff(`punctuation:${mark}`, 1, 3, { unit: 'per_1000_characters' }),
    diff(`punctuation:${mark}`, 3, 1, { unit: 'per_1000_characters' }),
  ]),
  diff('function_word:the', 40, 60, { unit: 'per_1000_words' }),
  diff('function_word:und', 40, 20, { unit: 'per_1000_words' }),
  diff('signature_words', 12, 2, { unit: 'per_1000_words', words: ['honestly', 'crisp'] }),
  diff('signature_words', 12, 2, { unit: 'per_1000_words', words: [] }),
  diff('signature_words', 2, 12, { unit: 'per_1000_words' }),
  diff('phrasing_similarity', 0.6, 0.3, { unit: 'similarity' }),
  diff('phrasing_similarity', 0.3, 0.6, { unit: 'similarity' }),
  diff('some_future_feature', 1, 2),
  diff('some_future_feature', 2, 1),
  diff('banned_phrase', 0, 2, { phrase: 'leverage' }),
];

describe('describeDifference', () => {
  const format = makeFormatting('en', ((key: string) => key) as unknown as TFunction<'generate'>);

  it('sends each family to its own sentence', () => {
    expect(describeDifference(diff('sentence_length_mean', 13, 24), format)).toEqual({
      key: 'differences.style.sentence_length_mean.higher',
      params: { text: '24', profile: '13' },
    });
    expect(describeDifference(diff('punctuation:semicolon', 3, 0), format)).toEqual({
      key: 'differences.punctuation.lower',
      params: {},
      nested: { mark: 'differences.marks.semicolon' },
    });
    expect(describeDifference(diff('function_word:the', 1, 2), format).key).toBe(
      'differences.functionWord.higher',
    );
    expect(describeDifference(diff('tone_casual', 0.5, 0.1), format)).toMatchObject({
      key: 'differences.tone',
      nested: { tone: 'differences.tones.less.casual' },
    });
    expect(describeDifference(diff('short_sentence_share', 0.5, 0.2), format)).toEqual({
      key: 'differences.style.short_sentence_share.lower',
      params: { text: '20%', profile: '50%' },
    });
    expect(describeDifference(diff('phrasing_similarity', 0.6, 0.3), format).key).toBe(
      'differences.phrasing.lower',
    );
  });

  it('falls back to a general sentence for a key it does not know, or a mark it does not know', () => {
    expect(describeDifference(diff('tone_grumpy', 0, 1), format).key).toBe('differences.other.higher');
    expect(describeDifference(diff('punctuation:interrobang', 0, 1), format).key).toBe(
      'differences.other.higher',
    );
    expect(describeDifference(diff('function_word:', 0, 1), format).key).toBe('differences.other.higher');
  });
});

describe.each(LANGUAGES)('differences in %s', (lang) => {
  it('words every family in full, with no key or placeholder showing', () => {
    const seen = new Set<string>();
    for (const example of examples) {
      const text = sentence(lang, example);
      expect(text, example.feature).not.toMatch(/\{\{|\}\}|differences\.|undefined/);
      expect(text.length, example.feature).toBeGreaterThan(12);
      seen.add(text);
    }
    // Each example says something different (higher and lower, mark and mark, tone and tone).
    expect(seen.size).toBe(examples.length);
  });

  it('puts the numbers in the language’s format', () => {
    const text = sentence(lang, diff('commas_per_sentence', 0.8, 1.5));
    const decimal = new Intl.NumberFormat(lang, { maximumFractionDigits: 1 });
    expect(text).toContain(decimal.format(1.5));
    expect(text).toContain(decimal.format(0.8));
    const share = sentence(lang, diff('long_sentence_share', 0.1, 0.35));
    const percent = new Intl.NumberFormat(lang, { style: 'percent' });
    expect(share).toContain(percent.format(0.35));
    expect(share).toContain(percent.format(0.1));
  });

  it('names the missing signature words and the function word', () => {
    expect(sentence(lang, diff('signature_words', 12, 2, { words: ['honestly', 'crisp'] }))).toMatch(
      /honestly.*crisp/,
    );
    expect(sentence(lang, diff('function_word:which', 1, 5))).toContain('which');
  });
});

/**
 * Every feature the voice engine can name (decision 005): the style traits (STYLE_TRAITS), `tone_<tone>`,
 * `punctuation:<mark>`, `function_word:<word>` (one per language), `signature_words` and
 * `phrasing_similarity`, each in both directions.
 */
const engineKeys: VoiceMatchDifferenceReply[] = [
  ...STYLE_TRAITS,
  ...CUE_TONES.map((tone) => `tone_${tone}`),
  ...PUNCTUATION_MARKS.map((mark) => `punctuation:${mark}`),
  ...['the', 'und', 'donc', 'che', 'do'].map((word) => `function_word:${word}`),
  'signature_words',
  'phrasing_similarity',
].flatMap((feature) => [diff(feature, 1, 2), diff(feature, 2, 1)]);

describe.each(LANGUAGES)('every key the engine can emit, in %s', (lang) => {
  const t = ((key: string) => key) as unknown as TFunction<'generate'>;
  it('has a sentence of its own (never the general line) and shows no key', () => {
    for (const example of engineKeys) {
      expect(describeDifference(example, makeFormatting(lang, t)).key, example.feature).not.toMatch(
        /^differences\.other\./,
      );
      const text = sentence(lang, example);
      expect(text, example.feature).not.toMatch(/\{\{|\}\}|differences\.|undefined|_/);
      expect(text, example.feature).not.toContain(example.feature);
    }
  });
});

const banned = (phrase: string, times = 1) => diff('banned_phrase', 0, times, { phrase });

describe.each(LANGUAGES)('a banned phrase the text still uses, in %s', (lang) => {
  it('is named, quoted, in a sentence of its own', () => {
    const text = sentence(lang, banned('game changer'));
    expect(text).toContain('game changer');
    expect(text).not.toMatch(/\{\{|\}\}|differences\.|undefined|banned_phrase/);
    expect(text).toContain(catalogues[lang].differences.quote.replace('{{word}}', 'game changer'));
  });
});

describe('banned phrases among the differences', () => {
  const t = ((key: string) => key) as unknown as TFunction<'generate'>;
  it('have their own key, and the general line without a phrase', () => {
    expect(describeDifference(banned('leverage'), makeFormatting('en', t)).key).toBe(
      'differences.bannedPhrase',
    );
    expect(describeDifference(diff('banned_phrase', 0, 1), makeFormatting('en', t)).key).toBe(
      'differences.other.higher',
    );
  });
  it('are all shown first, even across languages, before the style differences that fit', () => {
    const style = [
      diff('function_word:it', 30, 2),
      diff('sentence_length_mean', 13, 24),
      diff('mattr', 1, 2),
    ];
    const list = [...style.slice(0, 1), banned('leverage'), ...style.slice(1), banned('synergy', 3)];
    expect(shownDifferences(list, null, 2).map((d) => d.phrase ?? d.feature)).toEqual([
      'leverage',
      'synergy',
      'function_word:it',
      'sentence_length_mean',
    ]);
    const cross = { compared: 'language_independent' as const, profile_language: 'en', text_language: 'fr' };
    expect(shownDifferences(list, cross, 2).map((d) => d.phrase ?? d.feature)).toEqual([
      'leverage',
      'synergy',
      'sentence_length_mean',
    ]);
  });
  it('get keys of their own, so several can be listed', () => {
    expect(new Set([banned('a'), banned('b'), diff('mattr', 1, 2)].map(differenceKey)).size).toBe(3);
  });
});

describe('shownDifferences', () => {
  const basis = (compared: VoiceMatchBasisReply['compared']): VoiceMatchBasisReply => ({
    compared,
    profile_language: 'en',
    text_language: 'fr',
  });
  const mixed = [
    diff('function_word:it', 30, 2),
    diff('signature_words', 12, 2),
    diff('phrasing_similarity', 0.6, 0.3),
    diff('tone_casual', 0.5, 0.1),
    diff('punctuation:typographic_quote', 0, 4),
    diff('punctuation:semicolon', 3, 0),
    diff('sentence_length_mean', 13, 24),
  ];
  it('lists only language-independent traits when the text is not in the profile’s language', () => {
    const shown = shownDifferences(mixed, basis('language_independent')).map((d) => d.feature);
    expect(shown).toEqual(['punctuation:semicolon', 'sentence_length_mean']);
    for (const f of shown)
      expect([
        ...LANGUAGE_INDEPENDENT_TRAITS,
        ...LANGUAGE_INDEPENDENT_MARKS.map((m) => `punctuation:${m}`),
      ]).toContain(f);
  });
  it('lists everything for a same-language score or an item stored before the basis was recorded', () => {
    expect(shownDifferences(mixed, basis('all'))).toEqual(mixed);
    expect(shownDifferences(mixed, null)).toEqual(mixed);
    expect(shownDifferences(mixed, undefined)).toEqual(mixed);
  });
});

describe('English wording', () => {
  it.each([
    [diff('sentence_length_mean', 13, 24.4), 'Longer sentences than yours: 24 words on average, yours 13.'],
    [diff('banned_phrase', 0, 2, { phrase: 'leverage' }), 'Still uses “leverage”, which your rules ban.'],
    [diff('punctuation:em_dash', 0, 4), 'More em dashes (—) than in your writing.'],
    [diff('tone_enthusiastic', 0.6, 0.1), 'The tone is less enthusiastic than in your writing.'],
    [diff('function_word:which', 8, 2), 'Uses “which” less often than you do.'],
    [
      diff('signature_words', 12, 2, { words: ['honestly', 'crisp', 'truly'] }),
      'Leaves out words you use often: “honestly”, “crisp”, and “truly”.',
    ],
    [diff('phrasing_similarity', 0.6, 0.3), 'The phrasing sounds less like yours than your own texts do.'],
  ])('%#: %s', (example, expected) => {
    expect(sentence('en', example)).toBe(expected);
  });

  it('German quotes words with „…“ and French with « … »', () => {
    expect(sentence('de', diff('signature_words', 12, 2, { words: ['ehrlich'] }))).toBe(
      'Lässt Wörter weg, die Sie oft verwenden: „ehrlich“.',
    );
    expect(sentence('fr', diff('function_word:donc', 1, 9))).toBe('Emploie « donc » plus souvent que vous.');
  });
});
