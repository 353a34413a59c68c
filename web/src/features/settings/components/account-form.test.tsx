import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp, sessionHandlers, testUser } from '../../../test/render';
import { AccountForm } from './account-form';

async function renderForm(extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ ...sessionHandlers(testUser), ...extra });
  await renderApp(<AccountForm profile={testUser} />, { route: '/settings' });
  await screen.findByRole('heading', { name: 'Account details' });
  return api;
}

describe('AccountForm', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the e-mail read-only and the dates in long US format', async () => {
    await renderForm();
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByText('Your email address cannot be changed.')).toBeInTheDocument();
    const created = screen.getByLabelText('Account created') as HTMLInputElement;
    expect(created.value).toMatch(/^March 5, 2025(,| at) \d{1,2}:07\s?(AM|PM)$/);
  });

  it('refuses two words in a name field and disables saving until fixed', async () => {
    const user = userEvent.setup();
    await renderForm();
    const save = screen.getByRole('button', { name: 'Save changes' });
    const first = screen.getByLabelText('First name');
    await user.clear(first);
    await user.type(first, 'Ana Maria');
    expect(await screen.findByText('Only one name is allowed in this field.')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.clear(first);
    await user.type(first, 'Ana-Maria');
    await waitFor(() =>
      expect(screen.queryByText('Only one name is allowed in this field.')).not.toBeInTheDocument(),
    );
    expect(save).toBeEnabled();
  });

  it('accepts a company name of several words and saves the three fields', async () => {
    const user = userEvent.setup();
    const { calls } = await renderForm({
      'PUT /auth/profile': (body) => ({
        body: { profile: { ...testUser, ...(body as object) }, message: 'Profile updated' },
      }),
    });
    const company = screen.getByLabelText('Company name');
    await user.clear(company);
    await user.type(company, 'Tinta e Papel Ltda');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('Profile updated successfully.', { selector: '[role=status]' }),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      first_name: 'Ana',
      last_name: 'Silva',
      company_name: 'Tinta e Papel Ltda',
    });
  });

  it('shows server field errors under the field', async () => {
    const user = userEvent.setup();
    await renderForm({
      'PUT /auth/profile': {
        status: 400,
        body: { error: 'Invalid', code: 'VALIDATION_ERROR', fields: { last_name: 'Server says no.' } },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Server says no.')).toBeInTheDocument();
  });
});
