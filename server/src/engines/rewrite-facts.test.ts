import { describe, expect, it } from 'vitest';
import {
  extractFacts,
  lengthBand,
  lengthCorrection,
  missingCount,
  missingFacts,
  numberValue,
} from './rewrite-facts.js';

describe('numberValue', () => {
  it('reads a number as each language writes it', () => {
    expect(numberValue('1,000', 'en')).toBe('1000');
    expect(numberValue('1.000', 'de')).toBe('1000');
    expect(numberValue('1.000', 'it')).toBe('1000');
    expect(numberValue('1.000', 'pt')).toBe('1000');
    expect(numberValue('1\u202F000', 'fr')).toBe('1000');
    expect(numberValue('1 000,50', 'fr')).toBe('1000.5');
    expect(numberValue('1,000.5', 'en')).toBe('1000.5');
    expect(numberValue('1.000,5', 'de')).toBe('1000.5');
    expect(numberValue('3,5', 'de')).toBe('3.5');
    expect(numberValue('3.5', 'de')).toBe('3.5');
    expect(numberValue('1.000', 'en')).toBe('1');
    expect(numberValue('1.000.000', 'pt')).toBe('1000000');
    expect(numberValue('007', 'en')).toBe('7');
  });
});

describe('extractFacts', () => {
  it('finds numbers, URLs, e-mail addresses and names in English, not sentence-initial capitals', () => {
    const f = extractFacts(
      'Last year we sold 1,250 bikes in Lisbon. Write to sales@example.com or see https://example.com/bikes. Prices rose 4.5% and I think Maria agrees.',
      'en',
    );
    expect(f.numbers).toEqual(['1,250', '4.5']);
    expect(f.urls).toEqual(['https://example.com/bikes']);
    expect(f.emails).toEqual(['sales@example.com']);
    expect(f.names).toEqual(['Lisbon', 'Maria']);
  });

  it('keeps acronyms and mixed-case words wherever they stand, skips headings and title-case lines', () => {
    const f = extractFacts('# Our Big Spring Launch\nNASA and the EU use our app on the iPhone.', 'en');
    expect(f.names).toEqual(['NASA', 'EU', 'iPhone']);
  });

  it('counts only acronyms and mixed-case words as names in German, where every noun is capitalised', () => {
    const f = extractFacts(
      'Unsere Kunden in Berlin nutzen seit 2019 die App von OpenAI: 1.500 Nutzer.',
      'de',
    );
    expect(f.names).toEqual(['OpenAI']);
    expect(f.numbers).toEqual(['2019', '1.500']);
  });

  it('finds names after an elision in French and Italian', () => {
    expect(extractFacts("Nous livrons dans toute l'Europe depuis Lyon.", 'fr').names).toEqual([
      'Europe',
      'Lyon',
    ]);
    expect(extractFacts("Lavoriamo con Marco dell'Italia del nord.", 'it').names).toEqual([
      'Marco',
      'Italia',
    ]);
  });

  it('finds names in Portuguese', () => {
    expect(extractFacts('Abrimos uma loja no Porto com a Ana em 2023.', 'pt')).toMatchObject({
      names: ['Porto', 'Ana'],
      numbers: ['2023'],
    });
  });
});

describe('missingFacts', () => {
  it('matches numbers by value across notations and languages', () => {
    const source = extractFacts('We sold 1,000 units for 2.5 million.', 'en');
    const kept = missingFacts(source, 'en', 'Wir haben 1.000 Stück für 2,5 Millionen verkauft.', 'de');
    expect(missingCount(kept)).toBe(0);
    const fr = missingFacts(source, 'en', 'Nous avons vendu 1 000 unités pour 2,5 millions.', 'fr');
    expect(fr.numbers).toEqual([]);
  });

  it('names each number, URL, address and name the result dropped', () => {
    const source = extractFacts(
      'Call Anna at anna@shop.example before 5 June; details on www.shop.example/june. We ship 300 boxes.',
      'en',
    );
    const missing = missingFacts(source, 'en', 'Call Anna before June; we ship 300 boxes.', 'en');
    expect(missing).toEqual({
      numbers: ['5'],
      urls: ['www.shop.example/june'],
      emails: ['anna@shop.example'],
      names: [],
    });
    expect(missingFacts(source, 'en', 'Ring her before 5 June about 300 boxes.', 'en').names).toEqual([
      'Anna',
    ]);
  });

  it('accepts a name that moved to the start of a sentence, and the same number written the same way', () => {
    const source = extractFacts('We met Paolo in Milano and sold 1.200 pezzi.', 'it');
    expect(
      missingCount(missingFacts(source, 'it', 'Paolo? In Milano abbiamo venduto 1.200 pezzi.', 'it')),
    ).toBe(0);
  });
});

describe('length band', () => {
  it('allows ±15% of the source words, rounded outwards', () => {
    expect(lengthBand(100)).toEqual({ lo: 85, hi: 115 });
    expect(lengthBand(10)).toEqual({ lo: 8, hi: 12 });
    expect(lengthCorrection(100, 80)).toBe(5);
    expect(lengthCorrection(100, 120)).toBe(-5);
    expect(lengthCorrection(100, 115)).toBe(0);
  });
});
