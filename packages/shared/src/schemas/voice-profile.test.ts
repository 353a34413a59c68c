import { describe, expect, it } from 'vitest';
import { contentSummary } from './voice-profile.js';

const params = {
  sections: 5,
  words: 473,
  documents: 5,
  language: 'en',
  content_type: 'general_content',
  tones: ['professional'],
  complexity: 'simple',
  vocabulary: 'simple',
};

describe('content summary', () => {
  // The server's replies go through this schema, which drops keys it does not know.
  it('keeps what the voice was learned from and what was set aside', () => {
    const learned = {
      learned_sections: 1,
      learned_words: 156,
      learned_documents: 1,
      other_language_words: 317,
      minor_words: 0,
    };
    const parsed = contentSummary.parse({ key: 'summary', params: { ...params, ...learned } });
    expect(parsed.key === 'summary' && parsed.params).toMatchObject(learned);
  });

  it('accepts a summary stored before those figures were counted', () => {
    expect(contentSummary.safeParse({ key: 'summary', params }).success).toBe(true);
  });
});
