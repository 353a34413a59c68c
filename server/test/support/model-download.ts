/**
 * For the model downloader's tests (issue #22): a small GGUF file made here, and an HTTP server on loopback
 * that serves it with ranges and can misbehave on request (cut the connection, stall, answer an error), so
 * no test ever needs the network or a real model.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A valid GGUF v3 file: `llama` architecture metadata and one F32 tensor of `dataBytes` bytes of seeded
 * noise (so a wrong byte changes the SHA-256). node-llama-cpp reads its header; it is not a loadable model.
 */
export function testGguf(dataBytes = 2 * 1024 * 1024, seed = 1): Buffer {
  const u32 = (n: number) => {
    const b = Buffer.alloc(4);
    b.writeUInt32LE(n);
    return b;
  };
  const u64 = (n: number) => {
    const b = Buffer.alloc(8);
    b.writeBigUInt64LE(BigInt(n));
    return b;
  };
  const str = (s: string) => Buffer.concat([u64(Buffer.byteLength(s)), Buffer.from(s)]);
  const elements = Math.ceil(dataBytes / 4);
  const head = Buffer.concat([
    Buffer.from('GGUF'),
    u32(3),
    u64(1), // tensors
    u64(2), // key-value pairs
    str('general.architecture'),
    u32(8), // string
    str('llama'),
    str('general.name'),
    u32(8),
    str('Inkprint download test'),
    str('token_embd.weight'),
    u32(1), // dimensions
    u64(elements),
    u32(0), // F32
    u64(0), // offset in the data section
  ]);
  const padded = Buffer.concat([head, Buffer.alloc((32 - (head.length % 32)) % 32)]);
  const data = Buffer.alloc(elements * 4);
  let x = seed >>> 0 || 1;
  for (let i = 0; i < data.length; i += 4) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    data.writeUInt32LE(x >>> 0, i);
  }
  return Buffer.concat([padded, data]);
}

export function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export type ServeMode =
  /** Every byte, in small pieces (so progress is visible). */
  | 'ok'
  /** The first ranged response that reaches the middle of the file sends up to it, then drops the connection. */
  | 'cut-once'
  /** Nothing at or past the middle is ever sent: responses reaching it stop there and keep the connection open. */
  | 'stall-at-half'
  | 404
  | 500;

export interface ModelServer {
  url(name?: string): string;
  mode: ServeMode;
  /** Bytes of the file sent so far in answers to ranged requests (the downloader's own; the first look at
   * the file, a plain GET whose body nobody reads, is left out). */
  served: number;
  /** Connections dropped by `cut-once`. */
  cuts: number;
  /** The `Range` header of every GET ('' when none), in order. */
  ranges: string[];
  requests: number;
  close(): Promise<void>;
}

export async function startModelServer(
  file: Buffer,
  opts: { mode?: ServeMode; pieceBytes?: number; pieceDelayMs?: number } = {},
): Promise<ModelServer> {
  const sockets = new Set<Socket>();
  const mid = Math.floor(file.length / 2);
  const piece = opts.pieceBytes ?? 64 * 1024;
  const delay = opts.pieceDelayMs ?? 2;
  let cut = false;
  const state: ModelServer = {
    url: (name = 'model.gguf') => `http://127.0.0.1:${(server.address() as AddressInfo).port}/models/${name}`,
    mode: opts.mode ?? 'ok',
    served: 0,
    cuts: 0,
    ranges: [],
    requests: 0,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
  const server = http.createServer(async (req, res) => {
    state.requests++;
    if (state.mode === 404 || state.mode === 500) {
      res
        .writeHead(state.mode, { 'content-type': 'text/plain' })
        .end(state.mode === 404 ? 'Not Found' : 'Oops');
      return;
    }
    const range = req.headers.range ?? '';
    if (req.method === 'GET') state.ranges.push(range);
    const m = /^bytes=(\d+)-(\d*)$/.exec(range);
    const start = m ? Number(m[1]) : 0;
    const end = m && m[2] !== '' ? Math.min(Number(m[2]), file.length - 1) : file.length - 1;
    const headers: Record<string, string | number> = {
      'accept-ranges': 'bytes',
      'content-type': 'application/octet-stream',
      'content-length': end - start + 1,
    };
    if (m) headers['content-range'] = `bytes ${start}-${end}/${file.length}`;
    res.writeHead(m ? 206 : 200, headers);
    if (req.method === 'HEAD') return res.end();
    let at = start;
    while (at <= end) {
      if (res.destroyed) return;
      let upTo = Math.min(end + 1, at + piece);
      const mode = state.mode;
      const cutHere = mode === 'cut-once' && !cut && m !== null;
      if ((mode === 'stall-at-half' || cutHere) && at < mid && upTo > mid) upTo = mid;
      if (at >= mid && mode === 'stall-at-half') return; // keep the connection open, send nothing more
      if (at >= mid && cutHere && start < mid) {
        cut = true;
        state.cuts++;
        res.socket?.destroy();
        return;
      }
      const chunk = file.subarray(at, upTo);
      if (m) state.served += chunk.length;
      at = upTo;
      if (!res.write(chunk)) await new Promise((r) => res.once('drain', r));
      if (delay) await new Promise((r) => setTimeout(r, delay));
    }
    res.end();
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return state;
}
