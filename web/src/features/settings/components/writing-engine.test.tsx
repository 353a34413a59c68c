// The Settings card "Writing engine": the engine's name and model, its state with the download's progress,
// the server's reason in a muted "Details:" line when the model is unavailable (and only then), whether
// writing leaves the server, in two languages; and the config read again until the model is ready.
import type { ConfigReply } from '@inkprint/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENGINE_POLL_MS } from '../../../lib/engine';
import { i18n } from '../../../lib/i18n';
import { configOf } from '../../../test/config';
import { mockApi, renderApp } from '../../../test/render';
import { WritingEngine } from './writing-engine';

type Engine = ConfigReply['engine'];

const local = (engine: Partial<Engine> = {}) =>
  configOf({ provider: 'local', model: 'qwen3-4b-instruct', offline: true, ...engine });

const DETAIL = 'Could not download the model: getaddrinfo ENOTFOUND huggingface.co';

async function renderCard(config: ReturnType<typeof configOf> | (() => { body: unknown }), language = 'en') {
  const api = mockApi({ 'GET /config': typeof config === 'function' ? config : { body: config } });
  await renderApp(<WritingEngine />, { route: '/settings' });
  if (language !== 'en') await act(() => i18n.changeLanguage(language));
  const card = await screen.findByTestId('writing-engine');
  await within(card).findByTestId('engine-status');
  return { ...api, card };
}

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

describe('Settings: the writing engine', () => {
  it('names Inkprint’s writer, its model, that it is ready and that nothing leaves the server', async () => {
    const { card } = await renderCard(local());
    expect(within(card).getByRole('heading', { name: 'Writing engine' })).toBeInTheDocument();
    expect(within(card).getByTestId('engine-name')).toHaveTextContent('Inkprint writer — on this server');
    expect(within(card).getByTestId('engine-model')).toHaveTextContent('qwen3-4b-instruct');
    expect(within(card).getByTestId('engine-status')).toHaveTextContent('Ready');
    expect(within(card).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(card).queryByTestId('engine-detail')).not.toBeInTheDocument();
    expect(card).toHaveTextContent('Nothing you write leaves this server.');
  });

  it('shows the download’s progress and that drafts come from the offline engine until then', async () => {
    const { card } = await renderCard(local({ state: 'downloading', progress: 0.43 }));
    expect(within(card).getByTestId('engine-status')).toHaveTextContent('Downloading — 43%');
    const bar = within(card).getByRole('progressbar', { name: 'Model download' });
    expect(bar).toHaveAttribute('aria-valuenow', '43');
    expect(card).toHaveTextContent('Until the model is ready, drafts come from the offline engine.');
    expect(within(card).queryByTestId('engine-detail')).not.toBeInTheDocument();
  });

  it('shows the server’s reason in a Details line when the model is unavailable', async () => {
    const { card } = await renderCard(local({ state: 'unavailable', progress: 0, detail: DETAIL }));
    expect(within(card).getByTestId('engine-status')).toHaveTextContent('Unavailable');
    const detail = within(card).getByTestId('engine-detail');
    expect(detail).toHaveTextContent(`Details: ${DETAIL}`);
    expect(within(detail).getByText(DETAIL)).toHaveAttribute('lang', 'en');
    expect(card).toHaveTextContent('Until the model is ready, drafts come from the offline engine.');
  });

  it('says the same in German, with the reason left in English', async () => {
    const { card } = await renderCard(local({ state: 'unavailable', progress: 0, detail: DETAIL }), 'de');
    await within(card).findByRole('heading', { name: 'Schreibwerkzeug' });
    expect(within(card).getByTestId('engine-name')).toHaveTextContent(
      'Inkprint-Schreibmodell – auf diesem Server',
    );
    expect(within(card).getByTestId('engine-status')).toHaveTextContent('Nicht verfügbar');
    expect(within(card).getByTestId('engine-detail')).toHaveTextContent(`Details: ${DETAIL}`);
  });

  it('shows the loading state in French', async () => {
    const { card } = await renderCard(local({ state: 'loading', progress: 1 }), 'fr');
    await within(card).findByRole('heading', { name: 'Moteur d’écriture' });
    expect(within(card).getByTestId('engine-status')).toHaveTextContent('Chargement…');
  });

  it('names the offline engine without a model', async () => {
    const { card } = await renderCard(configOf());
    expect(within(card).getByTestId('engine-name')).toHaveTextContent('Inkprint offline engine');
    expect(within(card).queryByTestId('engine-model')).not.toBeInTheDocument();
  });

  it('names a remote provider with its model, and says that writing is sent to it', async () => {
    const { card } = await renderCard(
      configOf({ provider: 'anthropic', model: 'claude-sonnet', offline: false }),
    );
    expect(within(card).getByTestId('engine-name')).toHaveTextContent('Anthropic');
    expect(within(card).getByTestId('engine-model')).toHaveTextContent('claude-sonnet');
    expect(card).toHaveTextContent('Your prompts and passages of your writing are sent to this service');
  });

  it('follows the download until the model is ready, then stops reading', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const states: Array<Partial<Engine>> = [
      { state: 'downloading', progress: 0.5 },
      { state: 'ready', progress: 1 },
    ];
    let reads = 0;
    const { card, calls } = await renderCard(() => ({
      body: local(states[Math.min(reads++, states.length - 1)]),
    }));
    expect(within(card).getByTestId('engine-status')).toHaveTextContent('Downloading — 50%');
    await act(() => vi.advanceTimersByTimeAsync(ENGINE_POLL_MS));
    await waitFor(() => expect(within(card).getByTestId('engine-status')).toHaveTextContent('Ready'));
    expect(within(card).queryByRole('progressbar')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(ENGINE_POLL_MS * 5));
    expect(calls.filter((c) => c.path === '/config')).toHaveLength(2);
  });
});
