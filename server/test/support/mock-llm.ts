/**
 * A local model server for tests and benchmarks that speaks the real streaming protocols:
 * OpenAI chat completions (`POST /v1/chat/completions`, `data: {chunk}` lines ending in `data: [DONE]`),
 * Anthropic messages (`POST /v1/messages`, `event: message_start … content_block_delta … message_stop`),
 * and `GET /v1/models`. It records every request (headers and JSON body) and every connection the client
 * closed before the answer ended, and streams at a fixed rate when asked (`chunkDelayMs` per chunk).
 */
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type MockReply =
  /** Stream this text, a word (with its trailing space) per chunk unless `chunkWords` says otherwise. */
  | { text: string; chunkWords?: number; chunkDelayMs?: number }
  /** Answer with an HTTP error. */
  | { status: number; body?: unknown }
  /** Send the headers and the first `text` chunks, then nothing until the client gives up. */
  | { hang: true; text?: string };

export interface RecordedRequest {
  protocol: 'openai' | 'anthropic';
  path: string;
  headers: http.IncomingHttpHeaders;
  body: {
    model?: string;
    stream?: boolean;
    system?: unknown;
    messages?: { role: string; content: unknown }[];
    max_tokens?: number;
    max_completion_tokens?: number;
    seed?: number;
    temperature?: number;
  };
}

export interface MockLlmOptions {
  /** The answer to the n-th (0-based) generation request. Default: a fixed sentence. */
  reply?: (request: RecordedRequest, n: number) => MockReply;
  /** Fixed pause between streamed chunks (a model's speed), unless a reply sets its own. Default 0. */
  chunkDelayMs?: number;
  /** Model ids `GET /v1/models` lists. */
  models?: string[];
}

export interface MockLlm {
  /** Base URL for OpenAI-style clients: `http://127.0.0.1:port/v1`. */
  url: string;
  requests: RecordedRequest[];
  /** Requests whose connection the client closed before the answer was complete (index into `requests`). */
  closedEarly: number[];
  /** Resolves when the client has closed `count` connections early. */
  waitForClose(count?: number): Promise<void>;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The text of a message's content (a string, or the parts both protocols use). */
export function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    return content.map((p) => (typeof p === 'object' && p && 'text' in p ? String(p.text) : '')).join('');
  }
  return '';
}

/** The system prompt of a recorded request, whichever protocol it used. */
export function systemOf(r: RecordedRequest): string {
  if (r.protocol === 'anthropic') return contentText(r.body.system);
  return contentText(r.body.messages?.find((m) => m.role === 'system')?.content);
}

/** The last user message of a recorded request. */
export function lastUserMessage(r: RecordedRequest): string {
  const users = (r.body.messages ?? []).filter((m) => m.role === 'user');
  return contentText(users.at(-1)?.content);
}

function chunksOf(text: string, words: number): string[] {
  const pieces = text.match(/\s*\S+\s*/g) ?? [text];
  const out: string[] = [];
  for (let i = 0; i < pieces.length; i += words) out.push(pieces.slice(i, i + words).join(''));
  return out;
}

export async function startMockLlm(opts: MockLlmOptions = {}): Promise<MockLlm> {
  const requests: RecordedRequest[] = [];
  const closedEarly: number[] = [];
  const closeWaiters: { count: number; resolve: () => void }[] = [];
  let generations = 0;

  const noteClose = (index: number) => {
    closedEarly.push(index);
    for (const w of [...closeWaiters]) {
      if (closedEarly.length >= w.count) {
        closeWaiters.splice(closeWaiters.indexOf(w), 1);
        w.resolve();
      }
    }
  };

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'GET' && url.pathname.endsWith('/models')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ object: 'list', data: (opts.models ?? []).map((id) => ({ id, object: 'model' })) }),
      );
      return;
    }
    const protocol = url.pathname.endsWith('/chat/completions')
      ? 'openai'
      : url.pathname.endsWith('/messages')
        ? 'anthropic'
        : null;
    if (req.method !== 'POST' || !protocol) {
      res.writeHead(404).end();
      return;
    }
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const record: RecordedRequest = {
      protocol,
      path: url.pathname,
      headers: req.headers,
      body: JSON.parse(raw),
    };
    const index = requests.push(record) - 1;
    const reply = (opts.reply ?? (() => ({ text: 'A short answer from the mock model.' })))(
      record,
      generations++,
    );

    let finished = false;
    res.on('close', () => {
      if (!finished) noteClose(index);
    });

    if ('status' in reply) {
      finished = true;
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          reply.body ??
            (protocol === 'openai'
              ? { error: { message: 'mock failure', type: 'server_error', code: null } }
              : { type: 'error', error: { type: 'api_error', message: 'mock failure' } }),
        ),
      );
      return;
    }

    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    const id = `mock-${index}`;
    const model = record.body.model ?? 'mock';
    const send = (event: string | null, data: unknown) => {
      if (res.destroyed) return;
      res.write(
        `${event ? `event: ${event}\n` : ''}data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`,
      );
    };
    const r = reply as { text?: string; chunkWords?: number; chunkDelayMs?: number; hang?: true };
    const hang = r.hang === true;
    const text = r.text ?? '';
    const chunkWords = hang ? 1 : (r.chunkWords ?? 1);
    const delay = hang ? 0 : (r.chunkDelayMs ?? opts.chunkDelayMs ?? 0);
    const pieces = text ? chunksOf(text, chunkWords) : [];

    if (protocol === 'openai') {
      const chunk = (delta: object, finish: string | null) => ({
        id,
        object: 'chat.completion.chunk',
        created: Math.floor(Date.now() / 1000),
        model,
        choices: [{ index: 0, delta, finish_reason: finish }],
      });
      send(null, chunk({ role: 'assistant', content: '' }, null));
      for (const p of pieces) {
        if (res.destroyed) return;
        if (delay) await sleep(delay);
        send(null, chunk({ content: p }, null));
      }
      if (hang) return;
      send(null, chunk({}, 'stop'));
      send(null, {
        id,
        object: 'chat.completion.chunk',
        created: Math.floor(Date.now() / 1000),
        model,
        choices: [],
        usage: { prompt_tokens: 100, completion_tokens: pieces.length, total_tokens: 100 + pieces.length },
      });
      send(null, '[DONE]');
    } else {
      send('message_start', {
        type: 'message_start',
        message: {
          id,
          type: 'message',
          role: 'assistant',
          model,
          content: [],
          stop_reason: null,
          stop_sequence: null,
          usage: { input_tokens: 100, output_tokens: 1 },
        },
      });
      send('content_block_start', {
        type: 'content_block_start',
        index: 0,
        content_block: { type: 'text', text: '' },
      });
      send('ping', { type: 'ping' });
      for (const p of pieces) {
        if (res.destroyed) return;
        if (delay) await sleep(delay);
        send('content_block_delta', {
          type: 'content_block_delta',
          index: 0,
          delta: { type: 'text_delta', text: p },
        });
      }
      if (hang) return;
      send('content_block_stop', { type: 'content_block_stop', index: 0 });
      send('message_delta', {
        type: 'message_delta',
        delta: { stop_reason: 'end_turn', stop_sequence: null },
        usage: { output_tokens: pieces.length },
      });
      send('message_stop', { type: 'message_stop' });
    }
    finished = true;
    res.end();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    closedEarly,
    waitForClose(count = 1) {
      if (closedEarly.length >= count) return Promise.resolve();
      return new Promise((resolve) => closeWaiters.push({ count, resolve }));
    },
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close').catch(() => {});
    },
  };
}
