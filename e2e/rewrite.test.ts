// "Rewrite my text" (issue #24 item 3, decision 035) against a server whose OpenAI-compatible model is the
// server tests' local mock: the tab in the URL, a paragraph rewritten, the score line and the word diff
// (insertions and deletions marked, not by colour alone), Copy putting the result on the clipboard, axe
// clean, the phone width, the tab's texts in five languages, and the explanation on a server without a model.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MockLlm, startMockLlm } from '../server/test/support/mock-llm';
import { newContextFor, prose, seriousViolations, userWithProfile } from './generate-support';
import { type RunningServer, startServer } from './server';
import { launchBrowser, settle } from './support';

const SOURCE = `${prose(60, 3)} We opened in 2019 in Porto with Marta.`;
/** The mock's "rewrite": the same facts, a few words changed. */
const REWRITTEN = SOURCE.replace(/^(\S+ \S+)/, 'Honestly, $1').replace('We opened', 'We first opened');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('rewrite with a model', () => {
  let model: MockLlm;
  let server: RunningServer;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    model = await startMockLlm({ models: ['mock-writer'], reply: () => ({ text: REWRITTEN }) });
    server = await startServer({
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: model.url,
      LLM_MODEL: 'mock-writer',
    });
    context = await newContextFor(browser, server);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseUrl });
    await userWithProfile(server, context);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
    await server?.stop();
    await model?.close();
  });

  it('rewrites a paragraph: score line, marked word diff, copy; the tab stays in the URL', async () => {
    await page.goto('/generate');
    await settle(page);
    await page.getByRole('tab', { name: 'Rewrite my text' }).click();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('rewrite');
    await page.getByRole('textbox', { name: 'Your text' }).fill(SOURCE);
    expect(await page.getByTestId('rewrite-counter').textContent()).toBe(
      `${SOURCE.length.toLocaleString('en')} / 10,000 characters`,
    );
    await page.getByRole('button', { name: 'Rewrite in my voice' }).click();
    await page.getByTestId('rewrite-result').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('rewrite-score').textContent()).toMatch(
      /^\d+ → \d+: (\d+ points? (more|less) like you|no closer)|^Voice match|^No voice match/,
    );
    expect(await page.locator('[data-testid="rewrite-diff"] p ins').count()).toBeGreaterThan(0);
    // Said before each insertion to a screen reader (not by colour alone), then a space.
    expect(await page.locator('[data-testid="rewrite-diff"] p ins .sr-only').first().textContent()).toBe(
      'added: ',
    );
    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('Honestly,');
    expect(await seriousViolations(page)).toEqual([]);
    await page.reload();
    await settle(page);
    expect(await page.getByRole('tab', { name: 'Rewrite my text' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('fits a 375 px phone without sideways scrolling', async () => {
    const phone = await newContextFor(browser, server, 375);
    await userWithProfile(server, phone);
    const small = await phone.newPage();
    await small.goto('/generate?tab=rewrite');
    await settle(small);
    await small.getByRole('textbox', { name: 'Your text' }).waitFor();
    expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousViolations(small)).toEqual([]);
    await phone.close();
  });

  it('names the tabs in five languages', async () => {
    const names: Record<string, string> = {
      en: 'Rewrite my text',
      de: 'Meinen Text umschreiben',
      fr: 'Réécrire mon texte',
      it: 'Riscrivi il mio testo',
      pt: 'Reescrever meu texto',
    };
    for (const [lang, name] of Object.entries(names)) {
      const localised = await newContextFor(browser, server);
      await localised.addInitScript((l) => localStorage.setItem('language', l), lang);
      await userWithProfile(server, localised);
      const p = await localised.newPage();
      await p.goto('/generate');
      await settle(p);
      await p.getByRole('tab', { name }).waitFor();
      await localised.close();
    }
  });
});

describe('rewrite without a model', () => {
  it('explains in the tab why rewriting is not available', async () => {
    const server = await startServer({ LLM_PROVIDER: 'builtin' });
    const context = await newContextFor(browser, server);
    try {
      await userWithProfile(server, context);
      const page = await context.newPage();
      await page.goto('/generate?tab=rewrite');
      await settle(page);
      await page.getByTestId('rewrite-unavailable').waitFor();
      expect(await page.getByTestId('rewrite-unavailable').textContent()).toContain('needs a language model');
      expect(await page.getByRole('textbox', { name: 'Your text' }).count()).toBe(0);
    } finally {
      await context.close();
      await server.stop();
    }
    // A second server starts here (migrations, build checks): minutes on a loaded machine.
  }, 240_000);
});
