// The History list names each item's output language, so an English and a German draft of one brief differ.
import type { GeneratedContent } from '@inkprint/shared';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { renderApp } from '../../../test/render';
import { HistoryList } from './history-list';

function item(overrides: Partial<GeneratedContent> = {}): GeneratedContent {
  return {
    id: 'g1',
    prompt: 'Announce the autumn workshops',
    content_type: 'email',
    generated_text: 'Hi team, the autumn workshops start',
    word_count: 6,
    character_count: 35,
    language: 'en',
    length: 'medium',
    created_at: '2026-11-24T10:00:00.000Z',
    provider: 'openai-compatible',
    model: 'test-model',
    seed: 1,
    voice_match: null,
    voice_match_differences: [],
    voice_match_basis: null,
    generic_voice_match: null,
    revised: false,
    cut_short: false,
    duration_ms: 900,
    voice_id: null,
    voice_name: null,
    mode: 'generate',
    source_text: null,
    source_voice_match: null,
    ...overrides,
  };
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('the History list', () => {
  it('shows each item’s output language, named in the interface language', async () => {
    await renderApp(
      <HistoryList
        items={[item(), item({ id: 'g2', language: 'de' })]}
        onOpen={vi.fn()}
        onDelete={vi.fn()}
      />,
    );
    const rows = screen.getAllByTestId('history-row') as HTMLElement[];
    expect(within(rows[0] as HTMLElement).getByTestId('history-language').textContent).toBe('English');
    expect(within(rows[1] as HTMLElement).getByTestId('history-language').textContent).toBe('German');
    await act(() => i18n.changeLanguage('fr'));
    expect(within(rows[1] as HTMLElement).getByTestId('history-language').textContent).toBe('Allemand');
  });
});
