import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { detectLanguage } from '../../src/analysis/index.js';

/** 20 windows of `size` words spread evenly over a fixture (test/fixtures/languages/<lang>.txt). */
function windows(lang: string, size = 150, count = 20): string[] {
  const url = new URL(`../fixtures/languages/${lang}.txt`, import.meta.url);
  const words = readFileSync(url, 'utf8').split(/\s+/).filter(Boolean);
  const step = (words.length - size) / (count - 1);
  return Array.from({ length: count }, (_, i) =>
    words.slice(Math.round(i * step), Math.round(i * step) + size).join(' '),
  );
}

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

  describe('150-word chunks (20 per language, own texts)', () => {
    for (const lang of ['en', 'de', 'fr', 'it', 'pt']) {
      it(`detects every ${lang} chunk as ${lang}`, () => {
        const got = windows(lang).map((t) => detectLanguage(t).language);
        expect(got.filter((l) => l !== lang)).toEqual([]);
      });
    }
    for (const lang of ['sv', 'da', 'nb', 'nl', 'es', 'ca', 'ro', 'cs']) {
      it(`reports ≥ 90% of ${lang} chunks as 'other'`, () => {
        const got = windows(lang).map((t) => detectLanguage(t).language);
        expect(got.filter((l) => l === 'other').length, got.join(' ')).toBeGreaterThanOrEqual(18);
      });
    }
  });
  it('tells Italian from French in short technical lines that share "il"', () => {
    expect(
      detectLanguage(
        'Il comando make-kpkg richiede il pacchetto kernel_package (vedere Sezione 9.10, «Il kernel»).',
      ).language,
    ).toBe('it');
    expect(detectLanguage("Tableau 12.12. Liste des outils d'analyse du code statique :").language).toBe(
      'fr',
    );
  });

  describe('two-sentence texts', () => {
    const cases: [string, string][] = [
      ['pt', 'Perfil 1: servidor público ou funcionário com alta estabilidade. Três meses costumam bastar.'],
      ['pt', 'Comecei a levar marmita pro trabalho. Cancelei três assinaturas de streaming (três!).'],
      ['pt', 'O que me ajudou? Primeiro, a reserva de emergência.'],
      ['fr', 'Jour 2 : Belém. Le tramway 15 part de la place du Commerce (environ 25 minutes).'],
      ['it', "Beh, indovina un po'. La nonna aveva ragione!"],
      [
        'pt',
        'O comando ssh -L 5901:localhost:5900 -N -T máquina cria um túnel entre a porta local 5901 e a porta 5900 da máquina. O primeiro “localhost” restringe o SSH a ouvir apenas nesta interface.',
      ],
    ];
    it.each(cases)('detects %s in a short text with few function words or with numbers: %s', (lang, text) => {
      expect(detectLanguage(text).language).toBe(lang);
    });

    /** 400 held-out two-sentence texts per language (test/fixtures/two-sentences, never used for tuning). */
    it.each(['en', 'de', 'fr', 'it', 'pt'])(
      '%s: gets at least 380 of 400 held-out two-sentence texts right (95 per cent)',
      (lang) => {
        const url = new URL(`../fixtures/two-sentences/${lang}.txt.gz`, import.meta.url);
        const texts = gunzipSync(readFileSync(url)).toString('utf8').split('\n').filter(Boolean);
        expect(texts.length).toBe(400);
        const wrong = texts.filter((t) => detectLanguage(t).language !== lang);
        expect(wrong.length, wrong.slice(0, 5).join('\n')).toBeLessThanOrEqual(20);
      },
    );
  });
});
