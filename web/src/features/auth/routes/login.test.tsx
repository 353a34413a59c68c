import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp, sessionHandlers, testUser } from '../../../test/render';
import LoginPage from './login';

async function renderLogin(extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ ...sessionHandlers(null), ...extra });
  await renderApp(<LoginPage />, { route: '/login' });
  await screen.findByRole('heading', { name: 'Log in to Inkprint' });
  return api;
}

describe('LoginPage', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('refuses a malformed e-mail without calling the server', async () => {
    const user = userEvent.setup();
    const { calls } = await renderLogin();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/auth/login')).toBe(false);
  });

  it('asks for both fields', async () => {
    const user = userEvent.setup();
    await renderLogin();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
  });

  it('shows the server error and clears it as soon as a field is edited', async () => {
    const user = userEvent.setup();
    await renderLogin({
      'POST /auth/login': {
        status: 401,
        body: { error: 'Invalid email or password.', code: 'INVALID_CREDENTIALS' },
      },
    });
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    await user.type(screen.getByLabelText('Password'), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('toggles the password between hidden and shown', async () => {
    const user = userEvent.setup();
    await renderLogin();
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('sends only one request on a double submit, then signs in and goes to the dashboard', async () => {
    const user = userEvent.setup();
    let answer: () => void = () => {};
    const { calls } = await renderLogin({
      'POST /auth/login': { body: { user: testUser } },
      'GET /auth/profile': { body: { profile: testUser } },
    });
    const fetchMock = vi.mocked(fetch);
    const original = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/auth/login')) await new Promise<void>((resolve) => (answer = resolve));
      return original!(input, init);
    });
    await user.type(screen.getByLabelText('Email'), 'Ana@Example.com');
    await user.type(screen.getByLabelText('Password'), 'Abcdefg1');
    const button = screen.getByRole('button', { name: 'Log in' });
    await user.click(button);
    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    answer();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(calls.filter((c) => c.path === '/auth/login')).toHaveLength(1);
    expect(calls.find((c) => c.path === '/auth/login')?.body).toEqual({
      email: 'ana@example.com',
      password: 'Abcdefg1',
    });
  });

  it('keeps an unconfirmed e-mail for the resend screen and goes there after 2 s', async () => {
    const user = userEvent.setup();
    await renderLogin({
      'POST /auth/login': {
        status: 403,
        body: { error: 'Email not confirmed.', code: 'EMAIL_NOT_CONFIRMED' },
      },
    });
    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Password'), 'Abcdefg1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('status')).toHaveTextContent('not confirmed yet');
    expect(sessionStorage.getItem('unconfirmedEmail')).toBe('new@example.com');
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/resend-confirmation'), {
      timeout: 3000,
    });
  });
});
