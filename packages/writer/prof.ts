import { readFileSync } from 'node:fs';
import { analyzeVoice, voiceMatch } from '@inkprint/voice';
import { writeDraft } from './src/index.js';

const lang = (process.argv[2] ?? 'en') as any;
const author = process.argv[3] ?? 'blogger';
const type = (process.argv[4] ?? 'blog_post') as any;
const size = (process.argv[5] ?? 'large') as any;
const prompt =
  process.argv[6] ??
  'Write a blog post about our new coffee machine Aroma 3000 for small offices, launching on 3 March in Berlin.';
const text = readFileSync(`../voice/test/fixtures/authors/${lang}/${author}.txt`, 'utf8');
const { analysis } = analyzeVoice([{ id: 'a', input: text }]);
for (let i = 0; i < 4; i++) {
  const t0 = performance.now();
  const r = writeDraft(
    { prompt, contentType: type, length: size, language: lang, seed: i },
    { analysis, passages: [{ text }] },
  );
  console.log(performance.now() - t0, 'ms', r.wordCount, r.voiceMatch, r.candidates);
  if (i === 3) {
    console.log(r.text);
    console.log(voiceMatch(analysis, r.text).differences);
  }
}
