// Several voices in a real browser against the real server (issue 24): a second voice is created from the
// switcher, gets a file of its own and its own profile, each voice shows only its files, the second one is
// renamed and made the default, a banned phrase is saved in "Your rules" and still there after a reload,
// Generate writes once with each voice (never the phrase the second one banned; the offline engine says,
// in the rules panel and under the draft, that it cannot follow free-form rules), History names each item's
// voice and filters by it, and the dashboard lists both voices' files. The screens pass axe, fit a 375 px
// phone, and speak the five languages. About 2 minutes on the shared two-core machine.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  newContextFor,
  prose,
  seriousViolations,
  submit,
  type Target,
  userWithProfile,
} from './generate-support';
import { baseUrl, launchBrowser, settle } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('several voices', () => {
  const target = (): Target => ({ baseUrl: baseUrl(), dataDir: inject('dataDir') });
  let context: BrowserContext;
  let page: Page;
  let secondId = '';

  beforeAll(async () => {
    context = await newContextFor(browser, target());
    // The first voice ("My voice") holds writing.txt and a profile.
    await userWithProfile(target(), context);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  const voiceSelect = () => page.getByRole('combobox', { name: 'Voice you are working on' });
  const fileRows = () => page.getByTestId('file-row');
  const fitsPhone = async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
  };

  it('creates a second voice from the switcher and shows it, empty, with its id in the URL', async () => {
    await page.goto('/voice-setup');
    await settle(page);
    expect(await voiceSelect().locator('option:checked').textContent()).toBe('My voice (default)');
    await fileRows().filter({ hasText: 'writing.txt' }).waitFor();

    await page.getByRole('button', { name: 'New voice' }).click();
    const dialog = page.getByRole('dialog', { name: 'New voice' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Company');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Create voice' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(async () => voiceSelect().locator('option:checked').textContent()).toBe('Company');
    // Read first, so that the later tests have the voice even when the focus check below fails.
    secondId = new URL(page.url()).searchParams.get('voice') ?? '';
    expect(secondId).not.toBe('');
    // Focus comes back to the switcher after the dialog.
    await expect.poll(() => voiceSelect().evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(() => fileRows().count()).toBe(0);
  });

  it('uploads a file to the second voice and analyses it; each voice lists only its own files', async () => {
    await page
      .locator('[data-testid="dropzone"] input[type="file"]')
      .setInputFiles([{ name: 'company.txt', mimeType: 'text/plain', buffer: Buffer.from(prose(2500, 11)) }]);
    await fileRows().filter({ hasText: 'company.txt' }).getByText('Ready').waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Analyze my voice' }).click();
    await page
      .getByText('Voice profile created successfully! You can now generate content.')
      .waitFor({ timeout: 60_000 });
    expect(await fileRows().filter({ hasText: 'writing.txt' }).count()).toBe(0);

    await voiceSelect().selectOption({ label: 'My voice (default)' });
    await fileRows().filter({ hasText: 'writing.txt' }).waitFor();
    expect(await fileRows().filter({ hasText: 'company.txt' }).count()).toBe(0);
    // Back (the browser's button) returns to the second voice, reload keeps it.
    await page.goBack();
    await fileRows().filter({ hasText: 'company.txt' }).waitFor();
    await page.reload();
    await settle(page);
    await fileRows().filter({ hasText: 'company.txt' }).waitFor();
    expect(await fileRows().filter({ hasText: 'writing.txt' }).count()).toBe(0);
  });

  it('renames the second voice and makes it the default', async () => {
    await page.getByRole('button', { name: 'Rename' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rename voice' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Company blog');
    await dialog.getByRole('button', { name: 'Save name' }).click();
    await page.getByText('Voice renamed to “Company blog”.').waitFor();
    await page.getByRole('button', { name: 'Make default' }).click();
    await page.getByText('“Company blog” is now your default voice.').waitFor();
    expect(await voiceSelect().locator('option').allTextContents()).toEqual([
      'My voice',
      'Company blog (default)',
    ]);
    expect(await page.getByRole('button', { name: 'Make default' }).count()).toBe(0);
  });

  it('saves a banned phrase in "Your rules", and it is still there after a reload', async () => {
    const panel = page.getByTestId('rules-panel');
    await panel.getByRole('heading', { name: 'Your rules' }).waitFor();
    await panel.getByRole('textbox', { name: 'New banned phrase' }).fill('lounge');
    await panel.getByRole('button', { name: 'Add' }).nth(1).click();
    await panel.getByRole('textbox', { name: 'New rule' }).fill('Address readers as you, never as one.');
    await panel.getByRole('textbox', { name: 'New rule' }).press('Enter');
    await panel.getByRole('button', { name: 'Save rules' }).click();
    await panel.getByText('Your rules are saved.').waitFor();
    // This server writes with the offline engine: the panel says what it keeps to and what it cannot.
    expect(await panel.getByTestId('rules-offline').textContent()).toContain(
      'It never uses a banned phrase, but it cannot follow free-form rules',
    );
    expect(await seriousViolations(page)).toEqual([]);

    await page.reload();
    await settle(page);
    const again = page.getByTestId('rules-panel');
    await expect
      .poll(() => again.getByRole('textbox', { name: 'Banned phrase 1' }).inputValue())
      .toBe('lounge');
    expect(await again.getByRole('textbox', { name: 'Rule 1' }).inputValue()).toBe(
      'Address readers as you, never as one.',
    );
    const voices = (await (await context.request.get('/api/voices')).json()) as {
      voices: Array<{ id: string; banned_phrases: string[] }>;
    };
    expect(voices.voices.find((v) => v.id === secondId)?.banned_phrases).toEqual(['lounge']);
    await fitsPhone();
  });

  it('deletes only after a confirmation that says what goes and what stays (cancelled here)', async () => {
    await page.getByRole('button', { name: 'Delete voice' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete “Company blog”?' });
    await dialog
      .getByText('Its file and its voice profile will be deleted. This cannot be undone.')
      .waitFor();
    await dialog.getByText('Texts you generated with it stay in your history, under its name.').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(() =>
        page.getByRole('button', { name: 'Delete voice' }).evaluate((el) => el === document.activeElement),
      )
      .toBe(true);
  });

  it('generates once with each voice, choosing it on Generate', async () => {
    await page.goto('/generate');
    await settle(page);
    const picker = page.getByRole('combobox', { name: 'Voice' });
    expect(await picker.locator('option').allTextContents()).toEqual(['My voice', 'Company blog (default)']);
    expect(await picker.locator('option:checked').textContent()).toBe('Company blog (default)');

    await submit(page, 'Announce our new members lounge');
    await page.getByText('Content generated successfully!').waitFor({ timeout: 60_000 });
    // "Company blog" has a rule the offline engine could not follow: said under its draft.
    expect(await page.getByTestId('result-rules-offline').textContent()).toBe(
      'The offline engine cannot follow this voice’s rules; it did keep out its banned phrases.',
    );
    await fitsPhone();
    await picker.selectOption({ label: 'My voice' });
    await submit(page, 'Invite readers to the autumn workshop');
    await expect
      .poll(
        async () => {
          const reply = await context.request.get('/api/content/history?per_page=5');
          return ((await reply.json()) as { content: Array<{ voice_name: string | null }> }).content.map(
            (item) => item.voice_name,
          );
        },
        { timeout: 60_000 },
      )
      .toEqual(['My voice', 'Company blog']);
    await page.getByText('Content generated successfully!').waitFor({ timeout: 60_000 });
    // "Company blog" banned the brief's own topic word (the rules test above): its draft never says it.
    const items = (await (await context.request.get('/api/content/history?per_page=5')).json()) as {
      content: Array<{ voice_name: string | null; generated_text: string }>;
    };
    const company = items.content.find((item) => item.voice_name === 'Company blog');
    expect(company?.generated_text.trim().length).toBeGreaterThan(0);
    expect(company?.generated_text).not.toMatch(/\blounge\b/i);
    // "My voice" has no rules: nothing is said of them under its draft.
    await expect.poll(() => page.getByTestId('result-rules-offline').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('History names each item’s voice and filters by voice, kept in the URL', async () => {
    await page.goto('/history');
    await settle(page);
    const rows = page.getByTestId('history-row');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await page.getByTestId('history-voice').allTextContents()).toEqual([
      'Voice: My voice',
      'Voice: Company blog',
    ]);
    await page.getByRole('combobox', { name: 'Voice' }).selectOption({ label: 'Company blog' });
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain('Announce our new members lounge');
    expect(new URL(page.url()).searchParams.get('voice_id')).toBe(secondId);
    await page.reload();
    await settle(page);
    await expect.poll(() => page.getByTestId('history-row').count()).toBe(1);
    await fitsPhone();
  });

  it('speaks each of the five languages on Voice setup, Generate and History, axe clean', async () => {
    const words = {
      de: {
        switcher: 'Stimme, an der Sie arbeiten',
        rules: 'Ihre Regeln',
        banned: 'Verbotene Formulierung 1',
        offline: 'kann frei formulierte Regeln aber nicht befolgen',
        voice: 'Stimme',
        defaultVoice: 'Company blog (Standard)',
        voiceName: 'Stimme: Company blog',
        fileVoice: 'Stimme: My voice',
      },
      fr: {
        switcher: 'Voix sur laquelle vous travaillez',
        rules: 'Vos règles',
        banned: 'Expression interdite 1',
        offline: 'il ne sait pas suivre des règles rédigées librement',
        voice: 'Voix',
        defaultVoice: 'Company blog (par défaut)',
        voiceName: 'Voix : Company blog',
        fileVoice: 'Voix : My voice',
      },
      it: {
        switcher: 'Voce su cui stai lavorando',
        rules: 'Le tue regole',
        banned: 'Espressione vietata 1',
        offline: 'non sa seguire regole scritte liberamente',
        voice: 'Voce',
        defaultVoice: 'Company blog (predefinita)',
        voiceName: 'Voce: Company blog',
        fileVoice: 'Voce: My voice',
      },
      pt: {
        switcher: 'Voz em que você está trabalhando',
        rules: 'Suas regras',
        banned: 'Expressão proibida 1',
        offline: 'não consegue seguir regras escritas livremente',
        voice: 'Voz',
        defaultVoice: 'Company blog (padrão)',
        voiceName: 'Voz: Company blog',
        fileVoice: 'Voz: My voice',
      },
      en: {
        switcher: 'Voice you are working on',
        rules: 'Your rules',
        banned: 'Banned phrase 1',
        offline: 'it cannot follow free-form rules',
        voice: 'Voice',
        defaultVoice: 'Company blog (default)',
        voiceName: 'Voice: Company blog',
        fileVoice: 'Voice: My voice',
      },
    };
    for (const [lang, text] of Object.entries(words)) {
      await page.goto(`/voice-setup?voice=${secondId}`);
      await page.evaluate((l) => localStorage.setItem('language', l), lang);
      await page.reload();
      await settle(page);
      await page.getByRole('combobox', { name: text.switcher }).waitFor();
      await page.getByRole('heading', { name: text.rules }).waitFor();
      expect(await page.getByRole('textbox', { name: text.banned }).inputValue()).toBe('lounge');
      expect(await page.getByTestId('rules-offline').textContent()).toContain(text.offline);
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto('/generate');
      await settle(page);
      const picker = page.getByRole('combobox', { name: text.voice, exact: true });
      expect(await picker.locator('option:checked').textContent()).toBe(text.defaultVoice);
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto(`/history?voice_id=${secondId}`);
      await settle(page);
      await page.getByRole('combobox', { name: text.voice, exact: true }).waitFor();
      await expect.poll(() => page.getByTestId('history-voice').allTextContents()).toEqual([text.voiceName]);
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto('/dashboard');
      await settle(page);
      await page.getByTestId('dashboard-file-voice').filter({ hasText: text.fileVoice }).waitFor();
    }
  });

  it('counts the files of every voice on the dashboard', async () => {
    await page.goto('/dashboard');
    await settle(page);
    await page.getByText('Across your 2 voices, up to 5 each').waitFor();
    // The list under it holds the files of both voices, each naming its voice and linking to it.
    const files = page.getByTestId('dashboard-files');
    expect((await files.getByRole('listitem').allTextContents()).length).toBe(2);
    await files.getByRole('link', { name: 'Voice: Company blog' }).click();
    await page.waitForURL(`**/voice-setup?voice=${secondId}`);
    await fileRows().filter({ hasText: 'company.txt' }).waitFor();
  });
});
