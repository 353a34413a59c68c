import { describe, expect, it } from 'vitest';
import { understandPrompt } from '../../src/understand.js';

describe('subject', () => {
  it('is the common-noun phrase that ends in the name it describes', () => {
    const u = understandPrompt(
      'Write a blog post about our new coffee machine Aroma 3000 for small offices, launching on 3 March in Berlin.',
      'en',
      'inform',
    );
    expect(u.subject).toBe(true);
    expect(u.topic.text).toBe('coffee machine Aroma 3000');
  });
  it('is never the audience', () => {
    const u = understandPrompt(
      "Écris sur l'importance des jardins partagés pour les quartiers.",
      'fr',
      'inform',
    );
    expect(u.audience).toBe('les quartiers');
    expect(u.keyPhrases.map((k) => k.text)).toEqual(['importance des jardins partagés']);
  });
  it('is absent from a bare instruction: an empty topic, no placeholder', () => {
    const u = understandPrompt('Write a newsletter', 'en', 'inform');
    expect(u.subject).toBe(false);
    expect(u.topic.text).toBe('');
  });
  it('is quoted as written from a prompt in another language', () => {
    const u = understandPrompt('Write a blog post about our new coffee machine Aroma 3000', 'de', 'inform');
    expect(u.source).toBe('en');
    expect(u.foreign).toBe(true);
    expect(u.topic).toMatchObject({ text: 'coffee machine Aroma 3000', np: null });
    expect(u.audience).toBeNull();
  });
});
