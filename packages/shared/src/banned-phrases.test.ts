import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bannedPhrasesIn, findBannedPhrases, hasBannedPhrase, normalisePhrase } from './banned-phrases.js';

const SEED = Number(process.env.FC_SEED ?? 20261127);

const found = (text: string, phrases: string[]) =>
  findBannedPhrases(text, phrases).map((h) => text.slice(h.start, h.end));

describe('findBannedPhrases', () => {
  it('finds a word whatever its case, beside punctuation', () => {
    expect(found('Leverage, LEVERAGE and leverage.', ['leverage'])).toEqual([
      'Leverage',
      'LEVERAGE',
      'leverage',
    ]);
  });

  it('matches whole words only: no other forms, no part of a longer word', () => {
    expect(found('We leveraged it; it leverages us; unleverage.', ['leverage'])).toEqual([]);
  });

  it('ignores accents on either side', () => {
    expect(found('Un café, un CAFÉ, un cafe.', ['cafe'])).toEqual(['café', 'CAFÉ', 'cafe']);
    expect(found('Das Café am Eck', ['cafè'])).toEqual(['Café']);
    expect(found('Ein Cafe ohne Akzent', ['Café'])).toEqual(['Cafe']);
  });

  it('finds text written with combining accents at its original positions', () => {
    const text = 'Un cafe\u0301 noir';
    const [hit] = findBannedPhrases(text, ['café']);
    expect(hit && text.slice(hit.start, hit.end)).toBe('cafe\u0301');
  });

  it('reads German ß as ss and keeps compounds as words of their own', () => {
    expect(found('Die Straße und die STRASSE', ['strasse'])).toEqual(['Straße', 'STRASSE']);
    expect(found('Der Synergieeffekt ist Synergie pur.', ['Synergie'])).toEqual(['Synergie']);
    expect(found('Unsere Beratung hilft.', ['Rat'])).toEqual([]);
  });

  it('treats French and Italian elision as a word boundary, with either apostrophe', () => {
    expect(found("L'avenir et d’avenir", ['avenir'])).toEqual(['avenir', 'avenir']);
    expect(found('L’Avenir appartient', ["l'avenir"])).toEqual(['L’Avenir']);
    expect(found("Un'occasione unica, dell’occasione", ['occasione'])).toEqual(['occasione', 'occasione']);
  });

  it('finds Portuguese words with their accents and cedillas folded', () => {
    expect(found('Uma solução incrível; SOLUCAO!', ['solução'])).toEqual(['solução', 'SOLUCAO']);
  });

  it('matches phrases across any spaces, line breaks and hyphens', () => {
    expect(found('a game-changer, a game  changer, a game\nchanger', ['game changer'])).toHaveLength(3);
    expect(found('a real game–changer', ['game-changer'])).toEqual(['game–changer']);
    expect(found('a gamechanger', ['game changer'])).toEqual([]);
  });

  it('reports positions in the original text and the phrase as written', () => {
    const text = 'Why we Leverage synergy';
    expect(findBannedPhrases(text, ['leverage', 'Synergy'])).toEqual([
      { phrase: 'leverage', start: 7, end: 15 },
      { phrase: 'Synergy', start: 16, end: 23 },
    ]);
  });

  it('ignores phrases without a letter or digit and repeats of one phrase', () => {
    expect(findBannedPhrases('a - b ... c', ['-', '...', ' '])).toEqual([]);
    expect(bannedPhrasesIn('Leverage it', ['leverage', 'LEVERAGE', 'absent'])).toEqual(['leverage']);
    expect(normalisePhrase('  Game — Changer ')).toBe('game changer');
  });

  it('treats regular-expression characters in a phrase as plain text', () => {
    expect(found('costs (approx.) 5$ or c++', ['(approx.)', 'c++', '5$'])).toEqual([
      '(approx.)',
      '5$',
      'c++',
    ]);
    expect(found('axb and a+b', ['a.b', 'a+b'])).toEqual(['a+b']);
    expect(hasBannedPhrase('we use c++ daily', ['c'])).toBe(true);
    expect(found('a.b is not a?b', ['a.b'])).toEqual(['a.b']);
  });
});

describe('findBannedPhrases, properties', () => {
  const letters = fc.constantFrom(...'abcdeéèàçñöüßøå'.split(''));
  const word = fc.array(letters, { minLength: 1, maxLength: 8 }).map((cs) => cs.join(''));
  const separator = fc.constantFrom(' ', ', ', '. ', '\n', ' (', ') ', "'", '’', ' - ');

  it('finds a phrase wherever it is placed between separators, in any case', () => {
    fc.assert(
      fc.property(
        fc.array(word, { maxLength: 6 }),
        fc.array(word, { minLength: 1, maxLength: 3 }),
        fc.array(word, { maxLength: 6 }),
        separator,
        fc.boolean(),
        (before, phraseWords, after, sep, upper) => {
          const phrase = phraseWords.join(' ');
          const written = upper ? phrase.toUpperCase() : phrase;
          const text = [...before, written, ...after].join(sep === "'" || sep === '’' ? ' ' : sep);
          const hits = findBannedPhrases(text, [phrase]);
          expect(hits.length).toBeGreaterThan(0);
          for (const h of hits)
            expect(normalisePhrase(text.slice(h.start, h.end))).toBe(normalisePhrase(phrase));
        },
      ),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('never reports a hit inside a longer word', () => {
    fc.assert(
      fc.property(word, word, fc.array(word, { maxLength: 5 }), (phrase, suffix, others) => {
        const text = [...others, `${phrase}${suffix}`, `${suffix}${phrase}`].join(' ');
        for (const h of findBannedPhrases(text, [phrase])) {
          const before = text.slice(0, h.start);
          const after = text.slice(h.end);
          expect(/[\p{L}\p{N}]$/u.test(before)).toBe(false);
          expect(/^[\p{L}\p{N}]/u.test(after)).toBe(false);
        }
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('returns ranges inside the text, in order, whatever the text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 80 }),
        fc.array(fc.string(), { maxLength: 4 }),
        (text, phrases) => {
          let last = -1;
          for (const h of findBannedPhrases(text, phrases)) {
            expect(h.start).toBeGreaterThanOrEqual(0);
            expect(h.end).toBeLessThanOrEqual(text.length);
            expect(h.end).toBeGreaterThan(h.start);
            expect(h.start).toBeGreaterThanOrEqual(last);
            last = h.start;
          }
        },
      ),
      { seed: SEED, numRuns: 300 },
    );
  });
});
