// Language choice in a real browser: switching applies without a reload, survives a reload, sets
// <html lang>, and server messages follow it.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, createConfirmedUser, launchBrowser, newContext } from './support';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser);
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** The login page in German, whatever ran before (each test stands alone, in any order). */
async function germanLogin() {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('language', 'de'));
  await page.reload();
  await page.getByRole('heading', { name: 'Bei Inkprint anmelden' }).waitFor();
}

describe('interface language', () => {
  it('switches to German from the footer without a reload and keeps it after one', async () => {
    await page.goto('/login');
    await page.evaluate(() => localStorage.removeItem('language'));
    await page.reload();
    await page.getByRole('heading', { name: 'Log in to Inkprint' }).waitFor();
    const marker = await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 42;
      return 42;
    });
    await page.getByRole('button', { name: /Choose language/ }).click();
    await page.getByRole('button', { name: 'Deutsch' }).click();
    await page.getByRole('heading', { name: 'Bei Inkprint anmelden' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(marker);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('de');

    await page.reload();
    await page.getByRole('heading', { name: 'Bei Inkprint anmelden' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
  });

  it('shows the server error for a wrong password in German', async () => {
    const user = await createConfirmedUser('lang');
    await germanLogin();
    await page.getByLabel('E-Mail').fill(user.email);
    await page.getByLabel('Passwort', { exact: true }).fill('Wrong-pass1');
    await page.getByRole('button', { name: 'Anmelden' }).last().click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toBe('E-Mail-Adresse oder Passwort ist falsch.');
  });

  it('closes the language menu on an outside click and on Escape', async () => {
    await germanLogin();
    const toggle = page.getByRole('button', { name: /Sprache wählen/ });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.mouse.click(5, 5);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('uses the browser language on a first visit when it is supported', async () => {
    const french = await browser.newContext({ baseURL: baseUrl(), locale: 'fr-FR' });
    const frPage = await french.newPage();
    await frPage.goto('/login');
    await frPage.getByRole('heading', { name: 'Connexion à Inkprint' }).waitFor();
    expect(await frPage.evaluate(() => document.documentElement.lang)).toBe('fr');
    await french.close();
  });
});
