/**
 * The JSON logger: pino, with serializers that keep secrets and user data out of every line — `token`
 * query values are redacted from request URLs (reset and confirmation links), and errors are logged
 * without the SQL parameters or driver details that would quote user input; API keys are censored.
 * A line written while a request or job is handled carries its `reqId` (or `job`, `jobName`) whichever
 * logger wrote it (lib/log-context.ts; decision 031).
 */
import pino, { type DestinationStream } from 'pino';
import { scopeIds } from './lib/log-context.js';
import { redactTokens, safeError } from './lib/safe-error.js';

export function createLogger(level: string, destination?: DestinationStream) {
  return pino(
    {
      level,
      mixin: (_merge, _level, logger) => scopeIds(logger),
      // Model-provider keys, wherever an object carrying one is logged (the engine itself never logs them).
      redact: {
        paths: ['apiKey', '*.apiKey', '*.*.apiKey', 'authorization', '*.authorization', '*["x-api-key"]'],
        censor: '[redacted]',
      },
      serializers: {
        err: safeError,
        error: safeError,
        // Fastify passes its request object: the same fields as its own serializer, URL redacted.
        req: (req: { method?: string; url?: string; host?: string; ip?: string }) => ({
          method: req.method,
          url: redactTokens(req.url ?? ''),
          host: req.host,
          remoteAddress: req.ip,
        }),
      },
    },
    destination,
  );
}
