// What Copy and Download give of a generated text (decision 019). Copy puts two forms on the clipboard: HTML
// taken from the text as the screen renders it (FormattedText: headings, bold, lists, links), so it pastes
// formatted into an e-mail or a document, and clean plain text (no `#`, `**` or list marks) for anything
// that takes text only. Download offers the clean text (.txt) or the stored Markdown (.md).
import { plainText } from './plain-text';

/** The text a plain-text paste and the .txt download give: no Markdown syntax, lists as bullets. */
export function cleanText(markdown: string): string {
  return plainText(markdown, { lists: 'bullets' });
}

/**
 * The HTML of a rendered text for the clipboard: its children as the screen shows them, without the
 * screen's classes, ids, test hooks or ARIA attributes (a mail program cannot use them). Links keep href
 * and rel only.
 */
export function clipboardHtml(rendered: HTMLElement): string {
  const copy = rendered.cloneNode(true) as HTMLElement;
  for (const element of [copy, ...Array.from(copy.querySelectorAll<HTMLElement>('*'))]) {
    for (const { name } of Array.from(element.attributes)) {
      const keep = element.tagName === 'A' && (name === 'href' || name === 'rel');
      if (!keep) element.removeAttribute(name);
    }
  }
  return copy.innerHTML;
}

/**
 * Puts `text` (plain) and, where the browser can hold both, `html` on the clipboard. Rejects when the
 * browser refuses (no permission, not a secure context).
 */
export async function copyText(text: string, html: string | null): Promise<void> {
  const clipboard = navigator.clipboard;
  if (html && typeof ClipboardItem !== 'undefined' && typeof clipboard.write === 'function') {
    await clipboard.write([
      new ClipboardItem({
        'text/html': new Blob([html], { type: 'text/html' }),
        'text/plain': new Blob([text], { type: 'text/plain' }),
      }),
    ]);
    return;
  }
  await clipboard.writeText(text);
}

type DownloadFormat = 'txt' | 'md';

/** `generated-content-{timestamp}.{txt|md}` (docs/product.md, Screens), the timestamp in milliseconds. */
export function downloadFileName(format: DownloadFormat, now: Date = new Date()): string {
  return `generated-content-${now.getTime()}.${format}`;
}

/** Saves a generated text: clean text as .txt, or the Markdown as it was written as .md. */
export function downloadGenerated(markdown: string, format: DownloadFormat, now: Date = new Date()) {
  const body = format === 'txt' ? cleanText(markdown) : markdown;
  const type = format === 'txt' ? 'text/plain;charset=utf-8' : 'text/markdown;charset=utf-8';
  const url = URL.createObjectURL(new Blob([body], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = downloadFileName(format, now);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the download has started by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
