import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signUpOverHttp } from '../test/support/account-over-http.js';
import { startEnv, startFlags } from './memory.js';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const rss = (pid: number) => Number(/VmRSS:\s*(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;
const thr = (pid: number) => Number(/Threads:\s*(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ops-exp-'));
const port = 39000 + Math.floor(Math.random() * 900);
const url = `http://127.0.0.1:${port}`;
async function start() {
  const child = spawn(process.execPath, [...startFlags(), 'dist/main.js'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { ...process.env, ...startEnv(), PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LLM_PROVIDER: 'builtin', LOG_LEVEL: 'warn', RATE_LIMIT_FACTOR: '1000' },
    stdio: 'ignore',
  });
  for (;;) { try { if ((await fetch(`${url}/api/health`)).ok) break; } catch {} await sleep(100); }
  return child;
}
// first start (initdb) then an account, then the measured start
let child = await start();
const cookie = await signUpOverHttp(url, dataDir);
child.kill('SIGTERM'); await new Promise((r) => child.once('exit', r));
const rounds = Number(process.env.ROUNDS ?? 2);
for (let i = 0; i < rounds; i++) {
  child = await start();
  const pid = child.pid!;
  const series: string[] = [];
  for (const t of [5, 10, 15, 20]) { await sleep(5000); series.push(`${t}s ${rss(pid).toFixed(0)}/${thr(pid)}`); }
  const q = await fetch(`${url}/api/content/quota`, { headers: { cookie } });
  if (!q.ok) throw new Error(`quota ${q.status}`);
  for (const t of [5, 10, 15, 20]) { await sleep(5000); series.push(`+q ${t}s ${rss(pid).toFixed(0)}/${thr(pid)}`); }
  console.log(`round ${i}: ${series.join(', ')}`);
  child.kill('SIGTERM'); await new Promise((r) => child.once('exit', r));
}
rmSync(dataDir, { recursive: true, force: true });
