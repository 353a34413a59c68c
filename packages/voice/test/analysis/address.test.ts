import { describe, expect, it } from 'vitest';
import { analyzeVoice } from '../../src/analysis/index.js';
import { textStats } from '../../src/analysis/stats.js';
import type { DetectedLanguage } from '../../src/analysis/types.js';

const address = (text: string, lang: DetectedLanguage) => {
  const { formal, informal } = textStats(text, lang).stats;
  return { formal, informal };
};

describe('address form (formal / informal second person)', () => {
  it('pt: "você" is everyday (informal) address; "o senhor", "a senhora", "Vossa Senhoria" are formal', () => {
    expect(
      address(
        'Oi, Ana! Você viu o vídeo que te mandei? Se você quiser, a gente passa aí amanhã e vocês escolhem o bolo.',
        'pt',
      ),
    ).toEqual({ formal: 0, informal: 4 });
    expect(
      address(
        'Prezado senhor, informamos que o senhor poderá retirar o documento amanhã. Caso a senhora prefira, enviamos pelo correio. Solicitamos a Vossa Senhoria que confirme o endereço, e a V. Exa. agradecemos a atenção.',
        'pt',
      ),
    ).toEqual({ formal: 5, informal: 0 });
    // "o senhor Silva" talks about someone, it does not address the reader.
    expect(address('Ontem o senhor Silva chegou cedo e a senhora Costa saiu tarde.', 'pt').formal).toBe(0);
  });

  it('pt: a Brazilian blogger who writes "você" reads as informal', () => {
    const post = `Se você nunca fez pão em casa, esse post é para você. Você só precisa de farinha, água, sal e
      paciência. Eu sei, parece difícil, mas te garanto que não é. Você mistura tudo, deixa descansar e pronto.
      Quando você tirar o primeiro pão do forno, vai entender por que eu falo tanto disso por aqui. Depois me
      conta nos comentários como ficou o seu! E se vocês tiverem dúvidas, podem mandar que eu respondo.`;
    expect(analyzeVoice([{ id: 'br', input: post }]).analysis.habits.address_form).toBe('informal');
  });

  it('de: du/dich/dir/dein/euch and "ihr" with a verb are informal; Sie/Ihnen/Ihr only capitalised mid-sentence', () => {
    expect(
      address(
        'Hast du morgen Zeit? Ich schicke dir die Datei, dann könnt ihr sie euch zusammen anschauen. Dein Bruder kann auch kommen.',
        'de',
      ),
    ).toEqual({ formal: 0, informal: 5 });
    expect(
      address(
        'Vielen Dank für Ihre Nachricht. Gerne senden wir Ihnen die Unterlagen, sobald Sie uns Ihre Adresse mitteilen.',
        'de',
      ),
    ).toEqual({ formal: 4, informal: 0 });
    // Lower-case "sie" (she, they) and "ihr" (her, their) are not address.
    expect(
      address('Die Kunden sagen, sie seien zufrieden, und ihr Feedback ist gut. Sie kommen wieder.', 'de'),
    ).toEqual({ formal: 0, informal: 0 });
  });

  it("fr: tu/toi/ton/t' are informal, vous/votre formal, but not when a group is addressed", () => {
    expect(
      address(
        "Salut Marie, tu viens ce soir ? Je t'envoie l'adresse, et ton frère peut venir avec toi.",
        'fr',
      ),
    ).toEqual({ formal: 0, informal: 4 });
    expect(
      address('Madame, nous vous remercions de votre message. Vous recevrez vos documents demain.', 'fr'),
    ).toEqual({ formal: 4, informal: 0 });
    expect(
      address(
        'Salut à tous ! Vous êtes nombreux à nous écrire, alors voici vos réponses. Merci à vous tous.',
        'fr',
      ),
    ).toEqual({ formal: 0, informal: 0 });
  });

  it('it: tu/ti/tuo are informal; Lei/La/Le/Suo capitalised mid-sentence formal; plural voi is neither', () => {
    expect(
      address(
        'Ciao Luca, ti mando il file stasera. Se tu hai tempo, dimmi cosa ne pensi del tuo progetto.',
        'it',
      ),
    ).toEqual({ formal: 0, informal: 3 });
    expect(
      address(
        'Gentile cliente, La ringraziamo per il Suo ordine. Restiamo a Sua disposizione e, se Lei lo desidera, possiamo contattarLa domani.',
        'it',
      ),
    ).toEqual({ formal: 5, informal: 0 });
    expect(address("Abbiamo letto l'articolo su La Stampa di ieri.", 'it').formal).toBe(0);
    expect(address('Ragazzi, voi che ne dite? Vi aspetto tutti sabato.', 'it')).toEqual({
      formal: 0,
      informal: 0,
    });
  });

  it('en: no formal/informal distinction', () => {
    expect(address('Could you send me your notes? Thank you, sir.', 'en')).toEqual({
      formal: 0,
      informal: 0,
    });
  });
});
