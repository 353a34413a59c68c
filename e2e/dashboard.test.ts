// The dashboard in a real browser against the real server: a user uploads writing, analyses it and
// generates a few pieces through the API, then the dashboard's cards, chart, recent activity and file
// list show exactly what GET /api/content/stats, /api/content/quota and /api/files answer. Also: a new
// user's empty states, the error box with its retry, a recent item opening its details in History, and
// the filled-in screen passing axe and fitting a 375 px phone in two languages.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainText } from '../web/src/lib/plain-text';
import { createConfirmedUser, launchBrowser, newContext, settle, signIn } from './support';

interface Stats {
  total_content: number;
  content_by_type: Record<string, number>;
  recent_activity: Array<{
    id: string;
    content_type: string;
    prompt: string;
    word_count: number;
    created_at: string;
  }>;
}
interface Quota {
  daily_limit: number;
  remaining: number;
  generations_used: number;
  resets_at: string;
}
interface UploadedFile {
  id: string;
  filename: string;
  status: string;
}

const PROSE = [
  'Writing clear copy means choosing plain words and short sentences, so that readers get the point quickly.',
  'We test every headline with real customers and keep only what works.',
  'Our team believes that a good story beats a clever slogan, because people remember stories.',
  'When you write for the web, you should lead with the benefit and then add the proof.',
  'Every week we publish a short newsletter with one idea, one example and one question for our readers.',
].join(' ');

/** What the user generates before reading the dashboard: two blog posts and an e-mail. */
const GENERATIONS = [
  { content_type: 'blog_post', prompt: 'A short post about writing for busy readers.' },
  { content_type: 'blog_post', prompt: 'A short post about testing headlines.' },
  { content_type: 'email', prompt: 'An e-mail inviting customers to our spring workshop.' },
];

const LABELS: Record<string, string> = { blog_post: 'Blog post', email: 'Email' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function getJson<T>(context: BrowserContext, path: string): Promise<T> {
  const reply = await context.request.get(`/api${path}`);
  if (!reply.ok()) throw new Error(`GET ${path}: ${reply.status()} ${await reply.text()}`);
  return (await reply.json()) as T;
}

async function post(context: BrowserContext, path: string, data?: unknown) {
  const reply = await context.request.post(`/api${path}`, data === undefined ? {} : { data });
  if (!reply.ok()) throw new Error(`POST ${path}: ${reply.status()} ${await reply.text()}`);
  return reply;
}

async function upload(context: BrowserContext, name: string, text: string) {
  const reply = await context.request.post('/api/files/upload', {
    multipart: { files: { name, mimeType: 'text/plain', buffer: Buffer.from(text) } },
  });
  if (reply.status() !== 201) throw new Error(`upload ${name}: ${reply.status()} ${await reply.text()}`);
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function openDashboard(page: Page) {
  await page.goto('/dashboard');
  await settle(page);
}

function statValue(page: Page, card: string) {
  return page.getByRole('group', { name: card }).getByTestId('stat-value');
}

describe('dashboard with content', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await newContext(browser);
    await signIn(context, await createConfirmedUser('dashboard'));
    await upload(context, 'guide.txt', `${PROSE}\n\n${PROSE}\n\n${PROSE}`);
    await upload(context, 'letters.txt', `${PROSE}\n\n${PROSE}`);
    await post(context, '/voice-profile/analyze');
    for (const body of GENERATIONS)
      await post(context, '/content/generate', { ...body, length: 'small', language: 'English' });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it('shows the figures the API reports', async () => {
    const stats = await getJson<Stats>(context, '/content/stats');
    const { quota } = await getJson<{ quota: Quota }>(context, '/content/quota');
    const { files } = await getJson<{ files: UploadedFile[] }>(context, '/files');
    expect(stats.total_content).toBe(GENERATIONS.length);
    expect(stats.content_by_type).toMatchObject({ blog_post: 2, email: 1 });
    expect(files).toHaveLength(2);

    await openDashboard(page);
    await page.getByRole('group', { name: 'Total content' }).waitFor();
    expect(await statValue(page, 'Total content').textContent()).toBe(String(stats.total_content));
    expect(await statValue(page, 'Daily quota').textContent()).toBe(
      `${quota.remaining} / ${quota.daily_limit}`,
    );
    expect(await statValue(page, 'Uploaded files').textContent()).toBe(String(files.length));
    const types = Object.values(stats.content_by_type).filter((n) => n > 0).length;
    expect(await statValue(page, 'Content types').textContent()).toBe(String(types));

    const bar = page.getByRole('progressbar', { name: 'Daily quota left' });
    expect(await bar.getAttribute('aria-valuetext')).toBe(
      `${quota.remaining} of ${quota.daily_limit} left today`,
    );

    const rows = await page
      .getByRole('list', { name: 'Content by type' })
      .getByRole('listitem')
      .allTextContents();
    expect(rows).toEqual(
      Object.entries(stats.content_by_type)
        .filter(([, n]) => n > 0)
        .sort((a, b) => b[1] - a[1])
        .map(([type, n]) => expect.stringMatching(new RegExp(`^${LABELS[type]}${n} \\(\\d+%\\)$`))),
    );

    const activity = page.locator('a[href^="/history?item="]');
    expect(await activity.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
      stats.recent_activity.slice(0, 5).map((item) => `/history?item=${item.id}`),
    );

    const shown = await page.getByTestId('dashboard-files').locator('li [title]').allTextContents();
    expect(shown).toEqual(files.slice(0, 5).map((file) => file.filename));
  });

  it('opens History at the item chosen in recent activity', async () => {
    const stats = await getJson<Stats>(context, '/content/stats');
    await openDashboard(page);
    const first = page.locator('a[href^="/history?item="]').first();
    await first.click();
    await page.waitForURL((url) => url.pathname === '/history');
    const id = stats.recent_activity[0]?.id ?? '';
    expect(new URL(page.url()).searchParams.get('item')).toBe(id);
    const { content } = await getJson<{ content: { generated_text: string } }>(context, `/content/${id}`);
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // The details show the stored text formatted: the same words, without its markdown marks.
    const words = (text: string) => text.split(/\s+/).filter(Boolean);
    expect(words((await dialog.getByTestId('details-text').textContent()) ?? '')).toEqual(
      words(plainText(content.generated_text)),
    );
  });

  it('shows the error box when the figures cannot be loaded, and loads them on retry', async () => {
    await page.route('**/api/content/stats', (route) =>
      route.fulfill({ status: 500, json: { error: 'Internal error', code: 'INTERNAL' } }),
    );
    await openDashboard(page);
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to load dashboard data' });
    await alert.waitFor();
    await page.unroute('**/api/content/stats');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('group', { name: 'Total content' }).waitFor();
    expect(await page.getByText('Failed to load dashboard data').count()).toBe(0);
  });

  it.each([
    ['en', 'Total content'],
    ['fr', 'Contenus au total'],
  ])('passes axe and fits 375 px with content (%s)', async (language, totalLabel) => {
    const narrow = await newContext(browser, { width: 375, language });
    await narrow.addCookies(await context.cookies());
    const phone = await narrow.newPage();
    await openDashboard(phone);
    await phone.getByRole('group', { name: totalLabel }).waitFor();
    await phone.evaluate(() => document.fonts.ready);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    expect(await seriousViolations(phone)).toEqual([]);
    await narrow.close();
  });
});

describe('dashboard of a new user', () => {
  it('shows zeros, the empty chart linking to /generate and the empty file list', async () => {
    const context = await newContext(browser);
    await signIn(context, await createConfirmedUser('dashboard-new'));
    const page = await context.newPage();
    await openDashboard(page);
    await page.getByRole('group', { name: 'Total content' }).waitFor();
    expect(await statValue(page, 'Total content').textContent()).toBe('0');
    expect(await statValue(page, 'Uploaded files').textContent()).toBe('0');
    expect(await statValue(page, 'Content types').textContent()).toBe('0');
    const { quota } = await getJson<{ quota: Quota }>(context, '/content/quota');
    expect(await statValue(page, 'Daily quota').textContent()).toBe(
      `${quota.daily_limit} / ${quota.daily_limit}`,
    );
    expect(await page.getByRole('link', { name: 'Generate your first piece' }).getAttribute('href')).toBe(
      '/generate',
    );
    expect(await page.getByRole('link', { name: 'Upload your writing' }).getAttribute('href')).toBe(
      '/voice-setup',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
  it('greets a user with no first name by a long address without widening a 375 px phone', async () => {
    // The greeting falls back to the e-mail address, one long word the heading must wrap.
    const context = await newContext(browser, { width: 375, language: 'de' });
    await signIn(context, await createConfirmedUser('annakatharinaschmidtbauer1795487722573'));
    const page = await context.newPage();
    await openDashboard(page);
    await page.getByRole('heading', { level: 1, name: /annakatharinaschmidtbauer/ }).waitFor();
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    await context.close();
  });
});
