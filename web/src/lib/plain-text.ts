// Generated copy (Markdown) as plain text, for one-line previews (history rows) and for what Copy and the
// .txt download give (decision 019): heading, list and quote marks, rules, emphasis and code marks go; links
// and images keep their text. The Markdown is read by the parser the screen renders it with (react-markdown's
// mdast-util-from-markdown, CommonMark), so what is markup here is what the screen shows as formatting
// (decision 037). Each block keeps its source lines, so a caller can fold line breaks as it likes. With
// `lists: 'bullets'` an item keeps a plain bullet (• or its number), as a person types a list in an e-mail.
import type { Nodes, Parents, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString as textOf } from 'mdast-util-to-string';

interface Out {
  source: string[];
  lines: string[];
  bullets: boolean;
}

/** The text of inline content; a hard break is a line break, and `**` left open by a cut-off draft goes. */
function inline(node: Parents): string {
  return node.children
    .map((child): string => {
      if (child.type === 'break') return '\n';
      if (child.type === 'text') return child.value.replace(/\*\*|~~/g, '');
      if (child.type === 'image') return child.alt ?? '';
      if ('children' in child) return inline(child);
      return textOf(child);
    })
    .join('');
}

/** Writes `text` over the source lines from `line` (0-based) on, after `prefix` on its first line. */
function put(out: Out, line: number, text: string, prefix = ''): void {
  text.split('\n').forEach((part, i) => {
    out.lines[line + i] = `${i === 0 ? prefix : ''}${part.trim()}`;
  });
}

function block(node: RootContent, out: Out, prefix: string, depth: number): void {
  const line = (node.position?.start.line ?? 1) - 1;
  switch (node.type) {
    case 'heading':
    case 'paragraph':
      put(out, line, inline(node), prefix);
      return;
    case 'code':
      // A fenced block's code starts on the line after its fence.
      put(out, /^\s*(`{3,}|~{3,})/.test(out.source[line] ?? '') ? line + 1 : line, node.value, prefix);
      return;
    case 'html':
      put(out, line, node.value, prefix);
      return;
    case 'blockquote':
      for (const child of node.children) block(child, out, '', depth);
      return;
    case 'list':
      node.children.forEach((item, i) => {
        const mark = node.ordered ? `${(node.start ?? 1) + i}. ` : '• ';
        const itemPrefix = out.bullets ? `${'  '.repeat(depth)}${mark}` : '';
        item.children.forEach((child, j) => {
          block(child, out, j === 0 ? itemPrefix : '', depth + 1);
        });
      });
      return;
    default:
      // Rules and link definitions leave their lines empty; tables and the rest keep their text.
      if ('children' in node || 'value' in node) put(out, line, textOf(node as Nodes), prefix);
  }
}

/** The text of `markdown` without its markup. */
export function plainText(markdown: string, opts: { lists?: 'drop' | 'bullets' } = {}): string {
  const source = markdown.split(/\r?\n/);
  const out: Out = { source, lines: source.map(() => ''), bullets: opts.lists === 'bullets' };
  for (const node of fromMarkdown(markdown).children) block(node, out, '', 0);
  return out.lines.join('\n').trim();
}
