/**
 * Profiles only from real writing (decision 022): a minimum of running prose, shares of one set of
 * sentences, and file furniture (header and version lines, tags, commands, fragments) never in samples,
 * favourite phrases or sentence statistics. The fixture is a help file in the style of Vim's, written for
 * these tests: test/fixtures/furniture/quill-help.txt.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeVoice, type InputBlock, summarizeDocument } from '../../src/analysis/index.js';
import {
  isFurnitureLine,
  isProseSentence,
  MIN_PROSE_WORDS,
  proseSentences,
} from '../../src/analysis/prose.js';
import { splitSentences, tokenizeLower } from '../../src/analysis/segment.js';
import { extractText } from '../../src/extract/index.js';

const FIXTURE = readFileSync(join(import.meta.dirname, '../fixtures/furniture/quill-help.txt'), 'utf8');
const LANGUAGES = join(import.meta.dirname, '../fixtures/languages');

/** The fixture's running prose, sentence by sentence, as a reader would list it. */
const QUILL_PROSE = [
  'Quill is a small editor for people who keep notes all day.',
  'It opens fast, it never hides your words behind menus, and it stays out of your way while you think.',
  'The window shows the file and a single status line at the bottom.',
  'Nothing else competes for your attention, which is the whole point of the program.',
  'If the file does not exist yet, Quill creates it the moment you save, so you can begin with an empty page and a clear head.',
  'Do you wonder why there is no toolbar?',
  'Every command is one key away, and after a week your fingers know them better than any icon could show them.',
  'I learned this the slow way, after years of hunting through menus for a button that was never where I left it.',
  'Type as you would on paper.',
  'Quill wraps long lines for you and keeps the paragraphs you make with an empty line.',
  'Saving is quick, and Quill keeps a copy of the previous version next to the file, so a bad edit never costs you a morning of work.',
  'If you ever lose something, look for the copy with the same name and a tilde at the end of the garden.txt file and open it like any other note.',
  'What happens when two windows change the same note?',
  'Quill warns you before it overwrites anything, and it shows both versions side by side so you can choose.',
  'It is a small thing, but it has saved my notes more than once!',
  'Help is always one command away.',
  'The manual is written in plain words, and every page ends with a short list of the pages that come next.',
  'Read it slowly the first time.',
  'Most people find that a quiet hour with the manual saves them a week of guessing later.',
  'Quill is free to use, and if it helps you, please consider giving something to the public library in your town, which keeps books and quiet rooms open for everyone who needs them.',
  'Writing notes should feel light.',
  'Keep them short, keep them honest, and come back to them often, because a note you never read again is only a weight you carry around.',
  'The best notes are the ones you are glad to find a year later, when you have forgotten almost everything else about the day.',
];

/** A file as the server keeps it: extracted, cut into sections, stored, then read back as blocks. */
async function stored(name: string, text: string): Promise<{ id: string; input: InputBlock[] }> {
  const { blocks } = await extractText(new TextEncoder().encode(text), name);
  const input: InputBlock[] = [];
  for (const s of summarizeDocument(blocks).sections) {
    if (s.heading) input.push({ kind: 'heading', text: s.heading, level: 2 });
    for (const p of s.text.split(/\n{2,}/)) if (p.trim()) input.push({ kind: 'paragraph', text: p });
  }
  return { id: name, input };
}

/** The first `n` words of a language fixture, as paragraphs of whole sentences. */
function englishWords(n: number): string {
  const text = readFileSync(join(LANGUAGES, 'en.txt'), 'utf8');
  const out: string[] = [];
  let words = 0;
  for (const s of splitSentences(text.replace(/\s+/g, ' '), 'en')) {
    const w = tokenizeLower(s).length;
    if (words + w > n) break;
    out.push(s);
    words += w;
  }
  return out.join(' ');
}

const flat = (s: string) => s.replace(/\s+/g, ' ').trim();

describe('a profile needs running prose', () => {
  it('a file of symbols and numbers gives no ready profile and no contradictory shares', () => {
    const { analysis } = analyzeVoice([{ id: 'junk', input: '--- 1234 5678 ... !!! ??? *** ===' }]);
    expect(analysis.prose).toEqual({ words: 0, sentences: 0, needed: MIN_PROSE_WORDS, ready: false });
    const { question_frequency: q, exclamation_frequency: e } = analysis.writing_style;
    expect(q + e).toBeLessThanOrEqual(1);
    expect(analysis.sample_content).toEqual([]);
  });

  it('below the minimum it says how many words of prose there are; at the minimum the profile is ready', () => {
    const short = analyzeVoice([{ id: 'a', input: englishWords(200) }]).analysis.prose!;
    expect(short.ready).toBe(false);
    expect(short.words).toBeGreaterThan(150);
    expect(short.words).toBeLessThan(MIN_PROSE_WORDS);
    const long = analyzeVoice([{ id: 'a', input: englishWords(450) }]).analysis.prose!;
    expect(long.ready).toBe(true);
    expect(long.words).toBeGreaterThanOrEqual(MIN_PROSE_WORDS);
  });

  it('a sentence ending in "?!" is a question, not also an exclamation: the two shares add up to at most 100%', () => {
    const text = Array.from({ length: 12 }, (_, i) => `Did you really see number ${i} there?! `).join('');
    const { writing_style: w } = analyzeVoice([{ id: 'a', input: text }]).analysis;
    expect(w.question_frequency).toBe(1);
    expect(w.exclamation_frequency).toBe(0);
  });
});

describe('file furniture is not prose', () => {
  it('header, version, tag, table-of-contents and command lines are furniture; wrapped prose is not', () => {
    for (const line of [
      '*quill_02.txt*	For Quill version 4.2.  Last change: 2026 Mar 14',
      '*usr_02.txt*	For Vim version 9.0.',
      '|02.1|	Starting Quill',
      '*02.1*	Starting Quill',
      '02.1  Starting Quill			*quill-start*',
      ':write',
      '$ quill --help',
      'quill --help',
      '--- 1234 5678 ... !!! ??? *** ===',
      '==============================================================================',
    ])
      expect(isFurnitureLine(line), line).toBe(true);
    for (const line of [
      'Quill is a small editor for people who keep notes all day.  It opens fast,',
      'the garden.txt',
      'file and open it like any other note.',
      'The last change we made was the quietest one.',
    ])
      expect(isFurnitureLine(line), line).toBe(false);
    expect(isProseSentence('file and open it like any other note.')).toBe(false);
    expect(isProseSentence('To start it, give it the name of a notes file: >')).toBe(false);
    expect(isProseSentence('Table of contents: |quill_toc.txt|')).toBe(false);
  });

  it('the prose of a help file is exactly its whole sentences, wrapped lines joined', () => {
    expect(proseSentences(FIXTURE, 'en').map(flat)).toEqual(QUILL_PROSE);
  });

  it('sentence statistics count the whole sentences only', async () => {
    const { analysis } = analyzeVoice([await stored('quill-help.txt', FIXTURE)]);
    const lengths = QUILL_PROSE.map((s) => tokenizeLower(s).length);
    const mean = lengths.reduce((a, b) => a + b, 0) / lengths.length;
    expect(analysis.prose!.sentences).toBe(QUILL_PROSE.length);
    expect(analysis.prose!.words).toBe(lengths.reduce((a, b) => a + b, 0));
    expect(analysis.prose!.ready).toBe(true);
    expect(analysis.writing_style.avg_sentence_length).toBeCloseTo(mean, 1);
    expect(analysis.writing_style.question_frequency).toBeCloseTo(2 / QUILL_PROSE.length, 2);
    expect(analysis.writing_style.exclamation_frequency).toBeCloseTo(1 / QUILL_PROSE.length, 2);
  });

  it('samples of the writing are whole prose sentences: no header, version line, file name line or command', async () => {
    const { analysis } = analyzeVoice([await stored('quill-help.txt', FIXTURE)]);
    expect(analysis.sample_content.length).toBeGreaterThan(0);
    for (const sample of analysis.sample_content) {
      expect(sample).not.toMatch(/quill_0\d\.txt|version 4\.2|Last change|:write|--help|\|02\.|\*02\./);
      for (const paragraph of sample.split('\n\n'))
        for (const sentence of splitSentences(paragraph, 'en')) expect(QUILL_PROSE).toContain(flat(sentence));
    }
  });

  it('favourite phrases stay inside one line of one sentence', async () => {
    // Twice the same help file: phrases recur, and the lines wrap at the same places.
    const doc = await stored('quill-help.txt', FIXTURE);
    const { analysis } = analyzeVoice([doc, { ...doc, id: 'copy.txt' }]);
    const phrases = analysis.habits.favourite_phrases;
    expect(phrases.length).toBeGreaterThan(0);
    const lines = FIXTURE.toLowerCase().split('\n');
    for (const phrase of phrases) {
      const run = new RegExp(`(?:^|[^\\p{L}])${phrase.split(' ').join(' +')}(?:[^\\p{L}]|$)`, 'u');
      expect(
        lines.some((l) => run.test(l)),
        phrase,
      ).toBe(true);
      expect(
        QUILL_PROSE.some((s) => run.test(s.toLowerCase())),
        phrase,
      ).toBe(true);
    }
  });
});
