import { describe, expect, it } from 'vitest';
import { promptContext } from '../../src/understand/context.js';
import { namedThingsOf } from '../../src/understand/named.js';

const named = (prompt: string, lang: 'en' | 'de' | 'fr' | 'it' | 'pt') =>
  namedThingsOf(promptContext(prompt, lang));

describe('named things', () => {
  it('finds names with their number, dates and places, each once', () => {
    const n = named(
      'Write a blog post about our new coffee machine Aroma 3000 for small offices, launching on 3 March in Berlin.',
      'en',
    );
    expect(n.namedThings).toEqual(['3 March', 'Aroma 3000', 'Berlin']);
    expect(n.isDate('3 March')).toBe(true);
    expect(n.isDate('Berlin')).toBe(false);
    expect(n.isNamed('Aroma')).toBe(true);
  });
  it('in German, takes a capitalised noun for a name only as a place or with a number', () => {
    const n = named(
      'E-Mail an das Team: Einladung zum Sommerfest am 12. Juli im Hotel Seeblick in Konstanz.',
      'de',
    );
    expect(n.namedThings).toEqual(['12. Juli', 'Konstanz']);
  });
  it('keeps a quoted title whole', () => {
    const n = named('Post for social media about the webinar "Data without Drama" on 14 November.', 'en');
    expect(n.namedThings).toContain('Data without Drama');
    expect(n.namedThings).toContain('14 November');
  });
  it('finds none in a bare instruction', () => {
    expect(named('Write a newsletter', 'en').namedThings).toEqual([]);
  });
});
