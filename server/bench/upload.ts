/**
 * bench:upload — what an upload costs, measured on the real server in its own process (started as
 * `node --import tsx src/main.ts`, PGlite in a temporary DATA_DIR, the worker pool at its default size):
 * time from the request until every file is read (and the answer's own time: decision 028) of 1 file of 1 MB and of
 * 5 files totalling 10 MB, for TXT, DOCX and PDF; analysis
 * time for the largest corpus an account may hold; and, while a 10 MB batch is processed, the server's
 * event-loop delay, the latency of GET /api/health from a second client, and the server's peak RSS.
 * Documents are generated: TXT prose, DOCX (document.xml stored uncompressed, so the file size is the text
 * size), PDF (uncompressed text pages). A 10 MB batch stays within the word limits (decision 015: 300,000 a
 * file, 500,000 an account): each 2 MB file holds 90,000 words, and the rest of its bytes are what such files
 * carry besides words — a stored picture in a DOCX, an image in a PDF, blank space in a TXT.
 * BENCH_DATABASE_URL=postgres://… runs the server on that PostgreSQL database instead of PGlite.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { strToU8 } from 'fflate';
import { openDatabase } from '../src/db/client.js';
import { users } from '../src/db/schema/index.js';
import { newId } from '../src/lib/crypto.js';
import { hashPassword } from '../src/lib/password.js';
import { docx, noise, pdf, prose } from '../test/documents.js';
import { machineName } from './machine.js';
import { benchServerEnv, freePort, signIn, waitFor } from './support.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const MB = 1024 * 1024;
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type Kind = 'txt' | 'docx' | 'pdf';

/** Words in each file of a 10 MB batch: five of them (450,000) fit the account's 500,000 (decision 015). */
const BATCH_FILE_WORDS = 90_000;

/** Whole paragraphs of `prose` up to `words` words. */
function proseOfWords(words: number, seed: number): string {
  const kept: string[] = [];
  let count = 0;
  for (const paragraph of prose(words * 8, seed).split('\n\n')) {
    const n = paragraph.split(/\s+/).length;
    if (count + n > words) break;
    kept.push(paragraph);
    count += n;
  }
  return kept.join('\n\n');
}

function build(kind: Kind, text: string, filler = 0, seed = 1): Uint8Array {
  if (kind === 'txt') return strToU8(filler ? `${text}\n\n${' '.repeat(filler)}` : text);
  const image = filler ? noise(filler, seed) : undefined;
  return kind === 'docx' ? docx(text, { stored: true, image }) : pdf(text, { image });
}

/**
 * A document of the kind, as close to `bytes` as the format allows without going over: all prose, or with
 * `words`, that many words of prose and the rest of the bytes filled with what holds no words.
 */
function documentOf(kind: Kind, bytes: number, seed: number, words?: number): Uint8Array {
  if (words !== undefined) {
    const text = proseOfWords(words, seed);
    const bare = build(kind, text);
    // The filler's container (a zip entry, an XObject) costs a few hundred bytes of its own.
    const doc = build(kind, text, Math.max(0, bytes - bare.length - 1000), seed);
    if (doc.length > bytes) throw new Error(`could not fit a ${kind} into ${bytes} bytes`);
    return doc;
  }
  let textBytes = bytes;
  for (let i = 0; i < 8; i++) {
    const text = prose(textBytes, seed);
    const doc = build(kind, text);
    if (doc.length <= bytes) return doc;
    textBytes = Math.floor(textBytes * (bytes / doc.length) * 0.995);
  }
  throw new Error(`could not fit a ${kind} into ${bytes} bytes`);
}

/** Five files of 2,000,000 bytes (10 MB in all), each with BATCH_FILE_WORDS words. */
const batchOf = (kind: Kind) =>
  Array.from({ length: 5 }, (_, i) => documentOf(kind, 2_000_000, i + 2, BATCH_FILE_WORDS));

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};
const r = (x: number) => Math.round(x);
/** Words the server extracted from an upload's files. */
const wordsOf = (reply: Record<string, unknown>) =>
  (reply.uploaded_files as { total_words: number }[]).reduce((a, f) => a + f.total_words, 0);

function ask(child: ChildProcess, message: string): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    child.once('message', (m) => resolve(m as Record<string, unknown>));
    child.send(message);
  });
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'inkprint-bench-upload-'));
  const email = `bench-upload-${newId().slice(0, 8)}@example.com`;
  const password = 'Bench!Pass1';
  // The account is made before the server opens the embedded database (one process at a time).
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const database = await openDatabase({ dataDir, databaseUrl });
  await database.db
    .insert(users)
    .values({ id: newId(), email, passwordHash: await hashPassword(password), emailConfirmed: true });
  await database.close();
  console.error(`database: ${databaseUrl ? 'PostgreSQL' : 'PGlite'}`);

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', './bench/probe.ts', 'src/main.ts'], {
    cwd: serverDir,
    env: benchServerEnv(port, { DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' }),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    await waitFor(`${base}/api/health`, { tries: 300 });
    const cookie = await signIn(base, email, password);

    const call = async (method: string, p: string, body?: FormData) => {
      const started = performance.now();
      const res = await fetch(`${base}/api${p}`, { method, headers: { cookie }, body });
      const json = (await res.json()) as Record<string, unknown>;
      const ms = performance.now() - started;
      if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${JSON.stringify(json)}`);
      return { ms, json };
    };
    /**
     * Uploads and waits until no file is `processing` (decision 028: the answer comes after at most
     * UPLOAD_WAIT_MS; the extraction jobs may go on). `ms` is request → every file read; `answerMs` the
     * upload's own answer; `json` the files as finally listed.
     */
    const upload = async (docs: Uint8Array[], kind: Kind) => {
      const form = new FormData();
      for (const [i, d] of docs.entries()) {
        form.append('files', new Blob([d as Uint8Array<ArrayBuffer>]), `doc-${i}.${kind}`);
      }
      const started = performance.now();
      const answer = await call('POST', '/files/upload', form);
      let files = answer.json.uploaded_files as { status: string; total_words: number }[];
      while (files.some((f) => f.status === 'processing')) {
        await new Promise((res) => setTimeout(res, 50));
        files = (await call('GET', '/files')).json.files as typeof files;
      }
      return { ms: performance.now() - started, answerMs: answer.ms, json: { uploaded_files: files } };
    };
    /** Analyses and waits for the run to end (a 202 is followed on GET /api/voice-profile/analysis). */
    const analyse = async () => {
      const started = performance.now();
      const answer = await call('POST', '/voice-profile/analyze');
      if ('run' in answer.json) {
        for (;;) {
          const run = (await call('GET', '/voice-profile/analysis')).json.run as { state: string };
          if (run.state === 'done') break;
          if (run.state === 'failed') throw new Error(`analysis failed: ${JSON.stringify(run)}`);
          await new Promise((res) => setTimeout(res, 50));
        }
      }
      return { ms: performance.now() - started };
    };

    const results: Record<string, unknown> = {
      database: databaseUrl ? 'postgres' : 'pglite',
      machine: machineName(),
    };
    const uploads: Record<
      string,
      {
        oneFile1MB: number;
        fiveFiles10MB: number;
        answer1MB: number;
        answer10MB: number;
        bytes1: number;
        bytes5: number;
        words5: number;
      }
    > = {};
    for (const kind of ['txt', 'docx', 'pdf'] as const) {
      const one = documentOf(kind, MB, 1);
      const five = batchOf(kind);
      const t1: number[] = [];
      const t5: number[] = [];
      const a1: number[] = [];
      const a5: number[] = [];
      let words5 = 0;
      for (let round = 0; round < ROUNDS; round++) {
        await call('DELETE', '/files/clear-all');
        const single = await upload([one], kind);
        t1.push(single.ms);
        a1.push(single.answerMs);
        await call('DELETE', '/files/clear-all');
        const batch = await upload(five, kind);
        t5.push(batch.ms);
        a5.push(batch.answerMs);
        words5 = wordsOf(batch.json);
      }
      uploads[kind] = {
        oneFile1MB: r(median(t1)),
        fiveFiles10MB: r(median(t5)),
        answer1MB: r(median(a1)),
        answer10MB: r(median(a5)),
        bytes1: one.length,
        bytes5: five.reduce((a, d) => a + d.length, 0),
        words5,
      };
      console.error(`${kind}: ${JSON.stringify(uploads[kind])}`);
    }
    results.uploadMs = uploads;

    // Analyse the largest corpus an account may hold, near 500,000 words (5 files of 99,000 words), as PDF
    // and as TXT.
    const analysed: Record<string, number> = {};
    for (const kind of ['pdf', 'txt'] as const) {
      await call('DELETE', '/files/clear-all');
      const up = await upload(
        Array.from({ length: 5 }, (_, i) => documentOf(kind, 2_000_000, i + 2, 99_000)),
        kind,
      );
      const words = wordsOf(up.json);
      const times: number[] = [];
      for (let round = 0; round < ROUNDS; round++) times.push((await analyse()).ms);
      analysed[`${kind}AtWordLimit`] = r(median(times));
      analysed[`${kind}Words`] = words;
    }
    results.analyseMs = analysed;

    // A second client polls /api/health while a 10 MB batch is processed.
    const underLoad: Record<string, unknown> = {};
    for (const kind of ['pdf', 'txt', 'docx'] as const) {
      const five = batchOf(kind);
      await call('DELETE', '/files/clear-all');
      await ask(child, 'reset');
      let done = false;
      const latencies: number[] = [];
      const poller = (async () => {
        while (!done) {
          const started = performance.now();
          const res = await fetch(`${base}/api/health`);
          await res.text();
          latencies.push(performance.now() - started);
          await new Promise((res2) => setTimeout(res2, 5));
        }
      })();
      const batch = await upload(five, kind);
      done = true;
      await poller;
      const report = await ask(child, 'report');
      underLoad[kind] = {
        batchMs: r(batch.ms),
        healthMs: {
          n: latencies.length,
          p50: +median(latencies).toFixed(1),
          p99: +percentile(latencies, 99).toFixed(1),
          max: +Math.max(...latencies).toFixed(1),
        },
        ...report,
      };
      console.error(`${kind} under load: ${JSON.stringify(underLoad[kind])}`);
    }
    results.during10MBBatch = underLoad;
    console.log(JSON.stringify(results, null, 2));
  } finally {
    child.kill('SIGTERM');
    await new Promise((res) => child.once('exit', res));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
