import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stripThinking, ThinkFilter } from './thinking.js';

function streamed(pieces: string[]): string {
  const filter = new ThinkFilter();
  return pieces.map((p) => filter.push(p)).join('') + filter.end();
}

describe('think blocks', () => {
  it('removes a think block before the answer, in one piece or split anywhere', () => {
    const text = '<think>\nThe user wants a post. Keep it short.\n</think>\n\nHello readers, here we go.';
    expect(stripThinking(text)).toBe('Hello readers, here we go.');
    for (let i = 1; i < text.length; i++) {
      expect(streamed([text.slice(0, i), text.slice(i)]).trim()).toBe('Hello readers, here we go.');
    }
    expect(streamed([...text]).trim()).toBe('Hello readers, here we go.');
  });

  it('drops an unclosed think block, and leaves text without one as it is', () => {
    expect(stripThinking('<think>still thinking about')).toBe('');
    expect(streamed(['We <b>mean</b> it: 3 < 4', ' and <thin', 'gs> stay.'])).toBe(
      'We <b>mean</b> it: 3 < 4 and <things> stay.',
    );
  });

  it('never changes text that holds no think tag, however it is split', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: fc.constantFrom('a', '<', 't', 'h', '>', '/', ' ') })),
        (pieces) => {
          fc.pre(!pieces.join('').includes('<think>'));
          expect(streamed(pieces)).toBe(pieces.join(''));
        },
      ),
    );
  });
});
