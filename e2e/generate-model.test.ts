// The generate screen against a second server whose OpenAI-compatible model is a local mock that
// streams one word at a time: the text appearing before `done` with a running word count, Cancel after text
// arrived (the model sees the connection close, the unit is spent and History shows the text cut short,
// decision 019), and the screen at a used-up quota.
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

  it('cancels after text arrived: the model sees the close, the unit is spent and the text is in History cut short', async () => {
    const calls = model.requests.length;
    const draft = await page.getByTestId('result-text').textContent();
    await submit(page, 'Explain why we read drafts aloud');
    await page.waitForFunction(() => {
      const text = document.querySelector('[data-testid="live-text"]')?.textContent ?? '';
      return text.split(/\s+/).filter(Boolean).length >= 3;
    });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByText(
        'Generation cancelled. What had already arrived is saved in History, marked as cut short, and counts against your daily quota.',
      )
      .waitFor();
    expect(await page.getByTestId('live-output').count()).toBe(0);
    // The last finished text is back on screen.
    expect(await page.getByTestId('result-text').textContent()).toBe(draft);
    await expect(promptBox(page).inputValue()).resolves.toBe('Explain why we read drafts aloud');
    await expect
      .poll(() => model.closedEarly.some((index) => index >= calls), { timeout: 10_000 })
      .toBe(true);
    await page.getByTestId('quota-card').getByText('0 of 2 generations left today').waitFor();
    expect((await quotaOf(context, server)).remaining).toBe(0);
  });

  it('at zero: Generate and Regenerate are disabled with the reason and the reset time', async () => {
    const reason = /^You have used all 2 generations for today\. Your quota resets at .+ \(in .+\)\.$/;
    expect(await page.getByRole('button', { name: 'Generate content' }).isDisabled()).toBe(true);
    expect(await page.getByTestId('generate-blocked').textContent()).toMatch(reason);
    expect(await page.getByRole('button', { name: 'Regenerate' }).isDisabled()).toBe(true);
    expect(await page.getByTestId('regenerate-blocked').textContent()).toMatch(reason);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('shows the cancelled text in History, marked as cut short', async () => {
    await page.goto('/history');
    await settle(page);
    const row = page.getByTestId('history-row').filter({ hasText: 'Explain why we read drafts aloud' });
    await row.waitFor();
    expect(await row.getByTestId('cut-short').textContent()).toBe('Cut short');
    await row.getByRole('button', { name: /^View/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/^Cut short: this text was not finished \(the connection closed/).waitFor();
    expect(
      (await dialog.getByTestId('details-text').textContent())?.split(/\s+/).length,
    ).toBeGreaterThanOrEqual(3);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
