import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { useSubmission } from './use-submission';

type Values = { email: string; password: string };

function setup(failureText = 'Something went wrong') {
  const setError = vi.fn();
  const hook = renderHook(() =>
    useSubmission<Values>({ setError, fields: ['email', 'password'], failureText }),
  );
  return { setError, hook };
}

describe('useSubmission', () => {
  it('shows what the action returns', async () => {
    const { hook } = setup();
    await act(() => hook.result.current.submit(async () => ({ tone: 'success', text: 'Saved' })));
    expect(hook.result.current.status).toEqual({ tone: 'success', text: 'Saved' });
  });

  it('runs one submission at a time', async () => {
    const { hook } = setup();
    let release: () => void = () => undefined;
    const action = vi.fn(() => new Promise<null>((resolve) => (release = () => resolve(null))));
    await act(async () => {
      const first = hook.result.current.submit(action);
      const second = hook.result.current.submit(action);
      release();
      await Promise.all([first, second]);
    });
    expect(action).toHaveBeenCalledTimes(1);
    await act(async () => {
      const third = hook.result.current.submit(action);
      release();
      await third;
    });
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('puts server field errors under their fields and nothing in the status line', async () => {
    const { hook, setError } = setup();
    const error = new ApiError('Invalid input', 400, 'VALIDATION_ERROR', { email: 'Already taken' });
    await act(() => hook.result.current.submit(() => Promise.reject(error)));
    expect(setError).toHaveBeenCalledWith('email', { type: 'server', message: 'Already taken' });
    expect(hook.result.current.status).toBeNull();
  });

  it("shows the error's message, or the fallback text when it has none", async () => {
    const { hook } = setup('Could not save');
    await act(() =>
      hook.result.current.submit(() => Promise.reject(new ApiError('Too many tries', 429, 'RATE_LIMITED'))),
    );
    expect(hook.result.current.status).toEqual({ tone: 'error', text: 'Too many tries' });
    await act(() => hook.result.current.submit(() => Promise.reject(new Error(''))));
    expect(hook.result.current.status).toEqual({ tone: 'error', text: 'Could not save' });
  });

  it('lets a caller take an error first', async () => {
    const { hook, setError } = setup();
    const error = new ApiError('Confirm first', 403, 'EMAIL_NOT_CONFIRMED', { email: 'x' });
    await act(() =>
      hook.result.current.submit(
        () => Promise.reject(error),
        (e) => {
          hook.result.current.setStatus({ tone: 'warning', text: (e as Error).message });
          return true;
        },
      ),
    );
    expect(setError).not.toHaveBeenCalled();
    expect(hook.result.current.status).toEqual({ tone: 'warning', text: 'Confirm first' });
  });
});
