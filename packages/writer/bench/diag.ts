import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, type Language } from '@inkprint/shared';
import { analyzeVoice, voiceMatch } from '@inkprint/voice';
import { writeDraft } from '../src/index.js';
import { promptsFor } from './prompts.js';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv[2];
for (const lang of LANGUAGES) {
  if (only && only !== lang) continue;
  const dir = join(here, 'fixtures', lang);
  const voices = readdirSync(dir)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((f) => {
      const text = readFileSync(join(dir, f), 'utf8');
      return { name: f, text, analysis: analyzeVoice([{ id: f, input: text }]).analysis };
    });
  const agg = new Map<string, number>();
  const perVoice: string[] = [];
  for (const [vi, v] of voices.entries()) {
    const sc: number[] = [];
    const va = new Map<string, number>();
    promptsFor(lang as Language).forEach((p, pi) => {
      const r = writeDraft(
        {
          prompt: p.prompt,
          contentType: p.contentType,
          length: p.length,
          language: lang as Language,
          seed: 1000 + pi * 10 + vi,
        },
        { analysis: v.analysis, passages: [{ text: v.text, language: lang }] },
      );
      const m = voiceMatch(v.analysis, r.text);
      sc.push(m.score);
      for (const d of m.differences) {
        const k = d.feature;
        if (process.env.SHOW && k.startsWith(process.env.SHOW) && pi % 4 === 0)
          console.log(v.name, p.length, JSON.stringify(d));
        va.set(k, (va.get(k) ?? 0) + 1);
        agg.set(k, (agg.get(k) ?? 0) + 1);
      }
    });
    sc.sort((a, b) => a - b);
    perVoice.push(
      `  ${v.name} median ${sc[Math.floor(sc.length / 2)]} top: ${[...va]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([k, n]) => `${k}:${n}`)
        .join(' ')}`,
    );
  }
  console.log(
    lang,
    [...agg]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 10)
      .map(([k, n]) => `${k}:${n}`)
      .join(' '),
  );
  console.log(perVoice.join('\n'));
}
