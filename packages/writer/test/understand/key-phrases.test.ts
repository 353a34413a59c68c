import { describe, expect, it } from 'vitest';
import { promptContext } from '../../src/understand/context.js';
import { candidates, chooseKeyPhrases } from '../../src/understand/key-phrases.js';
import { namedThingsOf } from '../../src/understand/named.js';
import { tokenRoles } from '../../src/understand/roles.js';
import { wordScores } from '../../src/understand/word-scores.js';

function keyPhrases(prompt: string, lang: 'en' | 'de' | 'fr' | 'it' | 'pt') {
  const p = promptContext(prompt, lang);
  const r = tokenRoles(p);
  return chooseKeyPhrases(p, r, namedThingsOf(p), candidates(p, r, wordScores(p))).map((c) => c.text);
}

describe('key phrases', () => {
  it('takes the phrase after "about" first, whole with its name, never the format', () => {
    const k = keyPhrases(
      'Write a blog post about our new coffee machine Aroma 3000 for small offices.',
      'en',
    );
    expect(k[0]).toBe('coffee machine Aroma 3000');
    expect(k).not.toContain('blog post');
  });
  it('puts a place after the thing it places', () => {
    const k = keyPhrases('E-Mail an das Team: Einladung zum Sommerfest am 12. Juli im Hotel Seeblick.', 'de');
    expect(k.indexOf('Sommerfest')).toBeLessThan(k.indexOf('Hotel Seeblick'));
  });
  it('shares no stem between two phrases', () => {
    const k = keyPhrases("Écris sur l'importance des jardins partagés pour les quartiers.", 'fr');
    expect(k).toEqual(['importance des jardins partagés', 'quartiers']);
  });
  it('has none for a bare instruction', () => {
    expect(keyPhrases('Write a newsletter', 'en')).toEqual([]);
  });
});
