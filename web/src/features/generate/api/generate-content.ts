/**
 * POST /api/content/generate, streamed: `Accept: text/event-stream`, read with fetch and a stream parser
 * (EventSource cannot POST). While the engine has no free slot, `queued` events give the place in line;
 * the local model sends `estimate` as it starts its draft and a correction pass (how long that should take).
 * Text arrives as `delta` events, `revising` starts a correction pass (the text
 * so far is dropped), and `done` carries the stored item and the new quota. An error before the stream
 * (validation, no profile, quota) is the usual JSON error; one during it is an `error` event. Aborting
 * the signal closes the connection: the server refunds the quota if no text had reached the client, and
 * otherwise stores that text cut short and keeps the unit spent (decision 019).
 */
import type { GenerateBody, GenerateReply, RewriteBody } from '@inkprint/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, errorFrom, networkError, parseJson } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { quotaQueryKey } from './get-quota';
import { readGenerateEvents, type StreamEvent } from './read-events';

/** Where the call goes: generate, or rewrite (decision 035), which answers the same way. */
export type GeneratePath = '/api/content/generate' | '/api/content/rewrite';

interface StreamOptions {
  signal?: AbortSignal | undefined;
  path?: GeneratePath;
  /**
   * Each `queued` (place in line), `estimate` (a stage's expected time), `delta` (text to append) and
   * `revising` (start again) as it arrives.
   */
  onEvent?: (event: StreamEvent) => void;
}

/** The stream ended without `done` or `error` (a dropped connection, a proxy time-out). */
export const STREAM_INTERRUPTED = 'STREAM_INTERRUPTED';

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return Boolean(signal?.aborted) || wasCancelled(error);
}

export async function generateContent(
  body: GenerateBody | RewriteBody,
  { signal, onEvent, path = '/api/content/generate' }: StreamOptions = {},
): Promise<GenerateReply> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        Accept: 'text/event-stream',
        'Accept-Language': currentLanguage(),
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(body),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (isAbort(error, signal)) throw signal?.reason ?? error;
    throw networkError();
  }
  if (!response.ok) {
    const data = parseJson(await response.text());
    const error = errorFrom(response.status, data);
    // No text of the server's own: the screen shows the spec's "Failed to generate content".
    if (typeof (data as { error?: unknown } | undefined)?.error !== 'string') error.message = '';
    throw error;
  }

  // A server (or proxy) that answered with plain JSON still gives a complete result.
  if (!response.headers.get('Content-Type')?.includes('text/event-stream') || !response.body)
    return parseJson(await response.text()) as GenerateReply;

  let result: GenerateReply | null = null;
  let failure: ApiError | null = null;
  try {
    await readGenerateEvents(response.body, (event) => {
      if (event.event === 'done') result = event.data;
      else if (event.event === 'error') failure = new ApiError(event.data.error, 0, event.data.code);
      else onEvent?.(event);
    });
  } catch (error) {
    if (isAbort(error, signal)) throw signal?.reason ?? error;
    throw new ApiError('', 0, STREAM_INTERRUPTED);
  }
  if (failure) throw failure;
  if (!result) throw new ApiError('', 0, STREAM_INTERRUPTED);
  return result;
}

/** A stage's estimate (SSE `estimate`) as it arrived: `receivedAt` (client clock, ms) starts its countdown. */
export interface LiveEstimate {
  stage: 'draft' | 'revision';
  /** How long the stage should take from `receivedAt`. */
  seconds: number;
  targetWords: number;
  receivedAt: number;
}

export interface LiveText {
  text: string;
  /** A correction pass is running (the draft missed its length, language or voice). */
  revising: boolean;
  /** The correction is the local model starting again because its first words were in another language. */
  restart: boolean;
  /** The place in line (1 = next) while the request waits for the engine; null once it runs. */
  position: number | null;
  /** How long the running stage should take (the local model only); null before it starts or without one. */
  estimate: LiveEstimate | null;
}

const EMPTY_LIVE: LiveText = { text: '', revising: false, restart: false, position: null, estimate: null };

/** The event's estimate, or null when its numbers make no sense (then nothing is shown, rather than nonsense). */
function estimateOf(data: { stage: string; seconds: number; target_words: number }): LiveEstimate | null {
  const { stage, seconds, target_words: targetWords } = data;
  if (stage !== 'draft' && stage !== 'revision') return null;
  if (!Number.isFinite(seconds) || seconds < 0 || !Number.isInteger(targetWords) || targetWords <= 0)
    return null;
  return { stage, seconds, targetWords, receivedAt: Date.now() };
}

/**
 * Whether a generation that ended with `error` cost a unit: a cancel or a dropped connection after text had
 * arrived is stored cut short and stays spent (decision 019); an `error` event or an early refusal is not.
 */
export function spentOnFailure(error: unknown, textArrived: boolean): boolean {
  return (
    textArrived && (wasCancelled(error) || (error instanceof ApiError && error.code === STREAM_INTERRUPTED))
  );
}

/**
 * The generate call as a mutation, with the streamed text so far and a cancel. Success writes the new
 * quota into the quota cache and marks history and statistics stale. After a failure, or a cancel before
 * any text, the quota shown before stands (the server refunded the unit); after a cancel once text had
 * arrived, the quota and history are read again (the unit is spent and the item stored cut short).
 */
export function useGenerateContent<B extends GenerateBody | RewriteBody = GenerateBody>(
  path: GeneratePath = '/api/content/generate',
) {
  const queryClient = useQueryClient();
  const [live, setLive] = useState<LiveText>(EMPTY_LIVE);
  const controller = useRef<AbortController | null>(null);
  const textArrived = useRef(false);
  // Leaving the screen stops a running generation (the server refunds it).
  useEffect(() => () => controller.current?.abort(), []);

  const mutation = useMutation({
    mutationFn: (body: B) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      textArrived.current = false;
      setLive(EMPTY_LIVE);
      return generateContent(body, {
        path,
        signal: current.signal,
        onEvent: (event) => {
          if (current.signal.aborted) return;
          if (event.event === 'queued') {
            const position = event.data.position;
            // Only while waiting: the server sends none once the generation runs (an estimate means it runs).
            if (!textArrived.current && Number.isInteger(position) && position > 0)
              setLive((prev) => (prev.estimate ? prev : { ...prev, position }));
          } else if (event.event === 'estimate') {
            const estimate = estimateOf(event.data);
            if (estimate) setLive((prev) => ({ ...prev, estimate, position: null }));
          } else if (event.event === 'delta') {
            textArrived.current = true;
            setLive((prev) => ({ ...prev, text: prev.text + event.data.text, position: null }));
          } else if (event.event === 'revising')
            // The draft's estimate no longer applies; the revision's may have come just before this event.
            setLive((prev) => ({
              text: '',
              revising: true,
              restart: event.data.reason === 'language',
              position: null,
              estimate: prev.estimate?.stage === 'revision' ? prev.estimate : null,
            }));
        },
      });
    },
    onSuccess: (reply) => {
      queryClient.setQueryData(quotaQueryKey, reply.quota);
      // History and statistics changed; the quota is already the server's answer.
      void queryClient.invalidateQueries({
        queryKey: ['content'],
        predicate: (query) => query.queryKey[1] !== quotaQueryKey[1],
      });
    },
    onError: (error) => {
      // A quota refusal means the cached count is behind: read it now, as after a cancel that kept the unit
      // spent (that count never goes back, so there is nothing to race), when history changed too. A
      // failure or an early cancel is refunded by the server, so the count shown before is right again;
      // reading it at once could race the refund, so it is only marked stale.
      if (spentOnFailure(error, textArrived.current))
        return queryClient.invalidateQueries({ queryKey: ['content'] });
      const behind = error instanceof ApiError && error.code === 'QUOTA_EXCEEDED';
      return queryClient.invalidateQueries({
        queryKey: quotaQueryKey,
        refetchType: behind ? 'active' : 'none',
      });
    },
    onSettled: () => setLive(EMPTY_LIVE),
  });

  const cancel = useCallback(() => {
    controller.current?.abort(new DOMException('The generation was cancelled.', 'AbortError'));
  }, []);

  /** Whether text had reached the screen in the last call (read after it ended). */
  const hadText = useCallback(() => textArrived.current, []);

  return { ...mutation, live, cancel, hadText };
}

/** Whether a failed generation was the user's own cancel. */
export function wasCancelled(error: unknown): boolean {
  // A DOMException is not an Error in every environment, so the name decides.
  return (error as { name?: unknown } | null)?.name === 'AbortError';
}
