// The draft is about what the prompt asks for (QA, issue "the built-in engine loses the prompt's subject"):
// its key noun phrase, never the kind of text asked for ("newsletter" in "Write a newsletter"), never the
// audience ("for beginners"), never a placeholder word ("Thema", "this topic"); a bare instruction gets
// wording that needs no subject; a prompt in another language is never pasted into the output's frames.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GENERATION_TYPES, LANGUAGES, type Language } from '@inkprint/shared';
import { analyzeVoice, detectLanguage, type VoiceAnalysis } from '@inkprint/voice';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkDraft, repeatedSentences, UNFILLED_SLOT, writeDraft } from '../src/index.js';
import { BANKS } from '../src/realise.js';
import { understandPrompt } from '../src/understand.js';

const SEED = Number(process.env.FC_SEED ?? 20261125);
const fixtures = join(dirname(fileURLToPath(import.meta.url)), '..', 'bench', 'fixtures');

/** One fixture voice per language. */
const PROFILES = Object.fromEntries(
  LANGUAGES.map((lang) => {
    const f = readdirSync(join(fixtures, lang)).sort()[0]!;
    const text = readFileSync(join(fixtures, lang, f), 'utf8');
    return [lang, analyzeVoice([{ id: f, input: text }]).analysis];
  }),
) as Record<Language, VoiceAnalysis>;

/** The fallback words the writer used to print as a subject. */
const PLACEHOLDERS =
  /this topic|„Thema“|Stichwort Thema\b|zum Thema Thema|\bce sujet\b|questo tema|este tema/i;

interface Subject {
  /** As typed in the prompt. */
  np: string;
  /** Its content words: every one must be in the draft. */
  words: string[];
}

/** Prompts a user might type: an instruction (or none), a subject, an audience (or none). */
const PROMPTS: Record<
  Language,
  { lead: string[]; subjects: Subject[]; audience: { prep: string; words: string }[]; tails: string[] }
> = {
  en: {
    lead: [
      'Write a blog post about',
      'Write about',
      'Tell customers about',
      'Announce',
      'Invite everyone to',
      'Thank the team for',
      'Tips for',
      'Write an email about',
      '',
    ],
    subjects: [
      { np: 'our new garden tools', words: ['garden', 'tools'] },
      { np: 'the spring sourdough workshop', words: ['sourdough', 'workshop'] },
      { np: 'a weekly newsletter', words: ['weekly', 'newsletter'] },
      { np: 'email marketing', words: ['email', 'marketing'] },
      { np: 'our new product', words: ['product'] },
      { np: 'the city library', words: ['city', 'library'] },
    ],
    audience: [
      { prep: 'for', words: 'beginners' },
      { prep: 'for', words: 'busy parents' },
    ],
    tails: ['next week', ''],
  },
  de: {
    lead: [
      'Schreibe einen Blogbeitrag über',
      'Schreibe über',
      'Informiere die Kunden über',
      'Kündige an:',
      'Lade alle ein zu',
      'Danke dem Team für',
      'Tipps für',
      'Schreibe eine E-Mail über',
      '',
    ],
    subjects: [
      { np: 'unsere neuen Gartengeräte', words: ['Gartengeräte'] },
      { np: 'den Frühlingsworkshop', words: ['Frühlingsworkshop'] },
      { np: 'einen besseren Newsletter', words: ['Newsletter'] },
      { np: 'das E-Mail-Marketing', words: ['E-Mail-Marketing'] },
      { np: 'unser neues Produkt', words: ['Produkt'] },
      { np: 'die Stadtbibliothek', words: ['Stadtbibliothek'] },
    ],
    audience: [
      { prep: 'für', words: 'Einsteiger' },
      { prep: 'für', words: 'Familien' },
    ],
    tails: ['nächste Woche', ''],
  },
  fr: {
    lead: [
      'Écris un article sur',
      'Écris sur',
      'Informe les clients sur',
      'Annonce',
      'Invite tout le monde à',
      "Remercie l'équipe pour",
      'Des conseils pour',
      'Rédige un e-mail sur',
      '',
    ],
    subjects: [
      { np: 'nos nouveaux outils de jardin', words: ['outils', 'jardin'] },
      { np: "l'atelier de printemps", words: ['atelier', 'printemps'] },
      { np: 'une newsletter hebdomadaire', words: ['newsletter', 'hebdomadaire'] },
      { np: 'le marketing par e-mail', words: ['marketing'] },
      { np: 'notre nouveau produit', words: ['produit'] },
      { np: 'la bibliothèque municipale', words: ['bibliothèque', 'municipale'] },
    ],
    audience: [
      { prep: 'pour', words: 'les débutants' },
      { prep: 'pour', words: 'les familles' },
    ],
    tails: ['la semaine prochaine', ''],
  },
  it: {
    lead: [
      'Scrivi un articolo su',
      'Scrivi su',
      'Informa i clienti su',
      'Annuncia',
      'Invita tutti a',
      'Ringrazia la squadra per',
      'Consigli per',
      "Scrivi un'e-mail su",
      '',
    ],
    subjects: [
      { np: 'i nostri nuovi attrezzi da giardino', words: ['attrezzi', 'giardino'] },
      { np: 'il laboratorio di pasta madre', words: ['laboratorio', 'pasta', 'madre'] },
      { np: 'una newsletter settimanale', words: ['newsletter', 'settimanale'] },
      { np: "l'email marketing", words: ['email', 'marketing'] },
      { np: 'il nostro nuovo prodotto', words: ['prodotto'] },
      { np: 'la biblioteca civica', words: ['biblioteca', 'civica'] },
    ],
    audience: [
      { prep: 'per', words: 'principianti' },
      { prep: 'per', words: 'le famiglie' },
    ],
    tails: ['la prossima settimana', ''],
  },
  pt: {
    lead: [
      'Escreva um post sobre',
      'Escreva sobre',
      'Conte aos clientes sobre',
      'Anuncie',
      'Convide todos para',
      'Agradeça à equipe por',
      'Dicas para',
      'Escreva um e-mail sobre',
      '',
    ],
    subjects: [
      { np: 'as nossas novas ferramentas de jardim', words: ['ferramentas', 'jardim'] },
      { np: 'a oficina de primavera', words: ['oficina', 'primavera'] },
      { np: 'uma newsletter semanal', words: ['newsletter', 'semanal'] },
      { np: 'o marketing por e-mail', words: ['marketing'] },
      { np: 'o nosso novo produto', words: ['produto'] },
      { np: 'a biblioteca da cidade', words: ['biblioteca', 'cidade'] },
    ],
    audience: [
      { prep: 'para', words: 'iniciantes' },
      { prep: 'para', words: 'famílias' },
    ],
    tails: ['na próxima semana', ''],
  },
};

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const lower = (s: string) => s.toLocaleLowerCase();
/** Quoted in the language's marks or straight quotes (for an author who types those). */
const quoted = (lang: Language, phrase: string) => {
  const [open, close] = BANKS[lang].quote;
  return [`${open}${phrase}${close}`, `"${phrase}"`];
};
/** The title of a blog post or marketing copy, the subject line of an e-mail. */
function titleOf(text: string, lang: Language): string | null {
  const first = text.split('\n')[0] ?? '';
  if (first.startsWith('# ')) return first.slice(2);
  // French typography puts a space before the colon ("Objet : …").
  const label = new RegExp(`^${BANKS[lang].subjectLabel}\\s?:\\s`);
  const m = label.exec(first);
  return m ? first.slice(m[0].length) : null;
}

const request = fc.constantFrom(...LANGUAGES).chain((lang) =>
  fc.record({
    lang: fc.constant(lang),
    lead: fc.constantFrom(...PROMPTS[lang].lead),
    subject: fc.constantFrom(...PROMPTS[lang].subjects),
    audience: fc.option(fc.constantFrom(...PROMPTS[lang].audience), { nil: undefined }),
    tail: fc.constantFrom(...PROMPTS[lang].tails),
    contentType: fc.constantFrom(...GENERATION_TYPES),
    length: fc.constantFrom('small' as const, 'medium' as const),
    seed: fc.integer({ min: -1_000_000, max: 1_000_000 }),
  }),
);

function promptOf(r: {
  lead: string;
  subject: Subject;
  audience?: { prep: string; words: string } | undefined;
  tail: string;
}): string {
  const aud = r.audience ? `${r.audience.prep} ${r.audience.words}` : '';
  return capitalise([r.lead, r.subject.np, aud, r.tail].filter(Boolean).join(' '));
}

describe('the draft is about the prompt’s subject, in all five languages', () => {
  it('carries every content word of the subject, in the title too, and no placeholder', () => {
    fc.assert(
      fc.property(request, (r) => {
        const prompt = promptOf(r);
        const result = writeDraft(
          { prompt, language: r.lang, contentType: r.contentType, length: r.length, seed: r.seed },
          { analysis: PROFILES[r.lang] },
        );
        const text = lower(result.text);
        for (const w of r.subject.words) expect(text, `${prompt}\n${result.text}`).toContain(lower(w));
        expect(result.text).not.toMatch(PLACEHOLDERS);
        expect(result.text).not.toMatch(UNFILLED_SLOT);
        const title = titleOf(result.text, r.lang);
        if (title && r.contentType !== 'product_description')
          expect(
            r.subject.words.some((w) => lower(title).includes(lower(w))),
            `${prompt} → ${title}`,
          ).toBe(true);
      }),
      { numRuns: 70, seed: SEED },
    );
  });

  it('never makes the audience the subject: it appears only after its own preposition', () => {
    fc.assert(
      fc.property(
        request.filter((r) => r.audience !== undefined),
        (r) => {
          const prompt = promptOf(r);
          const result = writeDraft(
            { prompt, language: r.lang, contentType: r.contentType, length: r.length, seed: r.seed },
            { analysis: PROFILES[r.lang] },
          );
          const aud = r.audience!;
          const noun = aud.words.split(' ').at(-1)!;
          const title = titleOf(result.text, r.lang) ?? '';
          expect(lower(title), `${prompt} → ${title}`).not.toContain(lower(noun));
          for (const q of quoted(r.lang, noun)) expect(result.text).not.toContain(q);
          // "For beginners, …", "pour les débutants": the only place the audience may stand.
          const rest = result.text.replace(new RegExp(`(?<!\\p{L})${aud.prep}\\s+${aud.words}`, 'giu'), '');
          expect(lower(rest), `${prompt}\n${result.text}`).not.toContain(lower(noun));
        },
      ),
      { numRuns: 40, seed: SEED },
    );
  });
});

/** Prompts that only ask for a kind of text. */
const BARE: Record<Language, { prompt: string; format: string }[]> = {
  en: [
    { prompt: 'Write a blog post', format: 'blog post' },
    { prompt: 'Write a newsletter', format: 'newsletter' },
    { prompt: 'Write an email', format: 'email' },
    { prompt: 'Write a short marketing text', format: 'marketing text' },
    { prompt: 'Product description', format: 'product description' },
  ],
  de: [
    { prompt: 'Schreibe einen Blogbeitrag', format: 'Blogbeitrag' },
    { prompt: 'Schreibe einen Newsletter', format: 'Newsletter' },
    { prompt: 'Schreibe eine E-Mail', format: 'E-Mail' },
    { prompt: 'Erstelle einen kurzen Werbetext', format: 'Werbetext' },
  ],
  fr: [
    { prompt: 'Rédige un article', format: 'article' },
    { prompt: 'Écris une newsletter', format: 'newsletter' },
    { prompt: 'Écris un e-mail', format: 'e-mail' },
    { prompt: 'Texte marketing', format: 'marketing' },
  ],
  it: [
    { prompt: 'Scrivi un articolo', format: 'articolo' },
    { prompt: 'Scrivi una newsletter', format: 'newsletter' },
    { prompt: "Scrivi un'e-mail", format: 'e-mail' },
    { prompt: 'Testo di marketing', format: 'marketing' },
  ],
  pt: [
    { prompt: 'Escreva um post', format: 'post' },
    { prompt: 'Escreva uma newsletter', format: 'newsletter' },
    { prompt: 'Escreva um e-mail', format: 'e-mail' },
    { prompt: 'Texto de marketing', format: 'marketing' },
  ],
};

describe('a prompt that only asks for a kind of text', () => {
  it('gets wording that needs no subject: no placeholder, no quoted phrase, the format never a subject', () => {
    const bare = fc.constantFrom(...LANGUAGES).chain((lang) =>
      fc.record({
        lang: fc.constant(lang),
        item: fc.constantFrom(...BARE[lang]),
        contentType: fc.constantFrom(...GENERATION_TYPES),
        length: fc.constantFrom('small' as const, 'medium' as const, 'large' as const),
        seed: fc.integer({ min: -1_000_000, max: 1_000_000 }),
      }),
    );
    fc.assert(
      fc.property(bare, (r) => {
        const req = {
          prompt: r.item.prompt,
          language: r.lang,
          contentType: r.contentType,
          length: r.length,
          seed: r.seed,
        };
        expect(understandPrompt(r.item.prompt, r.lang, 'explain').subject).toBe(false);
        const result = writeDraft(req, { analysis: PROFILES[r.lang] });
        const text = result.text;
        expect(text).not.toMatch(PLACEHOLDERS);
        expect(text).not.toMatch(UNFILLED_SLOT);
        // Nothing to quote: no named thing, no subject.
        expect(text).not.toMatch(/[„“”«»"]/);
        expect(lower(text)).not.toMatch(new RegExp(`(?<!\\p{L})${lower(r.item.format)}(?!\\p{L})`, 'u'));
        expect(result.keyPhrases).toEqual([]);
        const title = titleOf(text, r.lang);
        if (r.contentType === 'blog_post' || r.contentType === 'marketing_copy' || r.contentType === 'email')
          expect(title?.trim().length ?? 0).toBeGreaterThan(3);
        // Still a well-formed draft of the right length and language, and the same one for a seed.
        expect(repeatedSentences(text, r.lang)).toBe(0);
        expect(detectLanguage(text).language).toBe(r.lang);
        expect(
          checkDraft(text, { lang: r.lang, target: result.targetWords, address: result.address, named: [] })
            .failures,
        ).not.toContain('length');
        expect(writeDraft(req, { analysis: PROFILES[r.lang] }).text).toBe(text);
      }),
      { numRuns: 40, seed: SEED },
    );
  });

  it('has blog headings that differ from each other', () => {
    for (const lang of LANGUAGES) {
      const { text } = writeDraft(
        { prompt: BARE[lang][0]!.prompt, language: lang, contentType: 'blog_post', length: 'large', seed: 3 },
        { analysis: PROFILES[lang] },
      );
      const headings = text.split('\n').filter((l) => l.startsWith('## '));
      expect(headings.length).toBeGreaterThanOrEqual(3);
      expect(new Set(headings).size).toBe(headings.length);
    }
  });
});

describe('a prompt in another language than the output', () => {
  const pairs = fc
    .tuple(fc.constantFrom(...LANGUAGES), fc.constantFrom(...LANGUAGES))
    .filter(([a, b]) => a !== b)
    .chain(([source, output]) =>
      fc.record({
        source: fc.constant(source),
        output: fc.constant(output),
        lead: fc.constantFrom(...PROMPTS[source].lead.filter(Boolean)),
        subject: fc.constantFrom(...PROMPTS[source].subjects),
        audience: fc.option(fc.constantFrom(...PROMPTS[source].audience), { nil: undefined }),
        tail: fc.constant(''),
        contentType: fc.constantFrom(...GENERATION_TYPES),
        seed: fc.integer({ min: -1_000_000, max: 1_000_000 }),
      }),
    );

  it('writes in the output language, quotes the subject as written, and pastes no instruction', () => {
    fc.assert(
      fc.property(pairs, (r) => {
        const prompt = promptOf(r);
        const u = understandPrompt(prompt, r.output, 'explain');
        expect(u.source, prompt).toBe(r.source);
        expect(u.foreign).toBe(true);
        expect(u.audience).toBeNull();
        const req = {
          prompt,
          language: r.output,
          contentType: r.contentType,
          length: 'small' as const,
          seed: r.seed,
        };
        const result = writeDraft(req, { analysis: PROFILES[r.output] });
        const text = result.text;
        expect(detectLanguage(text).language, text).toBe(r.output);
        expect(text).not.toMatch(PLACEHOLDERS);
        // The instruction and the audience stay out; the subject's words come in quotation marks.
        expect(text).not.toContain(r.lead);
        if (r.audience) expect(lower(text)).not.toContain(lower(r.audience.words.split(' ').at(-1)!));
        expect(
          quoted(r.output, u.topic.text).some((q) => text.includes(q)),
          `${prompt} → ${u.topic.text}\n${text}`,
        ).toBe(true);
        for (const w of r.subject.words) expect(lower(text)).toContain(lower(w));
        expect(writeDraft(req, { analysis: PROFILES[r.output] }).text).toBe(text);
      }),
      { numRuns: 40, seed: SEED },
    );
  });
});

describe('the prompts QA reported', () => {
  const draft = (prompt: string, language: Language, contentType: 'blog_post' | 'email' = 'blog_post') =>
    writeDraft({ prompt, language, contentType, length: 'small', seed: 1 }, { analysis: PROFILES[language] })
      .text;

  it('German: no "Thema" placeholder; a newsletter prompt is about newsletters', () => {
    for (const [prompt, type] of [
      ['Schreibe einen Blogbeitrag', 'blog_post'],
      ['Schreibe einen Newsletter', 'email'],
    ] as const) {
      const text = draft(prompt, 'de', type);
      expect(text).not.toMatch(/Thema/);
      expect(text).not.toMatch(/[„“]/);
    }
    const tips = draft('Tipps für einen besseren Newsletter', 'de');
    expect(tips).not.toMatch(PLACEHOLDERS);
    expect(tips).not.toMatch(/Thema(?! Newsletter)/);
    expect(titleOf(tips, 'de')).toContain('Newsletter');
  });

  it('English: the subject noun phrase, not "this topic", a relative clause or a number word', () => {
    expect(titleOf(draft('Our new product', 'en'), 'en')).toMatch(/our new product/i);
    expect(draft('Write a newsletter', 'en', 'email')).not.toMatch(/this topic|newsletter/i);
    const weekly = draft('Tips for writing a weekly newsletter that people actually read', 'en');
    expect(titleOf(weekly, 'en')).toMatch(/weekly newsletter/i);
    expect(weekly).not.toMatch(/about people actually read/i);
    const email = draft('Five tips for better email marketing', 'en');
    expect(titleOf(email, 'en')).toMatch(/email marketing/i);
    expect(email).not.toMatch(/\bFive\b|When it comes to better,/);
  });

  it('the audience never becomes the subject (English and Italian)', () => {
    const en = draft('Announce our spring sourdough workshop for beginners', 'en');
    expect(titleOf(en, 'en')).toMatch(/spring sourdough workshop/i);
    expect(en).not.toMatch(/Behind beginners|about beginners|to beginners/i);
    const it = draft('Annuncia il nostro laboratorio di pasta madre per principianti', 'it');
    expect(titleOf(it, 'it')).toMatch(/laboratorio di pasta madre/i);
    expect(it).not.toMatch(/«principianti»/);
  });

  it('an English prompt with French output: the subject quoted, the prompt not pasted', () => {
    const fr = draft('Announce our spring sourdough workshop for beginners', 'fr');
    expect(fr).toContain('« spring sourdough workshop »');
    expect(fr).not.toMatch(/Announce|beginners|en termes simples/);
    expect(detectLanguage(fr).language).toBe('fr');
  });
});
