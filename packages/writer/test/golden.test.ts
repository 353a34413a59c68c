/**
 * Same seed, same text: the writer's exact output over a fixed set of briefs × 5 languages × sizes ×
 * seeds × voice profiles, against a committed snapshot. It holds behaviour across structural changes
 * (issue #25): a refactor of the writer must leave every case byte-identical. A deliberate change of
 * output regenerates it: `UPDATE_GOLDEN=1 npx vitest run packages/writer/test/golden.test.ts`.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, type Language, type OutputSize } from '@inkprint/shared';
import { analyzeVoice, type VoiceAnalysis } from '@inkprint/voice';
import { describe, expect, it } from 'vitest';
import { promptsFor } from '../bench/prompts.js';
import { understandPrompt, writeDraft, writeGeneric } from '../src/index.js';

const here = dirname(fileURLToPath(import.meta.url));
const fixtures = join(here, '..', 'bench', 'fixtures');
const SNAPSHOT = join(here, 'golden', 'drafts.json');

/** Every fixture voice, analysed once, in a fixed order. */
const PROFILES: { lang: Language; name: string; text: string; analysis: VoiceAnalysis }[] = LANGUAGES.flatMap(
  (lang) =>
    readdirSync(join(fixtures, lang))
      .sort()
      .map((name) => {
        const text = readFileSync(join(fixtures, lang, name), 'utf8');
        return { lang, name, text, analysis: analyzeVoice([{ id: name, input: text }]).analysis };
      }),
);

const SIZES: OutputSize[] = ['small', 'medium', 'large'];
const SEEDS = [7, -4242];
const ADDRESS = [undefined, 'formal', 'informal'] as const;

interface Case {
  id: string;
  run: () => unknown;
}

/**
 * Per language: five briefs (one per content type), each at a size and two seeds, with the language's
 * profiles, forms of address and passages in rotation; one generic draft; and the understanding of all
 * of the language's bench prompts (cheap, and the part of the writer most rewritten).
 */
function cases(): Case[] {
  const out: Case[] = [];
  for (const lang of LANGUAGES) {
    const prompts = promptsFor(lang);
    const profiles = PROFILES.filter((p) => p.lang === lang);
    [0, 5, 9, 13, 17].forEach((pi, k) => {
      const brief = prompts[pi]!;
      SEEDS.forEach((seed, s) => {
        const length = SIZES[(k + s) % SIZES.length]!;
        if (length === 'large' && s === 1) return; // keep the fixture small
        const profile = profiles[(k + s) % profiles.length]!;
        const address = ADDRESS[(k + 2 * s) % ADDRESS.length];
        const passages = (k + s) % 2 === 0;
        const request = {
          prompt: brief.prompt,
          contentType: brief.contentType,
          length,
          language: lang,
          seed,
        };
        out.push({
          id: `${lang}/${pi}/${length}/${seed}/${profile.name}/${address ?? '-'}/${passages ? 'p' : '-'}`,
          run: () => {
            const habits = { ...profile.analysis.habits, address_form: address };
            const r = writeDraft(request, {
              analysis: profile.analysis,
              habits,
              passages: passages ? [{ text: profile.text }] : [],
            });
            return {
              text: r.text,
              wordCount: r.wordCount,
              voiceMatch: r.voiceMatch,
              candidates: r.candidates,
              chosen: r.chosen,
              address: r.address,
              keyPhrases: r.keyPhrases,
              namedThings: r.namedThings,
              intent: r.intent,
              borrowedShare: r.borrowedShare,
            };
          },
        });
      });
    });
    const generic = prompts[2]!;
    out.push({
      id: `${lang}/generic`,
      run: () =>
        writeGeneric({
          prompt: generic.prompt,
          contentType: generic.contentType,
          length: 'medium',
          language: lang,
          seed: 3,
        }).text,
    });
    out.push({
      id: `${lang}/understand`,
      run: () =>
        prompts.map((p) => {
          const u = understandPrompt(p.prompt, lang, 'inform');
          return {
            source: u.source,
            subject: u.subject,
            intent: u.intent,
            audience: u.audience,
            namedThings: u.namedThings,
            keyPhrases: u.keyPhrases.map((k) => [k.text, k.np, k.stems.join(' '), k.score, k.named, k.date]),
            topic: u.topic.text,
          };
        }),
    });
  }
  // A prompt in another language than the output, and one with no subject at all.
  for (const [id, prompt, language] of [
    ['foreign', 'Write a blog post about our new coffee machine Aroma 3000', 'de'],
    ['bare', 'Écris un article de blog', 'fr'],
  ] as const) {
    out.push({
      id: `${language}/${id}`,
      run: () =>
        writeDraft(
          { prompt, contentType: 'blog_post', length: 'small', language, seed: 1 },
          { analysis: PROFILES.find((p) => p.lang === language)!.analysis },
        ).text,
    });
  }
  return out;
}

describe('same seed, same text', () => {
  const all = cases();
  if (process.env.UPDATE_GOLDEN) {
    it('regenerates the snapshot', () => {
      const snapshot = Object.fromEntries(all.map((c) => [c.id, c.run()]));
      writeFileSync(SNAPSHOT, `${JSON.stringify(snapshot, null, 1)}\n`);
    });
    return;
  }
  const snapshot: Record<string, unknown> = existsSync(SNAPSHOT)
    ? JSON.parse(readFileSync(SNAPSHOT, 'utf8'))
    : {};
  it('covers every case', () => {
    expect(Object.keys(snapshot).sort()).toEqual(all.map((c) => c.id).sort());
  });
  for (const c of all) {
    it(c.id, () => {
      expect(c.run()).toEqual(snapshot[c.id]);
    });
  }
});
