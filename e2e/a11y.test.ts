// Every page, signed out and signed in, at 1280 and 375 px: axe-core finds no serious or critical
// violation (light and dark colour schemes), and a full-page screenshot goes to e2e/screenshots/.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, createConfirmedUser, launchBrowser, settle, signIn } from './support';

const screenshotDir = join(import.meta.dirname, 'screenshots');
const WIDTHS = [1280, 375] as const;

const signedOutPages: Array<[string, string]> = [
  ['landing', '/'],
  ['features', '/features'],
  ['pricing', '/pricing'],
  ['about', '/about'],
  ['contact', '/contact'],
  ['privacy', '/privacy'],
  ['terms', '/terms'],
  ['login', '/login'],
  ['register', '/register'],
  ['forgot-password', '/forgot-password'],
  ['resend-confirmation', '/resend-confirmation'],
  ['reset-password', '/reset-password?token=not-valid'],
  ['confirm-email', '/confirm-email'],
];

const signedInPages: Array<[string, string]> = [
  ['dashboard', '/dashboard'],
  ['voice-setup', '/voice-setup'],
  ['generate', '/generate'],
  ['history', '/history'],
  ['settings', '/settings'],
  ['settings-security', '/settings#security'],
  ['app-pricing', '/pricing'],
];

let browser: Browser;
let user: { email: string; password: string };

beforeAll(async () => {
  mkdirSync(screenshotDir, { recursive: true });
  browser = await launchBrowser();
  user = await createConfirmedUser('a11y');
});
afterAll(async () => {
  await browser?.close();
});

async function contextFor(width: number, colorScheme: 'light' | 'dark') {
  return browser.newContext({
    baseURL: baseUrl(),
    viewport: { width, height: width < 500 ? 812 : 900 },
    locale: 'en-US',
    colorScheme,
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

async function open(page: Page, path: string) {
  const [route, hash] = path.split('#');
  await page.goto(route ?? '/');
  await settle(page);
  if (hash === 'security') await page.getByRole('tab', { name: 'Security' }).click();
  // Let lazy screens, fonts and catalogues finish before judging or photographing the page.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

for (const scheme of ['light', 'dark'] as const) {
  for (const width of WIDTHS) {
    describe(`${scheme}, ${width} px`, () => {
      let signedOut: BrowserContext;
      let signedIn: BrowserContext;
      beforeAll(async () => {
        signedOut = await contextFor(width, scheme);
        signedIn = await contextFor(width, scheme);
        await signIn(signedIn, user);
      });
      afterAll(async () => {
        await signedOut?.close();
        await signedIn?.close();
      });

      it.each(signedOutPages)('signed out: %s', async (name, path) => {
        const page = await signedOut.newPage();
        await open(page, path);
        if (scheme === 'light')
          await page.screenshot({ path: join(screenshotDir, `${name}-${width}.png`), fullPage: true });
        expect(await seriousViolations(page)).toEqual([]);
        await page.close();
      });

      it.each(signedInPages)('signed in: %s', async (name, path) => {
        const page = await signedIn.newPage();
        await open(page, path);
        if (scheme === 'light')
          await page.screenshot({ path: join(screenshotDir, `${name}-${width}.png`), fullPage: true });
        expect(await seriousViolations(page)).toEqual([]);
        await page.close();
      });

      it('signed in: open menus', async () => {
        const page = await signedIn.newPage();
        await open(page, '/dashboard');
        if (width < 768) await page.getByRole('button', { name: 'Open menu' }).click();
        else await page.getByRole('button', { name: /Account menu/ }).click();
        if (scheme === 'light')
          await page.screenshot({ path: join(screenshotDir, `menu-${width}.png`), fullPage: true });
        expect(await seriousViolations(page)).toEqual([]);
        await page.close();
      });
    });
  }
}
