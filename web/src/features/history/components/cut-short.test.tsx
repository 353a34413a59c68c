// An item the client closed early (decision 019): the list marks it "cut short" and the details say what that
// means, in every language; a finished item shows neither.
import type { GeneratedContent } from '@inkprint/shared';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { renderApp } from '../../../test/render';
import { ContentDetails } from './content-details';
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
    cut_short: true,
    duration_ms: 900,
    voice_id: null,
    voice_name: null,
    mode: 'generate',
    source_text: null,
    source_voice_match: null,
    ...overrides,
  };
}

const NOTES: Record<string, [badge: string, note: RegExp]> = {
  en: ['Cut short', /the connection closed, or it reached this server’s time limit/],
  de: ['Abgebrochen', /Verbindung wurde getrennt/],
  fr: ['Interrompu', /connexion a été coupée/],
  it: ['Interrotto', /connessione si è chiusa/],
  pt: ['Interrompido', /conexão foi encerrada/],
};

describe('a cut-short item in History', () => {
  it.each(Object.entries(NOTES))(
    'is marked in the list and explained in the details (%s)',
    async (lang, [badge, note]) => {
      await renderApp(
        <>
          <HistoryList
            items={[item(), item({ id: 'g2', cut_short: false })]}
            onOpen={vi.fn()}
            onDelete={vi.fn()}
          />
          <ContentDetails item={item()} onClose={vi.fn()} onDelete={vi.fn()} />
        </>,
      );
      await act(() => i18n.changeLanguage(lang));
      const rows = screen.getAllByTestId('history-row');
      expect(within(rows[0] as HTMLElement).getByTestId('cut-short').textContent).toBe(badge);
      expect(within(rows[1] as HTMLElement).queryByTestId('cut-short')).toBeNull();
      expect(screen.getByText(note)).toBeTruthy();
      await act(() => i18n.changeLanguage('en'));
    },
  );

  it('says nothing of the kind for a finished item', async () => {
    await renderApp(
      <ContentDetails item={item({ cut_short: false })} onClose={vi.fn()} onDelete={vi.fn()} />,
    );
    expect(screen.queryByText(NOTES.en?.[1] as RegExp)).toBeNull();
  });
});
