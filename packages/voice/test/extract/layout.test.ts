/** PDF layout reconstruction on synthetic text items: lines, furniture, paragraphs, headings, hyphens. */
import { describe, expect, it } from 'vitest';
import {
  isPageNumber,
  itemsToLines,
  joinLines,
  type Line,
  type PageLines,
  type PositionedItem,
  pagesToBlocks,
  removePageFurniture,
} from '../../src/extract/layout.js';

function item(str: string, x: number, y: number, size = 11, hasEOL = false): PositionedItem {
  return { str, transform: [size, 0, 0, size, x, y], width: str.length * size * 0.5, height: size, hasEOL };
}

function line(text: string, y: number, size = 11, x = 72): Line {
  return { text, x, y, right: x + text.length * size * 0.5, height: size };
}

describe('joinLines (de-hyphenation)', () => {
  it('joins a word split by a line-end hyphen when the next line starts lowercase', () => {
    expect(joinLines(['the infor-', 'mation age'])).toBe('the information age');
    expect(joinLines(['la révo-', 'lution française'])).toBe('la révolution française');
  });

  it('keeps hyphens before capitals, digits and after non-letters', () => {
    expect(joinLines(['Nord-', 'Amerika'])).toBe('Nord- Amerika');
    expect(joinLines(['pages 10-', '12'])).toBe('pages 10- 12');
    expect(joinLines(['a dash -', 'then'])).toBe('a dash - then');
  });

  it('joins at a soft hyphen and drops stray soft hyphens', () => {
    expect(joinLines(['Donau\u00ad', 'dampfschiff'])).toBe('Donaudampfschiff');
    expect(joinLines(['Kaffee\u00adhaus ist', 'offen'])).toBe('Kaffeehaus ist offen');
  });
});

describe('isPageNumber', () => {
  it.each(['3', 'Page 3 of 10', '- 3 -', 'Seite 3', 'page 3', '— 12 —', 'Página 4 de 9', '3 / 10', 'iv'])(
    'recognises %j',
    (t) => expect(isPageNumber(t)).toBe(true),
  );
  it.each(['Chapter 3', '3 apples', 'Page three', 'In 2019 we grew'])('leaves %j alone', (t) =>
    expect(isPageNumber(t)).toBe(false),
  );
});

describe('itemsToLines', () => {
  it('groups items on a baseline, inserts spaces at gaps and breaks on hasEOL', () => {
    const lines = itemsToLines([
      item('Hello', 72, 700),
      item('world', 72 + 5 * 5.5 + 3, 700, 11, true),
      item('', 0, 0, 11, true),
      item('Next', 72, 686),
      item('line', 72 + 4 * 5.5, 686.5),
    ]);
    expect(lines.map((l) => l.text)).toEqual(['Hello world', 'Nextline']);
  });

  it('measures a word gap from the run drawn last and calls 0.102 em a space, as pdf.js does', () => {
    // Texinfo draws a right-aligned "[Function]" first, then the definition from the left margin.
    const label = item('[Function]', 470, 600);
    const name = item('void f', 90, 600);
    const paren = item('(x)', 90 + name.width + 1.3, 600);
    expect(itemsToLines([label, name, paren]).map((l) => l.text)).toEqual(['[Function]void f (x)']);
    const tight = item('(x)', 90 + name.width + 1.0, 600);
    expect(itemsToLines([name, tight]).map((l) => l.text)).toEqual(['void f(x)']);
  });

  it('composes a spacing accent with the letter it is drawn over, in either order, as TeX draws them', () => {
    // "M´" then "etro" drawn back under the accent; a raised "´" alone before "Etoile"; "C" then "¸" on it.
    const m = item('M\u00b4', 72, 600);
    const etro = item('etro', 72 + m.width - 5, 600);
    const acute = item('\u00b4', 120, 603);
    const etoile = item('Etoile', 119, 600);
    const c = item('C', 200, 600);
    const cedilla = item('\u00b8', 200 + c.width - 4, 600);
    const lines = itemsToLines([m, etro, acute, etoile, c, cedilla, item('a', 200 + c.width, 600)]);
    expect(lines.map((l) => l.text)).toEqual(['Métro Étoile Ça']);
    // A dotless i takes the accent as i; an accent with no overlap stays as drawn.
    const grave = item('Forl`', 72, 500);
    expect(itemsToLines([grave, item('\u0131', 72 + grave.width - 4, 500)])[0]!.text).toBe('Forlì');
    expect(itemsToLines([item('a ^', 72, 400), item('b', 72 + 20, 400)])[0]!.text).toBe('a ^ b');
  });

  it('starts a new line when the baseline moves even without hasEOL', () => {
    const lines = itemsToLines([item('one', 72, 700), item('two', 72, 680)]);
    expect(lines.map((l) => l.text)).toEqual(['one', 'two']);
  });
});

function page(n: number, body: string[]): PageLines {
  const lines = [line('ACME Annual Report 2024', 760, 9), line(`Section ${n}`, 720, 16)];
  body.forEach((t, i) => {
    lines.push(line(t, 690 - i * 14));
  });
  lines.push(line(`Page ${n} of 3`, 40, 9));
  return { page: n, lines };
}

describe('removePageFurniture + pagesToBlocks', () => {
  it('drops running headers and page numbers, keeps headings, splits paragraphs on gaps', () => {
    const pages = [
      page(1, ['First paragraph starts here and it', 'ends on this line.']),
      page(2, ['Second page text with a hyphen-', 'ated word inside.']),
      page(3, ['Last page.']),
    ];
    // A paragraph gap on page 1.
    pages[0]!.lines.splice(4, 0, line('A new paragraph after a gap.', 640));
    expect(removePageFurniture(pages)).toBe(6);
    const blocks = pagesToBlocks(pages);
    expect(blocks).toEqual([
      { kind: 'heading', text: 'Section 1', level: 1, page: 1 },
      { kind: 'paragraph', text: 'First paragraph starts here and it ends on this line.', page: 1 },
      { kind: 'paragraph', text: 'A new paragraph after a gap.', page: 1 },
      { kind: 'heading', text: 'Section 2', level: 1, page: 2 },
      { kind: 'paragraph', text: 'Second page text with a hyphenated word inside.', page: 2 },
      { kind: 'heading', text: 'Section 3', level: 1, page: 3 },
      { kind: 'paragraph', text: 'Last page.', page: 3 },
    ]);
    expect(JSON.stringify(blocks)).not.toMatch(/ACME|Page \d/);
  });

  it('keeps a one-page document intact except for a bare page number', () => {
    const pages = [{ page: 1, lines: [line('Only heading-less text.', 700), line('1', 40)] }];
    removePageFurniture(pages);
    expect(pagesToBlocks(pages).map((b) => b.text)).toEqual(['Only heading-less text.']);
  });

  it('continues a paragraph across a page break when the next page resumes mid-sentence', () => {
    const pages = [
      { page: 1, lines: [line('This sentence is cut by the page', 100)] },
      { page: 2, lines: [line('break and goes on.', 700)] },
    ];
    expect(pagesToBlocks(pages)).toEqual([
      { kind: 'paragraph', text: 'This sentence is cut by the page break and goes on.', page: 1 },
    ]);
  });

  it('ranks heading levels by font size', () => {
    const pages = [
      {
        page: 1,
        lines: [line('Big Title', 750, 24), line('Smaller Heading', 700, 16), line('Body text line.', 680)],
      },
    ];
    expect(pagesToBlocks(pages).map((b) => [b.kind, b.level])).toEqual([
      ['heading', 1],
      ['heading', 2],
      ['paragraph', undefined],
    ]);
  });
});
