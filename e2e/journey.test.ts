// The main account journey in a real browser: register → confirm through the e-mailed link → log in
// → dashboard greeting → save settings → change password → log out → log in with the new password.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, linkFromOutbox, newContext, pathOf, uniqueEmail } from './support';

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

// One story in steps: its order is the point, so shuffling (--sequence.shuffle) keeps it.
describe('account journey', { shuffle: false }, () => {
  const email = uniqueEmail('journey');
  const password = 'First-pass1';
  const newPassword = 'Second-pass2';

  async function logIn(secret: string) {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(secret);
    await page.getByRole('button', { name: 'Log in' }).click();
  }

  it('registers and stays on the page with the confirmation message', async () => {
    await page.goto('/register');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('weak');
    await page.getByLabel('Confirm password').fill('weak');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Use at least 8 characters.').waitFor();

    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page
      .getByText('Registration successful! Please check your email to confirm your account.')
      .waitFor();
    expect(await pathOf(page)).toBe('/register');
  });

  it('cannot log in before confirming and is sent to resend-confirmation with the e-mail filled in', async () => {
    await page.goto('/login');
    await logIn(password);
    await page.getByText('not confirmed yet').waitFor();
    await page.waitForURL('**/resend-confirmation', { timeout: 5000 });
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
  });

  it('confirms the e-mail by opening the outbox link and typing the password chosen, then lands on /login', async () => {
    const link = await linkFromOutbox(email, '/confirm-email');
    await page.goto(link);
    await page.getByLabel('Password', { exact: true }).fill('Wr0ng!Password');
    await page.getByRole('button', { name: 'Confirm email' }).click();
    await page.getByText('This is not the password chosen when signing up').waitFor();
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Confirm email' }).click();
    await page.getByText('Email confirmed! You can now log in.').waitFor();
    await page.waitForURL('**/login', { timeout: 8000 });
  });

  it('logs in and greets by e-mail while there is no first name', async () => {
    await logIn(password);
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: `Welcome back, ${email}` }).waitFor();
    expect(await page.getByRole('link', { name: 'Upload content' }).getAttribute('href')).toBe(
      '/voice-setup',
    );
    expect(await page.getByRole('link', { name: 'Generate content' }).first().getAttribute('href')).toBe(
      '/generate',
    );
  });

  it('saves the account details and greets by first name', async () => {
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL('**/settings');
    await page.getByLabel('First name').fill('Ana Maria');
    await page.getByText('Only one name is allowed in this field.').waitFor();
    expect(await page.getByRole('button', { name: 'Save changes' }).isDisabled()).toBe(true);
    await page.getByLabel('First name').fill('Ana');
    await page.getByLabel('Last name').fill('Souza');
    await page.getByLabel('Company name').fill('Tinta e Papel');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.locator('[role=status]', { hasText: 'Profile updated successfully.' }).waitFor();
    await page.getByRole('button', { name: /Hi, Ana/ }).waitFor();
    await page.reload();
    expect(await page.getByLabel('Company name').inputValue()).toBe('Tinta e Papel');
    expect(await page.getByText('Ana Souza').count()).toBeGreaterThan(0);
  });

  it('changes the password and clears the fields', async () => {
    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByLabel('Current password').fill(password);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.locator('[role=status]', { hasText: 'Password changed successfully.' }).waitFor();
    for (const label of ['Current password', 'New password', 'Confirm new password']) {
      expect(await page.getByLabel(label, { exact: true }).inputValue()).toBe('');
    }
  });

  it('logs out to /login, and the new password works', async () => {
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL('**/login');
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto('/login');
    await logIn(password);
    await page.getByText('Invalid email or password.').waitFor();
    await logIn(newPassword);
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Welcome back, Ana' }).waitFor();
  });
});
