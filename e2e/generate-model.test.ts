// The generate screen against a second server whose OpenAI-compatible model is a local mock that
// streams one word at a time: the text appearing before `done` with a running word count, Cancel (the
// model sees the connection close and the quota is unchanged), and a second generation after it.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/**
 * A local OpenAI-compatible model: chat completions streamed one word every `delayMs`, records each
 * request and whether its connection closed before the answer ended.
 */
async function startSlowModel(delayMs: number) {
  const requests: Array<{ closedEarly: boolean }> = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'GET') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ object: 'list', data: [{ id: 'mock-writer', object: 'model' }] }));
      return;
    }
    const record = { closedEarly: false };
    requests.push(record);
    let finished = false;
    req.resume();
    req.on('end', async () => {
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
      const chunk = (delta: object, finish: string | null = null) =>
        `data: ${JSON.stringify({
          id: 'chatcmpl-1',
          object: 'chat.completion.chunk',
          created: 1,
          model: 'mock-writer',
          choices: [{ index: 0, delta, finish_reason: finish }],
        })}\n\n`;
      res.write(chunk({ role: 'assistant', content: '' }));
      const words = prose(110, 11).split(/(?<=\s)/);
      for (const word of words) {
        if (res.destroyed) return;
        res.write(chunk({ content: word }));
        await new Promise((r) => setTimeout(r, delayMs));
      }
      res.write(chunk({}, 'stop'));
      res.end('data: [DONE]\n\n');
      finished = true;
    });
    res.on('close', () => {
      if (!finished) record.closedEarly = true;
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    stop: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe('generate against a model that streams slowly', () => {
  let model: Awaited<ReturnType<typeof startSlowModel>>;
  let server: RunningServer;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    model = await startSlowModel(40);
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
    await model?.stop();
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
      .poll(() => model.requests.slice(calls).some((r) => r.closedEarly), { timeout: 10_000 })
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
