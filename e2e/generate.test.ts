// The generate screen in a real browser against the real server. With the built-in engine (the shared
// server): the no-profile notice, a generation with its voice match, engine and falling quota, copy,
// download, regenerate, axe and a 375 px phone. Against a second server whose OpenAI-compatible model
// is a local mock that streams one word at a time: the text appearing before `done` with a running word
// count, Cancel (the quota is unchanged and the model sees the connection close), and the quota-exceeded
// message with its reset time.
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type RunningServer, startServer } from './server';
import { baseUrl, decodeQuotedPrintable, launchBrowser, PASSWORD, settle, uniqueEmail } from './support';

const SENTENCES = [
  'Writing clear copy means choosing plain words and short sentences, so that readers get the point quickly.',
  'We test every headline with real customers and keep only what works.',
  'Our team believes that a good story beats a clever slogan, because people remember stories.',
  'When you write for the web, you should lead with the benefit and then add the proof.',
  'The best emails I have sent were the ones where I wrote as if I were talking to a friend.',
  'It is worth reading your draft aloud before you send it to anyone.',
  'Customers do not care about our features; they care about what those features do for them.',
  'Every week we publish a short newsletter with one idea, one example and one question for our readers.',
];

/** English prose of about `words` words, in paragraphs of four sentences. */
function prose(words: number, seed: number): string {
  let state = seed;
  const out: string[] = [];
  let count = 0;
  while (count < words) {
    const paragraph = Array.from({ length: 4 }, () => {
      state = (state * 1103515245 + 12345) & 0x7fffffff;
      return SENTENCES[state % SENTENCES.length] as string;
    }).join(' ');
    out.push(paragraph);
    count += paragraph.split(/\s+/).length;
  }
  return out.join('\n\n');
}

interface Target {
  baseUrl: string;
  dataDir: string;
}

async function linkFromOutbox(target: Target, email: string) {
  const outbox = join(target.dataDir, 'outbox');
  const pattern = new RegExp(
    `${target.baseUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/confirm-email\\?token=[\\w.~%-]+`,
  );
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox).filter((f) => f.endsWith('.eml') && f.includes(email));
    } catch {
      // No outbox yet.
    }
    for (const file of files) {
      const match = pattern.exec(decodeQuotedPrintable(readFileSync(join(outbox, file), 'utf8')));
      if (match) return match[0];
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No confirmation link for ${email}`);
}

async function post(target: Target, path: string, body: unknown) {
  return fetch(`${target.baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** A confirmed account, signed in in `context`, with files uploaded and a voice profile analysed. */
async function userWithProfile(target: Target, context: BrowserContext, { profile = true } = {}) {
  const email = uniqueEmail('generate');
  const registered = await post(target, '/auth/register', { email, password: PASSWORD });
  if (registered.status !== 201) throw new Error(`register: ${registered.status}`);
  const token = new URL(await linkFromOutbox(target, email)).searchParams.get('token');
  const confirmed = await post(target, '/auth/confirm-email', { token });
  if (!confirmed.ok) throw new Error(`confirm: ${confirmed.status}`);
  const login = await context.request.post(`${target.baseUrl}/api/auth/login`, {
    data: { email, password: PASSWORD },
  });
  if (!login.ok()) throw new Error(`login: ${login.status()}`);
  if (!profile) return;
  const upload = await context.request.post(`${target.baseUrl}/api/files/upload`, {
    multipart: {
      files: { name: 'writing.txt', mimeType: 'text/plain', buffer: Buffer.from(prose(2500, 3)) },
    },
  });
  if (upload.status() !== 201) throw new Error(`upload: ${upload.status()} ${await upload.text()}`);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const files = (await (await context.request.get(`${target.baseUrl}/api/files`)).json()) as {
      files: Array<{ status: string }>;
    };
    if (files.files.every((f) => f.status !== 'processing')) break;
    if (Date.now() > deadline) throw new Error('files still processing');
    await new Promise((r) => setTimeout(r, 250));
  }
  const analysed = await context.request.post(`${target.baseUrl}/api/voice-profile/analyze`);
  if (analysed.status() !== 201) throw new Error(`analyze: ${analysed.status()} ${await analysed.text()}`);
}

async function quotaOf(context: BrowserContext, target: Target) {
  const reply = await context.request.get(`${target.baseUrl}/api/content/quota`);
  return ((await reply.json()) as { quota: { remaining: number; daily_limit: number } }).quota;
}

async function newContextFor(browser: Browser, target: Target, width = 1280) {
  return browser.newContext({
    baseURL: target.baseUrl,
    viewport: { width, height: width < 500 ? 812 : 900 },
    locale: 'en-US',
    colorScheme: 'light',
    acceptDownloads: true,
  });
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const promptBox = (page: Page) => page.getByRole('textbox', { name: 'Your prompt' });

async function submit(page: Page, prompt: string, size = 'Small (about 100 words)') {
  await promptBox(page).fill(prompt);
  await page.getByRole('combobox', { name: 'Output size' }).selectOption({ label: size });
  await page.getByRole('button', { name: 'Generate content' }).click();
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('generate with the built-in engine', () => {
  const target = (): Target => ({ baseUrl: baseUrl(), dataDir: inject('dataDir') });
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await newContextFor(browser, target());
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: target().baseUrl });
    await userWithProfile(target(), context);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it('without a voice profile shows the notice, its three steps and the way to voice setup', async () => {
    const other = await newContextFor(browser, target());
    await userWithProfile(target(), other, { profile: false });
    const fresh = await other.newPage();
    await fresh.goto('/generate');
    await settle(fresh);
    await fresh.getByRole('heading', { name: 'A voice profile is required' }).waitFor();
    expect(await fresh.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'Upload your writing',
      'Analyze your voice',
      'Generate content',
    ]);
    await fresh.getByRole('link', { name: 'Go to voice setup' }).click();
    await fresh.waitForURL('**/voice-setup');
    await other.close();
  });

  it('generates: the result with its voice match and engine, the prompt cleared, the quota one lower', async () => {
    await page.goto('/generate');
    await settle(page);
    const before = await quotaOf(context, target());
    const card = page.getByTestId('quota-card');
    await card.getByText(`${before.remaining} of ${before.daily_limit} generations left today`).waitFor();
    expect(await page.getByRole('button', { name: 'Generate content' }).isDisabled()).toBe(true);
    await expect(page.getByTestId('engine').textContent()).resolves.toContain('Inkprint offline engine');

    await submit(page, 'Invite our readers to the spring writing workshop');
    await page.getByText('Content generated successfully!').waitFor({ timeout: 60_000 });
    const text = (await page.getByTestId('result-text').textContent()) ?? '';
    expect(text.split(/\s+/).filter(Boolean).length).toBeGreaterThan(40);
    await expect(promptBox(page).inputValue()).resolves.toBe('');
    expect(await page.getByTestId('voice-match-score').textContent()).toMatch(/^\d{1,3} \/ 100$/);
    expect(await page.getByTestId('result-engine').textContent()).toBe(
      'Written by Inkprint offline engine. A structured draft in your voice, for you to edit.',
    );
    await card.getByText(`${before.remaining - 1} of ${before.daily_limit} generations left today`).waitFor();
    expect((await quotaOf(context, target())).remaining).toBe(before.remaining - 1);
  });

  it('copies the text and confirms', async () => {
    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByText('Content copied to clipboard!').waitFor();
    await page.getByRole('button', { name: 'Copied' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await page.getByTestId('result-text').textContent());
    await page.getByRole('button', { name: 'Copy' }).waitFor({ timeout: 10_000 });
  });

  it('downloads the text as generated-content-{timestamp}.txt', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^generated-content-\d{13}\.txt$/);
    const path = await download.path();
    expect(readFileSync(path, 'utf8')).toBe(await page.getByTestId('result-text').textContent());
  });

  it('regenerates the same request as a new generation', async () => {
    const before = await quotaOf(context, target());
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/content/generate')) requests.push(request.postData() ?? '');
    });
    await page.getByRole('button', { name: 'Regenerate' }).click();
    await page.getByText('Content generated successfully!').waitFor({ timeout: 60_000 });
    await page.getByTestId('result-text').waitFor();
    expect(requests).toHaveLength(1);
    expect(JSON.parse(requests[0] as string)).toEqual({
      prompt: 'Invite our readers to the spring writing workshop',
      content_type: 'blog_post',
      length: 'small',
      language: 'en',
    });
    expect((await quotaOf(context, target())).remaining).toBe(before.remaining - 1);
  });

  it('passes axe and fits a 375 px screen with a result', async () => {
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByTestId('result').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
  });
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

  it('says when the quota is used up and when it resets', async () => {
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
