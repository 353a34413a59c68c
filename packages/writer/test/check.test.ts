import { describe, expect, it } from 'vitest';
import { usesAddress } from '../src/check.js';

describe('form of address check', () => {
  it('does not take the French noun "rendez-vous" for formal address, but does take "avez-vous"', () => {
    const text = "Nous serions ravis de t'y voir : le rendez-vous approche.";
    expect(usesAddress(text, 'fr', 'formal')).toBe(false);
    expect(usesAddress(text, 'fr', 'informal')).toBe(true);
    expect(usesAddress('Avez-vous déjà essayé ?', 'fr', 'formal')).toBe(true);
    expect(usesAddress('Nous vous attendons.', 'fr', 'formal')).toBe(true);
  });
});
