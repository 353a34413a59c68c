// The upload call: multipart over XMLHttpRequest with progress, the interface language, the contract's
// errors, a lost session and cancelling.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, setUnauthenticatedHandler } from '../../../lib/api-client';
import { i18n, i18nReady } from '../../../lib/i18n';
import { mockApi } from '../../../test/render';
import { uploadFiles } from './upload-files';

const file = (name: string) => new File(['some words'], name, { type: 'text/plain' });

describe('uploadFiles', () => {
  beforeAll(async () => {
    await i18nReady;
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('sends every file as a `files` field with the interface language and reports progress', async () => {
    await i18n.changeLanguage('it');
    const { calls } = mockApi({
      'POST /files/upload': {
        status: 201,
        body: { uploaded_files: [], message: 'ok', voice_profile_reset: false },
      },
    });
    const progress: number[] = [];
    const reply = await uploadFiles([file('a.txt'), file('b.txt')], {
      onProgress: (share) => progress.push(share),
    });
    expect(reply.message).toBe('ok');
    expect(progress).toEqual([0.5, 1]);
    expect(calls[0]?.headers['Accept-Language']).toBe('it');
    const form = calls[0]?.body as FormData;
    expect(form.getAll('files').map((f) => (f as File).name)).toEqual(['a.txt', 'b.txt']);
  });

  it('turns an error answer into ApiError with the server text and code', async () => {
    mockApi({
      'POST /files/upload': {
        status: 413,
        body: {
          error: 'One or more files exceed the 5MB size limit and were not uploaded.',
          code: 'FILE_TOO_LARGE',
        },
      },
    });
    const error = await uploadFiles([file('a.txt')]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, code: 'FILE_TOO_LARGE' });
  });

  it('reports a lost session like every other call', async () => {
    const handler = vi.fn();
    const unregister = setUnauthenticatedHandler(handler);
    mockApi({ 'POST /files/upload': { status: 401, body: { error: 'x', code: 'UNAUTHENTICATED' } } });
    await uploadFiles([file('a.txt')]).catch(() => undefined);
    expect(handler).toHaveBeenCalledTimes(1);
    unregister();
  });

  it('stops when cancelled', async () => {
    let release: () => void = () => {};
    mockApi(
      { 'POST /files/upload': { status: 201, body: {} } },
      { uploadGate: new Promise<void>((resolve) => (release = resolve)) },
    );
    const controller = new AbortController();
    const pending = uploadFiles([file('a.txt')], { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    release();
    const error = (await pending) as Error;
    expect(error.name).toBe('AbortError');
  });
});
