/** Borrowed sentences are whole prose sentences of the user's writing (decision 022). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { borrowSentences } from '../src/borrow.js';
import { understandPrompt } from '../src/understand.js';

const FIXTURE = readFileSync(
  join(import.meta.dirname, '../../voice/test/fixtures/furniture/quill-help.txt'),
  'utf8',
);

describe('borrowing from a help file', () => {
  it('lends whole sentences only: never a header line, a command or a line cut from a wrapped sentence', () => {
    // Prompts that made the line-by-line borrowing lend the header line and the wrapped-line fragment.
    const prompts = [
      'Tips for keeping notes in a file',
      'Open the note file like any other note',
      'Quill version notes',
      'Where Quill keeps a copy of the garden file',
    ];
    let lent = 0;
    for (const prompt of prompts) {
      const u = understandPrompt(prompt, 'en', 'inform');
      for (const b of borrowSentences([{ text: FIXTURE, language: 'en' }], u, 'en', () => true)) {
        lent++;
        expect(b.text).toMatch(/^[A-Z]/);
        expect(b.text).toMatch(/[.!?]$/);
        expect(b.text).not.toMatch(/quill_0\d\.txt|version 4\.2|:write|--help|\|/);
        // A sentence of the file as a reader sees it, all its wrapped lines joined.
        expect(FIXTURE.replace(/\s+/g, ' ')).toContain(b.text);
        expect(b.text).not.toBe('file and open it like any other note.');
      }
    }
    expect(lent).toBeGreaterThan(0);
  });
});
