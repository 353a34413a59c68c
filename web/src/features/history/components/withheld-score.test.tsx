// A withheld voice-match score (decision 023): the details say why there is no number, in every language.
import type { GeneratedContent } from '@inkprint/shared';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { renderApp } from '../../../test/render';
import { ContentDetails } from './content-details';

function item(withheld: 'too_short' | 'other_language' | null, score: number | null): GeneratedContent {
  return {
    id: 'g1',
    prompt: 'Announce the autumn workshops',
    content_type: 'email',
    generated_text: 'Hallo zusammen, die Herbstworkshops beginnen am Montag.',
    word_count: 8,
    character_count: 55,
    language: 'de',
    length: 'small',
    created_at: '2026-11-24T10:00:00.000Z',
    provider: 'builtin',
    model: 'inkprint-offline',
    seed: 1,
    voice_match: score,
    voice_match_differences: [],
    voice_match_basis: { compared: 'all', profile_language: 'en', text_language: 'de', withheld },
    generic_voice_match: null,
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

const REASONS: Record<string, [tooShort: string, otherLanguage: string]> = {
  en: ['Not judged: too short', 'Not judged: another language than your profile'],
  de: ['Nicht bewertet: zu kurz', 'Nicht bewertet: andere Sprache als Ihr Profil'],
  fr: ['Non évaluée : texte trop court', 'Non évaluée : autre langue que votre profil'],
  it: ['Non valutata: testo troppo breve', 'Non valutata: lingua diversa dal tuo profilo'],
  pt: ['Não avaliada: texto curto demais', 'Não avaliada: idioma diferente do seu perfil'],
};

describe('a withheld voice-match score in History', () => {
  it.each(Object.entries(REASONS))(
    'says why there is no score (%s)',
    async (lang, [tooShort, otherLanguage]) => {
      await renderApp(
        <>
          <ContentDetails item={item('too_short', null)} onClose={vi.fn()} onDelete={vi.fn()} />
          <ContentDetails item={item('other_language', null)} onClose={vi.fn()} onDelete={vi.fn()} />
        </>,
      );
      await act(() => i18n.changeLanguage(lang));
      expect(screen.getByText(tooShort)).toBeInTheDocument();
      expect(screen.getByText(otherLanguage)).toBeInTheDocument();
      await act(() => i18n.changeLanguage('en'));
    },
  );
});
