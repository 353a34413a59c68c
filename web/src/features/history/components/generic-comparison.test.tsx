// History's details say how the item compares with generic copy for the same brief (decision 023,
// "Update"), like the result panel; an item made before the baseline existed, or with a withheld score,
// shows none.
import type { GeneratedContent } from '@inkprint/shared';
import { act, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { renderApp } from '../../../test/render';
import { ContentDetails } from './content-details';

function item(voice_match: number | null, generic_voice_match: number | null): GeneratedContent {
  return {
    id: 'g1',
    prompt: 'Announce the autumn workshops',
    content_type: 'email',
    generated_text: 'Hi team, the autumn workshops start on Monday.',
    word_count: 8,
    character_count: 46,
    language: 'en',
    length: 'medium',
    created_at: '2026-11-24T10:00:00.000Z',
    provider: 'builtin',
    model: 'inkprint-offline-1',
    seed: 1,
    voice_match,
    voice_match_differences: [],
    voice_match_basis: null,
    generic_voice_match,
    revised: false,
    cut_short: false,
    duration_ms: 900,
    voice_id: null,
    voice_name: null,
    mode: 'generate',
    source_text: null,
    source_voice_match: null,
  };
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

const WORDINGS: Record<string, [more: string, same: string, less: string]> = {
  en: [
    '+22 points more like you than generic copy',
    'About as much like you as generic copy',
    '6 points less like you than generic copy',
  ],
  fr: [
    '+22 points : ce texte vous ressemble plus qu’un texte générique',
    'Ce texte vous ressemble à peu près autant qu’un texte générique',
    '6 points de moins : ce texte vous ressemble moins qu’un texte générique',
  ],
};

async function details(voiceMatch: number | null, generic: number | null, lang = 'en') {
  const view = await renderApp(
    <ContentDetails item={item(voiceMatch, generic)} onClose={vi.fn()} onDelete={vi.fn()} />,
  );
  await act(() => i18n.changeLanguage(lang));
  return view;
}

describe('the comparison with generic copy in History', () => {
  it.each(Object.entries(WORDINGS))('is said in words (%s)', async (lang, [more, same, less]) => {
    for (const [score, generic, text] of [
      [82, 60, more],
      [60, 63, same],
      [70, 76, less],
    ] as const) {
      const view = await details(score, generic, lang);
      expect(within(view.container).getByTestId('generic-comparison')).toHaveTextContent(text);
      view.unmount();
    }
  });

  it('is absent for an item made before, and when the score is withheld', async () => {
    const old = await details(74, null);
    expect(within(old.container).queryByTestId('generic-comparison')).toBeNull();
    old.unmount();
    const withheld = await details(null, null);
    expect(within(withheld.container).queryByTestId('generic-comparison')).toBeNull();
  });
});
