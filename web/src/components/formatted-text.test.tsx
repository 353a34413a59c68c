import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormattedText } from './formatted-text';

const draft = [
  '# Spring writing workshop',
  '',
  'Join us on **Friday** for an *afternoon* of writing.',
  '',
  '## What to bring',
  '',
  '- a notebook',
  '- a pen',
  '',
  'Best wishes,',
  'Anna',
].join('\n');

describe('FormattedText', () => {
  it('shows headings as headings one level below the card title, lists as lists, no markup', () => {
    const { container } = render(<FormattedText text={draft} data-testid="text" />);
    expect(screen.getByRole('heading', { level: 3, name: 'Spring writing workshop' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'What to bring' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['a notebook', 'a pen']);
    expect(container.querySelector('strong')).toHaveTextContent('Friday');
    expect(container.querySelector('em')).toHaveTextContent('afternoon');
    expect(screen.getByTestId('text').textContent).not.toMatch(/[#*]/);
    // A single line break (the sign-off) stays a line break.
    expect(screen.getByText(/Best wishes/).textContent).toBe('Best wishes,\nAnna');
  });

  it('follows the heading level it is given', () => {
    render(<FormattedText text="# Title" headingLevel={1} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Title' })).toBeInTheDocument();
  });

  it('shows HTML in the text as text, never as elements', () => {
    const html =
      '<script>window.hacked = true</script>\n\nHi <img src=x onerror="window.hacked = true"> there';
    const { container } = render(<FormattedText text={html} data-testid="text" />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(screen.getByTestId('text')).toHaveTextContent('<script>window.hacked = true</script>');
    expect(screen.getByTestId('text')).toHaveTextContent('<img src=x onerror="window.hacked = true">');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('makes safe links open in a new tab, keeps unsafe ones as text, and loads no images', () => {
    const text =
      '[guide](https://example.com/guide) [bad](javascript:alert(1)) [inside](/settings) ![a chart](https://example.com/x.png)';
    const { container } = render(<FormattedText text={text} data-testid="text" />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://example.com/guide');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('text')).toHaveTextContent('guide bad inside a chart');
  });

  it('shows half-streamed markup as text without breaking', () => {
    const { rerender } = render(<FormattedText text="# Our au" data-testid="text" />);
    for (const partial of ['# Our autumn\n\nThe **be', '# Our autumn\n\nThe **best** par', '#', '- ', '**']) {
      rerender(<FormattedText text={partial} data-testid="text" />);
    }
    expect(screen.getByTestId('text')).toHaveTextContent('**');
    rerender(<FormattedText text={'# Our autumn\n\nThe **be'} data-testid="text" />);
    expect(screen.getByRole('heading', { name: 'Our autumn' })).toBeInTheDocument();
    expect(screen.getByTestId('text')).toHaveTextContent('The **be');
  });
});
