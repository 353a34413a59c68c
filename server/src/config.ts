/**
 * Every environment variable (README "Configuration"), parsed and validated once.
 * A `.env` file in the working directory is read first; real environment variables win over it. The working
 * directory is where the user ran the command: `npm start` runs the server workspace's script from
 * `server/`, but npm keeps the user's folder in INIT_CWD, so `./data` means the repository root's `data/`.
 */
import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_DAILY_GENERATION_LIMIT, LLM_PROVIDERS } from '@inkprint/shared';
import { z } from 'zod';
import { DEFAULT_LOCAL_MODEL } from './engines/local/default-model.js';
import { hostnameOf, LOOPBACK_HOSTNAMES } from './lib/hosts.js';
import { buildLimits, type Limits } from './lib/limits.js';

const optional = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

/** A number, or undefined when unset or blank (so `X=` means the default, never 0). */
const optionalNumber = optional.transform((v) => (v === undefined ? undefined : Number(v)));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  APP_URL: optional.pipe(z.url().optional()),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optional,
  ALLOWED_ORIGINS: optional,
  ALLOWED_HOSTS: optional,
  SESSION_SECRET: optional,
  SMTP_URL: optional,
  MAIL_FROM: z.string().default('Inkprint <no-reply@localhost>'),
  SUPPORT_EMAIL: z.string().default('support@localhost'),
  METRICS_TOKEN: optional,
  DAILY_GENERATION_LIMIT: z.coerce.number().int().min(0).default(DEFAULT_DAILY_GENERATION_LIMIT),
  // Unset: the language model inside Inkprint (issue #22); `builtin` is the offline draft engine alone.
  LLM_PROVIDER: optional.pipe(z.enum(LLM_PROVIDERS).default('local')),
  LLM_MODEL: optional,
  LLM_MODEL_FILE: optional,
  LLM_MODEL_URL: optional.pipe(
    z
      .string()
      .refine(isModelUrl, {
        message:
          'must be an https: or http: address of a .gguf file, or a Hugging Face hf:<user>/<repo>/<file>.gguf or hf:<user>/<repo>:<quant> name',
      })
      .optional(),
  ),
  LLM_PRELOAD: optional.pipe(
    z
      .enum(['1', '0', 'true', 'false', 'yes', 'no'], { message: 'must be 1 or 0' })
      .default('0')
      .transform((v) => v === '1' || v === 'true' || v === 'yes'),
  ),
  LLM_IDLE_UNLOAD_S: optionalNumber.pipe(z.number().int().min(0).max(31_536_000).default(300)),
  LLM_PARALLEL: optionalNumber.pipe(z.number().int().min(1).max(64).default(2)),
  LLM_THREADS: optionalNumber.pipe(z.number().int().min(1).max(1024).optional()),
  LLM_BASE_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(120_000),
  LLM_API_KEY: optional,
  OPENAI_API_KEY: optional,
  ANTHROPIC_API_KEY: optional,
  TRUST_PROXY: optional,
  RATE_LIMIT_FACTOR: z.coerce.number().positive().default(1),
  EXTRACT_WORKERS: optional
    .transform((v) => (v === undefined ? undefined : Number(v)))
    .pipe(z.number().int().min(1).max(64).optional()),
  EXTRACT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
  UPLOAD_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  ANALYSIS_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(10_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  INKPRINT_ROLE: optional.pipe(z.enum(['all', 'web', 'worker']).default('all')),
});

export interface Config {
  port: number;
  host: string;
  appUrl: string;
  appOrigin: string;
  secureCookies: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  allowedOrigins: string[];
  /**
   * Host names requests may be addressed to (plugins/host.ts): APP_URL's, ALLOWED_ORIGINS', ALLOWED_HOSTS'
   * and the loopback names; `any` when ALLOWED_HOSTS is `*` (a proxy in front checks Host instead).
   */
  allowedHosts: { any: boolean; names: string[] };
  sessionSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  metricsToken: string | undefined;
  dailyGenerationLimit: number;
  llm: {
    provider: (typeof LLM_PROVIDERS)[number];
    model: string | undefined;
    baseUrl: string | undefined;
    apiKey: string | undefined;
    /**
     * Budget of one remote model call (draft or revision); past it the call is closed and PROVIDER_TIMEOUT
     * answered. The local engine sets each call's own from the speed it measured (engines/local/speed.ts).
     */
    timeoutMs: number;
  };
  /** The local engine (`LLM_PROVIDER=local`, the default; README "Configuration", decision 024). */
  localModel: {
    /** `LLM_MODEL_FILE`, resolved against the working directory: used as is, never downloaded. */
    modelFile: string | undefined;
    /** `LLM_MODEL_URL`: where the model is downloaded from; the default model's address when unset. */
    modelUrl: string;
    /** Where downloaded models live: `$DATA_DIR/models`. */
    modelsDir: string;
    preload: boolean;
    /** `LLM_IDLE_UNLOAD_S` × 1000; 0 = never unload. */
    idleUnloadMs: number;
    parallel: number;
    /** `LLM_THREADS`; unset: the engine's default for this machine. */
    threads: number | undefined;
  };
  logLevel: string;
  /**
   * `INKPRINT_ROLE` (decision 027): `all` serves HTTP and runs the jobs (one process, the default); `web`
   * serves HTTP and only enqueues; `worker` runs the jobs and serves only /api/health and /metrics.
   */
  role: 'all' | 'web' | 'worker';
  /** Trust X-Forwarded-For from proxies in front: a hop count or their addresses; never every hop. */
  trustProxy: false | number | string[];
  rateLimitFactor: number;
  limits: Limits;
  /** Worker threads that extract and analyse writing (the CPU work), and their limits. */
  voice: {
    workers: number;
    /** Per-file extraction budget; the worker is terminated shortly after it if the extractor overruns. */
    timeoutMs: number;
  };
  /** How long an upload's answer waits for its files to be extracted (decision 028). */
  uploadWaitMs: number;
  /** How long an analysis call waits for its job before answering 202 (decision 028). */
  analysisWaitMs: number;
}

export class ConfigError extends Error {}

/** Split roles share one PostgreSQL server; the embedded PGlite belongs to one process. */
function checkRole(role: 'all' | 'web' | 'worker', databaseUrl: string | undefined) {
  if (role === 'all' || (databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl))) return;
  throw new ConfigError(
    `Invalid configuration: INKPRINT_ROLE=${role} needs DATABASE_URL to be a postgres:// URL (the embedded database belongs to one process; use INKPRINT_ROLE=all)`,
  );
}

/** Parses an environment (process.env by default) into a typed config; throws ConfigError naming the bad variables. */
export function loadConfig(env: NodeJS.ProcessEnv = readEnv()): Config {
  const cwd = workingDirectory(env);
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const names = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${names}`);
  }
  const e = parsed.data;
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  if (trustProxy !== false && !e.METRICS_TOKEN) {
    // Behind a proxy every request arrives from the proxy's address, so the loopback rule would expose /metrics.
    throw new ConfigError('Invalid configuration: METRICS_TOKEN is required when TRUST_PROXY is set');
  }
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const appOrigin = new URL(appUrl).origin;
  const allowedOrigins = (e.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
    .map((o) => new URL(o).origin);
  const allowedHosts = parseAllowedHosts(e.ALLOWED_HOSTS, [appUrl, ...allowedOrigins]);
  const apiKey =
    e.LLM_API_KEY ?? (e.LLM_PROVIDER === 'anthropic' ? e.ANTHROPIC_API_KEY : e.OPENAI_API_KEY) ?? undefined;
  checkProvider(e.LLM_PROVIDER, apiKey, e.LLM_BASE_URL);
  checkRole(e.INKPRINT_ROLE, e.DATABASE_URL);
  return {
    port: e.PORT,
    host: e.HOST,
    appUrl,
    appOrigin,
    secureCookies: appUrl.startsWith('https:'),
    dataDir: path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    allowedOrigins,
    allowedHosts,
    sessionSecret: e.SESSION_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    metricsToken: e.METRICS_TOKEN,
    dailyGenerationLimit: e.DAILY_GENERATION_LIMIT,
    llm: {
      provider: e.LLM_PROVIDER,
      model: e.LLM_MODEL,
      baseUrl: e.LLM_BASE_URL,
      apiKey,
      timeoutMs: e.LLM_TIMEOUT_MS,
    },
    localModel: {
      modelFile: e.LLM_MODEL_FILE === undefined ? undefined : path.resolve(cwd, e.LLM_MODEL_FILE),
      modelUrl: e.LLM_MODEL_URL ?? DEFAULT_LOCAL_MODEL.url,
      modelsDir: path.join(path.resolve(cwd, e.DATA_DIR), 'models'),
      preload: e.LLM_PRELOAD,
      idleUnloadMs: e.LLM_IDLE_UNLOAD_S * 1000,
      parallel: e.LLM_PARALLEL,
      threads: e.LLM_THREADS,
    },
    logLevel: e.LOG_LEVEL,
    role: e.INKPRINT_ROLE,
    trustProxy,
    rateLimitFactor: e.RATE_LIMIT_FACTOR,
    limits: buildLimits(e.RATE_LIMIT_FACTOR),
    voice: {
      workers: e.EXTRACT_WORKERS ?? Math.max(1, os.availableParallelism()),
      timeoutMs: e.EXTRACT_TIMEOUT_MS,
    },
    uploadWaitMs: e.UPLOAD_WAIT_MS,
    analysisWaitMs: e.ANALYSIS_WAIT_MS,
  };
}

/** ALLOWED_HOSTS (`*`, or host names with an optional port, comma-separated) plus the names every install answers to. */
function parseAllowedHosts(value: string | undefined, urls: string[]): Config['allowedHosts'] {
  const entries = (value ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  if (entries.includes('*')) return { any: true, names: [] };
  const names = new Set<string>([...LOOPBACK_HOSTNAMES, ...urls.map((u) => new URL(u).hostname)]);
  for (const entry of entries) {
    const name = hostnameOf(entry);
    if (!name) throw new ConfigError(`Invalid configuration: ALLOWED_HOSTS: "${entry}" is not a host name`);
    names.add(name);
  }
  return { any: false, names: [...names] };
}

/** A model provider that cannot work without a key or an address stops the start with a message naming what to set. */
function checkProvider(
  provider: (typeof LLM_PROVIDERS)[number],
  apiKey: string | undefined,
  baseUrl: string | undefined,
) {
  if (provider === 'openai' && !apiKey) {
    throw new ConfigError(
      'Invalid configuration: LLM_PROVIDER=openai needs an API key; set OPENAI_API_KEY (or LLM_API_KEY), or use LLM_PROVIDER=builtin',
    );
  }
  if (provider === 'anthropic' && !apiKey) {
    throw new ConfigError(
      'Invalid configuration: LLM_PROVIDER=anthropic needs an API key; set ANTHROPIC_API_KEY (or LLM_API_KEY), or use LLM_PROVIDER=builtin',
    );
  }
  if (provider === 'openai-compatible' && !baseUrl) {
    throw new ConfigError(
      "Invalid configuration: LLM_PROVIDER=openai-compatible needs LLM_BASE_URL, the server's OpenAI-style API address (e.g. http://127.0.0.1:11434/v1 for Ollama)",
    );
  }
}

/**
 * An address the local engine can download a model from: http(s) (http for a mirror on the local network), or
 * node-llama-cpp's Hugging Face forms `hf:<user>/<repo>/<path>.gguf[#<branch>]` and `hf:<user>/<repo>[:<quant>]`.
 */
function isModelUrl(value: string): boolean {
  if (value.startsWith('hf:'))
    return /^hf:[\w.-]+\/[\w.-]+(:[\w.-]+|(\/[^#\s]+\.gguf)(#[\w./-]+)?)?$/i.test(value);
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const CIDR = /^(.+)\/(\d{1,3})$/;

/** A hop count (1 = one proxy in front) or a comma-separated list of proxy addresses or CIDR ranges. */
function parseTrustProxy(value: string | undefined): false | number | string[] {
  if (!value || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  const valid = entries.every((entry) => {
    const m = CIDR.exec(entry);
    const ip = m ? m[1]! : entry;
    const version = isIP(ip);
    return version !== 0 && (!m || Number(m[2]) <= (version === 4 ? 32 : 128));
  });
  if (!valid || entries.length === 0) {
    throw new ConfigError(
      'Invalid configuration: TRUST_PROXY must be the number of proxies in front of the app or their addresses (comma-separated IPs or CIDR ranges); "true" would let any client choose its address',
    );
  }
  return entries;
}

/** The folder the user ran the command from (npm scripts change the process's own working directory). */
function workingDirectory(env: NodeJS.ProcessEnv): string {
  return env.INIT_CWD && existsSync(env.INIT_CWD) ? env.INIT_CWD : process.cwd();
}

/** process.env with a `.env` file of the working directory underneath it. */
function readEnv(): NodeJS.ProcessEnv {
  const file = path.resolve(workingDirectory(process.env), '.env');
  if (existsSync(file)) {
    const before = { ...process.env };
    process.loadEnvFile(file);
    Object.assign(process.env, before);
  }
  return process.env;
}
