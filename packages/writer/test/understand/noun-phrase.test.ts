import { describe, expect, it } from 'vitest';
import { understandPrompt } from '../../src/understand.js';

const np = (prompt: string, lang: 'en' | 'de' | 'fr' | 'it' | 'pt') =>
  understandPrompt(prompt, lang, 'inform').topic.np;

describe('noun phrases', () => {
  it('keep the determiner and pre-nominal words the prompt had', () => {
    expect(np('Write a blog post about our new coffee machine Aroma 3000.', 'en')).toBe(
      'our new coffee machine Aroma 3000',
    );
    expect(np("Écris sur l'importance des jardins partagés.", 'fr')).toBe(
      "l'importance des jardins partagés",
    );
    expect(np('Convide todos para a oficina de primavera.', 'pt')).toBe('a oficina de primavera');
  });
  it('give an Italian possessive its article, decontracted from the preposition', () => {
    expect(np('Scrivi un post sulla nostra nuova macchina da caffè.', 'it')).toBe(
      'la nostra nuova macchina da caffè',
    );
  });
  it('are not made in German, whose cases would not fit another sentence', () => {
    expect(np('Schreibe über unsere neue Kaffeemaschine Aroma 3000.', 'de')).toBeNull();
  });
});
