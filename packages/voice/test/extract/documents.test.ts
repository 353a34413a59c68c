/**
 * End-to-end extraction on real files: Markdown → DOCX (pandoc) → PDF (LibreOffice), in five languages,
 * with running headers, page-number footers, page breaks and a line-end hyphen.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ExtractResult, extractText } from '../../src/extract/index.js';
import { addHeaderFooter, makeTempDir, PAGE_BREAK, pandocDocx, sofficePdf } from './fixtures.js';

interface Lang {
  code: string;
  title: string;
  headings: string[];
  sentences: string[];
  header: string;
  footer: string;
}

const LANGS: Lang[] = [
  {
    code: 'en',
    title: 'Notes on Writing Well',
    headings: ['Why voice matters', 'Finding your rhythm', 'Editing without fear'],
    sentences: [
      'Good writing sounds like a person talking to you across a table.',
      'Short sentences land; longer ones, carefully built, carry the reader along with them.',
      'Every draft teaches you something the outline never could.',
      'Cut the words that only clear their throat before the point.',
      'Readers forgive plain language far sooner than they forgive fog.',
    ],
    header: 'Inkprint Quarterly Review 2024',
    footer: 'Page {PAGE} of {NUMPAGES}',
  },
  {
    code: 'de',
    title: 'Über das Schreiben',
    headings: ['Warum die Stimme zählt', 'Den eigenen Rhythmus finden', 'Mutig kürzen'],
    sentences: [
      'Gute Texte klingen so, als säße jemand mit Ihnen am Küchentisch.',
      'Kurze Sätze wirken; längere, sorgfältig gebaute Sätze tragen die Leserin weiter.',
      'Jeder Entwurf lehrt etwas, das keine Gliederung je zeigen könnte.',
      'Streichen Sie Wörter, die sich nur räuspern, bevor sie zur Sache kommen.',
      'Schlichte Sprache wird schneller verziehen als größte Umständlichkeit.',
    ],
    header: 'Vertraulich – Entwurf',
    footer: 'Seite {PAGE}',
  },
  {
    code: 'fr',
    title: 'De l’écriture',
    headings: ['Pourquoi la voix compte', 'Trouver son rythme', 'Corriger sans crainte'],
    sentences: [
      'Un bon texte ressemble à une conversation autour d’une table de café.',
      'Les phrases courtes frappent ; les longues, bien construites, emportent le lecteur.',
      'Chaque brouillon enseigne ce qu’aucun plan ne révèle.',
      'Supprimez les mots qui hésitent avant d’en venir au fait.',
      'On pardonne plus vite la simplicité que la préciosité élégante.',
    ],
    header: 'Revue trimestrielle',
    footer: '- {PAGE} -',
  },
  {
    code: 'it',
    title: 'Sulla scrittura',
    headings: ['Perché la voce conta', 'Trovare il proprio ritmo', 'Correggere senza paura'],
    sentences: [
      'Un buon testo suona come una persona che ti parla dall’altro lato del tavolo.',
      'Le frasi brevi colpiscono; quelle lunghe, ben costruite, accompagnano il lettore più lontano.',
      'Ogni bozza insegna qualcosa che nessuna scaletta potrà mai mostrare.',
      'Taglia le parole che si schiariscono la voce prima di arrivare al punto.',
      'I lettori perdonano la semplicità molto prima della nebbia.',
    ],
    header: 'Quaderni di scrittura',
    footer: 'Pagina {PAGE} di {NUMPAGES}',
  },
  {
    code: 'pt',
    title: 'Sobre a escrita',
    headings: ['Por que a voz importa', 'Encontrar o próprio ritmo', 'Revisar sem medo'],
    sentences: [
      'Um bom texto soa como alguém conversando com você do outro lado da mesa.',
      'Frases curtas acertam; as longas, bem construídas, levam o leitor adiante.',
      'Cada rascunho ensina algo que nenhum esboço jamais mostraria.',
      'Corte as palavras que só pigarreiam antes de chegar ao ponto.',
      'Os leitores perdoam a linguagem simples muito antes da névoa e da confusão.',
    ],
    header: 'Cadernos de escrita',
    footer: 'Página {PAGE} de {NUMPAGES}',
  },
];

/** Paragraph i rotates the sentence list so paragraphs differ; three per section, long enough to wrap. */
function paragraph(lang: Lang, section: number, i: number): string {
  const s = lang.sentences;
  return Array.from({ length: 8 }, (_, k) => s[(section + i + k) % s.length]).join(' ');
}

const HYPHEN_LINE = 'This line ends in the middle of the word infor-\\\nmation and then goes on.';

function markdown(lang: Lang): string {
  const parts = [`# ${lang.title}`, ''];
  lang.headings.forEach((h, section) => {
    if (section > 0) parts.push(PAGE_BREAK);
    parts.push(`## ${h}`, '');
    for (let i = 0; i < 3; i++) parts.push(paragraph(lang, section, i), '');
    if (lang.code === 'en' && section === 1) parts.push(HYPHEN_LINE, '');
  });
  return parts.join('\n');
}

const norm = (s: string) => s.replace(/\s+/g, ' ').trim();

const tmp = makeTempDir();
const docx = new Map<string, ExtractResult>();
const pdf = new Map<string, ExtractResult>();

beforeAll(async () => {
  const paths = LANGS.map((lang) => {
    const path = pandocDocx(tmp.dir, lang.code, markdown(lang));
    addHeaderFooter(path, lang.header, lang.footer);
    return path;
  });
  const pdfs = sofficePdf(tmp.dir, paths);
  for (const [i, lang] of LANGS.entries()) {
    docx.set(lang.code, await extractText(readFileSync(paths[i]!), `${lang.code}.docx`));
    pdf.set(lang.code, await extractText(readFileSync(pdfs[i]!), `${lang.code}.PDF`));
  }
}, 120_000);

afterAll(() => tmp.cleanup());

describe.each(LANGS)('$code document', (lang) => {
  const expectedParagraphs = lang.headings.flatMap((_, s) => [0, 1, 2].map((i) => paragraph(lang, s, i)));

  it('DOCX: keeps title and section headings as heading blocks with levels', () => {
    const result = docx.get(lang.code)!;
    expect(result.kind).toBe('docx');
    const headings = result.blocks.filter((b) => b.kind === 'heading');
    expect(headings.map((h) => [h.text, h.level])).toEqual([
      [lang.title, 1],
      ...lang.headings.map((h) => [h, 2]),
    ]);
  });

  it('DOCX: extracts every paragraph verbatim, NFC, without header/footer text', () => {
    const result = docx.get(lang.code)!;
    const paragraphs = result.blocks.filter((b) => b.kind === 'paragraph').map((b) => b.text);
    for (const p of expectedParagraphs) expect(paragraphs).toContain(p);
    expect(result.text).toBe(result.text.normalize('NFC'));
    expect(result.text).not.toContain(lang.header);
    expect(result.text.startsWith(`${lang.title}\n\n${lang.headings[0]}\n\n`)).toBe(true);
  });

  it('PDF: has at least three pages and the same headings', () => {
    const result = pdf.get(lang.code)!;
    expect(result.kind).toBe('pdf');
    expect(result.pages).toBeGreaterThanOrEqual(3);
    const headings = result.blocks.filter((b) => b.kind === 'heading');
    expect(headings.map((h) => h.text)).toEqual([lang.title, ...lang.headings]);
    expect(headings[0]!.level).toBe(1);
    expect(new Set(headings.slice(1).map((h) => h.level))).toEqual(new Set([2]));
    expect(headings.map((h) => h.page)).toEqual([1, 1, 2, 3]);
  });

  it('PDF: removes the running header and page numbers', () => {
    const result = pdf.get(lang.code)!;
    expect(result.text).not.toContain(lang.header);
    const footerPattern = new RegExp(
      `^${lang.footer.replace(/[-]/g, '\\-').replace('{PAGE}', '\\d+').replace('{NUMPAGES}', '\\d+')}$`,
      'm',
    );
    expect(result.text).not.toMatch(footerPattern);
    expect(result.text).not.toMatch(/^\d+$/m);
  });

  it('PDF: reflows wrapped lines back into the original paragraphs', () => {
    const paragraphs = pdf
      .get(lang.code)!
      .blocks.filter((b) => b.kind === 'paragraph')
      .map((b) => norm(b.text));
    for (const p of expectedParagraphs) expect(paragraphs).toContain(norm(p));
  });
});

describe('hyphenation and parity', () => {
  it('PDF: joins a word hyphenated across a line end', () => {
    const text = pdf.get('en')!.text;
    expect(text).toContain('the word information and then goes on.');
    expect(text).not.toContain('infor-');
  });

  it('DOCX keeps an author’s manual line break inside the paragraph', () => {
    expect(docx.get('en')!.text).toContain('the word infor-\nmation and then');
  });

  it('PDF and DOCX of the same document yield the same paragraphs apart from the manual break', () => {
    const paras = (r: ExtractResult) =>
      r.blocks.map((b) => norm(b.text).replace('infor- mation', 'information')).join('\n');
    expect(paras(pdf.get('en')!)).toBe(paras(docx.get('en')!));
  });

  it('PDF: truncated real file is CORRUPT', async () => {
    const bytes = readFileSync(`${tmp.dir}/en.pdf`);
    await expect(extractText(bytes.subarray(0, bytes.length >> 1), 'cut.pdf')).rejects.toMatchObject({
      code: 'CORRUPT',
    });
  });
});
