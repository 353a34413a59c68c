// Narrow screens in every language: no page may be wider than a 375 px phone, signed out or in.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfirmedUser, launchBrowser, newContext, settle, signIn } from './support';

const LANGUAGES = ['en', 'de', 'fr', 'it', 'pt'] as const;
const PUBLIC = [
  '/',
  '/features',
  '/pricing',
  '/about',
  '/contact',
  '/privacy',
  '/terms',
  '/login',
  '/register',
];
const APP = ['/dashboard', '/settings', '/voice-setup', '/generate', '/history'];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function overflowing(page: import('playwright-core').Page, path: string) {
  await page.goto(path);
  await settle(page);
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

describe.each(LANGUAGES)('layout at 375 px in %s', (language) => {
  it('keeps every public page within the screen', async () => {
    const context = await newContext(browser, { width: 375, language });
    const page = await context.newPage();
    const wide: string[] = [];
    for (const path of PUBLIC) {
      const extra = await overflowing(page, path);
      if (extra > 0) wide.push(`${path} (+${extra}px)`);
    }
    await context.close();
    expect(wide).toEqual([]);
  });

  it('keeps every app page within the screen', async () => {
    const context = await newContext(browser, { width: 375, language });
    await signIn(context, await createConfirmedUser(`narrow-${language}`));
    const page = await context.newPage();
    const wide: string[] = [];
    for (const path of APP) {
      const extra = await overflowing(page, path);
      if (extra > 0) wide.push(`${path} (+${extra}px)`);
    }
    await context.close();
    expect(wide).toEqual([]);
  });
});
