// The generate screen in a real browser against the real server with the built-in engine: the
// no-profile notice, a generation with its voice match, engine and falling quota, the text arriving
// before `done` on a slow connection, copy (HTML and clean text), download (.txt and .md), regenerate, the
// used-up quota (buttons disabled with the reason, the draft kept), axe and a 375 px phone. (A slow model, Cancel and the refund: generate-model.test.ts.)
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  newContextFor,
  promptBox,
  quotaOf,
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

describe('generate with the built-in engine', () => {
  const target = (): Target => ({ baseUrl: baseUrl(), dataDir: inject('dataDir') });
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await newContextFor(browser, target());
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: target().baseUrl });
    await userWithProfile(target(), context);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  /** The newest generation's stored text. */
  async function latestText() {
    const reply = await context.request.get(`${target().baseUrl}/api/content/history?per_page=5`);
    const { content } = (await reply.json()) as { content: Array<{ generated_text: string }> };
    return content[0]?.generated_text;
  }

  it('without a voice profile shows the notice, its three steps and the way to voice setup', async () => {
    const other = await newContextFor(browser, target());
    await userWithProfile(target(), other, { profile: false });
    const fresh = await other.newPage();
    await fresh.goto('/generate');
    await settle(fresh);
    await fresh.getByRole('heading', { name: 'A voice profile is required' }).waitFor();
    expect(await fresh.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'Upload your writing',
      'Analyze your voice',
      'Generate content',
    ]);
    await fresh.getByRole('link', { name: 'Go to voice setup' }).click();
    await fresh.waitForURL('**/voice-setup');
    await other.close();
  });

  it('generates: the result with its voice match and engine, the prompt cleared, the quota one lower', async () => {
    await page.goto('/generate');
    await settle(page);
    const before = await quotaOf(context, target());
    const card = page.getByTestId('quota-card');
    await card.getByText(`${before.remaining} of ${before.daily_limit} generations left today`).waitFor();
    expect(await page.getByRole('button', { name: 'Generate content' }).isDisabled()).toBe(true);
    await expect(page.getByTestId('engine').textContent()).resolves.toContain('Inkprint offline engine');

    await submit(page, 'Invite our readers to the spring writing workshop');
    await page.getByText('Content generated successfully!').waitFor({ timeout: 60_000 });
    const text = (await page.getByTestId('result-text').textContent()) ?? '';
    expect(text.split(/\s+/).filter(Boolean).length).toBeGreaterThan(40);
    // The draft's markdown is shown formatted: its title is a heading below the card's, no `#` is left.
    await page.getByTestId('result-text').getByRole('heading', { level: 3 }).first().waitFor();
    expect(text).not.toMatch(/^#|\n#/);
    await expect(promptBox(page).inputValue()).resolves.toBe('');
    expect(await page.getByTestId('voice-match-score').textContent()).toMatch(/^\d{1,3} \/ 100$/);
    // Next to it, in words, how it compares with generic copy for the same brief (decision 023).
    expect(await page.getByTestId('generic-comparison').textContent()).toMatch(
      /(\+\d+ points more like you|About as much like you|\d+ points less like you)( as| than) generic copy/,
    );
    expect(await page.getByTestId('result-engine').textContent()).toBe(
      'Written by Inkprint offline engine. A structured draft in your voice, for you to edit.',
    );
    await card.getByText(`${before.remaining - 1} of ${before.daily_limit} generations left today`).waitFor();
    expect((await quotaOf(context, target())).remaining).toBe(before.remaining - 1);
  });

  it('copies formatted HTML and clean plain text, and confirms', async () => {
    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByText('Content copied to clipboard!').waitFor();
    await page.getByRole('button', { name: 'Copied' }).waitFor();
    const copied = await page.evaluate(async () => {
      const [item] = await navigator.clipboard.read();
      return {
        types: [...(item?.types ?? [])].sort(),
        html: await (await item?.getType('text/html'))?.text(),
        plain: await navigator.clipboard.readText(),
      };
    });
    expect(copied.types).toEqual(['text/html', 'text/plain']);
    const stored = (await latestText()) ?? '';
    const title = /^# (.+)$/m.exec(stored)?.[1] ?? '';
    expect(title).not.toBe('');
    // Rich text as the screen shows it (the title a heading), plain text without Markdown syntax.
    expect(copied.html).toContain(`<h3>${title}</h3>`);
    expect(copied.html).not.toMatch(/class=|# /);
    expect(copied.plain.startsWith(`${title}\n`)).toBe(true);
    expect(copied.plain).not.toMatch(/^#|\*\*|^[-*] /m);
    expect(copied.plain.split(/\s+/).length).toBeGreaterThan(40);
    await page.getByRole('button', { name: 'Copy' }).waitFor({ timeout: 10_000 });
  });

  it('downloads clean text as generated-content-{timestamp}.txt and the Markdown as .md', async () => {
    const stored = (await latestText()) ?? '';
    const [txt] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download text (.txt)' }).click(),
    ]);
    expect(txt.suggestedFilename()).toMatch(/^generated-content-\d{13}\.txt$/);
    const plain = readFileSync(await txt.path(), 'utf8');
    expect(plain).not.toMatch(/^#|\*\*/m);
    expect(plain).toContain(/^# (.+)$/m.exec(stored)?.[1] ?? '-');
    const [md] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Markdown (.md)' }).click(),
    ]);
    expect(md.suggestedFilename()).toMatch(/^generated-content-\d{13}\.md$/);
    expect(readFileSync(await md.path(), 'utf8')).toBe(stored);
  });

  it('regenerates the same request as a new generation', async () => {
    const before = await quotaOf(context, target());
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/content/generate')) requests.push(request.postData() ?? '');
    });
    await page.getByRole('button', { name: 'Regenerate' }).click();
    await page.getByText('Content generated successfully!').waitFor({ timeout: 60_000 });
    await page.getByTestId('result-text').waitFor();
    expect(requests).toHaveLength(1);
    expect(JSON.parse(requests[0] as string)).toEqual({
      prompt: 'Invite our readers to the spring writing workshop',
      content_type: 'blog_post',
      length: 'small',
      language: 'en',
    });
    expect((await quotaOf(context, target())).remaining).toBe(before.remaining - 1);
  });

  it('shows the text as it arrives, before the result, on a slow connection', async () => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const throughput = (bytesPerSecond: number) =>
      cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: bytesPerSecond,
        uploadThroughput: -1,
      });
    // About 3 KB/s: a large draft and its `done` event take several seconds to come down.
    await throughput(3 * 1024);
    await submit(page, 'Introduce our new writing studio to our customers', 'Large (about 1,000 words)');
    await page.waitForFunction(
      () => {
        const text = document.querySelector('[data-testid="live-text"]')?.textContent ?? '';
        return text.split(/\s+/).filter(Boolean).length >= 5;
      },
      undefined,
      { timeout: 60_000 },
    );
    expect(await page.getByTestId('result').count()).toBe(0);
    expect(await page.getByTestId('live-word-count').textContent()).toMatch(/^[\d,]+ words so far$/);
    await throughput(-1);
    await page.getByText('Content generated successfully!').waitFor({ timeout: 60_000 });
    await cdp.detach();
  });

  it('passes axe and fits a 375 px screen with a result', async () => {
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByTestId('result').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('shows each choice of the form whole, in every language, on a desktop and a phone', async () => {
    /** Options of the form's selects whose text is wider than the select can show. */
    const clipped = () =>
      page.evaluate(() => {
        const canvas = document.createElement('canvas').getContext('2d')!;
        const out: string[] = [];
        for (const select of document.querySelectorAll('form select')) {
          const style = getComputedStyle(select);
          canvas.font = style.font;
          // The native arrow takes about 16 px of the select besides its padding.
          const room =
            select.clientWidth -
            Number.parseFloat(style.paddingLeft) -
            Number.parseFloat(style.paddingRight) -
            16;
          for (const option of (select as HTMLSelectElement).options)
            if (canvas.measureText(option.text).width > room) out.push(option.text);
        }
        return out;
      });
    try {
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        for (const lang of ['en', 'de', 'fr', 'it', 'pt']) {
          await page.evaluate((l) => localStorage.setItem('language', l), lang);
          await page.goto('/generate');
          await settle(page);
          await page.locator('form select').first().waitFor();
          expect(await clipped(), `${lang} at ${width} px`).toEqual([]);
        }
      }
    } finally {
      // The tests after this one read English on a desktop.
      await page.evaluate(() => localStorage.setItem('language', 'en'));
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto('/generate');
      await settle(page);
    }
  });

  it('at zero: a refused Regenerate keeps the draft, then Generate and Regenerate are disabled with the reason and reset time', async () => {
    await submit(page, 'Thank our readers for a good year');
    await page.getByText('Content generated successfully!').waitFor({ timeout: 60_000 });
    const draft = await page.getByTestId('result-text').textContent();
    // Another tab uses up the rest: the screen still counts what it last saw.
    for (let i = 0; i < 20; i++) {
      const reply = await context.request.post(`${target().baseUrl}/api/content/generate`, {
        data: { prompt: 'Use up the quota', length: 'small' },
      });
      if (reply.status() === 429) break;
      expect(reply.status()).toBe(201);
    }
    await page.getByRole('button', { name: 'Regenerate' }).click();
    const reason = /^You have used all \d+ generations for today\. Your quota resets at .+ \(in .+\)\.$/;
    const alert = page
      .getByRole('alert')
      .filter({ hasText: /You have used all \d+ generations for today\./ });
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(reason);
    expect(await page.getByTestId('result-text').textContent()).toBe(draft);
    await page
      .getByTestId('quota-card')
      .getByText(/^0 of \d+ generations left today$/)
      .waitFor();
    expect(await page.getByRole('button', { name: 'Regenerate' }).isDisabled()).toBe(true);
    expect(await page.getByTestId('regenerate-blocked').textContent()).toMatch(reason);
    await promptBox(page).fill('One more, please');
    expect(await page.getByRole('button', { name: 'Generate content' }).isDisabled()).toBe(true);
    expect(await page.getByTestId('generate-blocked').textContent()).toMatch(reason);
    expect(await seriousViolations(page)).toEqual([]);

    // The same after a reload: nothing to press, and why.
    await page.reload();
    await settle(page);
    await page.getByText('You have used all of today’s generations.').waitFor();
    await promptBox(page).fill('One more, please');
    expect(await page.getByRole('button', { name: 'Generate content' }).isDisabled()).toBe(true);
    expect(await page.getByTestId('generate-blocked').textContent()).toMatch(reason);
  });
});
