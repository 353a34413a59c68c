import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp, sessionHandlers, testUser } from '../../../test/render';
import { ChangePasswordForm } from './change-password-form';

async function renderForm(extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ ...sessionHandlers(testUser), ...extra });
  await renderApp(<ChangePasswordForm />, { route: '/settings' });
  await screen.findByRole('heading', { name: 'Change password' });
  return api;
}

describe('ChangePasswordForm', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('requires all three fields', async () => {
    const user = userEvent.setup();
    const { calls } = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('All password fields are required.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/auth/change-password')).toBe(false);
  });

  it('refuses a weak new password and a mismatched confirmation', async () => {
    const user = userEvent.setup();
    await renderForm();
    await user.type(screen.getByLabelText('Current password'), 'Oldpass1');
    await user.type(screen.getByLabelText('New password'), 'abcdefgh');
    await user.type(screen.getByLabelText('Confirm new password'), 'abcdefgh');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The new password does not meet the requirements.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'Abcdefg1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match.');
    // Said once, not also under the confirmation field.
    expect(screen.getAllByText('Passwords do not match.')).toHaveLength(1);
  });

  it('clears the three fields after a successful change', async () => {
    const user = userEvent.setup();
    const { calls } = await renderForm({ 'POST /auth/change-password': { body: { message: 'ok' } } });
    await user.type(screen.getByLabelText('Current password'), 'Oldpass1');
    await user.type(screen.getByLabelText('New password'), 'Newpass1!');
    await user.type(screen.getByLabelText('Confirm new password'), 'Newpass1!');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Password changed successfully.', { selector: '[role=status]' }),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/auth/change-password')?.body).toEqual({
      current_password: 'Oldpass1',
      new_password: 'Newpass1!',
    });
    for (const label of ['Current password', 'New password', 'Confirm new password']) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
  });
});
