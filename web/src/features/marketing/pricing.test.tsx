// The pricing page states the daily quota the server is configured with (GET /api/config `daily_limit`,
// from DAILY_GENERATION_LIMIT), in each language's plural forms, never a figure written into a catalogue.
import type { Language } from '@inkprint/shared';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { mockApi, renderApp } from '../../test/render';
import PricingPage from './routes/pricing';

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(async () => {
    await i18n.changeLanguage('en');
  });
});

async function renderPricing(config: { status?: number; body?: unknown }, language: Language = 'en') {
  mockApi({ 'GET /config': config });
  await renderApp(<PricingPage />, { route: '/pricing' });
  if (language !== 'en')
    await act(async () => {
      await i18n.changeLanguage(language);
    });
}

const features = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('pricing: the daily quota', () => {
  it.each<[Language, number, string]>([
    ['en', 25, 'A daily generation quota (25 drafts a day)'],
    ['en', 1, 'A daily generation quota (1 draft a day)'],
    ['en', 1000, 'A daily generation quota (1,000 drafts a day)'],
    ['de', 1, 'Ein Tageskontingent von 1 Entwurf'],
    ['de', 25, 'Ein Tageskontingent von 25 Entwürfen'],
    ['fr', 1, 'Un quota quotidien de 1 brouillon'],
    ['fr', 25, 'Un quota quotidien de 25 brouillons'],
    // French groups digits with a narrow no-break space; Testing Library reads it as a plain space.
    ['fr', 1_000_000, 'Un quota quotidien de 1 000 000 de brouillons'],
    ['it', 1, 'Una quota giornaliera di 1 bozza'],
    ['it', 25, 'Una quota giornaliera di 25 bozze'],
    ['it', 1_000_000, 'Una quota giornaliera di 1.000.000 di bozze'],
    ['pt', 1, 'Uma cota diária de 1 rascunho'],
    ['pt', 25, 'Uma cota diária de 25 rascunhos'],
    ['pt', 1_000_000, 'Uma cota diária de 1.000.000 de rascunhos'],
  ])('%s: a limit of %d reads "%s"', async (language, limit, text) => {
    await renderPricing({ body: { daily_limit: limit, support_email: 'help@inkprint.test' } }, language);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(features()).toHaveLength(6);
    expect(features().join(' ')).not.toMatch(/\b10\b/);
  });

  it('names the quota without a figure while the settings cannot be read', async () => {
    await renderPricing({ status: 500, body: { error: 'x', code: 'INTERNAL' } });
    expect(await screen.findByText('A daily generation quota')).toBeInTheDocument();
    expect(features()).toHaveLength(6);
    expect(features()).toContain('A voice profile learned from up to 5 of your documents');
    expect(features().join(' ')).not.toMatch(/drafts? a day/);
  });
});
