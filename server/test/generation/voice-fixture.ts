/**
 * A small writer for tests: short plain sentences, first person, "Hi team," and "Cheers, Sam", no
 * em-dashes, no exclamation marks. Texts are generated here (no copied prose), and analysed with the real
 * voice engine, so the prompt and the check see a real VoiceAnalysis.
 */
import type { Language } from '@inkprint/shared';
import { analyzeVoice, buildSections } from '@inkprint/voice';
import type { GenerationInput } from '../../src/engines/types.js';

const TOPICS: Record<string, { things: string[]; verbs: string[] }> = {
  garden: {
    things: [
      'the tomatoes',
      'the compost',
      'the raised beds',
      'the seedlings',
      'the rain barrel',
      'the basil',
    ],
    verbs: ['watered', 'checked', 'moved', 'fixed', 'covered', 'planted'],
  },
  cycling: {
    things: ['the chain', 'the brakes', 'the commute', 'the hill route', 'the rear tyre', 'the bike lights'],
    verbs: ['cleaned', 'tested', 'rode', 'timed', 'swapped', 'charged'],
  },
  coffee: {
    things: [
      'the roast',
      'the grinder',
      'the espresso shots',
      'the green beans',
      'the kettle',
      'the tasting notes',
    ],
    verbs: ['weighed', 'adjusted', 'pulled', 'sorted', 'cleaned', 'wrote down'],
  },
};

const TAILS = [
  'It took ten minutes.',
  'That worked well.',
  'I will try again on Friday.',
  'Honestly, it was easy.',
  'The result was fine.',
  'I kept notes.',
  'Nobody noticed, which is good.',
  'Next week I want more time for it.',
];

/** A deterministic pseudo-random sequence (tests must not depend on Math.random). */
function rng(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 2 ** 32;
  };
}

/** About `words` words of Sam's writing on `topic`, in short paragraphs. */
export function samText(topic: keyof typeof TOPICS, words: number, seed = 1, greeting = true): string {
  const r = rng(seed);
  const pick = <T>(xs: T[]) => xs[Math.floor(r() * xs.length)]!;
  const t = TOPICS[topic]!;
  const paras: string[] = [];
  let count = 0;
  let para: string[] = [];
  if (greeting) count += 2;
  while (count < words) {
    const s =
      r() < 0.5
        ? `Today I ${pick(t.verbs)} ${pick(t.things)}.`
        : r() < 0.5
          ? `I ${pick(t.verbs)} ${pick(t.things)} and ${pick(t.things)}.`
          : pick(TAILS);
    para.push(s);
    count += s.split(/\s+/).length;
    if (para.length >= 4) {
      paras.push(para.join(' '));
      para = [];
    }
  }
  if (para.length) paras.push(para.join(' '));
  return [greeting ? 'Hi team,' : '', ...paras, greeting ? 'Cheers, Sam' : ''].filter(Boolean).join('\n\n');
}

/** Sam's analysis and stored passages: three documents per topic. */
export function samVoice(): GenerationInput['voice'] {
  const docs = (['garden', 'cycling', 'coffee'] as const).flatMap((topic, t) =>
    [1, 2, 3].map((i) => ({ id: `${topic}-${i}`, input: samText(topic, 220, 10 * t + i) })),
  );
  const { analysis } = analyzeVoice(docs);
  const passages = docs.flatMap((d) =>
    buildSections(d.input).map((s) => ({ text: s.text, language: s.language as string })),
  );
  return { analysis, passages };
}

export function input(
  voice: GenerationInput['voice'],
  over: Partial<Omit<GenerationInput, 'voice'>> = {},
): GenerationInput {
  return {
    prompt: 'A note to the team about fixing the bike brakes before the hill route',
    contentType: 'email',
    length: 'medium',
    language: 'en' as Language,
    seed: 7,
    voice,
    voiceRules: { rules: [], bannedPhrases: [] },
    ...over,
  };
}

/** Long, ornate sentences: the opposite of Sam. */
export function offVoiceText(words: number): string {
  const s =
    'In an era characterised by relentless acceleration, the meticulous maintenance of one’s bicycle, encompassing brakes, chains and the countless subtle mechanisms upon which safety ultimately depends, represents a responsibility that thoughtful cyclists cannot reasonably afford to postpone any longer.';
  const n = s.split(/\s+/).length;
  return Array.from({ length: Math.ceil(words / n) }, () => s).join(' ');
}
