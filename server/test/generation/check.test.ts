/** The check after a draft, the revision request it leads to, and the ranking of two drafts. */
import { VOICE_MATCH_BANDS } from '@inkprint/shared';
import { describe, expect, it } from 'vitest';
import {
  assessDraft,
  better,
  describeDifference,
  rankOf,
  revisionInstruction,
  withheldOf,
} from '../../src/engines/check.js';
import { input, offVoiceText, samText, samVoice } from './voice-fixture.js';

const voice = samVoice();

describe('assessDraft', () => {
  it('passes a draft in the voice, the language and the length asked for', () => {
    const a = assessDraft(input(voice), samText('garden', 300, 11));
    expect(a.faults).toEqual([]);
    expect(a.language).toBe('en');
    expect(a.voiceMatch).toBeGreaterThanOrEqual(70);
  });

  it('flags a length outside ±10% and names both figures', () => {
    const small = input(voice, { length: 'small' });
    const a = assessDraft(small, samText('garden', 150, 11));
    expect(a.faults).toEqual([{ kind: 'length', words: a.wordCount, target: 100 }]);
    expect(revisionInstruction(a.faults, 'en')).toContain(
      `The text has ${a.wordCount} words; shorten it to about 100 words (between 90 and 110).`,
    );
    expect(assessDraft(small, samText('garden', 100, 11)).faults).toEqual([]);
  });

  it('flags the wrong language', () => {
    const a = assessDraft(input(voice, { language: 'fr' }), samText('garden', 300, 11));
    expect(a.faults[0]).toEqual({ kind: 'language', detected: 'en', wanted: 'fr' });
    expect(revisionInstruction(a.faults, 'fr')).toContain('The text is in English; write it in French.');
  });

  it('flags an off-voice draft with its largest differences', () => {
    const a = assessDraft(input(voice), offVoiceText(300));
    const fault = a.faults.find((f) => f.kind === 'voice');
    expect(fault).toBeDefined();
    const said = revisionInstruction(a.faults, 'en');
    // Its long sentences, with the draft's share and the writer's (whole prose sentences, decision 022).
    expect(said).toMatch(/100% of your sentences are long; this writer's share is 0%/);
  });
});

describe('ranking', () => {
  const target = 300;
  it('puts a draft in the right language above any draft in the wrong one', () => {
    const right = assessDraft(input(voice), offVoiceText(300));
    const wrong = assessDraft(input(voice, { language: 'de' }), samText('garden', 300, 11));
    expect(rankOf(right, target)).toBeGreaterThan(rankOf({ ...wrong }, target));
  });
  it('takes a point off per percentage point outside the length band, and lets the revision win ties', () => {
    const a = assessDraft(input(voice), samText('garden', 300, 11));
    const longer = { ...a, wordCount: 360 };
    expect(rankOf(a, target) - rankOf(longer, target)).toBeCloseTo(10, 5);
    expect(better(a, { ...a }, target)).toBe('revision');
    expect(better(a, longer, target)).toBe('draft');
  });
});

describe('describeDifference', () => {
  it('says each kind of difference with both figures', () => {
    expect(
      describeDifference({
        feature: 'punctuation:em_dash',
        profile: 0,
        text: 4.2,
        direction: 'higher',
        unit: 'per_1000_characters',
      }),
    ).toBe('You use 4.2 em-dashes (—) per 1,000 characters; this writer uses 0.');
    expect(
      describeDifference({ feature: 'paragraph_length_mean', profile: 19.4, text: 60, direction: 'higher' }),
    ).toBe("Your paragraphs average 60 words; this writer's average 19.4.");
    expect(
      describeDifference({
        feature: 'signature_words',
        profile: 1,
        text: 0,
        direction: 'lower',
        words: ['kettle', 'grinder'],
      }),
    ).toContain('"kettle", "grinder"');
    expect(
      describeDifference({ feature: 'tone_casual', profile: 0.6, text: 0.1, direction: 'lower' }),
    ).toContain('less casual');
  });
});

describe('withheldOf (decision 023)', () => {
  const basis = (profile: string, text: string, compared: 'all' | 'language_independent' = 'all') => ({
    compared,
    profile_language: profile,
    text_language: text,
  });

  it('gives no score below the length the benchmark found reliable', () => {
    const min = VOICE_MATCH_BANDS.minWords;
    expect(withheldOf({ wordCount: min - 1, voiceMatchBasis: basis('en', 'en') }, 'en')).toBe('too_short');
    expect(withheldOf({ wordCount: min, voiceMatchBasis: basis('en', 'en') }, 'en')).toBeNull();
  });

  it('makes no voice claim when the profile holds no writing in the output language', () => {
    expect(
      withheldOf({ wordCount: 300, voiceMatchBasis: basis('en', 'de', 'language_independent') }, 'de'),
    ).toBe('other_language');
    // A short text the detector cannot place is still in the language asked for.
    expect(withheldOf({ wordCount: 300, voiceMatchBasis: basis('en', 'other') }, 'fr')).toBe(
      'other_language',
    );
    expect(withheldOf({ wordCount: 300, voiceMatchBasis: basis('fr', 'fr') }, 'fr')).toBeNull();
  });
});
