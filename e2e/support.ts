// Shared pieces of the browser tests: launching Debian Chromium, reading the mail outbox, and
// creating confirmed accounts through the API.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS } from './support-args';

export { CHROMIUM_ARGS };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

export function baseUrl(): string {
  return inject('baseUrl');
}

export async function newContext(browser: Browser, options: { width?: number; language?: string } = {}) {
  const width = options.width ?? 1280;
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width, height: width < 500 ? 812 : 900 },
    locale: 'en-US',
    colorScheme: 'light',
  });
  if (options.language) {
    await context.addInitScript((lang) => {
      if (!localStorage.getItem('language')) localStorage.setItem('language', lang);
    }, options.language);
  }
  return context;
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** Undoes quoted-printable soft line breaks and the encoded '=' so links can be matched whole. */
export function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
}

/** Waits for the newest mail to `email` in the outbox and returns the link that starts with `prefix`. */
export async function linkFromOutbox(email: string, pathPrefix: string, after = 0, timeoutMs = 15_000) {
  const outbox = join(inject('dataDir'), 'outbox');
  const pattern = new RegExp(
    `${baseUrl().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${pathPrefix}\\?token=[\\w.~%-]+`,
  );
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox)
        .filter((f) => f.endsWith('.eml') && f.includes(email))
        .sort();
    } catch {
      // Outbox not created yet.
    }
    for (const file of files.slice(after).reverse()) {
      const match = pattern.exec(decodeQuotedPrintable(readFileSync(join(outbox, file), 'utf8')));
      if (match) return match[0];
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No ${pathPrefix} link for ${email} in ${outbox}`);
}

export const PASSWORD = 'Inkprint-2025';

async function api(path: string, body: unknown) {
  return fetch(`${baseUrl()}/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/**
 * Registers and confirms an account through the API (for tests where sign-up is not under test). An
 * `email` of the test's own (unique within the run) replaces the generated one, e.g. a short one.
 */
export async function createConfirmedUser(prefix = 'user', password = PASSWORD, email = uniqueEmail(prefix)) {
  const registered = await api('/auth/register', { email, password });
  if (registered.status !== 201)
    throw new Error(`register failed: ${registered.status} ${await registered.text()}`);
  const link = await linkFromOutbox(email, '/confirm-email');
  const token = new URL(link).searchParams.get('token');
  const confirmed = await api('/auth/confirm-email', { token, password });
  if (!confirmed.ok) throw new Error(`confirm failed: ${confirmed.status} ${await confirmed.text()}`);
  return { email, password };
}

/** Signs the context in through the API; its cookie jar is the browser's. */
export async function signIn(context: BrowserContext, user: { email: string; password: string }) {
  const reply = await context.request.post('/api/auth/login', { data: user });
  if (!reply.ok()) throw new Error(`login failed: ${reply.status()} ${await reply.text()}`);
}

/** Waits until the SPA has settled on a path (redirects done, loading spinner gone). */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.locator('main').first().waitFor({ state: 'visible' });
}

export async function pathOf(page: Page): Promise<string> {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}
