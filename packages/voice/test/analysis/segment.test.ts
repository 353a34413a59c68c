import { describe, expect, it } from 'vitest';
import { splitSentences, splitWords } from '../../src/analysis/index.js';
import { tokenizeLower } from '../../src/analysis/segment.js';

describe('splitSentences', () => {
  it('keeps German abbreviations and ordinals inside sentences', () => {
    expect(splitSentences('Das ist z. B. gut. Dr. Meier kam am 3. Mai. Ja!', 'de')).toEqual([
      'Das ist z. B. gut.',
      'Dr. Meier kam am 3. Mai.',
      'Ja!',
    ]);
  });
  it('handles French M. and p.', () => {
    expect(splitSentences('M. Dupont est là. Voir p. 5 du livre.', 'fr')).toEqual([
      'M. Dupont est là.',
      'Voir p. 5 du livre.',
    ]);
  });
  it('handles Italian sig. and Portuguese Sr./Dra.', () => {
    expect(splitSentences('Il sig. Rossi è arrivato. Bene.', 'it')).toEqual([
      'Il sig. Rossi è arrivato.',
      'Bene.',
    ]);
    expect(splitSentences('O Sr. Silva chegou. A Dra. Ana também. Tudo bem?', 'pt')).toEqual([
      'O Sr. Silva chegou.',
      'A Dra. Ana também.',
      'Tudo bem?',
    ]);
  });
  it('handles English titles and dotted abbreviations', () => {
    expect(splitSentences('Mr. Smith met Dr. Jones, e.g. at noon. Then he left.', 'en')).toEqual([
      'Mr. Smith met Dr. Jones, e.g. at noon.',
      'Then he left.',
    ]);
  });
  it('returns nothing for blank input and splits very long text', () => {
    expect(splitSentences('   ', 'en')).toEqual([]);
    const long = 'This is one sentence. '.repeat(500);
    expect(splitSentences(long, 'en')).toHaveLength(500);
  });
});

describe('splitWords', () => {
  it('keeps elisions whole and drops punctuation', () => {
    expect(splitWords("L'homme c'est là, dell'anno!", 'fr')).toEqual(["L'homme", "c'est", 'là', "dell'anno"]);
  });
  it('agrees with the fast tokenizer on the five languages', () => {
    const texts = [
      "We don't know, but it's 3.5 times faster.",
      'Die Straße ist heute gesperrt, sagt Frau Müller.',
      "Aujourd'hui, l'équipe a fini très tôt.",
      "Perché l'anno scorso è stato così difficile?",
      'Você já viu a informação sobre a ação?',
    ];
    for (const t of texts) expect(tokenizeLower(t)).toEqual(splitWords(t).map((w) => w.toLowerCase()));
  });
  it('segments scripts written without spaces', () => {
    expect(splitWords('日本語のテキストです').length).toBeGreaterThan(1);
  });
});
