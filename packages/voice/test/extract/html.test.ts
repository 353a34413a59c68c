/** mammoth HTML → blocks: headings, paragraphs, lists, tables, entities, footnote markers. */
import { describe, expect, it } from 'vitest';
import { decodeEntities, htmlToBlocks, tidyBlockText } from '../../src/extract/html.js';

describe('decodeEntities', () => {
  it('decodes named, decimal and hex entities and leaves unknown ones', () => {
    expect(decodeEntities('a &amp; b &lt;c&gt; &quot;d&quot; &#233;t&#xE9; &bogus; &#0;')).toBe(
      'a & b <c> "d" été &bogus; &#0;',
    );
  });
});

describe('tidyBlockText', () => {
  it('collapses horizontal whitespace, trims lines and drops empty ones', () => {
    expect(tidyBlockText('  two\t\tspaces  here \n\n  next\u00a0line ')).toBe('two spaces here\nnext line');
  });
});

describe('htmlToBlocks', () => {
  it('keeps heading levels and paragraphs, strips inline tags', () => {
    const html =
      '<h1>Title</h1><p>Some <strong>bold</strong> and <em>italic</em> text.</p><h3>Deep</h3><p>End</p>';
    expect(htmlToBlocks(html)).toEqual([
      { kind: 'heading', text: 'Title', level: 1 },
      { kind: 'paragraph', text: 'Some bold and italic text.' },
      { kind: 'heading', text: 'Deep', level: 3 },
      { kind: 'paragraph', text: 'End' },
    ]);
  });

  it('turns list items and table cells into paragraphs and <br> into a newline', () => {
    const html =
      '<ul><li>one</li><li>two</li></ul><table><tr><td><p>cell A</p></td><td><p>cell B</p></td></tr></table>' +
      '<p>line one<br />line two</p>';
    expect(htmlToBlocks(html).map((b) => b.text)).toEqual([
      'one',
      'two',
      'cell A',
      'cell B',
      'line one\nline two',
    ]);
  });

  it('removes footnote reference markers and back-links but keeps the note text', () => {
    const html =
      '<p>Claim<sup><a href="#footnote-1" id="footnote-ref-1">[1]</a></sup> here.</p>' +
      '<ol><li id="footnote-1"><p>The source. <a href="#footnote-ref-1">↑</a></p></li></ol>';
    expect(htmlToBlocks(html).map((b) => b.text)).toEqual(['Claim here.', 'The source.']);
  });

  it('decodes entities after tags are removed so escaped markup stays text', () => {
    expect(htmlToBlocks('<p>&lt;p&gt; is a tag &amp; so is &lt;br&gt;</p>')).toEqual([
      { kind: 'paragraph', text: '<p> is a tag & so is <br>' },
    ]);
  });
});
