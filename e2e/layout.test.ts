// Narrow screens in every language: no page may be wider than a 375 px phone, signed out or in; and the
// signed-in header fits at tablet and laptop widths.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfirmedUser, launchBrowser, newContext, PASSWORD, settle, signIn } from './support';

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

async function overflowing(page: Page, path: string) {
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

/**
 * The signed-in header at tablet and laptop widths, in the languages with the longest names: each item
 * of the app navigation on one line, nothing in the header running into its neighbour, and a greeting by
 * a short e-mail address shown whole. Below `lg` (1024 px) the items sit in the menu button's panel, from
 * `lg` in the header row.
 */
describe.each(['fr', 'de'] as const)('app header in %s', (language) => {
  interface Box {
    text: string;
    left: number;
    right: number;
    top: number;
    bottom: number;
    /** Lines the text takes, and the height of the box against one line of text plus padding. */
    lines: number;
    height: number;
    oneLine: number;
    /** The text is cut (text-overflow). */
    cut: boolean;
  }

  function measure(page: Page, selector: string): Promise<Box[]> {
    return page.evaluate((scope) => {
      const visible = [...document.querySelectorAll<HTMLElement>(scope)].filter(
        (el) => el.offsetParent !== null,
      );
      return visible.map((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        const oneLine =
          Number.parseFloat(style.lineHeight) +
          Number.parseFloat(style.paddingTop) +
          Number.parseFloat(style.paddingBottom);
        const cut = [el, ...el.querySelectorAll<HTMLElement>('*')].some(
          (node) => node.scrollWidth > node.clientWidth && getComputedStyle(node).textOverflow === 'ellipsis',
        );
        const { left, right, top, bottom, height } = box;
        return { text: el.textContent ?? '', left, right, top, bottom, lines, height, oneLine, cut };
      });
    }, selector);
  }

  function overlapping(boxes: Box[]): string[] {
    return boxes.flatMap((a, i) =>
      boxes
        .slice(i + 1)
        .filter((b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
        .map((b) => `"${b.text}" runs into "${a.text}"`),
    );
  }

  it.each([768, 1024])('keeps each navigation item on one line at %i px', async (width) => {
    const context = await newContext(browser, { width, language });
    // As short as QA's w1@example.com, so the whole greeting has room.
    const email = `w${width}${language}@example.com`;
    await signIn(context, await createConfirmedUser('header', PASSWORD, email));
    const page = await context.newPage();
    await page.goto('/dashboard');
    await settle(page);
    await page.evaluate(() => document.fonts.ready);

    const inRow = await page.locator('header nav').isVisible();
    if (!inRow) {
      await page.locator('header button[aria-controls="mobile-menu"]').click();
      await page.locator('#mobile-menu').waitFor({ state: 'visible' });
    }
    const items = await measure(page, inRow ? 'header nav a' : '#mobile-menu > ul a');
    const row = await measure(page, 'header > div > a, header nav a, header > div button[aria-haspopup]');
    const greeting = await measure(page, inRow ? 'header > div button[aria-haspopup]' : '#mobile-menu > p');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await context.close();

    expect(items.map((item) => item.text)).toHaveLength(inRow ? 4 : 5);
    for (const item of items) {
      expect(item.lines, `"${item.text}" at ${width} px`).toBe(1);
      expect(item.height, `"${item.text}" at ${width} px`).toBeLessThanOrEqual(item.oneLine + 1);
    }
    expect(overlapping(items)).toEqual([]);
    expect(overlapping(row)).toEqual([]);
    expect(greeting).toHaveLength(1);
    expect(greeting[0]?.text).toContain(email);
    expect(greeting[0]?.cut, 'greeting cut').toBe(false);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
