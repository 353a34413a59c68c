// The generate screen against a second server whose OpenAI-compatible model is a local mock that
// streams one word at a time: the text appearing before `done` with a running word count, Cancel (the
// model sees the connection close and the quota is unchanged), and a second generation after it.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MockLlm, startMockLlm } from '../server/test/support/mock-llm';
import {
  newContextFor,
  promptBox,
  prose,
  quotaOf,
  seriousViolations,
  submit,
  userWithProfile,
} from './generate-support';
import { type RunningServer, startServer } from './server';
import { launchBrowser, settle } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('generate against a model that streams slowly', () => {
  let model: MockLlm;
  let server: RunningServer;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    // A local OpenAI-compatible model (the server tests' mock) that streams one word every 40 ms.
    model = await startMockLlm({
      models: ['mock-writer'],
      chunkDelayMs: 40,
      reply: () => ({ text: prose(110, 11) }),
    });
    server = await startServer({
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: model.url,
      LLM_MODEL: 'mock-writer',
      DAILY_GENERATION_LIMIT: '2',
    });
    context = await newContextFor(browser, server);
    await userWithProfile(server, context);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
    await server?.stop();
    await model?.close();
  });

  it('names the model, and shows the text streaming in before it is done, with a running word count', async () => {
    await page.goto('/generate');
    await settle(page);
    expect(await page.getByTestId('engine').textContent()).toBe(
      'Engine: OpenAI-compatible server, model mock-writer',
    );
    await submit(page, 'Tell our readers why short sentences work');
    await page.getByTestId('live-output').waitFor();
    await page.getByText('Writing your text…').waitFor();
    // Some words are in, the result is not: the text arrives while the model is still writing.
    await page.waitForFunction(() => {
      const text = document.querySelector('[data-testid="live-text"]')?.textContent ?? '';
      return text.split(/\s+/).filter(Boolean).length >= 5;
    });
    expect(await page.getByTestId('result').count()).toBe(0);
    expect(await page.getByTestId('live-word-count').textContent()).toMatch(/^\d+ words so far$/);
    await page.getByText('Content generated successfully!').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('result-engine').textContent()).toBe(
      'Written by OpenAI-compatible server, model mock-writer.',
    );
    expect((await quotaOf(context, server)).remaining).toBe(1);
  });

  it('cancels: the text stops, the model sees the connection close and the quota is unchanged', async () => {
    const calls = model.requests.length;
    await submit(page, 'Explain why we read drafts aloud');
    await page.waitForFunction(() => {
      const text = document.querySelector('[data-testid="live-text"]')?.textContent ?? '';
      return text.split(/\s+/).filter(Boolean).length >= 3;
    });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText('Generation cancelled. It did not count against your daily quota.').waitFor();
    expect(await page.getByTestId('live-output').count()).toBe(0);
    await expect(promptBox(page).inputValue()).resolves.toBe('Explain why we read drafts aloud');
    await expect
      .poll(() => model.closedEarly.some((index) => index >= calls), { timeout: 10_000 })
      .toBe(true);
    await expect.poll(async () => (await quotaOf(context, server)).remaining, { timeout: 10_000 }).toBe(1);
    await page.getByTestId('quota-card').getByText('1 of 2 generations left today').waitFor();
  });

  it('uses the refunded unit, then says the quota is used up and when it resets', async () => {
    await submit(page, 'Thank our readers for a good year');
    await page.getByText('Content generated successfully!').waitFor({ timeout: 60_000 });
    await page.getByTestId('quota-card').getByText('0 of 2 generations left today').waitFor();
    await submit(page, 'One more, please');
    const alert = page.getByRole('alert').filter({ hasText: 'You have used all 2 generations for today.' });
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/Your quota resets at .+ \(in .+\)\.$/);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
