// Uploads and analysis as jobs in a real browser against the real server (decision 028), with the calls'
// waits off (UPLOAD_WAIT_MS=0, ANALYSIS_WAIT_MS=0), so the screen sees what a slow worker gives: a file row
// goes from Processing to Ready on its own, and the analysis shows its progress line, then the profile.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newContextFor, prose, userWithProfile } from './generate-support';
import { type RunningServer, startServer } from './server';
import { launchBrowser, settle } from './support';

describe('work in the background, seen on the Voice setup screen', () => {
  let browser: Browser;
  let server: RunningServer;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    server = await startServer({ UPLOAD_WAIT_MS: '0', ANALYSIS_WAIT_MS: '0' });
    context = await newContextFor(browser, server);
    await userWithProfile(server, context, { profile: false });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
    await server?.stop();
    await browser?.close();
  });

  it('shows a file move from Processing to Ready, then the analysis’s progress line and the profile', async () => {
    await page.goto('/voice-setup');
    await settle(page);
    // About 150,000 words: seconds of extraction, so the row is seen while it is read.
    await page
      .locator('[data-testid="dropzone"] input[type="file"]')
      .setInputFiles([{ name: 'book.txt', mimeType: 'text/plain', buffer: Buffer.from(prose(150_000, 5)) }]);
    const row = page.getByTestId('file-row').filter({ hasText: 'book.txt' });
    const status = row.locator('[data-status]');
    await status.and(page.locator('[data-status="processing"]')).waitFor({ timeout: 30_000 });
    expect(await row.getByText('Processing').getAttribute('aria-live')).toBe('polite');
    await page
      .getByText('book.txt: Uploaded. Inkprint is still reading it', { exact: false })
      .or(page.getByText('Uploaded. Inkprint is still reading it', { exact: false }))
      .first()
      .waitFor();
    await row.getByText('Ready').waitFor({ timeout: 120_000 });

    await page.getByRole('button', { name: 'Analyze my voice' }).click();
    const progress = page.getByTestId('analysis-progress');
    await progress.waitFor();
    const bar = progress.getByRole('progressbar', { name: 'Analysis progress' });
    const now = Number(await bar.getAttribute('aria-valuenow'));
    expect(now).toBeGreaterThanOrEqual(0);
    expect(now).toBeLessThan(100);
    expect(await progress.getByRole('status').textContent()).toMatch(
      /^(Waiting to start|Waiting for your files to be read|Reading your writing|Analyzing your voice|Saving your voice profile)…$/,
    );
    await page.getByRole('region', { name: 'Your voice profile is ready' }).waitFor({ timeout: 120_000 });
    expect(await progress.count()).toBe(0);
  });
});
