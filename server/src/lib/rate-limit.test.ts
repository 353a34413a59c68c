import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/index.js';
import { rateLimited } from './rate-limit.js';

/** The `error` text a client gets for RATE_LIMITED with this Retry-After, as the error handler renders it. */
function messageFor(lang: 'en' | 'de' | 'fr' | 'it' | 'pt', retryAfter: number) {
  const error = rateLimited(retryAfter);
  return translator(lang)('errors', error.opts.messageKey ?? error.code, error.opts.params);
}

describe('rateLimited', () => {
  it('keeps the RATE_LIMITED code and the exact Retry-After', () => {
    const error = rateLimited(894);
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.status).toBe(429);
    expect(error.opts.headers).toEqual({ 'retry-after': '894' });
  });

  it('says how long to wait in a unit a person would use, rounded up', () => {
    expect(messageFor('en', 894)).toBe('Too many attempts. Please try again in 15 minutes.');
    expect(messageFor('en', 900)).toBe('Too many attempts. Please try again in 15 minutes.');
    expect(messageFor('en', 61)).toBe('Too many attempts. Please try again in 2 minutes.');
    expect(messageFor('en', 60)).toBe('Too many attempts. Please try again in a minute.');
    expect(messageFor('en', 59)).toBe('Too many attempts. Please try again in 59 seconds.');
    expect(messageFor('en', 1)).toBe('Too many attempts. Please try again in a second.');
    expect(messageFor('en', 3600)).toBe('Too many attempts. Please try again in an hour.');
    expect(messageFor('en', 3599)).toBe('Too many attempts. Please try again in an hour.');
    expect(messageFor('en', 3540)).toBe('Too many attempts. Please try again in 59 minutes.');
    expect(messageFor('en', 7200)).toBe('Too many attempts. Please try again in 2 hours.');
  });

  it('says it in each language', () => {
    expect(messageFor('de', 900)).toBe('Zu viele Versuche. Bitte versuchen Sie es in 15 Minuten erneut.');
    expect(messageFor('fr', 60)).toBe('Trop de tentatives. Veuillez réessayer dans une minute.');
    expect(messageFor('it', 3600)).toBe('Troppi tentativi. Riprova tra un’ora.');
    expect(messageFor('pt', 30)).toBe('Muitas tentativas. Tente novamente em 30 segundos.');
  });
});
