// The generate screen with Inkprint's own model (issue #22) against a stubbed /api: its name, the state line
// while the model downloads, loads or is unavailable (in two languages), the config read again until the
// model is ready and then no more, a live region that speaks on a change of state only, the place in line
// from `queued` events until the first text (with Cancel working), a draft the offline engine wrote
// while the model was not ready naming the offline engine, and how long a draft takes on this server:
// before it starts (from the config's measured times, for the chosen size) and while it runs (words against
// the target and the time left, counted down from the stream's `estimate` on a fake clock).
import type { ConfigReply } from '@inkprint/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENGINE_POLL_MS } from '../../../lib/engine';
import { i18n } from '../../../lib/i18n';
import { renderApp } from '../../../test/render';
import { configOf, flush, generated, mockApiWithStream, quotaOf, withProfile } from '../test/fixtures';
import GeneratePage from './generate';

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await act(() => i18n.changeLanguage('en'));
});

type Engine = ConfigReply['engine'];
type Handlers = Parameters<typeof mockApiWithStream>[0];

const local = (engine: Partial<Engine> = {}) =>
  configOf({ provider: 'local', model: 'qwen3-4b-instruct', offline: true, ...engine });

async function renderScreen(extra: Handlers = {}, { language = 'en' } = {}) {
  const api = mockApiWithStream({
    'GET /voice-profile': { body: withProfile },
    'GET /content/quota': { body: { quota: quotaOf() } },
    'GET /config': { body: local() },
    ...extra,
  });
  await renderApp(<GeneratePage />, { route: '/generate' });
  if (language !== 'en') await act(() => i18n.changeLanguage(language));
  await screen.findByRole('heading', { level: 1 });
  return api;
}

const configReads = (calls: Array<{ method: string; path: string }>) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/config').length;

async function startGeneration(label = 'Generate content', prompt = 'Announce the autumn workshops') {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox'), prompt);
  await user.click(screen.getByRole('button', { name: label }));
  return user;
}

describe('generate: the local engine’s name', () => {
  it('names Inkprint’s writer on this server, with its model', async () => {
    await renderScreen();
    expect(await screen.findByTestId('engine')).toHaveTextContent(
      'Engine: Inkprint writer — on this server, model qwen3-4b-instruct',
    );
    expect(screen.queryByTestId('engine-state')).not.toBeInTheDocument();
  });

  it('names it in German', async () => {
    await renderScreen({}, { language: 'de' });
    expect(await screen.findByTestId('engine')).toHaveTextContent(
      'Schreibwerkzeug: Inkprint-Schreibmodell – auf diesem Server, Modell qwen3-4b-instruct',
    );
  });
});

describe('generate: the state line', () => {
  const LINES: Array<[string, Partial<Engine>, string]> = [
    [
      'en',
      { state: 'downloading', progress: 0.437 },
      'Inkprint’s writing model is downloading — 43%. Until then, drafts come from the offline engine.',
    ],
    [
      'de',
      { state: 'downloading', progress: 0.437 },
      'Das Schreibmodell von Inkprint wird heruntergeladen – 43 %. Bis dahin entstehen Entwürfe mit der Offline-Engine.',
    ],
    ['en', { state: 'loading', progress: 1 }, 'Inkprint’s writing model is loading…'],
    ['fr', { state: 'loading', progress: 1 }, 'Le modèle d’écriture d’Inkprint est en cours de chargement…'],
    [
      'en',
      { state: 'unavailable', progress: 0, detail: 'Could not download the model: getaddrinfo ENOTFOUND' },
      'Inkprint’s writing model is unavailable, so drafts come from the offline engine.',
    ],
    [
      'it',
      { state: 'unavailable', progress: 0, detail: 'Could not download the model: getaddrinfo ENOTFOUND' },
      'Il modello di scrittura di Inkprint non è disponibile, quindi le bozze arrivano dal motore offline.',
    ],
  ];

  it.each(LINES)('(%s) %o says: %s', async (language, engine, line) => {
    await renderScreen({ 'GET /config': { body: local(engine) } }, { language });
    const shown = await screen.findByTestId('engine-state');
    expect(shown).toHaveTextContent(line);
    // The server's reason is for the administrator: Settings shows it, this screen does not.
    expect(document.body).not.toHaveTextContent('ENOTFOUND');
  });

  it('shows no state line once the model is ready, nor for another engine', async () => {
    await renderScreen({ 'GET /config': { body: configOf() } });
    await screen.findByTestId('engine');
    expect(screen.queryByTestId('engine-state')).not.toBeInTheDocument();
  });
});

describe('generate: following the model until it is ready', () => {
  it('reads the config every few seconds while it downloads and loads, and stops once it is ready', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const states: Array<Partial<Engine>> = [
      { state: 'downloading', progress: 0.1 },
      { state: 'downloading', progress: 0.55 },
      { state: 'loading', progress: 1 },
      { state: 'ready', progress: 1 },
    ];
    let reads = 0;
    const { calls } = await renderScreen({
      'GET /config': () => ({ body: local(states[Math.min(reads++, states.length - 1)]) }),
    });
    const line = await screen.findByTestId('engine-state');
    expect(line).toHaveTextContent('downloading — 10%');
    const live = screen.getByTestId('engine-state-announcement');
    expect(live).toHaveAttribute('role', 'status');
    expect(live).toBeEmptyDOMElement();

    await act(() => vi.advanceTimersByTimeAsync(ENGINE_POLL_MS));
    await waitFor(() => expect(line).toHaveTextContent('downloading — 55%'));
    // A new percentage is shown, not announced.
    expect(live).toBeEmptyDOMElement();

    await act(() => vi.advanceTimersByTimeAsync(ENGINE_POLL_MS));
    await waitFor(() =>
      expect(screen.getByTestId('engine-state')).toHaveTextContent('Inkprint’s writing model is loading…'),
    );
    expect(live).toHaveTextContent('Inkprint’s writing model is loading…');

    await act(() => vi.advanceTimersByTimeAsync(ENGINE_POLL_MS));
    await waitFor(() => expect(screen.queryByTestId('engine-state')).not.toBeInTheDocument());
    expect(live).toHaveTextContent('Inkprint’s writing model is ready.');
    const atReady = configReads(calls);
    expect(atReady).toBe(4);

    await act(() => vi.advanceTimersByTimeAsync(ENGINE_POLL_MS * 5));
    expect(configReads(calls)).toBe(atReady);
  });

  it('stops reading when the model turns out unavailable', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let reads = 0;
    const { calls } = await renderScreen({
      'GET /config': () => ({
        body: local(
          reads++ === 0
            ? { state: 'downloading', progress: 0.2 }
            : { state: 'unavailable', progress: 0.2, detail: 'Checksum mismatch' },
        ),
      }),
    });
    await screen.findByTestId('engine-state');
    await act(() => vi.advanceTimersByTimeAsync(ENGINE_POLL_MS));
    await waitFor(() =>
      expect(screen.getByTestId('engine-state')).toHaveAttribute('data-state', 'unavailable'),
    );
    expect(screen.getByTestId('engine-state-announcement')).toHaveTextContent(
      'Inkprint’s writing model is unavailable, so drafts come from the offline engine.',
    );
    await act(() => vi.advanceTimersByTimeAsync(ENGINE_POLL_MS * 5));
    expect(configReads(calls)).toBe(2);
  });

  it('does not read the config again while the model is ready', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = await renderScreen();
    await screen.findByTestId('engine');
    await act(() => vi.advanceTimersByTimeAsync(ENGINE_POLL_MS * 5));
    expect(configReads(calls)).toBe(1);
  });
});

describe('generate: the place in line', () => {
  it('shows the place in line from queued events until the first text, then the text', async () => {
    const { streams } = await renderScreen();
    await startGeneration();
    await waitFor(() => expect(streams).toHaveLength(1));
    const stream = streams[0]!;
    await act(async () => {
      stream.send('queued', { position: 2 });
      await flush();
    });
    const phase = screen.getByTestId('live-phase');
    expect(phase).toHaveAttribute('role', 'status');
    expect(phase).toHaveTextContent(
      'You’re number 2 in line. Your draft starts as soon as the writer is free.',
    );
    expect(screen.queryByTestId('live-word-count')).not.toBeInTheDocument();

    await act(async () => {
      stream.send('queued', { position: 1 });
      await flush();
    });
    expect(phase).toHaveTextContent('You’re next in line. Your draft starts as soon as the writer is free.');

    await act(async () => {
      stream.send('delta', { text: 'Our autumn ' });
      await flush();
    });
    expect(screen.getByTestId('live-phase')).toHaveTextContent('Writing your text…');
    expect(screen.queryByText(/in line/)).not.toBeInTheDocument();
    expect(screen.getByTestId('live-word-count')).toHaveTextContent('2 words so far');
    expect(screen.getByTestId('live-text')).toHaveTextContent('Our autumn');

    await act(async () => {
      stream.send('done', {
        content: generated({ provider: 'local', model: 'qwen3-4b-instruct' }),
        quota: quotaOf(),
      });
      stream.close();
      await flush();
    });
    expect(await screen.findByTestId('result-engine')).toHaveTextContent(
      'Written by Inkprint writer — on this server, model qwen3-4b-instruct.',
    );
  });

  it('says so when a draft reached the server’s time limit and was kept cut short', async () => {
    const { streams } = await renderScreen();
    await startGeneration();
    await waitFor(() => expect(streams).toHaveLength(1));
    const stream = streams[0]!;
    await act(async () => {
      stream.send('delta', { text: 'Our autumn workshops' });
      stream.send('done', {
        content: generated({ provider: 'local', model: 'qwen3-4b-instruct', cut_short: true }),
        quota: quotaOf(),
      });
      stream.close();
      await flush();
    });
    expect(await screen.findByTestId('result-cut-short')).toHaveTextContent(
      'This draft reached the time limit on this server before it was finished.',
    );
  });

  it('says why the local model starts again when its first words were in another language', async () => {
    const { streams } = await renderScreen({}, { language: 'de' });
    await startGeneration('Inhalte erstellen');
    await waitFor(() => expect(streams).toHaveLength(1));
    const stream = streams[0]!;
    await act(async () => {
      stream.send('delta', { text: 'The first words' });
      stream.send('revising', { reason: 'language' });
      await flush();
    });
    expect(screen.getByTestId('live-phase')).toHaveTextContent(
      'Der Entwurf begann in der falschen Sprache. Er wird jetzt in der gewählten Sprache neu geschrieben…',
    );
    expect(screen.getByTestId('live-text')).toHaveTextContent('');
    // Any other correction keeps the usual words.
    await act(async () => {
      stream.send('revising', {});
      await flush();
    });
    expect(screen.getByTestId('live-phase')).not.toHaveTextContent('falschen Sprache');
  });

  it('words the place in line in Portuguese', async () => {
    const { streams } = await renderScreen({}, { language: 'pt' });
    await startGeneration('Gerar conteúdo');
    await waitFor(() => expect(streams).toHaveLength(1));
    await act(async () => {
      streams[0]!.send('queued', { position: 3 });
      await flush();
    });
    expect(screen.getByTestId('live-phase')).toHaveTextContent(
      'Você é o número 3 na fila. Seu rascunho começa assim que o redator estiver livre.',
    );
  });

  it('lets Cancel stop a request that waits in line', async () => {
    const { streams } = await renderScreen();
    await startGeneration();
    await waitFor(() => expect(streams).toHaveLength(1));
    await act(async () => {
      streams[0]!.send('queued', { position: 2 });
      await flush();
    });
    await userEvent
      .setup()
      .click(within(screen.getByTestId('live-output')).getByRole('button', { name: 'Cancel' }));
    expect(streams[0]!.signal?.aborted).toBe(true);
    expect(
      await screen.findByText('Generation cancelled. It did not count against your daily quota.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('live-output')).not.toBeInTheDocument();
  });

  it('starts the next generation without the last one’s place in line', async () => {
    const { streams } = await renderScreen();
    const user = await startGeneration();
    await waitFor(() => expect(streams).toHaveLength(1));
    await act(async () => {
      streams[0]!.send('queued', { position: 4 });
      await flush();
    });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await screen.findByText(/Generation cancelled/);
    await user.click(screen.getByRole('button', { name: 'Generate content' }));
    await waitFor(() => expect(streams).toHaveLength(2));
    expect(screen.getByTestId('live-phase')).toHaveTextContent('Writing your text…');
    expect(screen.getByTestId('live-word-count')).toHaveTextContent('Getting started…');
  });
});

describe('generate: the state after a generation', () => {
  it('reads the local engine’s state again once a generation ends (its model loads on one, and may fail to)', async () => {
    let reads = 0;
    const { streams, calls } = await renderScreen({
      'GET /config': () => ({
        body: local(
          reads++ === 0 ? {} : { state: 'unavailable', progress: 0, detail: 'The model file is corrupt' },
        ),
      }),
    });
    await screen.findByTestId('engine');
    await startGeneration();
    await waitFor(() => expect(streams).toHaveLength(1));
    expect(configReads(calls)).toBe(1);
    await act(async () => {
      streams[0]!.send('done', { content: generated(), quota: quotaOf() });
      streams[0]!.close();
      await flush();
    });
    await waitFor(() => expect(configReads(calls)).toBe(2));
    expect(await screen.findByTestId('engine-state')).toHaveTextContent(
      'Inkprint’s writing model is unavailable, so drafts come from the offline engine.',
    );
  });

  it('does not read the config again for another engine', async () => {
    const { streams, calls } = await renderScreen({ 'GET /config': { body: configOf() } });
    await screen.findByTestId('engine');
    await startGeneration();
    await waitFor(() => expect(streams).toHaveLength(1));
    await act(async () => {
      streams[0]!.send('done', { content: generated(), quota: quotaOf() });
      streams[0]!.close();
      await flush();
    });
    await screen.findByTestId('result');
    expect(configReads(calls)).toBe(1);
  });
});

describe('generate: a draft the offline engine wrote', () => {
  it.each([
    [
      'downloading',
      { state: 'downloading', progress: 0.3 },
      'The offline engine writes the whole draft first',
    ],
    [
      'unavailable',
      { state: 'unavailable', progress: 0, detail: 'x' },
      'The offline engine writes the whole draft first',
    ],
    ['ready', {}, 'Getting started…'],
  ] as Array<[string, Partial<Engine>, string]>)(
    'while the local model is %s, the live card says what is coming',
    async (_state, engine, waiting) => {
      const { streams } = await renderScreen({ 'GET /config': { body: local(engine) } });
      await startGeneration();
      await waitFor(() => expect(streams).toHaveLength(1));
      expect(screen.getByTestId('live-word-count')).toHaveTextContent(waiting);
    },
  );

  it('names the offline engine on the result while the configured engine is the local one', async () => {
    const { streams } = await renderScreen({
      'GET /config': { body: local({ state: 'downloading', progress: 0.3 }) },
    });
    await startGeneration();
    await waitFor(() => expect(streams).toHaveLength(1));
    await act(async () => {
      streams[0]!.send('delta', { text: 'Our autumn workshops start soon.' });
      streams[0]!.send('done', {
        content: generated({ provider: 'builtin', model: 'inkprint-writer' }),
        quota: quotaOf(),
      });
      streams[0]!.close();
      await flush();
    });
    expect(await screen.findByTestId('result-engine')).toHaveTextContent(
      'Written by Inkprint offline engine. A structured draft in your voice, for you to edit.',
    );
    expect(screen.getByTestId('engine')).toHaveTextContent('Engine: Inkprint writer — on this server');
  });
});

describe('generate: how long a draft takes on this server', () => {
  const measured = { draft_seconds: { small: 38, medium: 100, large: 420 } };

  it('says how long the chosen size takes, and follows the choice', async () => {
    await renderScreen({ 'GET /config': { body: local(measured) } });
    const line = await screen.findByTestId('draft-time');
    expect(line).toHaveTextContent('Takes about 2 minutes on this server');
    const size = screen.getByRole('combobox', { name: 'Output size' });
    expect(size).toHaveAccessibleDescription('Takes about 2 minutes on this server');
    const user = userEvent.setup();
    await user.selectOptions(size, 'small');
    expect(line).toHaveTextContent('Takes about 40 seconds on this server');
    await user.selectOptions(size, 'large');
    expect(line).toHaveTextContent('Takes about 7 minutes on this server');
  });

  it('says it in German', async () => {
    await renderScreen({ 'GET /config': { body: local(measured) } }, { language: 'de' });
    expect(await screen.findByTestId('draft-time')).toHaveTextContent(
      'Dauert auf diesem Server etwa 2 Minuten',
    );
  });

  it.each([
    ['before the model was measured', local()],
    ['while the offline engine stands in', local({ ...measured, state: 'downloading', progress: 0.5 })],
    ['for another engine', configOf()],
  ])('says nothing %s', async (_case, config) => {
    await renderScreen({ 'GET /config': { body: config } });
    await screen.findByTestId('engine');
    expect(screen.queryByTestId('draft-time')).not.toBeInTheDocument();
  });

  it('gives a rewrite the time of the size nearest its text’s length', async () => {
    await renderScreen({ 'GET /config': { body: local(measured) } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Rewrite my text' }));
    const source = await screen.findByRole('textbox', { name: 'Your text' });
    expect(screen.queryByTestId('rewrite-time')).not.toBeInTheDocument();
    await user.type(source, 'We opened in 2019 in Porto and still bake every loaf by hand.');
    expect(screen.getByTestId('rewrite-time')).toHaveTextContent('Takes about 40 seconds on this server');
    expect(screen.getByRole('button', { name: 'Rewrite in my voice' })).toHaveAccessibleDescription(
      'Takes about 40 seconds on this server',
    );
  });
});

describe('generate: progress and time left while the local model writes', () => {
  const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
  const send = (stream: { send: (event: string, data: unknown) => void }, event: string, data: unknown) =>
    act(async () => {
      stream.send(event, data);
      await flush();
    });

  it('counts words against the target and the time down from each stage’s estimate, announcing only the phase', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { streams } = await renderScreen();
    await startGeneration();
    await waitFor(() => expect(streams).toHaveLength(1));
    const stream = streams[0]!;
    await send(stream, 'queued', { position: 2 });
    expect(screen.getByTestId('live-phase')).toHaveTextContent('You’re number 2 in line.');
    expect(screen.queryByTestId('live-time-left')).not.toBeInTheDocument();

    // The draft starts once the request is out of line.
    await send(stream, 'estimate', { stage: 'draft', seconds: 100, target_words: 300 });
    const phase = screen.getByTestId('live-phase');
    expect(phase).toHaveTextContent('Writing your text…');
    expect(screen.getByTestId('live-word-count')).toHaveTextContent('0 of 300 words');
    expect(screen.getByTestId('live-time-left')).toHaveTextContent('About 2 minutes left');
    const bar = screen.getByRole('progressbar', { name: 'Writing progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');

    await send(stream, 'delta', { text: 'Our autumn workshops start soon. ' });
    expect(screen.getByTestId('live-word-count')).toHaveTextContent('5 of 300 words');
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    expect(bar).toHaveAttribute('aria-valuetext', '5 of 300 words');

    await tick(50_000);
    expect(screen.getByTestId('live-time-left')).toHaveTextContent('About 50 seconds left');
    await tick(45_000);
    expect(screen.getByTestId('live-time-left')).toHaveTextContent('A few seconds left');
    await tick(10_000);
    expect(screen.getByTestId('live-time-left')).toHaveTextContent('Almost done');
    // The countdown and the count are not in the live region: it holds the phase alone.
    expect(phase).toHaveTextContent(/^Writing your text…$/);

    await send(stream, 'revising', {});
    expect(screen.queryByTestId('live-time-left')).not.toBeInTheDocument();
    await send(stream, 'estimate', { stage: 'revision', seconds: 30, target_words: 300 });
    expect(screen.getByTestId('live-phase')).toHaveTextContent(
      /^Improving the draft so it sounds more like you…$/,
    );
    expect(screen.getByTestId('live-word-count')).toHaveTextContent('0 of 300 words');
    expect(screen.getByTestId('live-time-left')).toHaveTextContent('About 30 seconds left');
    await tick(31_000);
    expect(screen.getByTestId('live-time-left')).toHaveTextContent('Almost done');
  });

  it('keeps a revision’s estimate that arrives just before the revising event', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { streams } = await renderScreen();
    await startGeneration();
    await waitFor(() => expect(streams).toHaveLength(1));
    const stream = streams[0]!;
    await send(stream, 'estimate', { stage: 'draft', seconds: 100, target_words: 300 });
    await send(stream, 'delta', { text: 'Our autumn workshops start soon.' });
    await send(stream, 'estimate', { stage: 'revision', seconds: 70, target_words: 300 });
    await send(stream, 'revising', {});
    expect(screen.getByTestId('live-word-count')).toHaveTextContent('0 of 300 words');
    expect(screen.getByTestId('live-time-left')).toHaveTextContent('About 1 minute left');
  });

  it('says it in Portuguese', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { streams } = await renderScreen({}, { language: 'pt' });
    await startGeneration('Gerar conteúdo');
    await waitFor(() => expect(streams).toHaveLength(1));
    await send(streams[0]!, 'estimate', { stage: 'draft', seconds: 100, target_words: 300 });
    await send(streams[0]!, 'delta', { text: 'Nossas oficinas de outono começam logo.' });
    expect(screen.getByTestId('live-word-count')).toHaveTextContent('6 de 300 palavras');
    expect(screen.getByTestId('live-time-left')).toHaveTextContent('Faltam cerca de 2 minutos');
    expect(screen.getByRole('progressbar', { name: 'Progresso da escrita' })).toBeInTheDocument();
    await tick(101_000);
    expect(screen.getByTestId('live-time-left')).toHaveTextContent('Quase pronto');
  });

  it('starts the next generation without the last one’s estimate', async () => {
    const { streams } = await renderScreen();
    const user = await startGeneration();
    await waitFor(() => expect(streams).toHaveLength(1));
    await send(streams[0]!, 'estimate', { stage: 'draft', seconds: 100, target_words: 300 });
    expect(screen.getByTestId('live-time-left')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await screen.findByText(/Generation cancelled/);
    await user.click(screen.getByRole('button', { name: 'Generate content' }));
    await waitFor(() => expect(streams).toHaveLength(2));
    expect(screen.queryByTestId('live-time-left')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Writing progress' })).not.toBeInTheDocument();
    expect(screen.getByTestId('live-word-count')).toHaveTextContent('Getting started…');
  });
});
