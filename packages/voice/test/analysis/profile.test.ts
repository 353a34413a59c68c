/**
 * The profile a user sees, from files as the server stores them (extraction → sections → analysis): figures
 * that agree with each other when the files are in several languages, vocabulary of the learned language
 * only, and samples that keep a title apart from the text and never show the same writing twice.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeVoice, type InputBlock, STOPWORDS, summarizeDocument } from '../../src/analysis/index.js';
import { tokenizeLower } from '../../src/analysis/segment.js';
import { KNOWN_LANGUAGES } from '../../src/analysis/types.js';
import { extractText } from '../../src/extract/index.js';
import { BREAD, BREAD_TITLE } from './samples-source.js';

const LANGUAGES = join(import.meta.dirname, '../fixtures/languages');
const PRODUCED = join(import.meta.dirname, '../fixtures/produced');

/** The first `n` words of a language fixture, as one paragraph. */
function words(lang: string, n: number): string {
  return readFileSync(join(LANGUAGES, `${lang}.txt`), 'utf8')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, n)
    .join(' ');
}

/** A file as the server keeps it: extracted, cut into sections, stored, then read back as blocks. */
async function stored(name: string, bytes: Uint8Array): Promise<{ id: string; input: InputBlock[] }> {
  const { blocks } = await extractText(bytes, name);
  const input: InputBlock[] = [];
  for (const s of summarizeDocument(blocks).sections) {
    if (s.heading) input.push({ kind: 'heading', text: s.heading, level: 2 });
    for (const p of s.text.split(/\n{2,}/)) if (p.trim()) input.push({ kind: 'paragraph', text: p });
  }
  return { id: name, input };
}

const txt = (text: string) => new TextEncoder().encode(text);
/** Words as the engine counts them ("well-known" is two). */
const count = (text: string) => tokenizeLower(text).length;

describe('a profile from files in five languages', async () => {
  // QA's files: English, German, French, Italian and Portuguese of 156, 97, 80, 72 and 68 words.
  const sizes = { en: 156, de: 97, fr: 80, it: 72, pt: 68 } as const;
  const docs = await Promise.all(
    Object.entries(sizes).map(([lang, n]) => stored(`${lang}.txt`, txt(words(lang, n)))),
  );
  const { profile, analysis } = analyzeVoice(docs);
  const summary = analysis.content_summary;
  if (summary.key !== 'summary') throw new Error('no summary');
  const p = summary.params;

  it('says it learned from the words and sections the profile counts, and what it set aside', () => {
    expect(p.language).toBe('en');
    expect(profile.total_words_analyzed).toBe(count(words('en', 156)));
    expect(p.learned_words).toBe(profile.total_words_analyzed);
    expect(p.learned_sections).toBe(profile.content_sections_analyzed);
    expect(p.learned_documents).toBe(1);
    expect(p.other_language_words).toBe(
      (['de', 'fr', 'it', 'pt'] as const).reduce((a, lang) => a + count(words(lang, sizes[lang])), 0),
    );
    expect(p.minor_words).toBe(0);
    // Everything read is either learned from or set aside.
    expect(p.learned_words + p.other_language_words + p.minor_words).toBe(analysis.total_words);
    expect(p.words).toBe(analysis.total_words);
    expect(p.documents).toBe(5);
  });

  it('lists the main language’s content words, never another language’s function words', () => {
    const common = analysis.vocabulary_analysis.most_common_words.map((w) => w.word);
    expect(common.length).toBeGreaterThan(0);
    for (const lang of KNOWN_LANGUAGES) for (const w of common) expect(STOPWORDS[lang].has(w), w).toBe(false);
    const english = new Set(tokenizeLower(words('en', 156)));
    for (const w of common) expect(english.has(w), w).toBe(true);
    expect(analysis.vocabulary_analysis.unique_words).toBe(english.size);
  });

  it('asks for one language, not for running text the other languages already are', () => {
    expect(analysis.confidence.reasons).toContain('single_language');
    expect(analysis.confidence.reasons).not.toContain('more_prose');
  });

  it('takes its samples from the writing it learned from', () => {
    expect(analysis.sample_content).toHaveLength(1);
    expect(analysis.sample_content[0]).toMatch(/^When we opened the bakery/);
  });
});

describe('a profile from one language', () => {
  it('counts lists and very short passages as set aside, and the figures still add up', () => {
    const prose = words('en', 160);
    const list = '- flour\n- water\n- salt\n- yeast';
    const { profile, analysis } = analyzeVoice([
      { id: 'a', input: `${prose}\n\n---\n\n${list}` },
      { id: 'b', input: words('en', 400).split(' ').slice(200).join(' ') },
    ]);
    const summary = analysis.content_summary;
    if (summary.key !== 'summary') throw new Error('no summary');
    expect(summary.params.minor_words).toBe(4);
    expect(summary.params.other_language_words).toBe(0);
    expect(summary.params.learned_words).toBe(profile.total_words_analyzed);
    expect(summary.params.learned_words + summary.params.minor_words).toBe(analysis.total_words);
    expect(summary.params.learned_documents).toBe(2);
  });
});

const GARDEN = [
  'Our allotment is a narrow strip of clay at the edge of town, between a railway line and a row of garages. Nobody would call it pretty, and nobody who grows anything there would swap it for a better plot.',
  'This year the beans came early and the courgettes came all at once, as they always do. By August we were leaving them on doorsteps at night like a secret society of vegetable smugglers.',
  'The tomatoes sulked until September and then ripened in one glorious week, just as the first cold nights arrived and the blackbirds found the last of the raspberries.',
];

describe('samples', () => {
  it('keep a TXT file’s title apart from the first sentence', async () => {
    const { analysis } = analyzeVoice([await stored('bread.txt', txt([BREAD_TITLE, ...BREAD].join('\n\n')))]);
    const [sample] = analysis.sample_content;
    expect(sample).toMatch(/^Why I Started Baking Bread\n\nI never planned to bake bread\./);
    expect(sample).not.toContain('Bread I never');
  });

  it('show the same writing uploaded as .txt and .docx once', async () => {
    const { analysis } = analyzeVoice([
      await stored('bread.txt', txt([BREAD_TITLE, ...BREAD].join('\n\n'))),
      await stored('bread.docx', new Uint8Array(readFileSync(join(PRODUCED, 'bread.docx')))),
      await stored('garden.txt', txt(GARDEN.join('\n\n'))),
    ]);
    const samples = analysis.sample_content;
    expect(samples).toHaveLength(2);
    expect(samples.filter((s) => s.includes('I never planned to bake bread'))).toHaveLength(1);
    expect(samples.filter((s) => s.includes('Our allotment'))).toHaveLength(1);
  });
});
