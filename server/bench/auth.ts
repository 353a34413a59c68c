/**
 * bench:auth — does the answer's timing reveal whether an account exists? Starts the real app (PGlite in
 * memory, mail to a temporary outbox), then times request-password-reset and resend-confirmation for an
 * existing account and an unknown address, interleaved, and prints the medians and ranges of each.
 * Every request waits for the mail queue to be idle first, so each one starts from the same state.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { users } from '../src/db/schema/index.js';
import { newId } from '../src/lib/crypto.js';
import { hashPassword } from '../src/lib/password.js';
import { createLogger } from '../src/logger.js';
import { createMailer } from '../src/mail/transport.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const fmt = (xs: number[]) =>
  `median ${median(xs).toFixed(2)} ms (range ${Math.min(...xs).toFixed(2)}–${Math.max(...xs).toFixed(2)})`;

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'inkprint-bench-auth-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    RATE_LIMIT_FACTOR: '1000',
    LOG_LEVEL: 'silent',
    LLM_PROVIDER: 'builtin',
  });
  const log = createLogger('silent');
  const database = await openDatabase({
    databaseUrl: process.env.BENCH_DATABASE_URL ?? 'pglite:memory',
    dataDir,
  });
  const mailer = createMailer({ from: config.mailFrom, dataDir, log });
  const app = await buildApp({
    ctx: { config, database, mailer },
    sessionSecret: 'bench-secret-bench-secret',
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const url = `http://127.0.0.1:${port}/api/auth`;

  const suffix = newId().slice(0, 8);
  const confirmed = `bench-confirmed-${suffix}@example.com`;
  const unconfirmed = `bench-unconfirmed-${suffix}@example.com`;
  const passwordHash = await hashPassword('Bench!Pass1');
  await database.db.insert(users).values([
    { id: newId(), email: confirmed, passwordHash, emailConfirmed: true },
    { id: newId(), email: unconfirmed, passwordHash, emailConfirmed: false },
  ]);

  async function timed(call: string, email: string) {
    await app.ctx.outbox.idle();
    const start = performance.now();
    const res = await fetch(`${url}/${call}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    await res.text();
    const ms = performance.now() - start;
    if (res.status !== 200) throw new Error(`${call} answered ${res.status}`);
    return ms;
  }

  const cases = [
    ['request-password-reset', confirmed],
    ['resend-confirmation', unconfirmed],
  ] as const;
  // Warm-up: JIT, connection, prepared statements.
  for (const [call, email] of cases) {
    for (let i = 0; i < 5; i++) {
      await timed(call, email);
      await timed(call, `warm-${i}-${suffix}@example.com`);
    }
  }
  console.log(
    `bench:auth — ${ROUNDS} interleaved calls each, database ${database.kind}, Node ${process.version}`,
  );
  for (const [call, email] of cases) {
    const existing: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      existing.push(await timed(call, email));
      unknown.push(await timed(call, `nobody-${i}-${suffix}@example.com`));
    }
    console.log(`${call}: existing ${fmt(existing)}; unknown ${fmt(unknown)}`);
  }
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
