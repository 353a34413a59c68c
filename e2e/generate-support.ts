// Helpers of the generate browser tests: a confirmed, signed-in account with a voice profile on any
// server (the shared one or a test's own), its quota, contexts, axe, and the form.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { decodeQuotedPrintable, PASSWORD, uniqueEmail } from './support';

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
export function prose(words: number, seed: number): string {
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

export interface Target {
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
export async function userWithProfile(target: Target, context: BrowserContext, { profile = true } = {}) {
  const email = uniqueEmail('generate');
  const registered = await post(target, '/auth/register', { email, password: PASSWORD });
  if (registered.status !== 201) throw new Error(`register: ${registered.status}`);
  const token = new URL(await linkFromOutbox(target, email)).searchParams.get('token');
  const confirmed = await post(target, '/auth/confirm-email', { token, password: PASSWORD });
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

export async function quotaOf(context: BrowserContext, target: Target) {
  const reply = await context.request.get(`${target.baseUrl}/api/content/quota`);
  return ((await reply.json()) as { quota: { remaining: number; daily_limit: number } }).quota;
}

export async function newContextFor(browser: Browser, target: Target, width = 1280) {
  return browser.newContext({
    baseURL: target.baseUrl,
    viewport: { width, height: width < 500 ? 812 : 900 },
    locale: 'en-US',
    colorScheme: 'light',
    acceptDownloads: true,
  });
}

export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

export const promptBox = (page: Page) => page.getByRole('textbox', { name: 'Your prompt' });

export async function submit(page: Page, prompt: string, size = 'Small (about 100 words)') {
  await promptBox(page).fill(prompt);
  await page.getByRole('combobox', { name: 'Output size' }).selectOption({ label: size });
  await page.getByRole('button', { name: 'Generate content' }).click();
}
