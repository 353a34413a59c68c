// The screens that combine the voices with Voice setup, Generate and History (issue 24), against a
// stubbed /api: the chosen voice in the URL and in every call, the switcher's dialogs and what they do, the
// voice choice on Generate only with more than one voice, and History's voice names and filter.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configOf, generated, quotaOf, withProfile } from '../../features/generate/test/fixtures';
import { twoVoices, voiceOf } from '../../features/voices/test/fixtures';
import type { Voice } from '../../features/voices/types';
import { mockApi, renderApp } from '../../test/render';
import GenerateScreen from './generate';
import HistoryScreen from './history';
import VoiceSetupScreen from './voice-setup';

beforeEach(() => {
  // jsdom has no matchMedia; react-hot-toast asks it about reduced motion.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
  // jsdom's <dialog> has no showModal.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
  };
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const location = () => screen.getByTestId('location').textContent ?? '';
const fileOf = (id: string, filename: string) => ({
  id,
  filename,
  file_size: 100,
  file_type: 'txt',
  status: 'completed',
  content_sections: 1,
  total_words: 500,
  processed_at: '2026-11-23T10:00:00.000Z',
  has_meaningful_content: true,
  language: 'en',
  error: null,
});

function voiceSetupApi(voices: Voice[], extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /voices': { body: { voices } },
    'GET /files': (_body, url) => {
      const voice = url.searchParams.get('voice_id');
      return { body: { files: [fileOf(`f-${voice}`, `${voice ?? 'default'}.txt`)] } };
    },
    'GET /voice-profile': { body: { has_profile: false, profile: null, analysis: null } },
    'GET /voice-profile/analysis': { body: { run: null } },
    ...extra,
  });
}

async function renderVoiceSetup(route = '/voice-setup') {
  await renderApp(
    <>
      <VoiceSetupScreen />
      <Toaster />
    </>,
    { route },
  );
  return screen.findByRole('combobox', { name: 'Voice you are working on' }, { timeout: 10_000 });
}

describe('Voice setup with several voices', { timeout: 20_000 }, () => {
  it('works on the voice the URL names: its files, profile and rules', async () => {
    voiceSetupApi(twoVoices());
    const select = await renderVoiceSetup('/voice-setup?voice=v2');
    expect(select).toHaveValue('v2');
    await screen.findByText('v2.txt');
    expect(screen.queryByText('v1.txt')).toBeNull();
    expect(screen.getByText(/Tell Inkprint how “Company” writes/)).toBeInTheDocument();
  });

  it('falls back to the default voice for a missing or unknown id, and keeps a switch in the URL', async () => {
    voiceSetupApi(twoVoices());
    const user = userEvent.setup();
    const select = await renderVoiceSetup('/voice-setup?voice=gone');
    expect(select).toHaveValue('v1');
    await screen.findByText('v1.txt');
    await user.selectOptions(select, 'v2');
    await screen.findByText('v2.txt');
    expect(location()).toBe('/voice-setup?voice=v2');
  });

  it('creates a voice, shows it, and names a taken name under the field', async () => {
    const voices = twoVoices();
    let tries = 0;
    const api = voiceSetupApi(voices, {
      'POST /voices': (body) => {
        tries += 1;
        if (tries === 1)
          return {
            status: 409,
            body: { error: 'You already have a voice with this name.', code: 'VOICE_NAME_TAKEN' },
          };
        const voice = voiceOf({
          id: 'v3',
          name: (body as { name: string }).name,
          is_default: false,
          file_count: 0,
        });
        voices.push(voice);
        return { status: 201, body: { voice } };
      },
    });
    const user = userEvent.setup();
    await renderVoiceSetup();
    await user.click(screen.getByRole('button', { name: 'New voice' }));
    const dialog = screen.getByRole('dialog', { name: 'New voice' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Company');
    await user.click(within(dialog).getByRole('button', { name: 'Create voice' }));
    expect(await within(dialog).findByText('You already have a voice with this name.')).toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Agency client');
    await user.click(within(dialog).getByRole('button', { name: 'Create voice' }));
    await screen.findByText('Voice “Agency client” created. Upload some of its writing to get started.');
    await waitFor(() => expect(location()).toBe('/voice-setup?voice=v3'));
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { name: 'Company' },
      { name: 'Agency client' },
    ]);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Voice you are working on' })).toHaveValue('v3'),
    );
  });

  it('rejects an empty name before sending', async () => {
    const api = voiceSetupApi(twoVoices());
    const user = userEvent.setup();
    await renderVoiceSetup();
    await user.click(screen.getByRole('button', { name: 'New voice' }));
    const dialog = screen.getByRole('dialog', { name: 'New voice' });
    await user.click(within(dialog).getByRole('button', { name: 'Create voice' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('renames and makes default through PATCH', async () => {
    const voices = twoVoices();
    const api = voiceSetupApi(voices, {
      'PATCH /voices/v2': (body) => ({ body: { voice: { ...voices[1], ...(body as object) } } }),
    });
    const user = userEvent.setup();
    await renderVoiceSetup('/voice-setup?voice=v2');
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename voice' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Company');
    await user.clear(name);
    await user.type(name, 'Company blog');
    await user.click(within(dialog).getByRole('button', { name: 'Save name' }));
    await screen.findByText('Voice renamed to “Company blog”.');
    await user.click(screen.getByRole('button', { name: 'Make default' }));
    await screen.findByText('“Company” is now your default voice.');
    expect(api.calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      { name: 'Company blog' },
      { is_default: true },
    ]);
  });

  it('asks before deleting, says what goes and what stays, then shows the default voice', async () => {
    const voices = twoVoices();
    const api = voiceSetupApi(voices, { 'DELETE /voices/v2': { body: { message: 'Voice deleted.' } } });
    const user = userEvent.setup();
    await renderVoiceSetup('/voice-setup?voice=v2');
    await user.click(screen.getByRole('button', { name: 'Delete voice' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “Company”?' });
    expect(dialog).toHaveTextContent(
      'Its file and its voice profile will be deleted. This cannot be undone.',
    );
    expect(dialog).toHaveTextContent('Texts you generated with it stay in your history, under its name.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete voice' }));
    await screen.findByText('Voice “Company” deleted.');
    expect(api.calls.some((c) => c.method === 'DELETE' && c.path === '/voices/v2')).toBe(true);
    await waitFor(() => expect(location()).toBe('/voice-setup?voice=v1'));
  });

  it('cannot delete the only voice', async () => {
    voiceSetupApi([voiceOf()]);
    await renderVoiceSetup();
    expect(screen.getByRole('button', { name: 'Delete voice' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete voice' })).toHaveAccessibleDescription(
      'Your only voice cannot be deleted.',
    );
  });
});

function generateApi(voices: Voice[]) {
  return mockApi({
    'GET /voices': { body: { voices } },
    'GET /voice-profile': { body: withProfile },
    'GET /content/quota': { body: { quota: quotaOf() } },
    'GET /config': { body: configOf() },
    'POST /content/generate': { status: 201, body: { content: generated(), quota: quotaOf() } },
  });
}

describe('Generate with several voices', { timeout: 20_000 }, () => {
  it('has no voice choice with one voice, and sends no voice', async () => {
    const api = generateApi([voiceOf()]);
    const user = userEvent.setup();
    await renderApp(<GenerateScreen />, { route: '/generate' });
    await user.type(await screen.findByRole('textbox', { name: 'Your prompt' }), 'Announce the workshop');
    expect(screen.queryByRole('combobox', { name: 'Voice' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Generate content' }));
    await screen.findByText('Content generated successfully!');
    const body = api.calls.find((c) => c.path === '/content/generate')?.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('voice_id');
  });

  it('offers each voice, the default first chosen, and sends the chosen one', async () => {
    const api = generateApi(twoVoices());
    const user = userEvent.setup();
    await renderApp(<GenerateScreen />, { route: '/generate' });
    const picker = await screen.findByRole('combobox', { name: 'Voice' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['My voice (default)', 'Company']);
    expect(picker).toHaveValue('v1');
    await user.selectOptions(picker, 'v2');
    expect(location()).toBe('/generate?voice=v2');
    await user.type(await screen.findByRole('textbox', { name: 'Your prompt' }), 'Announce the workshop');
    await user.click(screen.getByRole('button', { name: 'Generate content' }));
    await screen.findByText('Content generated successfully!');
    const body = api.calls.find((c) => c.path === '/content/generate')?.body as Record<string, unknown>;
    expect(body.voice_id).toBe('v2');
  });
});

/** Two voices; the second (v2) has no profile yet. */
function secondVoiceWithoutProfile() {
  return mockApi({
    'GET /voices': { body: { voices: twoVoices() } },
    'GET /voice-profile': (_body, url) => ({
      body:
        url.searchParams.get('voice_id') === 'v2'
          ? { has_profile: false, profile: null, analysis: null }
          : withProfile,
    }),
    'GET /content/quota': { body: { quota: quotaOf() } },
    'GET /config': { body: configOf() },
  });
}

describe('Generate with a chosen voice that has no profile', { timeout: 20_000 }, () => {
  it('keeps the brief through a change of voice, to one without a profile and back', async () => {
    secondVoiceWithoutProfile();
    const user = userEvent.setup();
    await renderApp(<GenerateScreen />, { route: '/generate' });
    await user.type(await screen.findByRole('textbox', { name: 'Your prompt' }), 'Announce the workshop');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Voice' }), 'v2');
    await screen.findByRole('link', { name: 'Go to voice setup' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Voice' }), 'v1');
    expect(await screen.findByRole('textbox', { name: 'Your prompt' })).toHaveValue('Announce the workshop');
  });

  it('keeps the voice choice above the notice and links to Voice setup on that voice', async () => {
    secondVoiceWithoutProfile();
    await renderApp(<GenerateScreen />, { route: '/generate?voice=v2' });
    const link = await screen.findByRole('link', { name: 'Go to voice setup' });
    expect(link).toHaveAttribute('href', '/voice-setup?voice=v2');
    expect(screen.getByRole('combobox', { name: 'Voice' })).toHaveValue('v2');
  });
});

describe('History with several voices', { timeout: 20_000 }, () => {
  it('names each item’s voice and filters by voice in the URL', async () => {
    const api = mockApi({
      'GET /voices': { body: { voices: twoVoices() } },
      'GET /content/history': (_body, url) => {
        const voice = url.searchParams.get('voice_id');
        const items = [
          generated({ id: 'g1', voice_id: 'v1', voice_name: 'My voice' }),
          generated({ id: 'g2', voice_id: 'v2', voice_name: 'Company' }),
          generated({ id: 'g3', voice_id: null, voice_name: 'Old client' }),
        ].filter((item) => !voice || item.voice_id === voice);
        return {
          body: { content: items, pagination: { page: 1, per_page: 10, total: items.length, pages: 1 } },
        };
      },
    });
    const user = userEvent.setup();
    await renderApp(<HistoryScreen />, { route: '/history' });
    await waitFor(() => expect(screen.getAllByTestId('history-voice')).toHaveLength(3));
    expect(screen.getAllByTestId('history-voice').map((el) => el.textContent)).toEqual([
      'Voice: My voice',
      'Voice: Company',
      'Voice: Old client (deleted)',
    ]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Voice' }), 'v2');
    await waitFor(() => expect(screen.getAllByTestId('history-row')).toHaveLength(1));
    expect(location()).toBe('/history?voice_id=v2');
    expect(api.calls.at(-1)?.path).toBe('/content/history');
  });
});

describe('History filtered by a voice with nothing in it', { timeout: 20_000 }, () => {
  it('says to write with that voice and offers all voices, not other words or another type', async () => {
    mockApi({
      'GET /voices': { body: { voices: twoVoices() } },
      'GET /content/history': (_body, url) => {
        const items = url.searchParams.get('voice_id') ? [] : [generated({ id: 'g1', voice_id: 'v1' })];
        return {
          body: { content: items, pagination: { page: 1, per_page: 10, total: items.length, pages: 1 } },
        };
      },
    });
    const user = userEvent.setup();
    await renderApp(<HistoryScreen />, { route: '/history?voice_id=v2' });
    const empty = await screen.findByTestId('history-no-match');
    expect(empty).toHaveTextContent('Nothing has been written in this voice yet.');
    expect(empty).toHaveTextContent('Choose this voice on Generate content to write with it');
    expect(empty).not.toHaveTextContent('Try other words or another content type.');
    await user.click(within(empty).getByRole('button', { name: 'Show all voices' }));
    await waitFor(() => expect(screen.getAllByTestId('history-row')).toHaveLength(1));
    expect(location()).toBe('/history');
  });

  it('keeps the search hint when a search finds nothing in the voice', async () => {
    mockApi({
      'GET /voices': { body: { voices: twoVoices() } },
      'GET /content/history': {
        body: { content: [], pagination: { page: 1, per_page: 10, total: 0, pages: 0 } },
      },
    });
    await renderApp(<HistoryScreen />, { route: '/history?voice_id=v2&search=lounge' });
    const empty = await screen.findByTestId('history-no-match');
    expect(empty).toHaveTextContent('Try other words or another content type.');
    expect(within(empty).getByRole('button', { name: 'Clear search and filter' })).toBeInTheDocument();
  });
});

describe('Generate with the offline engine and a voice that has rules', { timeout: 20_000 }, () => {
  const generateWith = (provider: 'builtin' | 'openai') => {
    const voices = [voiceOf(), voiceOf({ id: 'v2', name: 'Company', is_default: false, rules: ['Say du.'] })];
    mockApi({
      'GET /voices': { body: { voices } },
      'GET /voice-profile': { body: withProfile },
      'GET /content/quota': { body: { quota: quotaOf() } },
      'GET /config': {
        body: provider === 'builtin' ? configOf() : configOf({ provider, model: 'gpt', offline: false }),
      },
      'POST /content/generate': (body) => {
        const voice = voices.find((v) => v.id === (body as { voice_id?: string }).voice_id) ?? voices[0]!;
        const content = generated({
          provider,
          model: provider === 'builtin' ? 'inkprint-writer' : 'gpt',
          voice_id: voice.id,
          voice_name: voice.name,
        });
        return { status: 201, body: { content, quota: quotaOf() } };
      },
    });
  };
  const write = async (route: string) => {
    const user = userEvent.setup();
    await renderApp(<GenerateScreen />, { route });
    const prompt = await screen.findByRole('textbox', { name: 'Your prompt' }, { timeout: 10_000 });
    await user.type(prompt, 'Announce the workshop');
    await user.click(screen.getByRole('button', { name: 'Generate content' }));
    await screen.findByText('Content generated successfully!', undefined, { timeout: 10_000 });
  };

  it('says under the draft that the offline engine could not follow the voice’s rules', async () => {
    generateWith('builtin');
    await write('/generate?voice=v2');
    expect(screen.getByTestId('result-rules-offline')).toHaveTextContent(
      'The offline engine cannot follow this voice’s rules; it did keep out its banned phrases.',
    );
  });

  it('says nothing of rules for a voice without any', async () => {
    generateWith('builtin');
    await write('/generate?voice=v1');
    expect(screen.queryByTestId('result-rules-offline')).toBeNull();
  });

  it('says nothing of rules when a language model wrote the draft', async () => {
    generateWith('openai');
    await write('/generate?voice=v2');
    expect(screen.queryByTestId('result-rules-offline')).toBeNull();
  });
});
