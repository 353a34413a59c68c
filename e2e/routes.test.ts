// Both route sets of docs/product.md, "Routes", in a real browser: every route lands where it should,
// redirects included.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfirmedUser, launchBrowser, newContext, pathOf, settle, signIn } from './support';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function expectLanding(page: Page, route: string, expected: string) {
  await page.goto(route);
  await settle(page);
  await page.waitForFunction((want) => `${location.pathname}${location.search}` === want, expected, {
    timeout: 10_000,
  });
  expect(await pathOf(page)).toBe(expected);
}

describe('signed-out visitor', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await newContext(browser);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  const cases: Array<[string, string]> = [
    ['/', '/'],
    ['/terms', '/terms'],
    ['/privacy', '/privacy'],
    ['/contact', '/contact'],
    ['/features', '/features'],
    ['/pricing', '/pricing'],
    ['/about', '/about'],
    ['/login', '/login'],
    ['/register', '/register'],
    ['/forgot-password', '/forgot-password'],
    ['/resend-confirmation', '/resend-confirmation'],
    ['/confirm-email?token=nope', '/confirm-email?token=nope'],
    ['/dashboard', '/'],
    ['/voice-setup', '/'],
    ['/generate', '/'],
    ['/history', '/'],
    ['/settings', '/'],
    ['/does-not-exist', '/'],
  ];
  it.each(cases)('%s → %s', async (route, expected) => {
    await expectLanding(page, route, expected);
  });

  it('shows Home, Login and Register in the public and auth layouts', async () => {
    for (const route of ['/pricing', '/login']) {
      await page.goto(route);
      await settle(page);
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: 'Home' }).isVisible()).resolves.toBe(true);
      await expect(nav.getByRole('link', { name: 'Log in' }).isVisible()).resolves.toBe(true);
      await expect(nav.getByRole('link', { name: 'Register' }).isVisible()).resolves.toBe(true);
    }
  });

  it('checks a reset token first and sends a bad one to /login after 3 s', async () => {
    await page.goto('/reset-password?token=not-a-real-token');
    await page.getByText('Redirecting to login page...').waitFor();
    await page.waitForURL('**/login', { timeout: 8000 });
  });
});

describe('signed-in user', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    const user = await createConfirmedUser('routes');
    context = await newContext(browser);
    await signIn(context, user);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  const cases: Array<[string, string]> = [
    ['/', '/dashboard'],
    ['/dashboard', '/dashboard'],
    ['/voice-setup', '/voice-setup'],
    ['/generate', '/generate'],
    ['/history', '/history'],
    ['/settings', '/settings'],
    ['/terms', '/terms'],
    ['/privacy', '/privacy'],
    ['/contact', '/contact'],
    ['/features', '/features'],
    ['/pricing', '/pricing'],
    ['/about', '/about'],
    ['/login', '/dashboard'],
    ['/register', '/dashboard'],
    ['/forgot-password', '/dashboard'],
    ['/does-not-exist', '/dashboard'],
  ];
  it.each(cases)('%s → %s', async (route, expected) => {
    await expectLanding(page, route, expected);
  });

  it('highlights the active item of the app navigation', async () => {
    await page.goto('/history');
    await settle(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'History' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
  });
});
