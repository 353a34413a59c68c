/**
 * The build `npm start` runs (server/build.mjs, decision 029): plain `node` on the bundle, no tsx, finds its
 * migrations, its voice worker threads and the web app from the build's folder, and shuts down on SIGTERM.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpOverHttp } from './support/account-over-http.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webIndex = path.resolve(serverDir, '../web/dist/index.html');

describe('the server build', () => {
  // Beside dist/, one level below the server package like dist/ itself, so the same relative paths apply.
  const outdir = path.join(serverDir, `dist-test-${process.pid}`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'inkprint-build-'));
  let child: ChildProcess | undefined;
  beforeAll(() => {
    execFileSync(process.execPath, ['build.mjs', '--outdir', outdir], { cwd: serverDir, stdio: 'pipe' });
  });
  afterAll(() => {
    child?.kill('SIGKILL');
    rmSync(outdir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('bundles the entry points and copies the migrations; no module of the workspace is left to load as TypeScript', () => {
    const files = readdirSync(outdir);
    expect(files).toEqual(expect.arrayContaining(['main.js', 'pool-worker.js']));
    if (existsSync(path.join(serverDir, 'src/worker.ts'))) expect(files).toContain('worker.js');
    expect(readdirSync(path.join(outdir, 'db/migrations'))).toContain('0000_init.sql');
    for (const file of files.filter((f) => f.endsWith('.js'))) {
      const code = readFileSync(path.join(outdir, file), 'utf8');
      expect(code).not.toMatch(/from ["']@inkprint\//);
      expect(code).not.toMatch(/from ["']tsx/);
    }
  });

  it('runs on plain node: migrates a fresh embedded database, sends mail, warms a voice thread from the bundle, serves the web app, stops on SIGTERM', async () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      LLM_PROVIDER: 'builtin',
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
    };
    delete env.NODE_OPTIONS;
    child = spawn(process.execPath, [path.join(outdir, 'main.js')], {
      cwd: serverDir,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 90_000);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const m = output.match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
        if (m?.[1] && output.includes('Inkprint is ready')) {
          clearTimeout(timer);
          resolve(m[1]);
        }
      };
      child?.stdout?.on('data', onData);
      child?.stderr?.on('data', onData);
      child?.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
    });
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
    // The migrations ran: the accounts table answers (a sign-in of an unknown address is refused, not a 500).
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'Not-a-password-1' }),
    });
    expect(login.status).toBe(401);
    const page = await fetch(`${url}/`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    if (existsSync(webIndex)) expect(await page.text()).not.toContain('has not been built');

    // Nothing is warmed at start (decision 041): a visitor who opens the Generate screen (its quota call)
    // starts a draft thread, which loads dist/pool-worker.js and runs the writer once in the background.
    expect(output).not.toContain('"draft thread warm"');
    const cookie = await signUpOverHttp(url, dataDir);
    expect((await fetch(`${url}/api/content/quota`, { headers: { cookie } })).status).toBe(200);
    const warmLine = () => output.split('\n').find((l) => l.includes('"draft thread warm"'));
    for (let i = 0; i < 1200 && !warmLine(); i++) await new Promise((r) => setTimeout(r, 50));
    expect(JSON.parse(warmLine() ?? '{}').threads).toBeGreaterThanOrEqual(1);

    const exited = new Promise<number | null>((resolve) => child?.on('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
