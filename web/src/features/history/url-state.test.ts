import { describe, expect, it } from 'vitest';
import { preview, previewPrompt, previewText } from './format';
import { readHistoryParams, writeHistoryParams } from './url-state';

describe('history URL state', () => {
  it('reads defaults for a plain URL and for invalid values', () => {
    const plain = { page: 1, perPage: 10, contentType: null, voiceId: null, search: '' };
    expect(readHistoryParams(new URLSearchParams(''))).toEqual(plain);
    expect(
      readHistoryParams(new URLSearchParams('page=0&per_page=7&content_type=poem&voice_id=a%20b&search=%20')),
    ).toEqual(plain);
    expect(readHistoryParams(new URLSearchParams('page=abc&per_page=50.5'))).toEqual(plain);
  });

  it('reads page, size, type, voice and search', () => {
    expect(
      readHistoryParams(
        new URLSearchParams('page=3&per_page=20&content_type=email&voice_id=v-2&search=caf%C3%A9'),
      ),
    ).toEqual({ page: 3, perPage: 20, contentType: 'email', voiceId: 'v-2', search: 'café' });
  });

  it('keeps the voice filter in the URL, back on page 1 when it changes', () => {
    const at3 = new URLSearchParams('page=3&content_type=email');
    expect(writeHistoryParams(at3, { voiceId: 'v-2' }).toString()).toBe('content_type=email&voice_id=v-2');
    const filtered = new URLSearchParams('page=2&voice_id=v-2');
    expect(writeHistoryParams(filtered, { voiceId: null }).toString()).toBe('');
    expect(writeHistoryParams(filtered, { page: 3 }).toString()).toBe('page=3&voice_id=v-2');
  });

  it('goes back to page 1 when the search, the filter or the size changes', () => {
    const at3 = new URLSearchParams('page=3&per_page=20&content_type=email&search=cafe');
    expect(writeHistoryParams(at3, { search: 'tea' }).toString()).toBe(
      'per_page=20&content_type=email&search=tea',
    );
    expect(writeHistoryParams(at3, { contentType: null }).toString()).toBe('per_page=20&search=cafe');
    expect(writeHistoryParams(at3, { perPage: 5 }).toString()).toBe(
      'per_page=5&content_type=email&search=cafe',
    );
    expect(writeHistoryParams(at3, { page: 4 }).get('page')).toBe('4');
    // The same search again (a debounce firing late) keeps the page.
    expect(writeHistoryParams(at3, { search: 'cafe' }).get('page')).toBe('3');
  });

  it('leaves defaults out and keeps other parameters', () => {
    const url = writeHistoryParams(new URLSearchParams('item=abc&page=2'), { page: 1, perPage: 10 });
    expect(url.toString()).toBe('item=abc');
  });
});

describe('history previews', () => {
  it('cuts the prompt at 80 and the text at 120 characters, with an ellipsis only when cut', () => {
    expect(previewPrompt('a'.repeat(80))).toBe('a'.repeat(80));
    expect(previewPrompt('a'.repeat(81))).toBe(`${'a'.repeat(80)}…`);
    expect(previewText('b'.repeat(121))).toBe(`${'b'.repeat(120)}…`);
  });

  it('shows the text without markdown marks, cut at 120 characters after they are gone', () => {
    const text = `# Spring workshop\n\n**Join us** on Friday.\n\n## Bring\n\n- a pen\n- ${'c'.repeat(120)}`;
    const shown = previewText(text);
    expect(shown).not.toMatch(/[#*]|(^| )- /);
    expect(shown.startsWith('Spring workshop Join us on Friday. Bring a pen c')).toBe(true);
    expect(Array.from(shown)).toHaveLength(121);
    expect(previewText('## Short')).toBe('Short');
  });

  it('counts characters, not UTF-16 units, and folds line breaks', () => {
    expect(preview('😀'.repeat(5), 3)).toBe('😀😀😀…');
    expect(preview('one\n\ntwo', 20)).toBe('one two');
  });
});
