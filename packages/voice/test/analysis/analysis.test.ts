import { TONES } from '@inkprint/shared';
import { describe, expect, it, vi } from 'vitest';
import { classifyContent } from '../../src/analysis/content-type.js';
import {
  analyzeVoice,
  buildSections,
  complexityOf,
  readability,
  summarizeDocument,
} from '../../src/analysis/index.js';
import { textStats } from '../../src/analysis/stats.js';
import { toneScores } from '../../src/analysis/tone.js';

const tone = (text: string, lang: 'en' | 'de' | 'fr' | 'it' | 'pt') =>
  toneScores(textStats(text, lang).stats);

describe('readability', () => {
  it('rates short plain sentences simple and long polysyllabic ones complex', () => {
    const easy = textStats('The cat sat on the mat. It was warm. We had tea.', 'en').stats;
    const hard = textStats(
      'Organisational interdependencies necessitate comprehensive institutional reconfiguration, particularly regarding heterogeneous administrative responsibilities and accountability.',
      'en',
    ).stats;
    expect(complexityOf(readability(easy, 'en'))).toBe('simple');
    expect(complexityOf(readability(hard, 'en'))).toBe('complex');
  });
  it('uses the per-language formula and keeps scores in 0–100', () => {
    const s = textStats('Der Hund läuft schnell. Die Katze schläft.', 'de').stats;
    expect(readability(s, 'de').formula).toBe('amstad');
    expect(readability(s, 'it').formula).toBe('gulpease');
    expect(readability(s, 'pt').formula).toBe('flesch_martins');
    expect(readability(s, 'fr').formula).toBe('kandel_moles');
    for (const l of ['en', 'de', 'fr', 'it', 'pt', 'other'] as const) {
      const r = readability(s, l);
      expect(r.score).toBeGreaterThanOrEqual(0);
      expect(r.score).toBeLessThanOrEqual(100);
    }
  });
  it('rates German Amstad bands', () => {
    const easy = textStats('Ich bin da. Du bist hier. Wir gehen heim.', 'de').stats;
    expect(complexityOf(readability(easy, 'de'))).toBe('simple');
  });
});

describe('tone', () => {
  it('scores an enthusiastic text enthusiastic', () => {
    const t = tone('Wow, this is amazing! I absolutely love it! Best day ever, so excited!', 'en');
    expect(t.dominant_tones).toContain('enthusiastic');
  });
  it('scores a technical text technical in each language', () => {
    expect(
      tone('Set the timeout parameter in the config file and restart the server. The API returns JSON.', 'en')
        .primary_tone,
    ).toBe('technical');
    expect(
      tone(
        'Setzen Sie den Parameter timeout in der Konfigurationsdatei und starten Sie den Server neu.',
        'de',
      ).primary_tone,
    ).toBe('technical');
    expect(
      tone(
        'Configurez le paramètre timeout dans le fichier de configuration puis redémarrez le serveur.',
        'fr',
      ).primary_tone,
    ).toBe('technical');
    expect(
      tone('Impostare il parametro timeout nel file di configurazione e riavviare il server.', 'it')
        .primary_tone,
    ).toBe('technical');
    expect(
      tone('Defina o parâmetro timeout no arquivo de configuração e reinicie o servidor.', 'pt').primary_tone,
    ).toBe('technical');
  });
  it('scores enthusiasm in other languages', () => {
    expect(
      tone('Wahnsinn! Das war einfach großartig, ich bin total begeistert!', 'de').dominant_tones,
    ).toContain('enthusiastic');
    expect(tone("C'était génial ! J'adore, vraiment incroyable !", 'fr').dominant_tones).toContain(
      'enthusiastic',
    );
    expect(tone('Che meraviglia! Bellissimo, sono entusiasta!', 'it').dominant_tones).toContain(
      'enthusiastic',
    );
    expect(tone('Que incrível! Eu amei, ficou perfeito!', 'pt').dominant_tones).toContain('enthusiastic');
  });
  it('is neutral for flat text and for nothing', () => {
    expect(tone('The house is on the left side of the road.', 'en').primary_tone).toBe('neutral');
    expect(tone('', 'en').primary_tone).toBe('neutral');
  });
});

describe('content types', () => {
  const typeOf = (text: string) => buildSections(text)[0]?.content_type;
  it('classifies e-mails in five languages', () => {
    expect(
      typeOf(
        'Hi Anna,\n\nthanks for the notes from Tuesday. I will send the figures tomorrow.\n\nBest regards,\nTom',
      ),
    ).toBe('email');
    expect(
      typeOf('Hallo Anna,\n\ndanke für die Notizen. Ich schicke dir morgen die Zahlen.\n\nViele Grüße\nTom'),
    ).toBe('email');
    expect(
      typeOf(
        'Bonjour Anna,\n\nmerci pour les notes. Je vous envoie les chiffres demain.\n\nCordialement,\nTom',
      ),
    ).toBe('email');
    expect(typeOf('Ciao Anna,\n\ngrazie per gli appunti. Ti mando i numeri domani.\n\nUn saluto,\nTom')).toBe(
      'email',
    );
    expect(typeOf('Olá Ana,\n\nobrigado pelas notas. Envio os números amanhã.\n\nAbraços,\nTom')).toBe(
      'email',
    );
  });
  it('classifies a tweet as social media', () => {
    expect(
      typeOf('Just shipped our new feature 🚀 so proud of the team! #buildinpublic #startup @acme'),
    ).toBe('social_media');
  });
  it('classifies press releases and academic text', () => {
    expect(
      typeOf(
        'FOR IMMEDIATE RELEASE\n\nBERLIN, 3 May 2024 – Acme today announced a new product line for retailers.',
      ),
    ).toBe('press_release');
    expect(
      typeOf(
        'Abstract\n\nIn this paper we propose a framework for measuring trust (Smith et al., 2020). The methodology combines surveys [3] and interviews.',
      ),
    ).toBe('academic_paper');
  });
  it('searches a section for each cue once, not once per occurrence of its first word', () => {
    // "for" starts the cue "for immediate release": 3,000 of them once meant 3,000 searches of the whole
    // section, quadratic in its length (bench/unpunctuated.ts, docs/benchmarks.md).
    const text = 'We waited for the bus and for the train and for the press to call. '.repeat(1000);
    const { stats } = textStats(text, 'en');
    const includes = vi.spyOn(String.prototype, 'includes');
    try {
      classifyContent(text, null, stats);
      expect(includes.mock.calls.length).toBeLessThan(50);
    } finally {
      includes.mockRestore();
    }
  });
  it('falls back to general content with a confidence', () => {
    const s = buildSections('The weather was grey. We stayed in and read.')[0]!;
    expect(s.content_type).toBe('general_content');
    expect(s.content_type_confidence).toBeGreaterThanOrEqual(0);
    expect(s.content_type_confidence).toBeLessThanOrEqual(1);
  });
});

describe('sections', () => {
  it('starts sections at headings and groups long runs of paragraphs', () => {
    const para = 'This is a sentence of ordinary prose that goes on for a while. '.repeat(8).trim();
    const text = ['# Intro', para, '# Details', ...Array.from({ length: 12 }, () => para)].join('\n\n');
    const secs = buildSections(text);
    expect(secs[0]!.heading).toBe('Intro');
    expect(secs[1]!.heading).toBe('Details');
    for (const s of secs.slice(1)) expect(s.word_count).toBeLessThanOrEqual(420);
    expect(secs.length).toBeGreaterThan(3);
    expect(secs[1]!.priority).toBe('high');
  });
  it('respects pages and marks short or foreign sections low', () => {
    const secs = buildSections([
      {
        kind: 'paragraph',
        text: 'A fairly long paragraph of English prose that keeps going so that it counts as real prose, with more than forty words in it, because that is the rule for high priority sections in the primary language of the document here today.',
        page: 1,
      },
      { kind: 'paragraph', text: 'Page 2 footer', page: 2 },
    ]);
    expect(secs).toHaveLength(2);
    expect(secs[0]!.page).toBe(1);
    expect(secs[0]!.priority).toBe('high');
    expect(secs[1]!.priority).toBe('low');
  });
  it('cuts a long text without sentence punctuation into sections of a few hundred words', () => {
    // An unpunctuated transcript is one endless "sentence"; whole, it made one section of the whole file and
    // took 24 s per MB (docs/benchmarks.md). Sections of bounded size keep every per-section step linear.
    const words = 'so we talked about the garden and the bread and how the week went and then'.split(' ');
    const transcript = Array.from({ length: 6000 }, (_, i) => words[i % words.length]).join(' ');
    for (const input of [transcript, [{ kind: 'paragraph' as const, text: transcript }]]) {
      const s = summarizeDocument(input);
      expect(s.total_words).toBe(6000);
      expect(s.content_sections).toBeGreaterThanOrEqual(15);
      for (const sec of s.sections) expect(sec.word_count).toBeLessThanOrEqual(400);
      // Cut at spaces only: the sections put back together are the text.
      expect(s.sections.map((sec) => sec.text.replace(/\s+/g, ' ')).join(' ')).toBe(transcript);
    }
  });
  it('keeps a long sentence that fits a section whole', () => {
    const sentence = `${'one more clause, '.repeat(110)}and the end.`;
    const secs = buildSections(`${sentence} ${'A short one. '.repeat(40)}`);
    expect(secs.some((sec) => sec.text.startsWith(sentence))).toBe(true);
  });
  it('summarises documents, including empty ones', () => {
    expect(summarizeDocument('')).toEqual({
      content_sections: 0,
      total_words: 0,
      language: 'other',
      has_meaningful_content: false,
      sections: [],
    });
    const s = summarizeDocument('Bonjour à tous. '.repeat(30));
    expect(s.language).toBe('fr');
    expect(s.has_meaningful_content).toBe(true);
  });
});

describe('habits', () => {
  it('collects greetings, sign-offs and hashtags', () => {
    const { analysis } = analyzeVoice([
      {
        id: '1',
        input: 'Hi Sam,\n\nquick update on the launch. Everything is on track for Friday.\n\nCheers,\nJo',
      },
      { id: '2', input: 'Hi Alex,\n\nthe report is attached. Let me know what you think.\n\nCheers,\nJo' },
      { id: '3', input: 'Launch day! 🚀 #launch #saas\n\nSo proud of this team. #launch' },
    ]);
    expect(analysis.habits.greetings).toContain('Hi');
    expect(analysis.habits.sign_offs).toContain('Cheers');
    expect(analysis.habits.top_hashtags[0]).toBe('#launch');
    expect(analysis.habits.hashtags_per_100_words).toBeGreaterThan(0);
    expect(analysis.habits.emoji_per_100_words).toBeGreaterThan(0);
  });
  it('detects German formal and informal address', () => {
    const formal = analyzeVoice([
      {
        id: 'a',
        input: 'Wir danken Ihnen für Ihre Anfrage. Gerne senden wir Ihnen das Angebot, wenn Sie möchten.',
      },
    ]);
    const informal = analyzeVoice([
      { id: 'b', input: 'Danke dir für deine Nachricht! Wenn du magst, schicke ich dir das Rezept.' },
    ]);
    expect(formal.analysis.habits.address_form).toBe('formal');
    expect(informal.analysis.habits.address_form).toBe('informal');
  });
});

describe('analyzeVoice', () => {
  it('returns neutral defaults for empty input', () => {
    const { profile, analysis } = analyzeVoice([]);
    expect(profile).toEqual({
      content_sections_analyzed: 0,
      total_words_analyzed: 0,
      primary_tone: 'neutral',
      writing_complexity: 'simple',
      vocabulary_level: 'simple',
      primary_content_type: 'general_content',
    });
    expect(analysis.total_words).toBe(0);
    expect(analysis.confidence.level).toBe('low');
  });
  it('fills every field within range', () => {
    const text =
      'We build tools for small teams. Our customers love how simple it is! Do you want to try it? '.repeat(
        20,
      );
    const { profile, analysis } = analyzeVoice([{ id: 'x', input: text }]);
    expect(analysis.total_words).toBeGreaterThan(300);
    expect(profile.total_words_analyzed).toBeGreaterThan(0);
    for (const t of TONES) {
      expect(analysis.tone_characteristics.tone_scores[t]).toBeGreaterThanOrEqual(0);
      expect(analysis.tone_characteristics.tone_scores[t]).toBeLessThanOrEqual(1);
    }
    expect(analysis.vocabulary_analysis.vocabulary_diversity).toBeGreaterThan(0);
    expect(analysis.vocabulary_analysis.vocabulary_diversity).toBeLessThanOrEqual(1);
    expect(analysis.vocabulary_analysis.most_common_words.length).toBeLessThanOrEqual(10);
    expect(analysis.primary_language).toBe('en');
    expect(analysis.languages.en).toBe(1);
    expect(analysis.sample_content.length).toBeGreaterThan(0);
    expect(analysis.confidence.reasons).toContain('more_documents');
    expect(analysis.writing_style.exclamation_frequency).toBeCloseTo(1 / 3, 1);
    expect(
      analysis.high_priority_sections + analysis.medium_priority_sections + analysis.low_priority_sections,
    ).toBe(analysis.total_sections);
    // A key with parameters, rendered by each side in the user's language — never English prose.
    expect(analysis.content_summary).toMatchObject({
      key: 'summary',
      params: { language: 'en', documents: 1, words: analysis.total_words },
    });
  });
});
