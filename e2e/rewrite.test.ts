// "Rewrite my text" (issue #24 item 3, decision 035) against a server whose OpenAI-compatible model is the
// server tests' local mock: the tab in the URL, a paragraph rewritten, the score line and the word diff
// (insertions and deletions marked, not by colour alone), Copy putting the result on the clipboard, axe
// clean, the phone width, the tab's texts in five languages, and the explanation on a server without a model.
// Issue #24 end to end: a rewrite with a second voice (its banned phrase in the model's prompt, History files
// it under that voice), and the whole way in German through the screens: a second voice, its file, profile and
// banned phrase, a text with each voice, a rewrite with the second. About 3 minutes on the shared machine,
// most of it the two servers starting.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MockLlm, startMockLlm, systemOf } from '../server/test/support/mock-llm';
import { newContextFor, prose, seriousViolations, type Target, userWithProfile } from './generate-support';
import { type RunningServer, startServer } from './server';
import { launchBrowser, settle } from './support';

const SOURCE = `${prose(60, 3)} We opened in 2019 in Porto with Marta.`;
/** The mock's "rewrite": the same facts, a few words changed. */
const REWRITTEN = SOURCE.replace(/^(\S+ \S+)/, 'Honestly, $1').replace('We opened', 'We first opened');

/** The score line in each language it is checked in: up, down, the same, or why there is none. */
const SCORE_LINE = {
  en: /^\d+ → \d+: (\d+ points? (more|less) like you|no closer)|^Voice match|^No voice match/,
  de: /^\d+ → \d+: (\d+ Punkte? (mehr|weniger) wie Sie|nicht näher)|^Stilübereinstimmung|^Keine Stilübereinstimmung/,
};

/** A second voice made through the API (its screens are under test elsewhere), with a file, a profile and banned phrases. */
async function secondVoice(target: Target, context: BrowserContext, name: string, banned: string[]) {
  const created = await context.request.post(`${target.baseUrl}/api/voices`, { data: { name } });
  if (created.status() !== 201) throw new Error(`voice: ${created.status()} ${await created.text()}`);
  const id = ((await created.json()) as { voice: { id: string } }).voice.id;
  const upload = await context.request.post(`${target.baseUrl}/api/files/upload?voice_id=${id}`, {
    multipart: {
      files: { name: 'company.txt', mimeType: 'text/plain', buffer: Buffer.from(prose(2500, 11)) },
    },
  });
  if (upload.status() !== 201) throw new Error(`upload: ${upload.status()} ${await upload.text()}`);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const reply = await context.request.get(`${target.baseUrl}/api/files?voice_id=${id}`);
    const { files } = (await reply.json()) as { files: Array<{ status: string }> };
    if (files.every((f) => f.status !== 'processing')) break;
    if (Date.now() > deadline) throw new Error('files still processing');
    await new Promise((r) => setTimeout(r, 250));
  }
  const analysed = await context.request.post(`${target.baseUrl}/api/voice-profile/analyze?voice_id=${id}`);
  if (analysed.status() !== 201) throw new Error(`analyze: ${analysed.status()} ${await analysed.text()}`);
  await context.request.patch(`${target.baseUrl}/api/voices/${id}`, { data: { banned_phrases: banned } });
  return id;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('rewrite with a model', () => {
  let model: MockLlm;
  let server: RunningServer;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    model = await startMockLlm({ models: ['mock-writer'], reply: () => ({ text: REWRITTEN }) });
    server = await startServer({
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: model.url,
      LLM_MODEL: 'mock-writer',
    });
    context = await newContextFor(browser, server);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseUrl });
    await userWithProfile(server, context);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
    await server?.stop();
    await model?.close();
  });

  it('rewrites a paragraph: score line, marked word diff, copy; the tab stays in the URL', async () => {
    await page.goto('/generate');
    await settle(page);
    await page.getByRole('tab', { name: 'Rewrite my text' }).click();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('rewrite');
    await page.getByRole('textbox', { name: 'Your text' }).fill(SOURCE);
    expect(await page.getByTestId('rewrite-counter').textContent()).toBe(
      `${SOURCE.length.toLocaleString('en')} / 10,000 characters`,
    );
    await page.getByRole('button', { name: 'Rewrite in my voice' }).click();
    await page.getByTestId('rewrite-result').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('rewrite-score').textContent()).toMatch(
      /^\d+ → \d+: (\d+ points? (more|less) like you|no closer)|^Voice match|^No voice match/,
    );
    expect(await page.locator('[data-testid="rewrite-diff"] p ins').count()).toBeGreaterThan(0);
    // Said before each insertion to a screen reader (not by colour alone), then a space.
    expect(await page.locator('[data-testid="rewrite-diff"] p ins .sr-only').first().textContent()).toBe(
      'added: ',
    );
    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('Honestly,');
    expect(await seriousViolations(page)).toEqual([]);
    await page.reload();
    await settle(page);
    expect(await page.getByRole('tab', { name: 'Rewrite my text' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('rewrites with a second voice: its rules reach the model, the score line and the diff show, History files it under that voice', async () => {
    const company = await secondVoice(server, context, 'Company', ['lounge']);
    await page.goto(`/generate?tab=rewrite&voice=${company}`);
    await settle(page);
    const picker = page.getByRole('combobox', { name: 'Voice' });
    expect(await picker.locator('option:checked').textContent()).toBe('Company');
    await page.getByRole('textbox', { name: 'Your text' }).fill(SOURCE);
    const asked = model.requests.length;
    await page.getByRole('button', { name: 'Rewrite in my voice' }).click();
    await page.getByTestId('rewrite-result').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('rewrite-score').textContent()).toMatch(SCORE_LINE.en);
    expect(await page.locator('[data-testid="rewrite-diff"] p ins').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-testid="rewrite-diff"] p del').count()).toBeGreaterThan(0);
    // The second voice's banned phrase went to the model as the writer's own rule, and the text lacks it.
    expect(model.requests.slice(asked).some((r) => systemOf(r).includes('lounge'))).toBe(true);
    expect(await page.getByTestId('rewrite-text').textContent()).not.toMatch(/\blounge\b/i);
    const history = (await (await context.request.get('/api/content/history')).json()) as {
      content: Array<{ mode: string; voice_name: string | null; voice_id: string | null }>;
    };
    expect(history.content[0]).toMatchObject({ mode: 'rewrite', voice_name: 'Company', voice_id: company });
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('fits a 375 px phone without sideways scrolling', async () => {
    const phone = await newContextFor(browser, server, 375);
    await userWithProfile(server, phone);
    const small = await phone.newPage();
    await small.goto('/generate?tab=rewrite');
    await settle(small);
    await small.getByRole('textbox', { name: 'Your text' }).waitFor();
    expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousViolations(small)).toEqual([]);
    await phone.close();
  });

  it('in German, the whole way: a second voice, its file, profile and banned phrase, a text with each voice, a rewrite with the second', async () => {
    const german = await newContextFor(browser, server);
    await german.addInitScript(() => localStorage.setItem('language', 'de'));
    await userWithProfile(server, german);
    const p = await german.newPage();
    try {
      await p.goto('/voice-setup');
      await settle(p);
      await p.getByRole('button', { name: 'Neue Stimme' }).click();
      const dialog = p.getByRole('dialog', { name: 'Neue Stimme' });
      await dialog.getByRole('textbox', { name: 'Name' }).fill('Firma');
      await dialog.getByRole('button', { name: 'Stimme anlegen' }).click();
      await dialog.waitFor({ state: 'hidden' });
      const switcher = p.getByRole('combobox', { name: 'Stimme, an der Sie arbeiten' });
      await expect.poll(() => switcher.locator('option:checked').textContent()).toBe('Firma');
      const firma = new URL(p.url()).searchParams.get('voice') ?? '';

      await p
        .locator('[data-testid="dropzone"] input[type="file"]')
        .setInputFiles([{ name: 'firma.txt', mimeType: 'text/plain', buffer: Buffer.from(prose(2500, 11)) }]);
      await p
        .getByTestId('file-row')
        .filter({ hasText: 'firma.txt' })
        .getByText('Bereit')
        .waitFor({ timeout: 60_000 });
      await p.getByRole('button', { name: 'Meinen Stil analysieren' }).click();
      await p
        .getByText('Stilprofil erstellt! Sie können jetzt Inhalte erstellen.')
        .waitFor({ timeout: 60_000 });

      const panel = p.getByTestId('rules-panel');
      await panel.getByRole('textbox', { name: 'Neue verbotene Formulierung' }).fill('Lounge');
      await panel.getByRole('button', { name: 'Hinzufügen' }).nth(1).click();
      await panel.getByRole('button', { name: 'Regeln speichern' }).click();
      await panel.getByText('Ihre Regeln sind gespeichert.').waitFor();
      // A language model writes here: nothing is said about the offline engine.
      expect(await panel.getByTestId('rules-offline').count()).toBe(0);
      expect(await seriousViolations(p)).toEqual([]);

      await p.goto('/generate');
      await settle(p);
      const picker = p.getByRole('combobox', { name: 'Stimme', exact: true });
      const write = async (voice: string, brief: string) => {
        await picker.selectOption({ label: voice });
        await p.getByRole('textbox', { name: 'Ihre Anweisung' }).fill(brief);
        const asked = model.requests.length;
        await p.getByRole('button', { name: 'Inhalte erstellen', exact: true }).click();
        await p.getByText('Inhalt erfolgreich erstellt!').waitFor({ timeout: 60_000 });
        return model.requests.slice(asked);
      };
      const withFirma = await write('Firma', 'Kündigen Sie unsere neue Mitglieder-Lounge an');
      expect(withFirma.some((r) => systemOf(r).includes('"Lounge"'))).toBe(true);
      expect(await p.getByTestId('result').textContent()).not.toMatch(/\blounge\b/i);
      const withMine = await write('My voice (Standard)', 'Laden Sie zum Herbst-Workshop ein');
      expect(withMine.some((r) => systemOf(r).includes('"Lounge"'))).toBe(false);

      await p.getByRole('tab', { name: 'Meinen Text umschreiben' }).click();
      await picker.selectOption({ label: 'Firma' });
      await p.getByRole('textbox', { name: 'Ihr Text' }).fill(SOURCE);
      await p.getByRole('button', { name: 'In meiner Stimme umschreiben' }).click();
      await p.getByTestId('rewrite-result').waitFor({ timeout: 60_000 });
      expect(await p.getByTestId('rewrite-score').textContent()).toMatch(SCORE_LINE.de);
      expect(await p.locator('[data-testid="rewrite-diff"] p ins .sr-only').first().textContent()).toBe(
        'hinzugefügt: ',
      );
      expect(await seriousViolations(p)).toEqual([]);

      await p.goto(`/history?voice_id=${firma}`);
      await settle(p);
      await expect
        .poll(() => p.getByTestId('history-voice').allTextContents())
        .toEqual(['Stimme: Firma', 'Stimme: Firma']);
      expect(await seriousViolations(p)).toEqual([]);
      await p.setViewportSize({ width: 375, height: 812 });
      expect(await p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    } finally {
      await german.close();
    }
  }, 240_000);

  it('names the tabs in five languages', async () => {
    const names: Record<string, string> = {
      en: 'Rewrite my text',
      de: 'Meinen Text umschreiben',
      fr: 'Réécrire mon texte',
      it: 'Riscrivi il mio testo',
      pt: 'Reescrever meu texto',
    };
    for (const [lang, name] of Object.entries(names)) {
      const localised = await newContextFor(browser, server);
      await localised.addInitScript((l) => localStorage.setItem('language', l), lang);
      await userWithProfile(server, localised);
      const p = await localised.newPage();
      await p.goto('/generate');
      await settle(p);
      await p.getByRole('tab', { name }).waitFor();
      await localised.close();
    }
  });
});

describe('rewrite without a model', () => {
  it('explains in the tab why rewriting is not available', async () => {
    const server = await startServer({ LLM_PROVIDER: 'builtin' });
    const context = await newContextFor(browser, server);
    try {
      await userWithProfile(server, context);
      const page = await context.newPage();
      await page.goto('/generate?tab=rewrite');
      await settle(page);
      await page.getByTestId('rewrite-unavailable').waitFor();
      expect(await page.getByTestId('rewrite-unavailable').textContent()).toContain('needs a language model');
      expect(await page.getByRole('textbox', { name: 'Your text' }).count()).toBe(0);
    } finally {
      await context.close();
      await server.stop();
    }
    // A second server starts here (migrations, build checks): minutes on a loaded machine.
  }, 240_000);
});
