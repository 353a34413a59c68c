// History's details name the engine stored on each item, in the interface language: Inkprint's own model on
// this server with its model, the offline engine (also for an item it wrote while the local model was not
// ready), and a provider by its name rather than its id.
import type { GeneratedContent } from '@inkprint/shared';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { renderApp } from '../../../test/render';
import { ContentDetails } from './content-details';

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
    provider: 'local',
    model: 'qwen3-4b-instruct',
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

async function engineShown(content: GeneratedContent, language = 'en') {
  await renderApp(<ContentDetails item={content} onClose={vi.fn()} onDelete={vi.fn()} />);
  if (language !== 'en') await act(() => i18n.changeLanguage(language));
  const label = screen.getByText(language === 'fr' ? 'Moteur' : 'Engine', { selector: 'dt' });
  return label.nextElementSibling?.textContent;
}

describe('the engine in History’s details', () => {
  it('names Inkprint’s writer on this server with its model', async () => {
    expect(await engineShown(item())).toBe('Inkprint writer — on this server, model qwen3-4b-instruct');
  });

  it('names it in French', async () => {
    expect(await engineShown(item(), 'fr')).toBe(
      'Rédacteur Inkprint — sur ce serveur, modèle qwen3-4b-instruct',
    );
  });

  it('names the offline engine for an item it wrote', async () => {
    expect(await engineShown(item({ provider: 'builtin', model: 'inkprint-writer' }))).toBe(
      'Inkprint offline engine',
    );
  });

  it('names a provider by its name, not its id', async () => {
    expect(await engineShown(item({ provider: 'openai-compatible', model: 'llama3.1' }))).toBe(
      'OpenAI-compatible server, model llama3.1',
    );
  });
});
