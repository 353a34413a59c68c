// Copy and Download's forms of a generated text (decision 019): the HTML comes from the text as FormattedText
// renders it, with none of the screen's attributes; the plain text has no Markdown syntax.
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormattedText } from '../components/formatted-text';
import { cleanText, clipboardHtml, copyText, downloadFileName, downloadGenerated } from './copy-formats';

const DRAFT = [
  '# Spring writing workshop',
  '',
  'Join us on **Friday** for an *afternoon* of [writing](https://example.com/w).',
  '',
  '## What to bring',
  '- a notebook',
  '- a pen',
  '',
  '1. Sign up',
  '2. Come along',
  '',
  '---',
  '',
  'See you there,',
  'Sam',
].join('\n');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('cleanText', () => {
  it('gives the words without Markdown syntax, lists as bullets and numbers', () => {
    expect(cleanText(DRAFT)).toBe(
      [
        'Spring writing workshop',
        '',
        'Join us on Friday for an afternoon of writing.',
        '',
        'What to bring',
        '• a notebook',
        '• a pen',
        '',
        '1. Sign up',
        '2. Come along',
        '',
        '',
        '',
        'See you there,',
        'Sam',
      ].join('\n'),
    );
    expect(cleanText(DRAFT)).not.toMatch(/[#*_`[\]]/);
  });
});

describe('clipboardHtml', () => {
  it('is the rendered text’s HTML: headings, bold, lists and safe links, without the screen’s attributes', () => {
    const { getByTestId } = render(<FormattedText text={DRAFT} data-testid="t" className="p-4" />);
    const html = clipboardHtml(getByTestId('t'));
    expect(html).toContain('<h3>Spring writing workshop</h3>');
    expect(html).toContain('<strong>Friday</strong>');
    expect(html).toContain('<em>afternoon</em>');
    expect(html).toContain('<a href="https://example.com/w" rel="noopener noreferrer nofollow">writing</a>');
    expect(html).toMatch(/<ul>\s*<li>a notebook<\/li>\s*<li>a pen<\/li>\s*<\/ul>/);
    expect(html).toContain('<ol>');
    expect(html).toContain('<p>See you there,\nSam</p>');
    expect(html).not.toMatch(/class=|data-testid|target=|\*\*|# /);
  });

  it('keeps HTML written in the text as text', () => {
    const { getByTestId } = render(
      <FormattedText text={'Hi <img src=x onerror=alert(1)>'} data-testid="t" />,
    );
    const html = clipboardHtml(getByTestId('t'));
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img');
  });
});

describe('copyText', () => {
  it('puts both text/html and text/plain on the clipboard where the browser can', async () => {
    const write = vi.fn().mockResolvedValue(undefined);
    class FakeItem {
      constructor(readonly items: Record<string, Blob>) {}
    }
    vi.stubGlobal('ClipboardItem', FakeItem);
    Object.defineProperty(navigator, 'clipboard', {
      value: { write, writeText: vi.fn() },
      configurable: true,
    });
    await copyText('plain', '<p>rich</p>');
    const item = write.mock.calls[0]?.[0]?.[0] as FakeItem;
    expect(Object.keys(item.items).sort()).toEqual(['text/html', 'text/plain']);
    expect(await item.items['text/html']?.text()).toBe('<p>rich</p>');
    expect(await item.items['text/plain']?.text()).toBe('plain');
  });

  it('falls back to plain text without ClipboardItem', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('ClipboardItem', undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await copyText('plain', '<p>rich</p>');
    expect(writeText).toHaveBeenCalledWith('plain');
  });
});

describe('downloads', () => {
  it('names the file generated-content-{timestamp}.txt or .md', () => {
    expect(downloadFileName('txt', new Date(1_764_000_000_000))).toBe('generated-content-1764000000000.txt');
    expect(downloadFileName('md', new Date(1_764_000_000_000))).toBe('generated-content-1764000000000.md');
  });

  it('saves clean text as .txt and the Markdown as written as .md', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:x';
    });
    URL.revokeObjectURL = vi.fn();
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const now = new Date(1_764_000_000_000);
    downloadGenerated(DRAFT, 'txt', now);
    downloadGenerated(DRAFT, 'md', now);
    expect(names).toEqual(['generated-content-1764000000000.txt', 'generated-content-1764000000000.md']);
    expect(await blobs[0]?.text()).toBe(cleanText(DRAFT));
    expect(blobs[0]?.type).toBe('text/plain;charset=utf-8');
    expect(await blobs[1]?.text()).toBe(DRAFT);
    expect(blobs[1]?.type).toBe('text/markdown;charset=utf-8');
  });
});
