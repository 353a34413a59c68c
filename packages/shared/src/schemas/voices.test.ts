import { describe, expect, it } from 'vitest';
import { VOICE_LIMITS } from '../constants.js';
import { createVoiceBody, updateVoiceBody } from './voices.js';

describe('voice bodies', () => {
  it('trims a name and refuses a blank, a too long or a two-line one', () => {
    expect(createVoiceBody.parse({ name: '  Acme  ' })).toEqual({ name: 'Acme' });
    for (const name of ['', '  ', 'x'.repeat(VOICE_LIMITS.nameMaxLength + 1), 'a\nb']) {
      expect(createVoiceBody.safeParse({ name }).success).toBe(false);
    }
    expect(createVoiceBody.safeParse({ name: 'Acme', extra: 1 }).success).toBe(false);
  });

  it('trims rules and phrases and drops later duplicates in any case before counting them', () => {
    const many = Array.from({ length: VOICE_LIMITS.maxRules }, (_, i) => `Rule ${i}`);
    const parsed = updateVoiceBody.parse({
      rules: [...many, ' rule 3 '],
      banned_phrases: [' Leverage', 'leverage ', 'Synergy'],
    });
    expect(parsed.rules).toEqual(many);
    expect(parsed.banned_phrases).toEqual(['Leverage', 'Synergy']);
    expect(updateVoiceBody.safeParse({ rules: [...many, 'one more'] }).success).toBe(false);
    expect(updateVoiceBody.safeParse({ banned_phrases: ['x'.repeat(61)] }).success).toBe(false);
  });

  it('takes is_default only as true', () => {
    expect(updateVoiceBody.parse({ is_default: true })).toEqual({ is_default: true });
    expect(updateVoiceBody.safeParse({ is_default: false }).success).toBe(false);
  });
});
