import { describe, expect, it } from 'vitest';
import { detectLanguage } from '../../src/analysis/index.js';

describe('detectLanguage', () => {
  const cases: [string, string][] = [
    ['en', 'We were not sure whether the team would be able to finish the project on time.'],
    ['de', 'Wir waren uns nicht sicher, ob das Team das Projekt rechtzeitig abschließen kann.'],
    ['fr', "Nous n'étions pas sûrs que l'équipe puisse terminer le projet à temps."],
    ['it', 'Non eravamo sicuri che la squadra riuscisse a finire il progetto in tempo.'],
    ['pt', 'Não tínhamos certeza de que a equipe conseguiria terminar o projeto a tempo.'],
  ];
  for (const [lang, text] of cases) {
    it(`detects ${lang}`, () => {
      const r = detectLanguage(text);
      expect(r.language).toBe(lang);
      expect(r.confidence).toBeGreaterThan(0.5);
    });
  }
  it("reports Spanish, Polish and non-Latin scripts as 'other'", () => {
    expect(
      detectLanguage('No estábamos seguros de que el equipo pudiera terminar el proyecto a tiempo.').language,
    ).toBe('other');
    expect(detectLanguage('Nie byliśmy pewni, czy zespół zdąży skończyć projekt na czas.').language).toBe(
      'other',
    );
    expect(detectLanguage('Мы не были уверены, что команда успеет закончить проект.').language).toBe('other');
  });
  it('handles empty input', () => {
    expect(detectLanguage('')).toEqual({ language: 'other', confidence: 0 });
  });
});
