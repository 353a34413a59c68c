/** Reads the configuration, opens the database, builds the app, listens, and shuts down gracefully. */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { buildApp } from './app.js';
import { type Config, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { probeProvider } from './engines/index.js';
import { createLogger } from './logger.js';
import { createMailer } from './mail/transport.js';

/** SESSION_SECRET, or one generated once into $DATA_DIR (readable by the owner only). */
function sessionSecret(config: Config): string {
  if (config.sessionSecret) return config.sessionSecret;
  const file = path.join(config.dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * One full collection once the server is up (decision 042). Starting leaves tens of MB of garbage behind:
 * PGlite's 9 MB WebAssembly binary and 6 MB data bundle, read to compile and unpack, the migrations' SQL, the
 * first requests' parsing. An idle server allocates too little for V8 to collect it for a long time, so the
 * process would hold it, resident, until its first load. `gc` is taken from V8 for this one call, not exposed.
 */
function collectStartGarbage() {
  try {
    v8.setFlagsFromString('--expose-gc');
    const gc: unknown = vm.runInNewContext('gc');
    if (typeof gc === 'function') setTimeout(() => gc(), 1000).unref();
  } catch {
    // A runtime without V8's flags: the garbage goes at the next collection, as it would anyway.
  }
}

async function main() {
  const config = loadConfig();
  mkdirSync(config.dataDir, { recursive: true });
  const logger = createLogger(config.logLevel);
  // A short, non-blocking look at the model server: an unreachable LLM_BASE_URL is a warning, not a stop.
  void probeProvider(config.llm, logger);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    log: logger,
  });
  const app = await buildApp({
    ctx: { config, database, mailer },
    sessionSecret: sessionSecret(config),
    logger: logger,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  collectStartGarbage();
  app.log.info(
    { url: config.appUrl, database: database.kind, mail: mailer.mode, dataDir: config.dataDir },
    `Inkprint is ready at ${config.appUrl} (data in ${config.dataDir}; database: ${database.kind === 'pglite' ? `embedded PGlite in ${path.join(config.dataDir, 'db')}` : 'PostgreSQL'}; mail: ${mailer.mode === 'outbox' ? `outbox in ${mailer.outboxDir}` : 'SMTP'})`,
  );
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
