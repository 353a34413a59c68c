/**
 * Text without sentence punctuation (an unpunctuated transcript): one paragraph with no ". ! ?" must still be
 * cut into sections of a few hundred words, so cost stays linear. Times extraction + summarizeDocument (what
 * an upload does) and analyzeVoice on 1 MB of the fixture authors' English words with the punctuation removed.
 * Run: npx tsx packages/voice/bench/unpunctuated.ts [bytes]
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyzeVoice, summarizeDocument } from '../src/analysis/index.js';
import { extractText } from '../src/extract/index.js';

const AUTHORS = join(dirname(fileURLToPath(import.meta.url)), '../test/fixtures/authors/en');

/** ~`bytes` of English words with no sentence punctuation and no line breaks. */
export function unpunctuatedText(bytes: number): string {
  const words = ['blogger', 'novelist', 'saas', 'academic']
    .map((n) => readFileSync(join(AUTHORS, `${n}.txt`), 'utf8'))
    .join(' ')
    .replace(/[.!?…:;]/g, '')
    .split(/\s+/)
    .filter(Boolean);
  const out: string[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const w = words[i % words.length]!;
    out.push(w);
    size += w.length + 1;
  }
  return out.join(' ');
}

export async function benchUnpunctuated(bytes = 1_000_000): Promise<{
  bytes: number;
  words: number;
  sections: number;
  largestSection: number;
  uploadMs: number;
  analyzeMs: number;
}> {
  const text = unpunctuatedText(bytes);
  const data = new TextEncoder().encode(text);
  const t0 = performance.now();
  const extracted = await extractText(data, 'transcript.txt', { timeoutMs: 600_000 });
  const summary = summarizeDocument(extracted.blocks);
  const uploadMs = performance.now() - t0;
  const t1 = performance.now();
  analyzeVoice([{ id: 'transcript', input: extracted.blocks }]);
  const analyzeMs = performance.now() - t1;
  return {
    bytes: data.length,
    words: summary.total_words,
    sections: summary.content_sections,
    largestSection: Math.max(...summary.sections.map((s) => s.word_count)),
    uploadMs: Math.round(uploadMs),
    analyzeMs: Math.round(analyzeMs),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(JSON.stringify(await benchUnpunctuated(Number(process.argv[2] ?? 1_000_000)), null, 2));
}
