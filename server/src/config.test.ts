import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has the contract defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.host).toBe('127.0.0.1');
    expect(c.appUrl).toBe('http://localhost:3000');
    expect(c.databaseUrl).toBeUndefined();
    expect(c.mailFrom).toBe('Inkprint <no-reply@localhost>');
    expect(c.dailyGenerationLimit).toBe(10);
    expect(c.llm.provider).toBe('builtin');
    expect(c.secureCookies).toBe(false);
  });
  it('reads origins, https and keys', () => {
    const c = loadConfig({
      APP_URL: 'https://ink.example.com/',
      ALLOWED_ORIGINS: 'http://localhost:5173, https://x.example.com/path',
      LLM_PROVIDER: 'anthropic',
      ANTHROPIC_API_KEY: 'k',
    });
    expect(c.appOrigin).toBe('https://ink.example.com');
    expect(c.secureCookies).toBe(true);
    expect(c.allowedOrigins).toEqual(['http://localhost:5173', 'https://x.example.com']);
    expect(c.llm.apiKey).toBe('k');
  });
  it('names the bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ LLM_PROVIDER: 'skynet' })).toThrow(/LLM_PROVIDER/);
  });
});
