/** Reads the configuration, opens the database, builds the app, listens, and shuts down gracefully. */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
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
  app.log.info(
    { url: config.appUrl, database: database.kind, mail: mailer.mode, dataDir: config.dataDir },
    `Inkprint is ready at ${config.appUrl} (data in ${config.dataDir}; database: ${database.kind === 'pglite' ? `embedded PGlite in ${path.join(config.dataDir, 'db')}` : 'PostgreSQL'}; mail: ${mailer.mode === 'outbox' ? `outbox in ${mailer.outboxDir}` : 'SMTP'})`,
  );
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
