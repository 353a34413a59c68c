// Generated copy is markdown-ish (`# Title`, `## Section`, `**bold**`, `- ` lists, blank-line paragraphs):
// this shows it formatted. Safe by construction: react-markdown turns raw HTML into text (no rehype-raw),
// images show their alt text (nothing loads from a URL in the text), and a link is a link only for http(s)
// and mailto URLs, opened in a new tab with rel="noopener noreferrer nofollow"; any other link is its text.
// Unfinished markup while streaming (a lone `**`, a half-typed `#`) simply shows as text.
import type { ComponentPropsWithoutRef, ElementType, HTMLAttributes, Ref } from 'react';
import Markdown, { type Components, type ExtraProps } from 'react-markdown';
import { cn } from './ui/cn';

type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

interface FormattedTextProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The markdown to show. */
  text: string;
  /**
   * Level of the heading the text sits under (the card's title): the text's `#` becomes one level below it,
   * so the page's outline stays in order. Defaults to 2.
   */
  headingLevel?: HeadingLevel;
  /** The rendered text's element (Copy takes its HTML from it). */
  ref?: Ref<HTMLDivElement>;
}

/** Only these URLs become links; the rest (javascript:, data:, relative paths into the app) stay text. */
function safeHref(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return ['http:', 'https:', 'mailto:'].includes(parsed.protocol) ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

const HEADING_CLASSES = [
  'mt-6 mb-3 text-xl font-semibold leading-snug first:mt-0',
  'mt-5 mb-2 text-lg font-semibold leading-snug first:mt-0',
  'mt-4 mb-2 text-base font-semibold first:mt-0',
  'mt-4 mb-1 text-base font-semibold first:mt-0',
  'mt-3 mb-1 font-semibold first:mt-0',
  'mt-3 mb-1 font-semibold text-gray-700 first:mt-0 dark:text-gray-300',
];

type Props<T extends ElementType> = ComponentPropsWithoutRef<T> & ExtraProps;

function components(headingLevel: HeadingLevel): Components {
  const heading = (depth: number) =>
    function Heading({ node: _node, className, ...rest }: Props<'h1'>) {
      const Tag = `h${Math.min(6, headingLevel + depth)}` as 'h1';
      return <Tag className={cn(HEADING_CLASSES[depth - 1], className)} {...rest} />;
    };
  return {
    h1: heading(1),
    h2: heading(2),
    h3: heading(3),
    h4: heading(4),
    h5: heading(5),
    h6: heading(6),
    // pre-line keeps single line breaks (an email's sign-off), which markdown would fold into spaces.
    p: ({ node: _node, ...rest }: Props<'p'>) => <p className="my-3 whitespace-pre-line" {...rest} />,
    ul: ({ node: _node, ...rest }: Props<'ul'>) => (
      <ul className="my-3 list-disc space-y-1 ps-6 marker:text-gray-500" {...rest} />
    ),
    ol: ({ node: _node, ...rest }: Props<'ol'>) => (
      <ol className="my-3 list-decimal space-y-1 ps-6 marker:text-gray-500" {...rest} />
    ),
    li: ({ node: _node, ...rest }: Props<'li'>) => <li className="ps-1 [&>p]:my-1" {...rest} />,
    strong: ({ node: _node, ...rest }: Props<'strong'>) => <strong className="font-semibold" {...rest} />,
    blockquote: ({ node: _node, ...rest }: Props<'blockquote'>) => (
      <blockquote
        className="my-3 border-s-4 border-gray-300 ps-4 text-gray-700 italic dark:border-charcoal-700 dark:text-gray-300"
        {...rest}
      />
    ),
    hr: ({ node: _node, ...rest }: Props<'hr'>) => (
      <hr className="my-5 border-gray-200 dark:border-charcoal-700" {...rest} />
    ),
    code: ({ node: _node, ...rest }: Props<'code'>) => (
      <code
        className="rounded bg-gray-200/70 px-1 py-0.5 font-mono text-[0.9em] dark:bg-charcoal-700"
        {...rest}
      />
    ),
    pre: ({ node: _node, ...rest }: Props<'pre'>) => (
      <pre
        className="my-3 overflow-x-auto rounded-lg bg-gray-200/70 p-3 text-sm dark:bg-charcoal-700 [&>code]:bg-transparent [&>code]:p-0"
        {...rest}
      />
    ),
    a: ({ node: _node, href, children }: Props<'a'>) => {
      const safe = safeHref(href);
      if (!safe) return <span>{children}</span>;
      return (
        <a
          href={safe}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="font-medium text-ink-700 underline underline-offset-2 hover:text-ink-900 dark:text-ink-200 dark:hover:text-white"
        >
          {children}
        </a>
      );
    },
    img: ({ alt }: Props<'img'>) => (alt ? <span>{alt}</span> : null),
  };
}

const BY_LEVEL = new Map<HeadingLevel, Components>();

export function FormattedText({ text, headingLevel = 2, className, ref, ...rest }: FormattedTextProps) {
  let map = BY_LEVEL.get(headingLevel);
  if (!map) {
    map = components(headingLevel);
    BY_LEVEL.set(headingLevel, map);
  }
  return (
    <div
      ref={ref}
      className={cn('break-words [&>:first-child]:mt-0 [&>:last-child]:mb-0', className)}
      {...rest}
    >
      <Markdown components={map}>{text}</Markdown>
    </div>
  );
}
