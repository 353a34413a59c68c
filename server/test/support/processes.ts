/**
 * Real Inkprint processes for tests of several processes on one database (issue #23): each is
 * `node --import tsx src/main.ts` with its own port, data folder and environment, read through HTTP.
 * The test SMTP server (`startSmtp`) keeps what the processes send.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface InkprintProcess {
  role: 'all' | 'web' | 'worker';
  url: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr (its JSON log lines). */
  output(): string;
  /** Resolves with the exit code (or signal) once the process ended. */
  exited: Promise<number | string | null>;
  /** SIGKILL: the process dies without a word, as a crashed machine would. */
  kill(): Promise<void>;
  /** SIGTERM, then the exit. */
  stop(): Promise<void>;
}

/** Environment every process of one test shares: the database, the session secret, the app's address. */
export function sharedEnv(databaseUrl: string, more: Record<string, string> = {}): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: 'multi-process-test-secret-multi-process',
    APP_URL: 'http://app.inkprint.test',
    ALLOWED_HOSTS: '127.0.0.1,localhost',
    SUPPORT_EMAIL: 'support@inkprint.test',
    LLM_PROVIDER: 'builtin',
    EXTRACT_WORKERS: '1',
    LOG_LEVEL: 'info',
    ...more,
  };
}

/** Starts a process of `role` and resolves once its /api/health answers 200. */
export async function startProcess(
  role: 'all' | 'web' | 'worker',
  env: Record<string, string>,
  opts: { timeoutMs?: number; entry?: string } = {},
): Promise<InkprintProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `inkprint-${role}-`));
  const child = spawn(process.execPath, ['--import', 'tsx', opts.entry ?? 'src/main.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      ...env,
      INKPRINT_ROLE: role,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (c: Buffer) => {
    out += c.toString();
  });
  child.stderr?.on('data', (c: Buffer) => {
    out += c.toString();
  });
  const exited = new Promise<number | string | null>((resolve) => {
    child.on('exit', (code, signal) => {
      rmSync(dataDir, { recursive: true, force: true });
      resolve(code ?? signal);
    });
  });
  let done = false;
  void exited.then(() => {
    done = true;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (opts.timeoutMs ?? 90_000);
  for (;;) {
    if (done) throw new Error(`${role} process exited before it was healthy:\n${out.slice(-2000)}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${role} process not healthy in time:\n${out.slice(-2000)}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    role,
    url,
    child,
    output: () => out,
    exited,
    async kill() {
      if (!done) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (!done) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Runs a process that is expected to stop at once (a configuration error): its exit code and output. */
export async function runToExit(env: Record<string, string>, entry = 'src/main.ts') {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (c: Buffer) => {
    out += c.toString();
  });
  child.stderr?.on('data', (c: Buffer) => {
    out += c.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
  return { code, output: out };
}

export interface TestSmtp {
  url: string;
  received: { to: string; raw: Buffer }[];
  /** Runs before the server accepts each mail (the reply to DATA waits for it). */
  beforeAccept?: () => Promise<void>;
  close(): Promise<void>;
}

/** An SMTP server on a free port that keeps every mail it accepts. */
export async function startSmtp(): Promise<TestSmtp> {
  const smtp: TestSmtp = {
    url: '',
    received: [],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const accept = () => {
          smtp.received.push({ to: session.envelope.rcptTo[0]?.address ?? '', raw: Buffer.concat(chunks) });
          callback();
        };
        if (smtp.beforeAccept) void smtp.beforeAccept().then(accept);
        else accept();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  smtp.url = `smtp://127.0.0.1:${(server.server.address() as net.AddressInfo).port}`;
  return smtp;
}
