// The History screen in a real browser against the real server: find an item by search (accents ignored),
// filter by type, open its details, delete it, clear everything, and keep page, size, filter and search in
// the URL across a reload and the back button; the empty states; axe and a 375 px screen.
//
// Generation is not needed to have a history: this file runs its own server on a data folder it filled first
// (users and items inserted into the embedded database before the server opens it, one process at a time).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../server/src/db/client';
import { generations, users } from '../server/src/db/schema/index';
import { newId } from '../server/src/lib/crypto';
import { hashPassword } from '../server/src/lib/password';
import { type RunningServer, startServer } from './server';
import { launchBrowser, PASSWORD, settle } from './support';

const T0 = Date.parse('2026-03-02T09:00:00Z');
const TYPES = ['blog_post', 'email', 'social_media', 'marketing_copy', 'product_description'] as const;

interface Seeded {
  email: string;
}

/** A user with `items` (oldest first), stored as generation leaves them. */
async function seedUser(
  db: Awaited<ReturnType<typeof openDatabase>>['db'],
  items: { prompt: string; text: string; type: string }[],
) {
  const id = newId();
  const email = `history-${id.slice(0, 8)}@example.com`;
  await db
    .insert(users)
    .values({ id, email, passwordHash: await hashPassword(PASSWORD), emailConfirmed: true });
  if (items.length) {
    await db.insert(generations).values(
      items.map((item, i) => ({
        id: newId(),
        userId: id,
        prompt: item.prompt,
        contentType: item.type,
        generatedText: item.text,
        wordCount: item.text.split(/\s+/).length,
        characterCount: item.text.length,
        language: 'en',
        length: 'medium',
        provider: 'builtin',
        model: 'inkprint-writer',
        voiceMatch: 84,
        createdAt: new Date(T0 + i * 60_000),
      })),
    );
  }
  return { email } satisfies Seeded;
}

const filler = (i: number) => ({
  prompt: `Weekly note number ${i} about our garden shop`,
  text: `Number ${i}. ${'Fresh seedlings arrive every Monday, and we pot them the same afternoon. '.repeat(3)}`,
  type: TYPES[i % TYPES.length]!,
});

let server: RunningServer;
let dataDir: string;
let browser: Browser;
const accounts: Record<'main' | 'clear' | 'empty' | 'markdown', Seeded> = {} as never;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'inkprint-e2e-history-'));
  const database = await openDatabase({ dataDir });
  const items = Array.from({ length: 23 }, (_, i) => filler(i));
  items.splice(5, 0, {
    prompt: 'A welcome email for the Café opening',
    text: 'Our café opens on Friday. Come for a crème brûlée and stay for the music.',
    type: 'email',
  });
  accounts.main = await seedUser(database.db, items);
  accounts.clear = await seedUser(
    database.db,
    Array.from({ length: 3 }, (_, i) => filler(i)),
  );
  accounts.empty = await seedUser(database.db, []);
  accounts.markdown = await seedUser(database.db, [
    {
      prompt: 'A post about the spring workshop',
      text: [
        '# Spring writing workshop',
        '',
        'Join us on **Friday** for an afternoon of writing. <img src=x onerror="document.title=\'hacked\'">',
        '',
        '## What to bring',
        '',
        '- a notebook',
        '- a pen',
      ].join('\n'),
      type: 'blog_post',
    },
  ]);
  await database.close();
  server = await startServer({ DATA_DIR: dataDir });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function signedInPage(
  who: keyof typeof accounts,
  width = 1280,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    viewport: { width, height: width < 500 ? 812 : 900 },
    locale: 'en-US',
    colorScheme: 'light',
  });
  await context.addInitScript(() => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', 'en');
  });
  const reply = await context.request.post('/api/auth/login', {
    data: { email: accounts[who].email, password: PASSWORD },
  });
  if (!reply.ok()) throw new Error(`login failed: ${reply.status()}`);
  const page = await context.newPage();
  return { context, page };
}

const rows = (page: Page) => page.getByTestId('history-row');

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('history', () => {
  it('lists newest first with previews and pages, and keeps page, size, filter and search in the URL', async () => {
    const { context, page } = await signedInPage('main');
    await page.goto('/history');
    await settle(page);
    await expect.poll(() => rows(page).count()).toBe(10);
    await page.getByText('24 items').waitFor();
    expect(await rows(page).first().textContent()).toContain('Weekly note number 22');
    await page.getByText('Page 1 of 3').waitFor();

    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/page=2/);
    await page.getByText('Page 2 of 3').waitFor();

    // The filter goes back to page 1.
    await page.getByLabel('Content type').selectOption('email');
    await page.waitForURL(
      (url) => url.searchParams.get('content_type') === 'email' && !url.searchParams.has('page'),
    );
    await page.getByLabel('Items per page').selectOption('5');
    await page.waitForURL(/per_page=5/);
    await expect.poll(() => rows(page).count()).toBe(5);

    await page.reload();
    await settle(page);
    expect(await page.getByLabel('Content type').inputValue()).toBe('email');
    expect(await page.getByLabel('Items per page').inputValue()).toBe('5');
    await expect.poll(() => rows(page).count()).toBe(5);

    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('per_page'));
    expect(await page.getByLabel('Items per page').inputValue()).toBe('10');
    await context.close();
  });

  it('makes a search one step of the back button, however many pauses the typing had', async () => {
    const { context, page } = await signedInPage('main');
    await page.goto('/history');
    await settle(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/page=2/);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/page=3/);

    const box = page.getByLabel('Search');
    await box.fill('weekly');
    await page.waitForURL((url) => url.searchParams.get('search') === 'weekly');
    // A second burst of typing after the search was sent: the same entry, not a new one.
    await box.fill('weekly note');
    await page.waitForURL((url) => url.searchParams.get('search') === 'weekly note');
    await page.getByText('Page 1 of 3').waitFor();

    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('page') === '3' && !url.searchParams.has('search'));
    await page.getByText('Page 3 of 3').waitFor();
    await expect.poll(() => box.inputValue()).toBe('');

    await page.goForward();
    await page.waitForURL((url) => url.searchParams.get('search') === 'weekly note');
    await expect.poll(() => box.inputValue()).toBe('weekly note');
    await context.close();
  });

  it('finds an item by search without its accents, opens its details, and deletes it', async () => {
    const { context, page } = await signedInPage('main');
    await page.goto('/history?page=2');
    await settle(page);
    await page.getByLabel('Search').fill('creme brulee');
    await page.waitForURL(
      (url) => url.searchParams.get('search') === 'creme brulee' && !url.searchParams.has('page'),
    );
    await expect.poll(() => rows(page).count()).toBe(1);
    expect(await rows(page).first().textContent()).toContain('A welcome email for the Café opening');

    await page.reload();
    await settle(page);
    expect(await page.getByLabel('Search').inputValue()).toBe('creme brulee');
    await expect.poll(() => rows(page).count()).toBe(1);

    await page.getByRole('button', { name: /^View “A welcome email/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByTestId('details-text').textContent()).toBe(
      'Our café opens on Friday. Come for a crème brûlée and stay for the music.',
    );
    expect(await dialog.textContent()).toContain('84 / 100');
    expect(await dialog.textContent()).toContain('English');
    expect(await dialog.textContent()).toContain('Medium');
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download text (.txt)' }).click();
    expect((await download).suggestedFilename()).toMatch(/^generated-content-\d+\.txt$/);
    expect(await axeViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this content?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Content deleted.').waitFor();
    await page.getByTestId('history-no-match').waitFor();
    expect(await page.getByText('Nothing matches “creme brulee”.').count()).toBe(1);

    await page.getByRole('button', { name: 'Clear search and filter' }).click();
    await page.waitForURL((url) => !url.searchParams.has('search'));
    await page.getByText('23 items').waitFor();
    await context.close();
  });

  it('clears the whole history after asking, then shows the empty state linking to Generate', async () => {
    const { context, page } = await signedInPage('clear');
    await page.goto('/history');
    await settle(page);
    await expect.poll(() => rows(page).count()).toBe(3);
    await page.getByRole('button', { name: 'Clear all' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete your whole history?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(await rows(page).count()).toBe(3);

    await page.getByRole('button', { name: 'Clear all' }).click();
    await confirm.getByRole('button', { name: 'Delete everything' }).click();
    await page.getByTestId('history-empty').waitFor();
    expect(await page.getByRole('link', { name: 'Generate content' }).last().getAttribute('href')).toBe(
      '/generate',
    );
    await context.close();
  });

  it('passes axe and fits a 375 px screen, with items and empty', async () => {
    for (const who of ['main', 'empty'] as const) {
      const { context, page } = await signedInPage(who, 375);
      await page.goto('/history');
      await settle(page);
      if (who === 'main') await expect.poll(() => rows(page).count()).toBe(10);
      else await page.getByTestId('history-empty').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
      await context.close();
    }
  });

  it('shows the text formatted in the details and as plain text in the preview; copies rich and clean text', async () => {
    const { context, page } = await signedInPage('markdown');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseUrl });
    await page.goto('/history');
    await settle(page);
    const preview = (await rows(page).first().textContent()) ?? '';
    expect(preview).toContain('Spring writing workshop Join us on Friday for an afternoon of writing.');
    expect(preview).not.toMatch(/[#*]/);

    await page.getByRole('button', { name: /^View “A post about the spring workshop/ }).click();
    const text = page.getByRole('dialog').getByTestId('details-text');
    await text.getByRole('heading', { level: 3, name: 'Spring writing workshop' }).waitFor();
    await text.getByRole('heading', { level: 4, name: 'What to bring' }).waitFor();
    expect(await text.getByRole('listitem').allTextContents()).toEqual(['a notebook', 'a pen']);
    expect(await text.locator('strong').textContent()).toBe('Friday');
    expect(await text.locator('img').count()).toBe(0);
    expect(await text.textContent()).toContain('<img src=x onerror=');
    expect(await page.title()).not.toBe('hacked');

    await page.getByRole('dialog').getByRole('button', { name: 'Copy' }).click();
    // Clean text and the details' own HTML (decision 019), never the Markdown source.
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toMatch(/^Spring writing workshop\n\nJoin us on Friday/);
    const html = await page.evaluate(async () => {
      const [item] = await navigator.clipboard.read();
      return (await item?.getType('text/html'))?.text();
    });
    expect(html).toContain('<strong>Friday</strong>');
    expect(html).not.toMatch(/<img|class=|\*\*/);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('speaks German', async () => {
    const { context, page } = await signedInPage('main');
    await context.addInitScript(() => localStorage.setItem('language', 'de'));
    await page.goto('/history');
    await settle(page);
    await page.getByLabel('Inhaltstyp').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Verlauf');
    await context.close();
  });
});
