/**
 * The source of the committed documents the extraction tests read (`../fixtures/produced/documents/`): one
 * short document per language, with a title, three sections on three pages, a running header and a
 * page-number footer. `../fixtures/produced/make.ts` turns it into DOCX (pandoc) and PDF (LibreOffice); the
 * tests compare what they extract with the text here.
 */

/** Raw OpenXML page break for pandoc Markdown. */
export const PAGE_BREAK = '\n```{=openxml}\n<w:p><w:r><w:br w:type="page"/></w:r></w:p>\n```\n';

export interface Lang {
  code: string;
  title: string;
  headings: string[];
  sentences: string[];
  header: string;
  footer: string;
}

export const LANGS: Lang[] = [
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
export function paragraph(lang: Lang, section: number, i: number): string {
  const s = lang.sentences;
  return Array.from({ length: 8 }, (_, k) => s[(section + i + k) % s.length]).join(' ');
}

const HYPHEN_LINE = 'This line ends in the middle of the word infor-\\\nmation and then goes on.';

export function markdown(lang: Lang): string {
  const parts = [`# ${lang.title}`, ''];
  lang.headings.forEach((h, section) => {
    if (section > 0) parts.push(PAGE_BREAK);
    parts.push(`## ${h}`, '');
    for (let i = 0; i < 3; i++) parts.push(paragraph(lang, section, i), '');
    if (lang.code === 'en' && section === 1) parts.push(HYPHEN_LINE, '');
  });
  return parts.join('\n');
}
