import { describe, expect, it } from 'vitest';
import { applyGrammar } from '../src/grammar.js';
import { BANKS, fillPattern, type SlotContext } from '../src/realise.js';
import { understandPrompt } from '../src/understand.js';

describe('French contractions and elision', () => {
  it.each([
    ['Parlons de le café.', 'Parlons du café.'],
    ['Il pense à le bureau.', 'Il pense au bureau.'],
    ['Le retour de les amis.', 'Le retour des amis.'],
    ['Merci à les bénévoles.', 'Merci aux bénévoles.'],
    ['Voici le ami.', "Voici l'ami."],
    ['Voici la école.', "Voici l'école."],
    ['Le lancement de Aroma 3000.', "Le lancement d'Aroma 3000."],
    ['Je crois que il faut essayer.', "Je crois qu'il faut essayer."],
    ['Parlons de le hôtel.', "Parlons de l'hôtel."],
    ['Voici le héros.', 'Voici le héros.'],
  ])('%s → %s', (input, output) => {
    expect(applyGrammar(input, 'fr')).toBe(output);
  });
  it('puts a space before a colon and a question mark', () => {
    expect(applyGrammar('En bref: oui?', 'fr')).toBe('En bref : oui ?');
  });
});

describe('Italian articulated prepositions and elision', () => {
  it.each([
    ['Parliamo di il progetto.', 'Parliamo del progetto.'],
    ['Pensiamo a il futuro.', 'Pensiamo al futuro.'],
    ['Ecco lo amico.', "Ecco l'amico."],
    ['Il tema di la giornata.', 'Il tema della giornata.'],
    ['Una nota su il lancio.', 'Una nota sul lancio.'],
    ['Tutto in la borsa.', 'Tutto nella borsa.'],
    ['Ecco il studio.', 'Ecco lo studio.'],
    ['Dietro a i dettagli.', 'Dietro ai dettagli.'],
    ["La porta di l'ufficio.", "La porta dell'ufficio."],
    ['Parliamo di lo zaino.', 'Parliamo dello zaino.'],
  ])('%s → %s', (input, output) => {
    expect(applyGrammar(input, 'it')).toBe(output);
  });
});

describe('Portuguese contractions', () => {
  it.each([
    ['Nada foi deixado em o acaso.', 'Nada foi deixado no acaso.'],
    ['A história de o café.', 'A história do café.'],
    ['Em relação a a equipe.', 'Em relação à equipe.'],
    ['Obrigado por a ajuda.', 'Obrigado pela ajuda.'],
    ['Tudo em a mochila.', 'Tudo na mochila.'],
    ['O fim de as férias.', 'O fim das férias.'],
    ['Vamos a o parque.', 'Vamos ao parque.'],
  ])('%s → %s', (input, output) => {
    expect(applyGrammar(input, 'pt')).toBe(output);
  });
});

describe('English articles', () => {
  it.each([
    ['It is a idea.', 'It is an idea.'],
    ['It is a unique idea.', 'It is a unique idea.'],
    ['It took a hour.', 'It took an hour.'],
  ])('%s → %s', (input, output) => {
    expect(applyGrammar(input, 'en')).toBe(output);
  });
});

/** Every pattern of a bank filled with a prompt's phrases, in both forms of address. */
function filledPatterns(lang: 'en' | 'de' | 'fr' | 'it' | 'pt', prompt: string): string[] {
  const understanding = understandPrompt(prompt, lang, 'explain');
  const bank = BANKS[lang];
  const all = [
    ...bank.title,
    ...bank.heading,
    ...Object.values(bank.intro).flat(),
    ...bank.body,
    ...bank.benefit,
    ...bank.question,
    ...Object.values(bank.cta).flat(),
    ...bank.close,
    ...bank.facts,
    ...bank.hook,
    ...bank.what,
  ];
  const out: string[] = [];
  for (const address of ['formal', 'informal'] as const) {
    const ctx: SlotContext = { lang, bank, address, understanding };
    for (const p of all) {
      for (const k of understanding.keyPhrases) {
        const s = fillPattern(p, ctx, k);
        if (s) out.push(s);
      }
    }
  }
  return out;
}

describe('patterns filled with prompt phrases keep their grammar', () => {
  it('French: the prompt’s article is kept and fused after de/à', () => {
    const out = filledPatterns('fr', 'Écris un article sur le café du quartier et les ateliers du samedi.');
    const joined = out.join('\n');
    expect(joined).not.toMatch(/(?<!\p{L})(de le|à le|de les|à les)(?!\p{L})/u);
    expect(joined).toMatch(/(?<!\p{L})du café(?!\p{L})/u);
    expect(joined).not.toMatch(/\{|\}/);
  });
  it('Italian: articles fuse with di/a/su/in', () => {
    const out = filledPatterns('it', 'Scrivi un articolo sul caffè del quartiere e sugli studi di design.');
    const joined = out.join('\n');
    expect(joined).not.toMatch(/(?<!\p{L})(di il|a il|su il|in il|di lo|di gli|a gli)(?!\p{L})/u);
    expect(joined).toMatch(/(?<!\p{L})(del|al|sul|nel) caffè(?!\p{L})/u);
  });
  it('Portuguese: articles fuse with de/em/a/por', () => {
    const out = filledPatterns('pt', 'Escreva um post sobre o café do bairro e a feira de sábado.');
    const joined = out.join('\n');
    expect(joined).not.toMatch(/(?<!\p{L})(de o|em o|de a|em a|por o|por a)(?!\p{L})/u);
    expect(joined).toMatch(/(?<!\p{L})(do|no|ao|pelo) café(?!\p{L})/u);
  });
  it('German: key phrases appear only quoted or as labels, never after an inflected determiner', () => {
    const out = filledPatterns('de', 'Schreibe über unseren neuen Kaffeevollautomaten für kleine Büros.');
    const joined = out.join('\n');
    expect(joined).toMatch(/„Kaffeevollautomaten[^“]*“/);
    expect(joined).not.toMatch(/\b(unsere|unser|unserer|unserem|neue|neuer|neuen)\s+Kaffeevollautomat/);
  });
  it.each(['en', 'de', 'fr', 'it', 'pt'] as const)(
    '%s: no slot survives and formal/informal lines stay apart',
    (lang) => {
      const out = filledPatterns(lang, 'Aroma 3000 "Big Day" Berlin 3 March 2026');
      expect(out.length).toBeGreaterThan(50);
      for (const s of out) expect(s).not.toMatch(/\{[A-Za-z!]*\}|^[TVPF]\|/);
    },
  );
});

describe('no English in the other languages', () => {
  const ENGLISH = /(?<![\p{L}])(the|and|you|with|this|that|your|our|is|are|we|will|what|it's)(?![\p{L}])/iu;
  it.each(['de', 'fr', 'it', 'pt'] as const)('%s patterns use no English function words', (lang) => {
    const out = filledPatterns(lang, 'Aroma 3000 Berlin');
    for (const s of out) expect(s).not.toMatch(ENGLISH);
  });
});
