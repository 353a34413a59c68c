import { describe, expect, it } from 'vitest';
import { isSingleWord, passwordScore } from '../rules.js';
import { registerBody, updateProfileBody } from './auth.js';

describe('passwordScore', () => {
  it('gives one point per rule', () => {
    expect(passwordScore('')).toBe(0);
    expect(passwordScore('abcdefgh')).toBe(2);
    expect(passwordScore('Abcdefgh')).toBe(3);
    expect(passwordScore('Abcdefg1')).toBe(4);
    expect(passwordScore('Abcdef1!')).toBe(5);
  });
});

describe('one-word rule', () => {
  it('accepts one word and refuses two', () => {
    expect(isSingleWord('Anna')).toBe(true);
    expect(isSingleWord('Anna Maria')).toBe(false);
    expect(
      updateProfileBody.safeParse({ first_name: 'Anna Maria', last_name: '', company_name: '' }).success,
    ).toBe(false);
  });
});

describe('registerBody', () => {
  it('lower-cases the e-mail and refuses extra fields', () => {
    const ok = registerBody.parse({ email: ' Ana@Example.COM ', password: 'Abcdefg1' });
    expect(ok.email).toBe('ana@example.com');
    expect(registerBody.safeParse({ email: 'a@b.co', password: 'Abcdefg1', admin: true }).success).toBe(
      false,
    );
  });
  it('refuses an e-mail over 254 characters', () => {
    const email = `${'a'.repeat(250)}@b.co`;
    expect(registerBody.safeParse({ email, password: 'Abcdefg1' }).success).toBe(false);
  });
});
