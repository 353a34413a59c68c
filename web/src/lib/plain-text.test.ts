import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text';

describe('plainText', () => {
  it('drops heading, list, quote and rule marks and keeps the words', () => {
    const draft = [
      '# Spring writing workshop',
      '',
      'Join us on **Friday** for an _afternoon_ of *writing*.',
      '',
      '## What to bring ##',
      '- a notebook',
      '* a pen',
      '1. curiosity',
      '',
      '> Write what you know.',
      '',
      '---',
      'See you there.',
    ].join('\n');
    expect(plainText(draft)).toBe(
      [
        'Spring writing workshop',
        '',
        'Join us on Friday for an afternoon of writing.',
        '',
        'What to bring',
        'a notebook',
        'a pen',
        'curiosity',
        '',
        'Write what you know.',
        '',
        '',
        'See you there.',
      ].join('\n'),
    );
  });

  it('turns links and images into their text and drops code marks', () => {
    expect(
      plainText('Read [our guide](https://example.com/guide) and ![the map](map.png), run `npm ci`.'),
    ).toBe('Read our guide and the map, run npm ci.');
  });

  it('leaves words with underscores, lone asterisks and hashes inside a line alone', () => {
    expect(plainText('Use snake_case_names, 5 * 3 = 15, and tag #spring.')).toBe(
      'Use snake_case_names, 5 * 3 = 15, and tag #spring.',
    );
  });

  it('drops an unclosed ** from a cut-off draft and unescapes escaped marks', () => {
    expect(plainText('The **best part')).toBe('The best part');
    expect(plainText('\\# not a heading, 2 \\* 3')).toBe('# not a heading, 2 * 3');
  });

  it('reads Markdown as the screen renders it: fences, nested lists, hard breaks, hashes that are words', () => {
    const draft = [
      'Steps:',
      '',
      '1. Mix',
      '   - flour',
      '   - water',
      '2. Bake',
      '',
      '```',
      'oven = 220',
      '```',
      '',
      'Line one  ',
      'line two, room ###',
    ].join('\n');
    expect(plainText(draft, { lists: 'bullets' })).toBe(
      [
        'Steps:',
        '',
        '1. Mix',
        '  • flour',
        '  • water',
        '2. Bake',
        '',
        '',
        'oven = 220',
        '',
        '',
        'Line one',
        'line two, room ###',
      ].join('\n'),
    );
  });

  it('keeps plain text as it is', () => {
    expect(plainText('Our café opens on Friday.\nCome early.')).toBe(
      'Our café opens on Friday.\nCome early.',
    );
  });
});
