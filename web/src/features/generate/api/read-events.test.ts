// The SSE reader: events split anywhere across chunks, keep-alive comments, unknown events, multi-byte
// characters cut between chunks, CRLF line ends, data that is not JSON, and the place in line.
import { describe, expect, it } from 'vitest';
import { readGenerateEvents, type StreamEvent, StreamFormatError } from './read-events';

function streamOf(chunks: Array<string | Uint8Array>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks)
        controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });
}

async function collect(chunks: Array<string | Uint8Array>): Promise<StreamEvent[]> {
  const events: StreamEvent[] = [];
  await readGenerateEvents(streamOf(chunks), (event) => events.push(event));
  return events;
}

const done = {
  content: { id: 'c1', generated_text: 'Hello world' },
  quota: { daily_limit: 10, remaining: 9, generations_used: 1, resets_at: '2026-11-25T00:00:00.000Z' },
};

describe('readGenerateEvents', () => {
  it('reads delta, revising and done events in order', async () => {
    const events = await collect([
      'event: delta\ndata: {"text":"Hello"}\n\n',
      'event: revising\ndata: {}\n\n',
      'event: delta\ndata: {"text":"Hello world"}\n\n',
      `event: done\ndata: ${JSON.stringify(done)}\n\n`,
    ]);
    expect(events.map((e) => e.event)).toEqual(['delta', 'revising', 'delta', 'done']);
    expect(events[0]).toEqual({ event: 'delta', data: { text: 'Hello' } });
    expect(events[3]).toEqual({ event: 'done', data: done });
  });

  it('reads the place in line before the text', async () => {
    const events = await collect([
      'event: queued\ndata: {"position":2}\n\n',
      'event: queued\ndata: {"position":1}\n\n',
      'event: delta\ndata: {"text":"Hello"}\n\n',
      `event: done\ndata: ${JSON.stringify(done)}\n\n`,
    ]);
    expect(events.slice(0, 3)).toEqual([
      { event: 'queued', data: { position: 2 } },
      { event: 'queued', data: { position: 1 } },
      { event: 'delta', data: { text: 'Hello' } },
    ]);
  });

  it('joins an event split across chunks at any point', async () => {
    const whole = 'event: delta\ndata: {"text":"one "}\n\nevent: delta\ndata: {"text":"two"}\n\n';
    for (let cut = 1; cut < whole.length; cut++) {
      const events = await collect([whole.slice(0, cut), whole.slice(cut)]);
      expect(events.map((e) => (e.event === 'delta' ? e.data.text : ''))).toEqual(['one ', 'two']);
    }
  });

  it('keeps a multi-byte character that is cut between two chunks', async () => {
    const bytes = new TextEncoder().encode('event: delta\ndata: {"text":"Grüße – ça"}\n\n');
    const cut = bytes.indexOf(0xc3) + 1; // inside the two bytes of "ü"
    const events = await collect([bytes.slice(0, cut), bytes.slice(cut)]);
    expect(events).toEqual([{ event: 'delta', data: { text: 'Grüße – ça' } }]);
  });

  it('skips keep-alive comments and events it does not know', async () => {
    const events = await collect([
      ': keep-alive\n\n',
      'event: progress\ndata: {"share":0.5}\n\n',
      'data: {"text":"no event name"}\n\n',
      'event: error\r\ndata: {"error":"Too many requests","code":"QUOTA_EXCEEDED"}\r\n\r\n',
    ]);
    expect(events).toEqual([
      { event: 'error', data: { error: 'Too many requests', code: 'QUOTA_EXCEEDED' } },
    ]);
  });

  it('joins a data field spread over several lines with newlines', async () => {
    const events = await collect(['event: delta\ndata: {"text":\ndata: "a"}\n\n']);
    expect(events).toEqual([{ event: 'delta', data: { text: 'a' } }]);
  });

  it('fails on data that is not JSON', async () => {
    const error = await collect(['event: delta\ndata: not json\n\n']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StreamFormatError);
  });

  it('ignores an event left unfinished when the stream ends', async () => {
    const events = await collect(['event: delta\ndata: {"text":"a"}\n\nevent: delta\ndata: {"text":"b"}']);
    expect(events).toHaveLength(1);
  });
});
