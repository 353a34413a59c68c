/** The real entry point: starts on an embedded database, answers, and exits cleanly on SIGTERM. */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { signUpOverHttp } from './support/account-over-http.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('main.ts', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'inkprint-main-'));
  let child: ChildProcess | undefined;
  afterAll(() => {
    child?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the API, warms a draft thread when the Generate screen opens, and shuts down gracefully on SIGTERM', async () => {
    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        // The offline engine: no test or bench downloads the local model (issue #22); a test that wants it says so.
        LLM_PROVIDER: 'builtin',
        PORT: '0',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        DATABASE_URL: '',
      },
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
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${url}/api/ready`);
    expect(await ready.json()).toMatchObject({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok' },
    });
    // The start-up line says where the data lives.
    expect(output).toContain(`data in ${dataDir}`);
    // Every line is structured JSON with a request id. The request's log line may reach the pipe a moment
    // after its answer, so wait for it.
    const reqLine = () => output.split('\n').find((l) => l.includes('"reqId"'));
    for (let i = 0; i < 100 && !reqLine(); i++) await new Promise((r) => setTimeout(r, 50));
    const line = reqLine();
    expect(line && JSON.parse(line).reqId).toBeTruthy();

    // Nothing is warmed at start (decision 041): a visitor who opens the Generate screen (its quota call)
    // starts a draft thread, which loads the writer and runs it once in the background.
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
