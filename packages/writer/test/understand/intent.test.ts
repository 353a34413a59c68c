import { describe, expect, it } from 'vitest';
import { promptContext } from '../../src/understand/context.js';
import { intentOf } from '../../src/understand/intent.js';

const intent = (prompt: string, lang: 'en' | 'de' | 'fr' | 'it' | 'pt') =>
  intentOf(promptContext(prompt, lang), 'inform');

describe('intent', () => {
  it('reads cues in each language, the most specific first', () => {
    expect(intent('Thank the team for the charity book fair in Leeds.', 'en')).toBe('thank');
    expect(intent('E-Mail an das Team: Einladung zum Sommerfest am 12. Juli.', 'de')).toBe('invite');
    expect(intent('Convide todos para a oficina de primavera.', 'pt')).toBe('invite');
    expect(intent('Scrivi un post sulla nostra nuova macchina da caffè.', 'it')).toBe('announce');
  });
  it("keeps the content type's intent when the prompt has no cue, and a format word is none", () => {
    expect(intent("Écris sur l'importance des jardins partagés.", 'fr')).toBe('inform');
    expect(intent('Write a newsletter', 'en')).toBe('inform');
  });
});
