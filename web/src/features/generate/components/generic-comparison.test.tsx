// The result panel says how much more like the user the draft is than generic copy for the same brief
// (decision 023, "Update"): more, about the same within ±3 points, or less — in words, in every language
// tested here, and nothing when there is no baseline.
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compareWithGeneric } from '../../../components/generic-comparison';
import { i18n } from '../../../lib/i18n';
import { renderApp } from '../../../test/render';
import { generated } from '../test/fixtures';
import { GenerationResult } from './generation-result';

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

const WORDINGS: Record<string, { more: string; same: string; less: string; detail: string }> = {
  en: {
    more: '+22 points more like you than generic copy',
    same: 'About as much like you as generic copy',
    less: '6 points less like you than generic copy',
    detail: 'Generic copy — the same brief written without your voice profile — scores 60 / 100.',
  },
  de: {
    more: '+22 Punkte: klingt mehr nach Ihnen als ein generischer Text',
    same: 'Klingt etwa so sehr nach Ihnen wie ein generischer Text',
    less: '6 Punkte weniger: klingt weniger nach Ihnen als ein generischer Text',
    detail: 'Ein generischer Text zur selben Anweisung, ohne Ihr Stilprofil geschrieben, erreicht 60 / 100.',
  },
};

async function showResult(voice_match: number, generic_voice_match: number | null, lang = 'en') {
  const view = await renderApp(
    <GenerationResult content={generated({ voice_match, generic_voice_match })} onRegenerate={vi.fn()} />,
  );
  await act(() => i18n.changeLanguage(lang));
  return view;
}

describe('the comparison with generic copy in the result panel', () => {
  it.each(Object.entries(WORDINGS))('says more, about the same or less in words (%s)', async (lang, w) => {
    const more = await showResult(82, 60, lang);
    const match = within(more.container).getByTestId('voice-match');
    expect(within(match).getByText(w.more)).toBeInTheDocument();
    expect(within(match).getByText(w.detail)).toBeInTheDocument();
    more.unmount();

    const same = await showResult(62, 59, lang);
    expect(within(same.container).getByTestId('generic-comparison')).toHaveTextContent(w.same);
    same.unmount();

    const less = await showResult(70, 76, lang);
    expect(within(less.container).getByTestId('generic-comparison')).toHaveTextContent(w.less);
    less.unmount();
  });

  it('shows no comparison for an item without a baseline', async () => {
    await showResult(82, null);
    expect(screen.getByTestId('voice-match-score')).toHaveTextContent('82 / 100');
    expect(screen.queryByTestId('generic-comparison')).toBeNull();
  });

  it('calls up to 3 points either way about the same, and 4 a difference', () => {
    expect(compareWithGeneric(63, 60)).toEqual({ kind: 'same', points: 3 });
    expect(compareWithGeneric(57, 60)).toEqual({ kind: 'same', points: 3 });
    expect(compareWithGeneric(64, 60)).toEqual({ kind: 'more', points: 4 });
    expect(compareWithGeneric(56, 60)).toEqual({ kind: 'less', points: 4 });
  });
});
