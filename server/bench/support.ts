/**
 * What the server benchmarks share: a free port, waiting for a URL to answer, signing in, a bare Fastify
 * process to compare with, stopping a child process, the environment a bench server starts with, and a stored generation row for seeding history.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { GENERATION_TYPES } from '@inkprint/shared';
import { newId } from '../src/lib/crypto.js';

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Polls `url` until it answers 2xx: every `everyMs`, at most `tries` times, and fails at once when `child`
 * (the server being waited for) has exited.
 */
export async function waitFor(
  url: string,
  { child, tries = 600, everyMs = 100 }: { child?: ChildProcess; tries?: number; everyMs?: number } = {},
) {
  for (let i = 0; ; i++) {
    if (child && child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (i > tries) throw new Error(`${url} did not answer`);
    await new Promise((res) => setTimeout(res, everyMs));
  }
}

/** Signs in through the API and returns the session cookie. */
export async function signIn(base: string, email: string, password: string) {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const cookie = (login.headers.getSetCookie()[0] ?? '').split(';')[0]!;
  if (!login.ok || !cookie) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  return cookie;
}

/** A bare Fastify route in its own process: what the machine gives any Fastify answer. */
export async function startBare(serverDir: string, port: number) {
  const code = `import Fastify from 'fastify';
const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: ${port}, host: '127.0.0.1' });`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
    cwd: serverDir,
    stdio: 'inherit',
  });
  await waitFor(`http://127.0.0.1:${port}/`, { child, tries: 1200 });
  return child;
}

/** Stops a child with SIGTERM and waits for it to exit (at once if it already has). */
export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  const exited = new Promise<void>((res) => child.once('exit', () => res()));
  child.kill('SIGTERM');
  return exited;
}

/**
 * A bench server's environment: this process's, the offline engine (no bench downloads the local model,
 * issue #22), few logs and rate limits wide enough for a benchmark, then `overrides`.
 */
export function benchServerEnv(port: number, overrides: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    LLM_PROVIDER: 'builtin',
    PORT: String(port),
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    RATE_LIMIT_FACTOR: '1000',
    ...overrides,
  };
}

/** The `length` a stored generation of 100, 300 or 1,000 words has. */
const lengthOf = (words: number) => (words === 100 ? 'small' : words === 300 ? 'medium' : 'large');

/** The n-th seeded history item of `userId`: a minute apart from `start`, content types in turn. */
export function benchGeneration(opts: {
  n: number;
  userId: string;
  text: string;
  words: number;
  wordCount: number;
  start: number;
}) {
  const { n, userId, text, words, wordCount, start } = opts;
  return {
    id: newId(),
    userId,
    prompt: `Write about item ${n} for our ${['spring', 'summer', 'autumn', 'winter'][n % 4]} campaign`,
    contentType: GENERATION_TYPES[n % GENERATION_TYPES.length]!,
    generatedText: text,
    wordCount,
    characterCount: text.length,
    language: 'en' as const,
    length: lengthOf(words),
    provider: 'builtin',
    model: 'bench',
    seed: n,
    voiceMatch: 70 + (n % 30),
    createdAt: new Date(start + n * 60_000),
  };
}
