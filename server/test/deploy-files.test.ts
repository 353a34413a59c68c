/**
 * The deployment files (Dockerfile, compose.yaml, Caddyfile; docs/deploy.md) read the way docs/deploy.md says:
 * this machine cannot pull images, so their shape is checked here instead of by running them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../src/config.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface Service {
  image?: string;
  build?: unknown;
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
  ports?: string[];
}

/**
 * compose.yaml with its merge keys applied and, as compose does, `${VAR:?message}` / `${VAR:-default}` filled in
 * inside the parsed values.
 */
function compose(vars: Record<string, string>): { services: Record<string, Service>; volumes: object } {
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string') {
      return value.replace(
        /\$\{(\w+)(?::([?-])([^}]*))?\}/g,
        (_, name: string, kind?: string, rest?: string) => {
          if (vars[name] !== undefined) return vars[name];
          if (kind === '?') throw new Error(`compose.yaml needs ${name}: ${rest}`);
          return kind === '-' ? (rest ?? '') : '';
        },
      );
    }
    if (Array.isArray(value)) return value.map(fill);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v)]));
    }
    return value;
  };
  return fill(parse(read('compose.yaml'), { merge: true })) as ReturnType<typeof compose>;
}

const vars = {
  POSTGRES_PASSWORD: 'pw',
  SITE_ADDRESS: 'inkprint.example.com',
  SESSION_SECRET: 'secret',
  METRICS_TOKEN: 'token',
};

describe('compose.yaml', () => {
  it('refuses to start without the secrets it needs', () => {
    for (const name of Object.keys(vars)) {
      const { [name]: _, ...rest } = vars as Record<string, string>;
      expect(() => compose(rest)).toThrow(name);
    }
  });

  const { services, volumes } = compose(vars);
  const inkprint = ['web1', 'web2', 'worker'];

  it('runs PostgreSQL, two web instances and one worker of the same image, behind Caddy', () => {
    expect(Object.keys(services).sort()).toEqual(['caddy', 'postgres', 'web1', 'web2', 'worker']);
    expect(services.postgres?.image).toMatch(/^postgres:\d+/);
    expect(services.caddy?.image).toMatch(/^caddy:2/);
    for (const name of inkprint) {
      expect(services[name]?.build).toBe('.');
      expect(services[name]?.image).toBe('inkprint:latest');
      expect(services[name]?.depends_on?.postgres?.condition).toBe('service_healthy');
    }
    expect(services.web1?.environment?.INKPRINT_ROLE).toBe('web');
    expect(services.web2?.environment?.INKPRINT_ROLE).toBe('web');
    expect(services.worker?.environment?.INKPRINT_ROLE).toBe('worker');
    expect(services.caddy?.ports).toEqual(expect.arrayContaining(['80:80', '443:443']));
    expect(services.caddy?.depends_on?.web1?.condition).toBe('service_healthy');
  });

  it('gives every instance a configuration the server accepts: PostgreSQL, one trusted proxy, a metrics token', () => {
    for (const name of inkprint) {
      const env = services[name]?.environment ?? {};
      expect(env.DATABASE_URL).toBe('postgres://inkprint:pw@postgres:5432/inkprint');
      expect(env.TRUST_PROXY).toBe('1');
      expect(env.METRICS_TOKEN).toBe('token');
      expect(env.SESSION_SECRET).toBe('secret');
      expect(env.APP_URL).toBe('https://inkprint.example.com');
      expect(env.HOST).toBe('0.0.0.0');
      expect(env.DATA_DIR).toBe('/data');
      // Compose passes every value as a string; the server's own parser must accept them as they are.
      const config = loadConfig({ ...env, INIT_CWD: undefined });
      expect(config.trustProxy).toBe(1);
      expect(config.databaseUrl).toMatch(/^postgres:\/\//);
      expect(config.host).toBe('0.0.0.0');
      // Each instance has its own data folder (the local model, the mail outbox without SMTP).
      expect(services[name]?.volumes?.[0]).toMatch(new RegExp(`^${name}-data:/data$`));
    }
    expect(Object.keys(volumes)).toEqual(
      expect.arrayContaining(['pgdata', 'web1-data', 'web2-data', 'worker-data']),
    );
  });

  it('checks the web instances by /api/ready, the worker by /api/health, PostgreSQL by pg_isready', () => {
    const probe = (name: string) => services[name]?.healthcheck?.test.join(' ') ?? '';
    expect(probe('web1')).toContain('http://127.0.0.1:3000/api/ready');
    expect(probe('web2')).toContain('http://127.0.0.1:3000/api/ready');
    expect(probe('worker')).toContain('http://127.0.0.1:3000/api/health');
    expect(probe('postgres')).toContain('pg_isready');
  });
});

describe('Caddyfile', () => {
  it('shares requests between both web instances, routes by /api/ready and streams without buffering', () => {
    const caddy = read('Caddyfile');
    expect(caddy).toMatch(/^\{\$SITE_ADDRESS\} \{/m);
    expect(caddy).toMatch(/reverse_proxy web1:3000 web2:3000 \{/);
    expect(caddy).toMatch(/health_uri \/api\/ready/);
    expect(caddy).toMatch(/flush_interval -1/);
  });
});

describe('Dockerfile', () => {
  const lines = read('Dockerfile')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .filter((l) => l.trim() && !l.trimStart().startsWith('#'));
  const stages = lines.filter((l) => l.startsWith('FROM '));
  const last = lines.slice(lines.lastIndexOf(stages.at(-1)!));

  it('is multi-stage on node:20-slim', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const stage of stages) expect(stage).toMatch(/^FROM node:20-slim AS \w+$/);
  });

  it('installs only production dependencies into the image it runs', () => {
    const copies = last.filter((l) => l.startsWith('COPY --from='));
    const depsStage = /^COPY --from=(\w+) \/app \.\/$/.exec(
      copies.find((l) => l.includes(' /app ./')) ?? '',
    )?.[1];
    expect(depsStage).toBeTruthy();
    const deps = lines.slice(lines.findIndex((l) => l.startsWith(`FROM node:20-slim AS ${depsStage}`)));
    const install = deps.find((l) => l.startsWith('RUN npm ci'));
    expect(install).toMatch(/npm ci --omit=dev/);
    // The build's output, not its toolchain: the bundle and the web app's static files.
    expect(copies).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/server\/dist server\/dist$/),
        expect.stringMatching(/web\/dist web\/dist$/),
      ]),
    );
  });

  it('runs the built server as the unprivileged node user, with its data in a volume', () => {
    expect(last).toContain('USER node');
    expect(last.indexOf('USER node')).toBeLessThan(last.findIndex((l) => l.startsWith('CMD')));
    expect(last.find((l) => l.startsWith('CMD'))).toMatch(
      /^CMD \["node", (".+", )?"server\/dist\/main\.js"\]$/,
    );
    expect(last).toContain('VOLUME /data');
    expect(last.join('\n')).toMatch(/HEALTHCHECK .*\/api\/health/);
  });
});
