/**
 * Reads the server-sent events of a streamed generation from a fetch body (EventSource cannot POST):
 * bytes → text → `eventsource-parser` → one typed event at a time. Comment lines (the server's keep-alive)
 * and events this client does not know are skipped; an event whose data is not JSON is a broken stream.
 */
import { type GenerateEvent, SSE_EVENTS } from '@inkprint/shared';
import { createParser } from 'eventsource-parser';

/** Every event of the stream (docs/api.md). */
export type StreamEvent = GenerateEvent;

const KNOWN_EVENTS: ReadonlySet<string> = new Set<string>(SSE_EVENTS);

function isKnown(name: string | undefined): name is StreamEvent['event'] {
  return KNOWN_EVENTS.has(name ?? '');
}

export class StreamFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StreamFormatError';
  }
}

/** Calls `onEvent` for each event in order; resolves when the body ends. */
export async function readGenerateEvents(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: StreamEvent) => void,
): Promise<void> {
  const pending: StreamEvent[] = [];
  let failure: Error | null = null;
  const parser = createParser({
    onEvent(message) {
      if (!isKnown(message.event) || failure) return;
      try {
        const data = message.data ? JSON.parse(message.data) : {};
        pending.push({ event: message.event, data } as StreamEvent);
      } catch {
        failure = new StreamFormatError(`event "${message.event}" carries data that is not JSON`);
      }
    },
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      parser.feed(done ? decoder.decode() : decoder.decode(value, { stream: true }));
      // Events are handed on after each chunk, so a handler that throws stops the reading cleanly.
      while (pending.length) onEvent(pending.shift() as StreamEvent);
      if (failure) throw failure;
      if (done) break;
    }
  } finally {
    reader.releaseLock();
  }
}
