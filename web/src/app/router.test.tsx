import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp, sessionHandlers, testUser } from '../test/render';
import { AppRoutes } from './router';

async function landOn(route: string, signedIn: boolean) {
  mockApi(sessionHandlers(signedIn ? testUser : null));
  await renderApp(<AppRoutes />, { route });
  await waitFor(() => expect(screen.queryByText('Loading…')).not.toBeInTheDocument(), { timeout: 3000 });
  return screen.getByTestId('location');
}

describe('route sets', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each([
    ['/', '/dashboard'],
    ['/login', '/dashboard'],
    ['/register', '/dashboard'],
    ['/forgot-password', '/dashboard'],
    ['/no-such-page', '/dashboard'],
    ['/dashboard', '/dashboard'],
    ['/settings', '/settings'],
    ['/history', '/history'],
    ['/pricing', '/pricing'],
    ['/terms', '/terms'],
  ])('signed in, %s ends on %s', async (route, expected) => {
    const location = await landOn(route, true);
    await waitFor(() => expect(location).toHaveTextContent(expected));
  });

  it.each([
    ['/', '/'],
    ['/dashboard', '/'],
    ['/settings', '/'],
    ['/no-such-page', '/'],
    ['/login', '/login'],
    ['/register', '/register'],
    ['/resend-confirmation', '/resend-confirmation'],
    ['/reset-password?token=abc', '/reset-password?token=abc'],
    ['/confirm-email?token=abc', '/confirm-email?token=abc'],
    ['/about', '/about'],
  ])('signed out, %s ends on %s', async (route, expected) => {
    const location = await landOn(route, false);
    await waitFor(() => expect(location).toHaveTextContent(new RegExp(`^${expected.replace('?', '\\?')}$`)));
  });

  it('shows a full-screen loading text until the session check is done', async () => {
    let answer: (value: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      ),
    );
    await renderApp(<AppRoutes />, { route: '/dashboard' });
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    answer(new Response(JSON.stringify({ authenticated: false, user: null }), { status: 200 }));
    await waitFor(() => expect(screen.queryByText('Loading…')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('greets the signed-in user by first name in the app layout', async () => {
    await landOn('/dashboard', true);
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ana' })).toBeInTheDocument();
  });
});

describe('the session user', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is held once: a saved profile renames the greeting without asking the server again', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({
      ...sessionHandlers(testUser),
      'PUT /auth/profile': (body) => ({
        body: { profile: { ...testUser, ...(body as object) }, message: 'Profile updated' },
      }),
    });
    await renderApp(<AppRoutes />, { route: '/settings' });
    const firstName = await screen.findByLabelText('First name');
    await user.clear(firstName);
    await user.type(firstName, 'Bea');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Hi, Bea')).toBeInTheDocument();
    // (Settings also reads /config for its writing-engine card; the session user is what is held once.)
    expect(
      calls
        .filter((call) => call.method === 'GET' && call.path.startsWith('/auth/'))
        .map((call) => call.path),
    ).toEqual(['/auth/check-auth', '/auth/profile']);
  });
});
