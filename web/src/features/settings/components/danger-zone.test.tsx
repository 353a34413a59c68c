import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp, sessionHandlers, testUser } from '../../../test/render';
import { DangerZone } from './danger-zone';

async function renderZone(extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ ...sessionHandlers(testUser), ...extra });
  await renderApp(<DangerZone />, { route: '/settings' });
  await screen.findByRole('heading', { name: 'Danger zone' });
  return api;
}

describe('DangerZone', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for the current password and sends it with the deletion', async () => {
    const user = userEvent.setup();
    const { calls } = await renderZone({
      'DELETE /auth/account': { body: { message: 'Your account and all of your data have been deleted.' } },
    });
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete my account' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/auth/account')).toBe(false);
    await user.type(screen.getByLabelText('Your current password'), 'Oldpass1!');
    await user.click(screen.getByRole('button', { name: 'Yes, delete my account' }));
    expect(await screen.findByText('Account deleted successfully. Logging you out…')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/auth/account')).toMatchObject({
      method: 'DELETE',
      body: { current_password: 'Oldpass1!' },
    });
  }, 15_000);

  it('shows a wrong password under the field and keeps the confirmation open', async () => {
    const user = userEvent.setup();
    await renderZone({
      'DELETE /auth/account': {
        status: 400,
        body: {
          error: 'Validation failed',
          code: 'VALIDATION_ERROR',
          fields: { current_password: 'The current password is incorrect.' },
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    await user.type(screen.getByLabelText('Your current password'), 'Wrong1!');
    await user.click(screen.getByRole('button', { name: 'Yes, delete my account' }));
    expect(await screen.findByText('The current password is incorrect.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your current password')).toBeEnabled();
  }, 15_000);
});
