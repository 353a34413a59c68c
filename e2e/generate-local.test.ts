// The Generate screen on a server whose engine is the local model (issue #22), with the generated
// random-weight test model as LLM_MODEL_FILE and one slot (LLM_PARALLEL=1): the engine named as running on
// this server, a draft streamed from the model (its text is noise: this tests the plumbing, not the prose),
// the place in line while another user's draft holds the slot, and Cancel while waiting in line and while
// text streams in.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTestModel } from '../server/test/support/test-model';
import { newContextFor, quotaOf, submit, userWithProfile } from './generate-support';
import { type RunningServer, startServer } from './server';
import { launchBrowser, settle } from './support';

const LARGE = 'Large (about 1,000 words)';

let browser: Browser;
let modelDir: string;
let server: RunningServer;
beforeAll(async () => {
  modelDir = mkdtempSync(join(tmpdir(), 'inkprint-e2e-model-'));
  const model = writeTestModel(join(modelDir, 'test-model.gguf'));
  [browser, server] = await Promise.all([
    launchBrowser(),
    startServer({
      LLM_PROVIDER: 'local',
      LLM_MODEL_FILE: model,
      LLM_PARALLEL: '1',
      LLM_THREADS: '1',
      DAILY_GENERATION_LIMIT: '20',
    }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(modelDir, { recursive: true, force: true });
});

/**
 * Another user's large draft, sent straight to the API: it holds the one slot from its first streamed words
 * until it ends or `release()` closes it (the engine stops, the slot is free).
 */
async function holdTheSlot(context: BrowserContext) {
  const cookie = (await context.cookies(server.baseUrl)).map((c) => `${c.name}=${c.value}`).join('; ');
  const controller = new AbortController();
  const reply = await fetch(`${server.baseUrl}/api/content/generate`, {
    method: 'POST',
    headers: {
      Accept: 'text/event-stream',
      'Content-Type': 'application/json',
      Cookie: cookie,
      Origin: server.baseUrl,
    },
    body: JSON.stringify({ prompt: 'A long post about our workshop', length: 'large', language: 'en' }),
    signal: controller.signal,
  });
  expect(reply.status).toBe(200);
  const reader = (reply.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let seen = '';
  while (!seen.includes('event: delta')) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`the holding draft ended before writing: ${seen}`);
    seen += decoder.decode(value, { stream: true });
  }
  return {
    release: async () => {
      controller.abort();
      await reader.cancel().catch(() => {});
    },
  };
}

describe('generate with the local engine', () => {
  let context: BrowserContext;
  let other: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await newContextFor(browser, server);
    other = await newContextFor(browser, server);
    await Promise.all([userWithProfile(server, context), userWithProfile(server, other)]);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
    await other?.close();
  });

  it('names the engine on this server, and streams a draft from the model', async () => {
    await page.goto('/generate');
    await settle(page);
    expect(await page.getByTestId('engine').textContent()).toContain('Inkprint writer — on this server');
    await submit(page, 'Tell our readers why short sentences work');
    await page.getByTestId('live-output').waitFor();
    // The model's words appear while it writes, before the result.
    await page.waitForFunction(
      () => (document.querySelector('[data-testid="live-text"]')?.textContent ?? '').length > 0,
      undefined,
      { timeout: 60_000 },
    );
    // The model says how long it should take: words of the target and the time left, from its measured speed.
    expect(await page.getByTestId('live-word-count').textContent()).toMatch(/^\d+ of 100 words$/);
    expect(await page.getByTestId('live-time-left').textContent()).toMatch(/left$|^Almost done$/);
    await page.getByTestId('result').waitFor({ timeout: 90_000 });
    expect(await page.getByTestId('result-engine').textContent()).toContain(
      'Inkprint writer — on this server',
    );
    expect((await page.getByTestId('result-text').textContent())?.trim().length).toBeGreaterThan(0);
    const config = (await (await context.request.get(`${server.baseUrl}/api/config`)).json()) as {
      engine: { provider: string; state: string };
    };
    expect(config.engine).toMatchObject({ provider: 'local', state: 'ready' });
    // Measured now: the form says before the next draft how long one of the chosen size takes here (in a
    // page of its own, so this one keeps its result for the next test).
    const fresh = await context.newPage();
    await fresh.goto('/generate');
    await settle(fresh);
    expect(await fresh.getByTestId('draft-time').textContent()).toMatch(/^Takes .* on this server$/);
    await fresh.close();
  });

  it('shows the place in line while another draft holds the slot, then writes', async () => {
    const held = await holdTheSlot(other);
    const last = await page.getByTestId('result-text').textContent();
    await submit(page, 'Explain why we read drafts aloud');
    await page.getByText('You’re next in line. Your draft starts as soon as the writer is free.').waitFor({
      timeout: 30_000,
    });
    // The other draft ends (its reader went away): the slot is free, the waiting draft runs and arrives.
    await held.release();
    await page.getByTestId('live-output').waitFor({ state: 'detached', timeout: 90_000 });
    await page.getByText('You’re next in line.', { exact: false }).waitFor({ state: 'detached' });
    expect(await page.getByTestId('result-text').textContent()).not.toBe(last);
  });

  it('cancels while waiting in line: nothing is spent', async () => {
    const before = (await quotaOf(context, server)).remaining;
    const held = await holdTheSlot(other);
    await submit(page, 'Say hello to our new readers');
    await page.getByText('You’re next in line.', { exact: false }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByTestId('live-output').waitFor({ state: 'detached' });
    expect((await quotaOf(context, server)).remaining).toBe(before);
    await held.release();
  });

  it('cancels while the model writes: the text so far is kept in History, cut short', async () => {
    await submit(page, 'Write about our spring opening hours', LARGE);
    await page.waitForFunction(
      () => (document.querySelector('[data-testid="live-text"]')?.textContent ?? '').length >= 40,
      undefined,
      { timeout: 60_000 },
    );
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByTestId('live-output').waitFor({ state: 'detached' });
    await page.goto('/history');
    await settle(page);
    const row = page.getByTestId('history-row').filter({ hasText: 'Write about our spring opening hours' });
    await row.waitFor();
    expect(await row.getByTestId('cut-short').textContent()).toBe('Cut short');
  });
});
