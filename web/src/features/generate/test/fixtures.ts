// Replies of the generate screen's calls for its tests: quota, profile, config, a stored generation,
// and a controllable SSE stream for POST /api/content/generate.
import type { GeneratedContent, Quota } from '@inkprint/shared';
import { configOf as sharedConfigOf } from '../../../test/config';
import { mockApi } from '../../../test/render';

/** GET /api/config's reply (test/config: Settings names the engine too). */
export const configOf = sharedConfigOf;

export function quotaOf(overrides: Partial<Quota> = {}): Quota {
  return {
    daily_limit: 10,
    remaining: 7,
    generations_used: 3,
    resets_at: '2026-11-25T00:00:00.000Z',
    ...overrides,
  };
}

export const withProfile = { has_profile: true, profile: null, analysis: null };
export const noProfile = { has_profile: false, profile: null, analysis: null };

export function generated(overrides: Partial<GeneratedContent> = {}): GeneratedContent {
  return {
    id: 'g1',
    prompt: 'Announce the autumn workshops',
    content_type: 'blog_post',
    generated_text: 'Our autumn workshops start soon.\n\nBring a pen.',
    word_count: 8,
    character_count: 45,
    language: 'en',
    length: 'medium',
    created_at: '2026-11-24T10:00:00.000Z',
    provider: 'builtin',
    model: 'inkprint-writer',
    seed: 42,
    voice_match: 82,
    voice_match_differences: [
      { feature: 'sentence_length_mean', profile: 13, text: 21, direction: 'higher' },
      {
        feature: 'punctuation:semicolon',
        profile: 0.2,
        text: 3,
        direction: 'higher',
        unit: 'per_1000_characters',
      },
      { feature: 'tone_casual', profile: 0.4, text: 0.1, direction: 'lower' },
    ],
    generic_voice_match: 60,
    revised: false,
    cut_short: false,
    duration_ms: 1200,
    voice_id: null,
    voice_name: null,
    mode: 'generate',
    source_text: null,
    source_voice_match: null,
    ...overrides,
  };
}

interface StreamCall {
  body: unknown;
  headers: Record<string, string>;
  signal: AbortSignal | undefined;
  /** Sends one SSE event. */
  send: (event: string, data: unknown) => void;
  /** Ends the body. */
  close: () => void;
}

/**
 * The stubbed /api of mockApi, except POST /api/content/generate, which answers with an SSE body the
 * test writes to (`calls` in order); an abort errors the body as fetch does.
 */
export function mockApiWithStream(handlers: Parameters<typeof mockApi>[0]) {
  const api = mockApi(handlers);
  const streams: StreamCall[] = [];
  const base = api.fetchMock.getMockImplementation();
  const encoder = new TextEncoder();
  api.fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/content/generate' || !base)
      return (base as NonNullable<typeof base>)(input, init);
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
      },
    });
    const signal = init?.signal ?? undefined;
    signal?.addEventListener('abort', () => {
      try {
        controller.error(new DOMException('The operation was aborted.', 'AbortError'));
      } catch {
        // Already closed.
      }
    });
    streams.push({
      body: JSON.parse(String(init?.body)),
      headers: (init?.headers ?? {}) as Record<string, string>,
      signal,
      send: (event, data) =>
        controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
      close: () => controller.close(),
    });
    return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
  });
  return { ...api, streams };
}

/** Lets pending stream reads and React updates run. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
