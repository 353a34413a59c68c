// Voice setup in a real browser against the real server, in English and German: pick files (the
// dropzone's input), watch the upload progress and the statuses, analyse, read the profile and the
// banner, delete one file, delete all behind the confirmation, open the picker from its button. The filled-in screen also passes axe and
// fits a 375 px phone.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfirmedUser, launchBrowser, newContext, settle, signIn } from './support';

const SENTENCES = [
  'Writing clear copy means choosing plain words and short sentences, so that readers get the point quickly.',
  'We test every headline with real customers and keep only what works.',
  'Our team believes that a good story beats a clever slogan, because people remember stories.',
  'When you write for the web, you should lead with the benefit and then add the proof.',
  'The best emails I have sent were the ones where I wrote as if I were talking to a friend.',
  'It is worth reading your draft aloud before you send it to anyone.',
  'Customers do not care about our features; they care about what those features do for them.',
  'Every week we publish a short newsletter with one idea, one example and one question for our readers.',
  'If a sentence does not earn its place, I cut it without regret!',
  'Have you ever noticed how the simplest message is often the hardest one to write?',
];

/** English prose of about `bytes` bytes, in paragraphs of five sentences. */
function prose(bytes: number, seed: number): string {
  let state = seed;
  const paragraphs: string[] = [];
  let size = 0;
  while (size < bytes) {
    const p = Array.from({ length: 5 }, () => {
      state = (state * 1103515245 + 12345) & 0x7fffffff;
      return SENTENCES[state % SENTENCES.length];
    }).join(' ');
    paragraphs.push(p);
    size += p.length + 2;
  }
  return paragraphs.join('\n\n');
}

const TEXT = {
  en: {
    title: 'Voice setup',
    progress: 'Upload progress',
    ready: 'Ready',
    noWords: 'No words',
    wordsToast: /guide\.txt: File uploaded successfully with [\d,]+ words extracted\./,
    noWordsToast:
      'empty.txt: File uploaded successfully, but no words were found. This file has no value for Voice Setup.',
    analysisRequired: 'Analysis required',
    analyze: 'Analyze my voice',
    analyzed: 'Voice profile created successfully! You can now generate content.',
    banner: 'Your voice profile is ready',
    generate: 'Generate content',
    profile: 'Your voice profile',
    summary: /Learned from [\d,]+ words in \d+ sections? across 2 documents, written in English\./,
    tone: 'Tone',
    sentences: /words on average\./,
    reanalyze: 'Re-analyze',
    deleteEmpty: 'Delete empty.txt',
    deleted: 'File deleted successfully',
    clearAll: 'Delete all',
    confirm: 'Are you sure you want to delete all uploaded files?',
    yes: 'Yes, delete all',
    cleared: 'All files deleted successfully',
    empty: /No files yet/,
    choose: 'Choose files',
  },
  de: {
    title: 'Stil einrichten',
    progress: 'Fortschritt beim Hochladen',
    ready: 'Bereit',
    noWords: 'Keine Wörter',
    wordsToast: /guide\.txt: Datei hochgeladen: [\d.]+ Wörter erkannt\./,
    noWordsToast:
      'empty.txt: Datei hochgeladen, aber es wurden keine Wörter gefunden. Diese Datei hilft beim Einrichten Ihres Stils nicht.',
    analysisRequired: 'Analyse erforderlich',
    analyze: 'Meinen Stil analysieren',
    analyzed: 'Stilprofil erstellt! Sie können jetzt Inhalte erstellen.',
    banner: 'Ihr Stilprofil ist bereit',
    generate: 'Inhalte erstellen',
    profile: 'Ihr Stilprofil',
    summary: /Gelernt aus [\d.]+ Wörtern in \d+ Abschnitte?n? aus 2 Dokumenten, auf Englisch geschrieben\./,
    tone: 'Tonfall',
    sentences: /im Schnitt [\d,]+ Wörter\./,
    reanalyze: 'Neu analysieren',
    deleteEmpty: 'empty.txt löschen',
    deleted: 'Datei gelöscht',
    clearAll: 'Alle löschen',
    confirm: 'Möchten Sie wirklich alle hochgeladenen Dateien löschen?',
    yes: 'Ja, alle löschen',
    cleared: 'Alle Dateien gelöscht',
    empty: /Noch keine Dateien/,
    choose: 'Dateien auswählen',
  },
} as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe.each(['en', 'de'] as const)('voice setup in %s', (language) => {
  const text = TEXT[language];
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await newContext(browser, { language });
    await signIn(context, await createConfirmedUser(`voice-${language}`));
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it('uploads picked files with a progress bar, then lists them with their status and words', async () => {
    await page.goto('/voice-setup');
    await settle(page);
    await page.getByRole('heading', { level: 1, name: text.title }).waitFor();

    // Slow the upload down so the progress bar is there to be seen (about 2 s for 300 KB).
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 150 * 1024,
    });
    await page.locator('[data-testid="dropzone"] input[type="file"]').setInputFiles([
      { name: 'guide.txt', mimeType: 'text/plain', buffer: Buffer.from(prose(300_000, 1)) },
      { name: 'letters.txt', mimeType: 'text/plain', buffer: Buffer.from(prose(6_000, 7)) },
      { name: 'empty.txt', mimeType: 'text/plain', buffer: Buffer.alloc(0) },
    ]);
    const bar = page.getByRole('progressbar', { name: text.progress });
    await bar.waitFor();
    const seen = Number(await bar.getAttribute('aria-valuenow'));
    expect(seen).toBeGreaterThanOrEqual(0);
    expect(seen).toBeLessThanOrEqual(100);
    await bar.waitFor({ state: 'detached', timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    await page.getByText(text.wordsToast).first().waitFor();
    await page.getByText(text.noWordsToast).waitFor();
    const rows = page.getByTestId('file-row');
    await expect.poll(() => rows.count()).toBe(3);
    for (const row of await rows.all()) await row.getByText(text.ready).waitFor();
    await rows.filter({ hasText: 'empty.txt' }).getByText(text.noWords).waitFor();
    expect(await rows.filter({ hasText: 'guide.txt' }).getByText(text.noWords).count()).toBe(0);
  });

  it('analyses on request, then shows the banner with the way to /generate and the profile', async () => {
    await page.getByRole('heading', { name: text.analysisRequired }).waitFor();
    await page.getByRole('button', { name: text.analyze }).click();
    await page.getByText(text.analyzed).waitFor({ timeout: 30_000 });
    const banner = page.getByRole('region', { name: text.banner });
    await banner.waitFor();
    expect(await banner.getByRole('link', { name: text.generate }).getAttribute('href')).toBe('/generate');

    const panel = page.getByRole('region', { name: text.profile });
    await panel.getByText(text.summary).waitFor();
    expect(await panel.getByRole('list', { name: text.tone }).getByRole('listitem').count()).toBe(9);
    await panel.getByText(text.sentences).first().waitFor();
    expect(await panel.getByTestId('voice-sample').count()).toBeGreaterThan(0);
    for (const sample of await panel.getByTestId('voice-sample').all())
      expect(Array.from((await sample.textContent()) ?? '').length).toBeLessThanOrEqual(201);
    await page.getByRole('button', { name: text.reanalyze }).waitFor();
    expect(await page.getByRole('heading', { name: text.analysisRequired }).count()).toBe(0);
  });

  it('passes axe and fits a 375 px screen with files and a profile', async () => {
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('heading', { name: text.banner }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('deletes one file', async () => {
    await page.getByRole('button', { name: text.deleteEmpty }).click();
    await page.getByText(text.deleted).waitFor();
    await expect.poll(() => page.getByTestId('file-row').count()).toBe(2);
  });

  it('deletes all files after the confirmation, and the profile with them', async () => {
    await page.getByRole('button', { name: text.clearAll }).click();
    await page.getByText(text.confirm).waitFor();
    await page.getByRole('button', { name: text.yes }).click();
    await page.getByText(text.cleared).waitFor();
    await page.getByText(text.empty).waitFor();
    expect(await page.getByTestId('file-row').count()).toBe(0);
    expect(await page.getByRole('heading', { name: text.banner }).count()).toBe(0);
  });

  it('opens the file picker from its button, for PDF, DOCX and TXT', async () => {
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: text.choose }).click(),
    ]);
    expect(chooser.isMultiple()).toBe(true);
    expect(await chooser.element().getAttribute('accept')).toMatch(/\.pdf.*\.docx.*\.txt/);
    await chooser.setFiles([]);
  });
});
