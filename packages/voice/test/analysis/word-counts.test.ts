// The word counts Inkprint keeps must agree (decision 039): `countWords` (@inkprint/shared) is the stored
// `word_count` of a generation, its length check and the running count in the web app; an upload's
// sections are counted by the analysis's faster regex tokenizer, which must give the same numbers.
import { countWords, LANGUAGES, type Language } from '@inkprint/shared';
import { describe, expect, it } from 'vitest';
import { splitWords, tokenizeLower } from '../../src/analysis/segment.js';
import { textStats } from '../../src/analysis/stats.js';

const SAMPLES: Record<Language, string> = {
  en: "- **Our** new e-mail service isn't ready — it'll launch on 3.5 days' notice, at 9:30.\n\nThanks, Ann.",
  de: 'Wir haben den Vertrag am 3. Mai unterschrieben – die E-Mail kam um 14,5 Uhr. Grüße, Jörg.',
  fr: "L'équipe n'a pas reçu l’e-mail : c'est aujourd'hui qu'on livre 3,5 tonnes. À bientôt !",
  it: "Dell'ufficio non c'è traccia: l’e-mail è arrivata alle 9,30 — un po' tardi. Ciao, Lucia.",
  pt: 'A equipa não recebeu o e-mail; chegámos às 9h30 com 3,5 toneladas. Até já, João.',
};

describe('word counts agree across languages', () => {
  for (const lang of LANGUAGES) {
    it(`counts the ${lang} sample the same way in every place that keeps a count`, () => {
      const text = SAMPLES[lang];
      const kept = countWords(text, lang);
      expect(kept).toBeGreaterThan(10);
      expect(splitWords(text, lang)).toHaveLength(kept);
      expect(tokenizeLower(text)).toHaveLength(kept);
      expect(textStats(text, lang).stats.words).toBe(kept);
    });
  }
});
