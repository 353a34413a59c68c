import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chunkText, loadWriters } from '../../bench/same-genre.js';
import { GLOBAL_CAL } from '../../src/analysis/calibrate.js';
import { analyzeVoice, voiceMatch } from '../../src/analysis/index.js';
import { countsOf, PUNCT_KEYS, signalDistances, viewOfVoiceprint } from '../../src/analysis/voiceprint.js';

const writers = loadWriters();
const writer = (name: string) => writers.find((w) => w.name === name)!;
const profileOf = (text: string) => analyzeVoice([{ id: 'p', input: text }]).analysis;
const NEW_SIGNALS =
  /^(punctuation:|function_word:|signature_words$|phrasing_similarity$|short_sentence_share$|long_sentence_share$)/;

describe('voiceprint', () => {
  it('is stored with the profile, small, and calibrated when there is enough text', () => {
    const all = writers.filter((w) => w.lang === 'en').map((w) => w.profile);
    const big = profileOf(all.join('\n\n'));
    expect(big.voiceprint).toBeDefined();
    expect(JSON.stringify(big.voiceprint).length).toBeLessThanOrEqual(20_000);
    const vp = profileOf(writer('margaret').profile).voiceprint!;
    expect(vp.cal).not.toBeNull();
    expect(vp.cal!.chunks).toBeGreaterThanOrEqual(4);
    for (const c of ['style', 'grams', 'fw', 'hist', 'punct', 'sig'] as const) {
      // Own held-out text is closer to the profile than the reference texts are, on every signal.
      expect(vp.cal!.own[c][0], c).toBeLessThan(vp.cal!.other[c][0]);
    }
    expect(Object.keys(vp.grams).length).toBeGreaterThan(100);
    expect(vp.punct).toHaveLength(PUNCT_KEYS.length);
  });

  it('is deterministic and survives a JSON round trip', () => {
    const text = writer('elise').profile;
    const a = profileOf(text);
    const b = profileOf(text);
    expect(JSON.stringify(a.voiceprint)).toBe(JSON.stringify(b.voiceprint));
    const sample = chunkText(writer('anne').heldOut, 150, 'fr')[0]!;
    const stored = JSON.parse(JSON.stringify(a));
    expect(voiceMatch(stored, sample)).toEqual(voiceMatch(a, sample));
    expect(voiceMatch(a, sample)).toEqual(voiceMatch(a, sample));
  });

  it('names the new signals among the differences, as keys and numbers', () => {
    const profile = profileOf(writer('margaret').profile);
    const twin = chunkText(writer('helen').heldOut, 150, 'en');
    const diffs = twin.flatMap((c) => voiceMatch(profile, c).differences);
    const named = diffs.filter((d) => NEW_SIGNALS.test(d.feature));
    expect(named.length).toBeGreaterThan(0);
    for (const d of named) {
      expect(d.unit).toBeDefined();
      expect(Number.isFinite(d.profile) && Number.isFinite(d.text)).toBe(true);
      expect(['higher', 'lower']).toContain(d.direction);
    }
    // Margaret writes semicolons; her close twin Helen does not.
    const semi = diffs.find((d) => d.feature === 'punctuation:semicolon');
    expect(semi?.direction).toBe('lower');
    expect(semi!.profile).toBeGreaterThan(semi!.text);
  });

  it('falls back to the global calibration for a profile with too little text', () => {
    const short = writer('priya').profile.split(/\s+/).slice(0, 300).join(' ');
    const p = profileOf(short);
    expect(p.voiceprint!.cal).toBeNull();
    expect(GLOBAL_CAL.chunks).toBe(0);
    const own = voiceMatch(p, writer('priya').heldOut).score;
    const other = voiceMatch(p, writer('tyler').heldOut).score;
    expect(own).toBeGreaterThan(other);
  });

  it('keeps working for stored profiles from before the voiceprint', () => {
    const p = profileOf(writer('rafael').profile);
    const { voiceprint: _, ...legacy } = p;
    const r = voiceMatch(legacy, writer('rafael').heldOut);
    expect(r.score).toBeGreaterThan(0);
    expect(r.differences.every((d) => d.unit === undefined)).toBe(true);
  });

  it('measures own text closer than a close same-genre writer on the punctuation profile', () => {
    const p = profileOf(writer('hofmann').profile);
    const view = viewOfVoiceprint(p.voiceprint!);
    const own = signalDistances(view, countsOf(writer('hofmann').heldOut, 'de'));
    const twin = signalDistances(view, countsOf(writer('weber').heldOut, 'de'));
    expect(own.punct).toBeLessThan(twin.punct);
  });

  it('never throws against a full profile and scores an integer in 0–100 with finite differences', () => {
    const profile = JSON.parse(JSON.stringify(profileOf(writer('jonas').profile)));
    const arb = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 400 }),
      fc.string({ unit: 'binary', maxLength: 400 }),
      fc.constantFrom('Hallo!', '...', '— ; : ( ) « » „“ …', 'The cat sat on the mat. Le chat est là.'),
    );
    fc.assert(
      fc.property(arb, (t) => {
        const r = voiceMatch(profile, t);
        expect(Number.isInteger(r.score)).toBe(true);
        expect(r.score).toBeGreaterThanOrEqual(0);
        expect(r.score).toBeLessThanOrEqual(100);
        for (const d of r.differences)
          expect(Number.isFinite(d.profile) && Number.isFinite(d.text)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('scores a text in another language on its language-independent traits only (decision 005)', () => {
    const p = profileOf(writer('claire').profile);
    const fr = voiceMatch(p, writer('claire').heldOut);
    const en = voiceMatch(p, writer('priya').heldOut);
    expect(fr.compared).toBe('all');
    expect(fr.score).toBeGreaterThan(60);
    // Another writer in another language: below the writer's own text, explained without word choice.
    expect(en.compared).toBe('language_independent');
    expect(en.score).toBeLessThan(fr.score);
    for (const d of en.differences) expect(d.feature).not.toMatch(/function_word|signature|phrasing|tone_/);
  });
});
