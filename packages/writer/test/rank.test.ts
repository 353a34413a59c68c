import { describe, expect, it } from 'vitest';
import { rankTexts } from '../src/rank.js';

const texts = [
  'The brakes on the old bicycle squeal in the rain.',
  'Our newsletter goes out every Monday with the brake repair tips.',
  'Nothing here about the subject at all.',
  'Brake pads and brake cables: a brake guide for the weekend.',
].map((text, id) => ({ id, text }));

const tokenize = (text: string) => text.match(/\p{L}+/gu) ?? [];
const processTerm = (term: string) => {
  const t = term.toLowerCase();
  return t === 'the' || t.length < 2 ? null : t;
};

describe('rankTexts', () => {
  it('ranks only texts sharing a term, the one using it most first', () => {
    const hits = rankTexts(texts, 'brake guide', { tokenize, processTerm });
    expect(hits.map((h) => h.id)).toEqual([3, 1]);
  });

  it('matches longer words from prefix terms', () => {
    const hits = rankTexts(texts, 'brake', { tokenize, processTerm, prefix: (t) => t.length >= 5 });
    expect(hits.map((h) => h.id).sort()).toEqual([0, 1, 3]);
  });

  it('scores the same when only the query terms are indexed', () => {
    const prefix = (t: string) => t.length >= 5;
    const full = rankTexts(texts, 'brake newsletter', { tokenize, processTerm, prefix });
    const lean = rankTexts(texts, 'brake newsletter', {
      tokenize,
      processTerm,
      prefix,
      indexOnlyQueryTerms: true,
    });
    expect(lean).toEqual(full);
  });
});
