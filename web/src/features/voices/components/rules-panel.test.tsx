// "Your rules" against a stubbed /api: add, edit and remove entries, save sends both lists (blank entries
// dropped) and shows the saved lists, the API's field errors show under their entries, another voice starts
// from its own lists.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configOf } from '../../../test/config';
import { mockApi, renderApp } from '../../../test/render';
import { voiceOf } from '../test/fixtures';
import type { Voice } from '../types';
import { listErrors, RulesPanel } from './rules-panel';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function renderPanel(voice: Voice, patch: Parameters<typeof mockApi>[0][string]) {
  const api = mockApi({ 'GET /voices': { body: { voices: [voice] } }, 'PATCH /voices/v1': patch });
  await renderApp(<RulesPanel voice={voice} />);
  await screen.findByRole('heading', { name: 'Your rules' });
  return api;
}

describe('RulesPanel and the offline engine', { timeout: 20_000 }, () => {
  const note = /never uses a banned phrase, but it cannot follow free-form rules/;
  const withEngine = async (engine: Parameters<typeof configOf>[0]) => {
    mockApi({ 'GET /voices': { body: { voices: [voiceOf()] } }, 'GET /config': { body: configOf(engine) } });
    await renderApp(<RulesPanel voice={voiceOf()} />);
    await screen.findByRole('heading', { name: 'Your rules' });
  };

  it('says the offline engine keeps out banned phrases but cannot follow rules, while it writes', async () => {
    await withEngine({ provider: 'builtin', model: 'inkprint-writer', offline: true });
    expect(await screen.findByTestId('rules-offline')).toHaveTextContent(note);
  });

  it('says so too while the local model downloads and the offline engine stands in', async () => {
    await withEngine({ provider: 'local', model: 'm', offline: true, state: 'downloading', progress: 0.4 });
    expect(await screen.findByTestId('rules-offline')).toHaveTextContent(note);
  });

  it('says nothing of it when a language model writes', async () => {
    await withEngine({ provider: 'openai', model: 'gpt', offline: false });
    await waitFor(() =>
      expect(vi.mocked(fetch).mock.calls.some(([url]) => String(url).includes('/config'))).toBe(true),
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('rules-offline')).toBeNull();
  });
});

describe('RulesPanel', { timeout: 20_000 }, () => {
  it('adds a banned phrase and a rule, saves both lists and says so', async () => {
    const user = userEvent.setup();
    const voice = voiceOf({ rules: ['We say members, not customers.'] });
    const api = await renderPanel(voice, (body) => ({
      body: { voice: { ...voice, ...(body as object) } },
    }));
    expect(screen.getByRole('button', { name: 'Save rules' })).toBeDisabled();

    await user.type(screen.getByRole('textbox', { name: 'New banned phrase' }), 'leverage{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'New rule' }), '  Keep sentences short.  ');
    await user.click(
      within(screen.getAllByRole('region')[0] as HTMLElement).getByRole('button', { name: 'Add' }),
    );
    expect(screen.getByRole('textbox', { name: 'Banned phrase 1' })).toHaveValue('leverage');
    expect(screen.getByRole('textbox', { name: 'Rule 2' })).toHaveValue('Keep sentences short.');

    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    await screen.findByText('Your rules are saved.');
    const patch = api.calls.find((call) => call.method === 'PATCH');
    expect(patch?.path).toBe('/voices/v1');
    expect(patch?.body).toEqual({
      rules: ['We say members, not customers.', 'Keep sentences short.'],
      banned_phrases: ['leverage'],
    });
  });

  it('removes an entry and drops blank ones on saving', async () => {
    const user = userEvent.setup();
    const voice = voiceOf({ rules: ['One', 'Two'], banned_phrases: ['synergy'] });
    const api = await renderPanel(voice, (body) => ({ body: { voice: { ...voice, ...(body as object) } } }));
    await user.click(screen.getByRole('button', { name: 'Remove rule 1: One' }));
    await user.clear(screen.getByRole('textbox', { name: 'Banned phrase 1' }));
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    await screen.findByText('Your rules are saved.');
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      rules: ['Two'],
      banned_phrases: [],
    });
    expect(screen.getByText('No banned phrases yet.')).toBeInTheDocument();
  });

  it('shows the API’s field errors under the entries they name', async () => {
    const user = userEvent.setup();
    const voice = voiceOf({ banned_phrases: ['fine'] });
    await renderPanel(voice, {
      status: 400,
      body: {
        error: 'Please check the highlighted fields.',
        code: 'VALIDATION_ERROR',
        fields: { 'banned_phrases.1': 'This is too long.' },
      },
    });
    await user.type(screen.getByRole('textbox', { name: 'New banned phrase' }), 'too long here{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    await screen.findByText('Some entries need a change before they can be saved.');
    const second = screen.getByRole('textbox', { name: 'Banned phrase 2' });
    expect(second).toHaveAttribute('aria-invalid', 'true');
    expect(second).toHaveAccessibleDescription('This is too long.');
    expect(screen.getByRole('textbox', { name: 'Banned phrase 1' })).not.toHaveAttribute('aria-invalid');
    // Nothing was lost: the lists stay as typed for the user to fix.
    expect(second).toHaveValue('too long here');
  });

  it('says when the list is full and stops adding', async () => {
    const voice = voiceOf({ rules: Array.from({ length: 20 }, (_, i) => `Rule ${i + 1}`) });
    await renderPanel(voice, { body: { voice } });
    expect(screen.getByText('You have 20 rules, the most a voice can have.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'New rule' })).toBeDisabled();
  });
});

describe('listErrors', { timeout: 20_000 }, () => {
  it('splits the API’s fields into the list’s own error and its entries’', () => {
    expect(
      listErrors(
        { rules: 'Too many.', 'rules.3': 'Too long.', 'banned_phrases.0': 'x', 'rules.x': 'y' },
        'rules',
      ),
    ).toEqual({ list: 'Too many.', entries: { 3: 'Too long.' } });
  });
});

// The saved lists come from the server (trimmed, duplicates gone), not from what was typed.
it('shows the lists the server saved', { timeout: 20_000 }, async () => {
  const user = userEvent.setup();
  const voice = voiceOf();
  await renderPanel(voice, { body: { voice: { ...voice, banned_phrases: ['leverage'] } } });
  await user.type(screen.getByRole('textbox', { name: 'New banned phrase' }), 'leverage{Enter}');
  await user.type(screen.getByRole('textbox', { name: 'New banned phrase' }), 'Leverage{Enter}');
  await user.click(screen.getByRole('button', { name: 'Save rules' }));
  await screen.findByText('Your rules are saved.');
  await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Banned phrase 2' })).toBeNull());
});
