// The generate screen against a stubbed /api: the no-profile notice, the quota card, the form's rules,
// the live stream with its word count, revising and Cancel, the result (copy, download, regenerate,
// voice match, engine) and the error messages.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { renderApp } from '../../../test/render';
import {
  configOf,
  flush,
  generated,
  mockApiWithStream,
  noProfile,
  quotaOf,
  withProfile,
} from '../test/fixtures';
import GeneratePage from './generate';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

type Handlers = Parameters<typeof mockApiWithStream>[0];

async function renderScreen(extra: Handlers = {}, { language = 'en' } = {}) {
  const api = mockApiWithStream({
    'GET /voice-profile': { body: withProfile },
    'GET /content/quota': { body: { quota: quotaOf() } },
    'GET /config': { body: configOf() },
    ...extra,
  });
  await renderApp(<GeneratePage />, { route: '/generate' });
  if (language !== 'en') await act(() => i18n.changeLanguage(language));
  await screen.findByRole('heading', { level: 1 });
  return api;
}

const promptBox = () => screen.getByRole('textbox', { name: 'Your prompt' });
const formReady = () => screen.findByRole('textbox', { name: 'Your prompt' });

/** user-event installs its own clipboard on setup, so the stub goes in after it. */
function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}
const submitButton = () => screen.getByRole('button', { name: 'Generate content' });

async function startGeneration(prompt = 'Announce the autumn workshops') {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Your prompt' }), prompt);
  await user.click(submitButton());
  return user;
}

describe('generate: without a voice profile', () => {
  it('shows the notice with three steps and the way to voice setup, and no form', async () => {
    await renderScreen({ 'GET /voice-profile': { body: noProfile } });
    expect(await screen.findByRole('heading', { name: 'A voice profile is required' })).toBeInTheDocument();
    for (const step of ['Upload your writing', 'Analyze your voice', 'Generate content'])
      expect(screen.getByRole('heading', { level: 3, name: step })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to voice setup' })).toHaveAttribute('href', '/voice-setup');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByTestId('quota-card')).not.toBeVisible();
  });
});

describe('generate: the two tabs', () => {
  it('keeps the brief and the text to rewrite when going from one tab to the other and back', async () => {
    await renderScreen();
    const user = userEvent.setup();
    await user.type(await formReady(), 'Announce the autumn workshops');
    await user.click(screen.getByRole('tab', { name: 'Rewrite my text' }));
    const source = await screen.findByRole('textbox', { name: 'Your text' });
    await user.type(source, 'We opened in 2019 in Porto.');
    await user.click(screen.getByRole('tab', { name: 'Write something new' }));
    expect(promptBox()).toHaveValue('Announce the autumn workshops');
    await user.click(screen.getByRole('tab', { name: 'Rewrite my text' }));
    expect(screen.getByRole('textbox', { name: 'Your text' })).toHaveValue('We opened in 2019 in Porto.');
  });
});

describe('generate: the quota card', () => {
  it.each([
    [10, 7, 'green'],
    [4, 1, 'yellow'],
    [10, 1, 'red'],
  ])('with %i a day and %i left shows the count and a %s bar', async (limit, remaining, tone) => {
    await renderScreen({
      'GET /content/quota': {
        body: { quota: quotaOf({ daily_limit: limit, remaining, generations_used: limit - remaining }) },
      },
    });
    const card = await screen.findByTestId('quota-card');
    await within(card).findByText(`${remaining} of ${limit} generations left today`);
    const bar = within(card).getByRole('progressbar', { name: 'Generations used today' });
    expect(bar.firstElementChild).toHaveAttribute('data-tone', tone);
    expect(within(card).getByText(/^Resets at .+\(.+\)\.$/)).toBeInTheDocument();
  });
});

describe('generate: the form', () => {
  it('starts with blog post, medium and the interface language, and names the engine', async () => {
    await renderScreen({}, { language: 'de' });
    expect(await screen.findByRole('combobox', { name: 'Zweck des Inhalts' })).toHaveValue('blog_post');
    expect(screen.getByRole('combobox', { name: 'Länge' })).toHaveValue('medium');
    expect(screen.getByRole('combobox', { name: 'Sprache des Textes' })).toHaveValue('de');
    const purposes = within(screen.getByRole('combobox', { name: 'Zweck des Inhalts' })).getAllByRole(
      'option',
    );
    expect(purposes.map((o) => o.textContent)).toEqual([
      'Blogbeitrag',
      'Werbetext',
      'E-Mail',
      'Social-Media-Beitrag',
      'Produktbeschreibung',
    ]);
    const sizes = within(screen.getByRole('combobox', { name: 'Länge' })).getAllByRole('option');
    expect(sizes.map((o) => o.textContent)).toEqual([
      'Kurz (etwa 100 Wörter)',
      'Mittel (etwa 300 Wörter)',
      'Lang (etwa 1.000 Wörter)',
    ]);
    expect(await screen.findByTestId('engine')).toHaveTextContent(
      'Schreibwerkzeug: Inkprint-Offline-Engine' +
        'Ein gegliederter Entwurf in Ihrer Schreibstimme, den Sie weiter bearbeiten.',
    );
    await act(() => i18n.changeLanguage('en'));
  });

  it('names a model provider and its model', async () => {
    await renderScreen({
      'GET /config': { body: configOf({ provider: 'openai-compatible', model: 'llama3.1', offline: false }) },
    });
    expect(await screen.findByTestId('engine')).toHaveTextContent(
      'Engine: OpenAI-compatible server, model llama3.1',
    );
  });

  it('keeps submit disabled while the prompt is blank and says "Please enter a prompt." once cleared', async () => {
    await renderScreen();
    await formReady();
    const user = userEvent.setup();
    expect(submitButton()).toBeDisabled();
    await user.type(promptBox(), '   ');
    expect(submitButton()).toBeDisabled();
    await user.clear(promptBox());
    await user.type(promptBox(), 'x');
    expect(submitButton()).toBeEnabled();
    await user.clear(promptBox());
    expect(await screen.findByText('Please enter a prompt.')).toBeInTheDocument();
    expect(promptBox()).toHaveAttribute('aria-invalid', 'true');
    expect(submitButton()).toBeDisabled();
  });

  it('says "Please enter a prompt." when Ctrl+Enter is pressed on a blank prompt, and sends nothing', async () => {
    const { streams } = await renderScreen();
    fireEvent.keyDown(await formReady(), { key: 'Enter', ctrlKey: true });
    expect(await screen.findByText('Please enter a prompt.')).toBeInTheDocument();
    expect(streams).toHaveLength(0);
  });

  it('counts characters against the 2,000 limit and stops there', async () => {
    await renderScreen();
    await formReady();
    expect(screen.getByTestId('prompt-counter')).toHaveTextContent('0 / 2,000 characters');
    fireEvent.change(promptBox(), { target: { value: 'Twelve chars' } });
    expect(screen.getByTestId('prompt-counter')).toHaveTextContent('12 / 2,000 characters');
    expect(promptBox()).toHaveAttribute('maxLength', '2000');
  });
});

describe('generate: streaming', () => {
  it('streams the text in with a running word count, then shows the result and clears the prompt', async () => {
    const { streams, calls } = await renderScreen();
    await startGeneration();
    await waitFor(() => expect(streams).toHaveLength(1));
    const stream = streams[0]!;
    expect(stream.body).toEqual({
      prompt: 'Announce the autumn workshops',
      content_type: 'blog_post',
      length: 'medium',
      language: 'en',
    });
    expect(stream.headers).toMatchObject({ Accept: 'text/event-stream', 'Accept-Language': 'en' });
    expect(screen.getByRole('button', { name: 'Generating…' })).toBeDisabled();

    await act(async () => {
      stream.send('delta', { text: 'Our autumn ' });
      await flush();
    });
    expect(screen.getByTestId('live-text')).toHaveTextContent('Our autumn');
    expect(screen.getByTestId('live-word-count')).toHaveTextContent('2 words so far');
    expect(screen.getByText('Writing your text…')).toBeInTheDocument();

    await act(async () => {
      stream.send('delta', { text: 'workshops start soon.' });
      await flush();
    });
    expect(screen.getByTestId('live-word-count')).toHaveTextContent('5 words so far');
    expect(screen.queryByTestId('result')).not.toBeInTheDocument();

    const quotaCalls = calls.filter((c) => c.path === '/content/quota').length;
    await act(async () => {
      stream.send('done', { content: generated(), quota: quotaOf({ remaining: 6, generations_used: 4 }) });
      stream.close();
      await flush();
    });
    const result = await screen.findByTestId('result');
    expect(within(result).getByTestId('result-text')).toHaveTextContent(
      'Our autumn workshops start soon. Bring a pen.',
    );
    expect(within(result).getByTestId('result-meta')).toHaveTextContent(
      'Blog post · 8 words · 45 characters',
    );
    expect(screen.getByText('Content generated successfully!')).toBeInTheDocument();
    expect(promptBox()).toHaveValue('');
    expect(screen.queryByText('Please enter a prompt.')).not.toBeInTheDocument();
    expect(screen.queryByTestId('live-output')).not.toBeInTheDocument();
    // The quota comes from the done event, with no extra call.
    expect(screen.getByTestId('quota-card')).toHaveTextContent('6 of 10 generations left today');
    expect(calls.filter((c) => c.path === '/content/quota')).toHaveLength(quotaCalls);
    // Editing a field clears the message (docs/product.md, States, "Forms"); the result stays.
    await userEvent.setup().type(promptBox(), 'N');
    expect(screen.queryByText('Content generated successfully!')).not.toBeInTheDocument();
    expect(screen.getByTestId('result')).toBeInTheDocument();
  });

  it('says the offline engine shows its draft whole when done, where a model engine is getting started', async () => {
    const { streams } = await renderScreen();
    await startGeneration();
    await waitFor(() => expect(streams).toHaveLength(1));
    expect(screen.getByTestId('live-word-count')).toHaveTextContent(
      'The offline engine writes the whole draft first, then shows it at once.',
    );
    expect(screen.queryByText('Getting started…')).not.toBeInTheDocument();
    await act(async () => {
      streams[0]!.send('delta', { text: 'Our autumn workshops start soon.' });
      await flush();
    });
    expect(screen.getByTestId('live-word-count')).toHaveTextContent('5 words so far');
  });

  it('says the draft comes whole while the offline engine stands in for a local model that is not ready', async () => {
    const { streams } = await renderScreen({
      'GET /config': {
        body: configOf({
          provider: 'local',
          model: 'smollm3',
          offline: true,
          state: 'downloading',
          progress: 0.4,
        }),
      },
    });
    await startGeneration();
    await waitFor(() => expect(streams).toHaveLength(1));
    expect(screen.getByTestId('live-word-count')).toHaveTextContent(
      'The offline engine writes the whole draft first, then shows it at once.',
    );
  });

  it('says a model engine is getting started until its first words arrive', async () => {
    const { streams } = await renderScreen({
      'GET /config': { body: configOf({ provider: 'openai-compatible', model: 'llama3.1', offline: false }) },
    });
    await startGeneration();
    await waitFor(() => expect(streams).toHaveLength(1));
    expect(screen.getByTestId('live-word-count')).toHaveTextContent('Getting started…');
  });

  it('starts the text again when a correction pass begins', async () => {
    const { streams } = await renderScreen();
    await startGeneration();
    await waitFor(() => expect(streams).toHaveLength(1));
    await act(async () => {
      streams[0]!.send('delta', { text: 'A first draft that is far too long' });
      await flush();
    });
    await act(async () => {
      streams[0]!.send('revising', {});
      await flush();
    });
    expect(screen.getByText('Improving the draft so it sounds more like you…')).toBeInTheDocument();
    expect(screen.getByTestId('live-text')).toHaveTextContent(/^$/);
    await act(async () => {
      streams[0]!.send('delta', { text: 'Better.' });
      await flush();
    });
    expect(screen.getByTestId('live-text')).toHaveTextContent('Better.');
  });

  it('cancels before any text: aborts the request, says it did not count, keeps the prompt and the quota shown before', async () => {
    const { streams, calls } = await renderScreen();
    await startGeneration();
    await waitFor(() => expect(streams).toHaveLength(1));
    await screen.findByText('The offline engine writes the whole draft first, then shows it at once.');
    const quotaCalls = calls.filter((c) => c.path === '/content/quota').length;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));
    expect(streams[0]!.signal?.aborted).toBe(true);
    expect(
      await screen.findByText('Generation cancelled. It did not count against your daily quota.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('live-output')).not.toBeInTheDocument();
    expect(screen.queryByTestId('result')).not.toBeInTheDocument();
    expect(promptBox()).toHaveValue('Announce the autumn workshops');
    // No read of the quota that could race the server's refund.
    expect(calls.filter((c) => c.path === '/content/quota')).toHaveLength(quotaCalls);
    expect(screen.getByTestId('quota-card')).toHaveTextContent('7 of 10 generations left today');
  });

  it('cancels after text arrived: says it counted and is in History cut short, and reads the quota again', async () => {
    let quotaReads = 0;
    const { streams } = await renderScreen({
      'GET /content/quota': () => ({
        body: { quota: quotaOf(quotaReads++ === 0 ? {} : { remaining: 6, generations_used: 4 }) },
      }),
    });
    await startGeneration();
    await waitFor(() => expect(streams).toHaveLength(1));
    await act(async () => {
      streams[0]!.send('delta', { text: 'Half a sentence' });
      await flush();
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));
    expect(streams[0]!.signal?.aborted).toBe(true);
    expect(
      await screen.findByText(
        'Generation cancelled. What had already arrived is saved in History, marked as cut short, and counts against your daily quota.',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('quota-card')).toHaveTextContent('6 of 10 generations left today'),
    );
  });
});

describe('generate: the result', () => {
  async function finished(content = generated()) {
    const api = await renderScreen();
    await startGeneration();
    await waitFor(() => expect(api.streams).toHaveLength(1));
    await act(async () => {
      api.streams[0]!.send('done', { content, quota: quotaOf({ remaining: 6 }) });
      api.streams[0]!.close();
      await flush();
    });
    await screen.findByTestId('result');
    return api;
  }

  it('shows the voice match with its two biggest differences in plain words, and the engine', async () => {
    await finished();
    const match = screen.getByTestId('voice-match');
    expect(within(match).getByTestId('voice-match-score')).toHaveTextContent('82 / 100');
    // 82 is above the measured "very much like you" floor (79, VOICE_MATCH_BANDS).
    expect(within(match).getByText('This reads very much like you.')).toBeInTheDocument();
    const items = within(match).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Longer sentences than yours: 21 words on average, yours 13.',
      'More semicolons than in your writing.',
    ]);
    expect(screen.getByTestId('result-engine')).toHaveTextContent(
      'Written by Inkprint offline engine. A structured draft in your voice, for you to edit.',
    );
  });

  it('says when the text is not in the profile’s language, and lists no word-choice difference', async () => {
    await finished(
      generated({
        language: 'fr',
        voice_match: 84,
        voice_match_basis: { compared: 'language_independent', profile_language: 'en', text_language: 'fr' },
        voice_match_differences: [
          { feature: 'function_word:it', profile: 30, text: 1, direction: 'lower', unit: 'per_1000_words' },
          { feature: 'short_sentence_share', profile: 0.4, text: 0.2, direction: 'lower', unit: 'share' },
        ],
      }),
    );
    const match = screen.getByTestId('voice-match');
    expect(within(match).getByTestId('voice-match-basis')).toHaveTextContent(
      'Your voice profile was learned from English writing and this text is in French, so word choice was not compared',
    );
    expect(
      within(match)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Fewer short sentences than you write: 20% of sentences, yours 40%.']);
    expect(match).not.toHaveTextContent('“it”');
  });

  it('words that note in the interface language', async () => {
    await finished(
      generated({
        language: 'fr',
        voice_match_basis: { compared: 'language_independent', profile_language: 'en', text_language: 'fr' },
      }),
    );
    await act(() => i18n.changeLanguage('de'));
    expect(screen.getByTestId('voice-match-basis')).toHaveTextContent(
      'Ihr Stilprofil stammt aus Texten auf Englisch, dieser Text ist auf Französisch.',
    );
    await act(() => i18n.changeLanguage('en'));
  });

  it('gives no score across languages and says why, in the interface language', async () => {
    await finished(
      generated({
        language: 'fr',
        voice_match: null,
        voice_match_differences: [],
        voice_match_basis: {
          compared: 'language_independent',
          profile_language: 'en',
          text_language: 'fr',
          withheld: 'other_language',
        },
      }),
    );
    const match = screen.getByTestId('voice-match');
    expect(within(match).queryByTestId('voice-match-score')).not.toBeInTheDocument();
    expect(within(match).getByTestId('voice-match-withheld')).toHaveTextContent(
      'No voice match for this text: your voice profile was learned from English writing and has none in French',
    );
    await act(() => i18n.changeLanguage('de'));
    expect(screen.getByTestId('voice-match-withheld')).toHaveTextContent(
      'Ihr Stilprofil stammt aus Texten auf Englisch und enthält keine auf Französisch.',
    );
    await act(() => i18n.changeLanguage('en'));
  });

  it('says "not enough text to judge" below the measured length instead of a score', async () => {
    await finished(
      generated({
        voice_match: null,
        voice_match_differences: [],
        voice_match_basis: {
          compared: 'all',
          profile_language: 'en',
          text_language: 'en',
          withheld: 'too_short',
        },
      }),
    );
    const match = screen.getByTestId('voice-match');
    expect(within(match).queryByTestId('voice-match-score')).not.toBeInTheDocument();
    expect(within(match).getByTestId('voice-match-withheld')).toHaveTextContent(
      'Not enough text to judge: the voice match needs at least 50 words.',
    );
  });

  it('shows no note for a same-language score or an item stored before the basis was recorded', async () => {
    await finished(
      generated({ voice_match_basis: { compared: 'all', profile_language: 'en', text_language: 'en' } }),
    );
    expect(screen.queryByTestId('voice-match-basis')).not.toBeInTheDocument();
  });

  it('says when a correction pass was made, and names a model provider', async () => {
    await finished(generated({ revised: true, provider: 'anthropic', model: 'claude-sonnet' }));
    expect(screen.getByText(/revised the first draft once/)).toBeInTheDocument();
    expect(screen.getByTestId('result-engine')).toHaveTextContent(
      'Written by Anthropic, model claude-sonnet.',
    );
  });

  it('copies the text and confirms for 3 seconds', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    await finished();
    stubClipboard(writeText);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(generated().generated_text));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByText('Content copied to clipboard!')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(screen.getByText('Content copied to clipboard!')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByText('Content copied to clipboard!')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('says so when the clipboard refuses', async () => {
    await finished();
    stubClipboard(vi.fn().mockRejectedValue(new Error('no')));
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Failed to copy to clipboard')).toBeInTheDocument();
  });

  it('copies clean text and the formatted HTML, never the Markdown source', async () => {
    const write = vi.fn().mockResolvedValue(undefined);
    class FakeItem {
      constructor(readonly items: Record<string, Blob>) {}
    }
    await finished(generated({ generated_text: '# Autumn workshops\n\nBring **a pen**.\n\n- paper\n- tea' }));
    vi.stubGlobal('ClipboardItem', FakeItem);
    Object.defineProperty(navigator, 'clipboard', {
      value: { write, writeText: vi.fn() },
      configurable: true,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(write).toHaveBeenCalledTimes(1));
    const item = write.mock.calls[0]?.[0]?.[0] as FakeItem;
    expect(await item.items['text/plain']?.text()).toBe('Autumn workshops\n\nBring a pen.\n\n• paper\n• tea');
    const html = (await item.items['text/html']?.text()) ?? '';
    expect(html).toContain('<h3>Autumn workshops</h3>');
    expect(html).toContain('<strong>a pen</strong>');
    expect(html).toMatch(/<ul>\s*<li>paper<\/li>/);
    expect(html).not.toContain('#');
  });

  it('downloads clean text as generated-content-{timestamp}.txt and the Markdown as .md', async () => {
    await finished(generated({ generated_text: '# Autumn\n\nBring **a pen**.' }));
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:generated';
    });
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    vi.spyOn(Date.prototype, 'getTime').mockReturnValue(1_764_000_000_000);
    fireEvent.click(screen.getByRole('button', { name: 'Download text (.txt)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Download Markdown (.md)' }));
    expect(clicked).toHaveLength(2);
    expect(clicked[0]!.download).toBe('generated-content-1764000000000.txt');
    expect(clicked[0]!.href).toBe('blob:generated');
    expect(await blobs[0]!.text()).toBe('Autumn\n\nBring a pen.');
    expect(clicked[1]!.download).toBe('generated-content-1764000000000.md');
    expect(await blobs[1]!.text()).toBe('# Autumn\n\nBring **a pen**.');
  });

  it('regenerates with the same request, streaming again', async () => {
    const { streams } = await finished();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Regenerate' }));
    await waitFor(() => expect(streams).toHaveLength(2));
    expect(streams[1]!.body).toEqual(streams[0]!.body);
    expect(screen.getByTestId('live-output')).toBeInTheDocument();
    await act(async () => {
      streams[1]!.send('done', {
        content: generated({ id: 'g2', generated_text: 'A new take.' }),
        quota: quotaOf({ remaining: 5 }),
      });
      streams[1]!.close();
      await flush();
    });
    expect(await screen.findByTestId('result-text')).toHaveTextContent('A new take.');
    expect(screen.getByTestId('quota-card')).toHaveTextContent('5 of 10 generations left today');
  });
});

describe('generate: no generation left today', () => {
  const RESETS = /^You have used all 10 generations for today\. Your quota resets at .+ \(.+\)\.$/;

  it('disables Generate with the reason and the reset time, whatever the prompt', async () => {
    const { streams } = await renderScreen({
      'GET /content/quota': { body: { quota: quotaOf({ remaining: 0, generations_used: 10 }) } },
    });
    await screen.findByText('You have used all of today’s generations.');
    const user = userEvent.setup();
    await user.type(promptBox(), 'Announce the autumn workshops');
    expect(submitButton()).toBeDisabled();
    expect(screen.getByTestId('generate-blocked')).toHaveTextContent(RESETS);
    expect(submitButton()).toHaveAccessibleDescription(RESETS);
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(streams).toHaveLength(0);
  });

  it('disables Regenerate with the reason once the last unit is spent, and keeps the text', async () => {
    const { streams } = await renderScreen();
    await startGeneration();
    await waitFor(() => expect(streams).toHaveLength(1));
    await act(async () => {
      streams[0]!.send('done', {
        content: generated(),
        quota: quotaOf({ remaining: 0, generations_used: 10 }),
      });
      streams[0]!.close();
      await flush();
    });
    const regenerate = await screen.findByRole('button', { name: 'Regenerate' });
    expect(regenerate).toBeDisabled();
    expect(screen.getByTestId('regenerate-blocked')).toHaveTextContent(RESETS);
    expect(regenerate).toHaveAccessibleDescription(RESETS);
    expect(submitButton()).toBeDisabled();
    expect(screen.getByTestId('result-text')).toHaveTextContent('Our autumn workshops start soon.');
  });
});

describe('generate: a failed call keeps what is shown', () => {
  it.each([
    [
      'an error event',
      (send: (e: string, d: unknown) => void) =>
        send('error', { error: 'The writing service did not answer in time.', code: 'PROVIDER_TIMEOUT' }),
    ],
    ['a dropped stream', () => {}],
  ])('a Regenerate that ends in %s leaves the previous draft on screen', async (_kind, fail) => {
    const { streams } = await renderScreen();
    await startGeneration();
    await waitFor(() => expect(streams).toHaveLength(1));
    await act(async () => {
      streams[0]!.send('done', { content: generated(), quota: quotaOf({ remaining: 6 }) });
      streams[0]!.close();
      await flush();
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Regenerate' }));
    await waitFor(() => expect(streams).toHaveLength(2));
    await act(async () => {
      streams[1]!.send('delta', { text: 'A new' });
      fail(streams[1]!.send);
      streams[1]!.close();
      await flush();
    });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByTestId('result-text')).toHaveTextContent('Our autumn workshops start soon.');
    expect(screen.getByRole('button', { name: 'Regenerate' })).toBeEnabled();
  });
});

describe('generate: errors', () => {
  it('says the quota is used up and when it resets (429 before the stream)', async () => {
    // The count shown is behind (another tab used the last unit): the server's 429 says so.
    let quotaReads = 0;
    await renderScreen({
      'GET /content/quota': () => ({
        body: {
          quota: quotaOf(quotaReads++ === 0 ? { remaining: 1 } : { remaining: 0, generations_used: 10 }),
        },
      }),
    });
    await screen.findByText('1 of 10 generations left today');
    // The stubbed stream answers every generate call; this one must fail before it, so answer it here.
    vi.mocked(fetch).mockImplementationOnce(
      async () =>
        new Response(JSON.stringify({ error: 'Daily generation limit reached.', code: 'QUOTA_EXCEEDED' }), {
          status: 429,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    await startGeneration();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      /^You have used all 10 generations for today\. Your quota resets at .+ \(.+\)\.$/,
    );
    expect(promptBox()).toHaveValue('Announce the autumn workshops');
  });

  it('shows the server’s message for an error event during the stream', async () => {
    const { streams } = await renderScreen();
    await startGeneration();
    await waitFor(() => expect(streams).toHaveLength(1));
    await act(async () => {
      streams[0]!.send('delta', { text: 'Some' });
      streams[0]!.send('error', {
        error: 'The writing service did not answer in time.',
        code: 'PROVIDER_TIMEOUT',
      });
      streams[0]!.close();
      await flush();
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The writing service did not answer in time.');
    expect(screen.queryByTestId('live-output')).not.toBeInTheDocument();
    expect(promptBox()).toHaveValue('Announce the autumn workshops');
  });

  it('says the connection closed when the stream ends without a result', async () => {
    const { streams } = await renderScreen();
    await startGeneration();
    await waitFor(() => expect(streams).toHaveLength(1));
    await act(async () => {
      streams[0]!.send('delta', { text: 'Some' });
      streams[0]!.close();
      await flush();
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /The connection closed before the text was finished/,
    );
  });

  it('falls back to "Failed to generate content" when the server gives no text', async () => {
    await renderScreen();
    vi.mocked(fetch).mockImplementationOnce(async () => new Response('', { status: 502 }));
    await startGeneration();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to generate content');
  });
});
