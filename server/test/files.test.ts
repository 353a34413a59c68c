/**
 * Uploads, the files list and the voice profile (issue #11, server half), on each database: the batch
 * rules (count, sizes, type by name and content; one violation rejects the batch), the stream limits
 * (anonymous and oversized bodies refused without being read), extraction in the worker pool (failed files
 * kept with a reason, empty and re-encoded texts), the per-user lock (racing uploads, upload + analyse),
 * the profile rules, ownership, export and account deletion.
 */
import http from 'node:http';
import { count, eq } from 'drizzle-orm';
import { strToU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileSections, files, voiceProfiles } from '../src/db/schema/index.js';
import { docx, mediaBombDocx, pdf, png, prose, txt, zip, zipBombDocx } from './documents.js';
import { createFile, createUser, signIn } from './factories.js';
import { Client, dbTargets, signedInClient, startServer, type TestServer } from './helpers.js';

interface FileBody {
  id: string;
  filename: string;
  file_size: number;
  file_type: string;
  status: string;
  content_sections: number;
  total_words: number;
  processed_at: string | null;
  has_meaningful_content: boolean;
  language: string | null;
  error: string | null;
  notice: string | null;
}
interface UploadBody {
  uploaded_files: FileBody[];
  message: string;
  voice_profile_reset: boolean;
  code?: string;
  error?: string;
}

const MB = 1024 * 1024;
const TEXT = prose(3000);

async function fileCount(server: TestServer, userId: string) {
  const [row] = await server.database.db.select({ n: count() }).from(files).where(eq(files.userId, userId));
  return row?.n ?? 0;
}

async function storedBytes(server: TestServer, userId: string) {
  const rows = await server.database.db
    .select({ size: files.fileSize })
    .from(files)
    .where(eq(files.userId, userId));
  return rows.reduce((sum, r) => sum + r.size, 0);
}

/**
 * A TXT of exactly `bytes` bytes: prose (at most 300 KB, about 50,000 words, so the byte limits are what a
 * test meets, not the word limits of decision 015), then spaces.
 */
function txtOf(bytes: number, seed = 1) {
  return txt(prose(Math.min(bytes, 300_000), seed).slice(0, bytes).padEnd(bytes, ' '));
}

describe.each(dbTargets)('files and voice profile on %s', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    // What is tested here is what extraction stores, not the answer's wait (decision 028): the wait is long.
    server = await startServer(target, { EXTRACT_WORKERS: '2' }, undefined, {
      deps: { uploadWaitMs: 60_000 },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('stores a TXT, a DOCX and a PDF with words, sections and language, and lists them newest first', async () => {
    const { client } = await signedInClient(server);
    const res = await client.upload<UploadBody>([
      { name: 'post.txt', bytes: txt(TEXT) },
      { name: 'letter.docx', bytes: docx(TEXT) },
      { name: 'brochure.pdf', bytes: pdf(TEXT) },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.voice_profile_reset).toBe(false);
    expect(res.body.message).toBe('3 files have been uploaded.');
    const byName = Object.fromEntries(res.body.uploaded_files.map((f) => [f.filename, f]));
    for (const name of ['post.txt', 'letter.docx', 'brochure.pdf']) {
      const f = byName[name]!;
      expect(f, name).toMatchObject({
        status: 'completed',
        has_meaningful_content: true,
        language: 'en',
        error: null,
        file_type: name.split('.')[1],
      });
      expect(f.total_words, name).toBeGreaterThan(400);
      expect(f.content_sections, name).toBeGreaterThan(0);
      expect(Object.keys(f).sort()).toEqual(
        [
          'id',
          'filename',
          'file_size',
          'file_type',
          'status',
          'content_sections',
          'total_words',
          'processed_at',
          'has_meaningful_content',
          'language',
          'error',
          'notice',
        ].sort(),
      );
    }
    const list = await client.get<{ files: FileBody[] }>('/files');
    expect(list.status).toBe(200);
    expect(list.body.files.map((f) => f.filename)).toEqual(['post.txt', 'letter.docx', 'brochure.pdf']);
    expect((await client.get<{ files: FileBody[] }>('/files/')).body.files).toHaveLength(3);
    // Only the text and its sections are stored.
    const [row] = await server.database.db.select().from(files).where(eq(files.id, byName['post.txt']!.id));
    expect(row!.extractedText).toContain(TEXT.slice(0, 200));
    const [sections] = await server.database.db
      .select({ n: count() })
      .from(fileSections)
      .where(eq(fileSections.fileId, row!.id));
    expect(sections!.n).toBe(byName['post.txt']!.content_sections);
  });

  it('rejects a batch of six files and stores none', async () => {
    const { client, user } = await signedInClient(server);
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `n${i}.txt`, bytes: txt(`note ${i}`) }));
    const res = await client.upload(six);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'TOO_MANY_FILES',
      error:
        'You have reached the maximum number of files (5). Please delete some files before uploading more.',
    });
    expect(await fileCount(server, user.id)).toBe(0);
  });

  it('counts the files already stored: four stored and two new are refused, four and one accepted', async () => {
    const { client, user } = await signedInClient(server);
    for (let i = 0; i < 4; i++) await createFile(server, user);
    const two = await client.upload([
      { name: 'a.txt', bytes: txt('one') },
      { name: 'b.txt', bytes: txt('two') },
    ]);
    expect(two.status).toBe(400);
    expect(two.body.code).toBe('TOO_MANY_FILES');
    expect(await fileCount(server, user.id)).toBe(4);
    expect((await client.upload([{ name: 'a.txt', bytes: txt('one') }])).status).toBe(201);
    const full = await client.upload([{ name: 'c.txt', bytes: txt('three') }]);
    expect(full.body.code).toBe('TOO_MANY_FILES');
    expect(await fileCount(server, user.id)).toBe(5);
  });

  it('rejects a 6 MB file with FILE_TOO_LARGE (in the reader’s language) and stores none of the batch', async () => {
    const { client, user } = await signedInClient(server, 'de');
    const res = await client.upload([
      { name: 'small.txt', bytes: txt(TEXT) },
      { name: 'big.txt', bytes: txtOf(6 * MB) },
    ]);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      code: 'FILE_TOO_LARGE',
      error: 'Eine oder mehrere Dateien überschreiten die Grenze von 5 MB und wurden nicht hochgeladen.',
    });
    // The rest of the body is not drained: the answer closes the connection.
    expect(res.headers.get('connection')).toBe('close');
    expect(await fileCount(server, user.id)).toBe(0);
  });

  it('rejects 11 MB in total with TOTAL_SIZE_EXCEEDED and stores none', async () => {
    const { client, user } = await signedInClient(server);
    const res = await client.upload([
      { name: 'a.txt', bytes: txtOf(4 * MB, 1) },
      { name: 'b.txt', bytes: txtOf(4 * MB, 2) },
      { name: 'c.txt', bytes: txtOf(3 * MB, 3) },
    ]);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      code: 'TOTAL_SIZE_EXCEEDED',
      error: 'Total file size limit exceeded. Maximum 10MB allowed across all files.',
    });
    expect(await fileCount(server, user.id)).toBe(0);
  });

  it('counts the files already stored in the 10 MB: a third 3.5 MB file is refused and nothing of it stored', async () => {
    const { client, user } = await signedInClient(server, 'it');
    for (let i = 0; i < 2; i++) {
      const res = await client.upload([{ name: `part${i}.txt`, bytes: txtOf(3.5 * MB, i + 1) }]);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const third = await client.upload([{ name: 'part2.txt', bytes: txtOf(3.5 * MB, 3) }]);
    expect(third.status).toBe(413);
    expect(third.body).toEqual({
      code: 'TOTAL_SIZE_EXCEEDED',
      error: 'Dimensione totale superata. Sono consentiti al massimo 10 MB per tutti i file.',
    });
    expect(await fileCount(server, user.id)).toBe(2);
    // What still fits is accepted: 7 MB stored and 3 MB more is exactly 10 MB.
    const fits = await client.upload([{ name: 'last.txt', bytes: txtOf(10 * MB - 7 * MB, 4) }]);
    expect(fits.status, JSON.stringify(fits.body)).toBe(201);
    expect(await storedBytes(server, user.id)).toBe(10 * MB);
  });

  it('never stores more than 10 MB when two uploads race for the last megabytes', async () => {
    for (let round = 0; round < 3; round++) {
      const { client, user } = await signedInClient(server);
      await createFile(server, user, { fileSize: 3.5 * MB });
      // Each alone fits (7 MB), both together do not (10.5 MB).
      const [a, b] = await Promise.all([
        client.upload([{ name: 'a.txt', bytes: txtOf(3.5 * MB, round + 1) }]),
        client.upload([{ name: 'b.txt', bytes: txtOf(3.5 * MB, round + 2) }]),
      ]);
      expect([a.status, b.status].sort()).toEqual([201, 413]);
      expect([a.body.code, b.body.code]).toContain('TOTAL_SIZE_EXCEEDED');
      expect(await fileCount(server, user.id)).toBe(2);
      expect(await storedBytes(server, user.id)).toBe(7 * MB);
    }
  });

  it('reads and extracts one of eight parallel 2×5 MB uploads of an account; the other seven are refused unread', async () => {
    const { client, user } = await signedInClient(server);
    const voice = server.app.ctx.pool;
    const extract = voice.extract;
    let extractions = 0;
    voice.extract = (bytes, filename) => {
      extractions++;
      return extract.call(voice, bytes, filename);
    };
    try {
      // Blank files: what is measured is what gets read and extracted, not how long reading prose takes.
      const blank = new Uint8Array(5 * MB).fill(0x20);
      const replies = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          client.upload<UploadBody>([
            { name: `a${i}.txt`, bytes: blank },
            { name: `b${i}.txt`, bytes: blank },
          ]),
        ),
      );
      expect(replies.filter((r) => r.status === 201)).toHaveLength(1);
      expect(extractions).toBe(2);
      expect(await storedBytes(server, user.id)).toBe(10 * MB);
      for (const refused of replies.filter((r) => r.status !== 201)) {
        // Waited its turn, then over the 10 MB; or refused at once, too many waiting already.
        expect([413, 429]).toContain(refused.status);
        expect(refused.body.code).toBe(refused.status === 413 ? 'TOTAL_SIZE_EXCEEDED' : 'RATE_LIMITED');
      }
      expect(replies.filter((r) => r.status === 429)[0]?.body.error).toBe(
        'Several uploads from your account are already in progress. Please wait until they have finished, then try again.',
      );
    } finally {
      voice.extract = extract;
    }
  });

  it('stores a file name without bidirectional, zero-width or C1 control characters, in NFC', async () => {
    const { client } = await signedInClient(server);
    const res = await client.upload<UploadBody>([
      { name: 'invoice\u202efdp.txt', bytes: txt(TEXT) },
      { name: 'pay\u200broll\u0085 Re\u0301sume\u0301.txt', bytes: txt(TEXT) },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.uploaded_files.map((f) => f.filename).sort()).toEqual([
      'invoicefdp.txt',
      'payroll R\u00e9sum\u00e9.txt',
    ]);
  });

  it('answers a multipart body cut off mid-file, or garbage, with 400 VALIDATION_ERROR and stores nothing', async () => {
    const { client, user } = await signedInClient(server);
    const send = async (body: string, contentType: string, lang = 'en') => {
      const res = await fetch(`${server.url}/api/files/upload`, {
        method: 'POST',
        headers: {
          cookie: client.cookie,
          origin: server.url,
          'accept-language': lang,
          'content-type': contentType,
        },
        body,
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    const cutOff =
      '--xyz\r\nContent-Disposition: form-data; name="files"; filename="a.txt"\r\n\r\nhello world';
    const malformed: [string, string][] = [
      [cutOff, 'multipart/form-data; boundary=xyz'],
      ['garbage', 'multipart/form-data; boundary=xyz'],
      // No boundary: the parser cannot even start.
      [cutOff, 'multipart/form-data'],
      // A complete first file, then the body ends inside the second: none of the batch is kept.
      [
        `--xyz\r\nContent-Disposition: form-data; name="files"; filename="a.txt"\r\n\r\n${TEXT}\r\n${cutOff}`,
        'multipart/form-data; boundary=xyz',
      ],
    ];
    for (const [body, type] of malformed) {
      const res = await send(body, type);
      expect(res.status, `${type} ${body.slice(0, 30)}`).toBe(400);
      expect(res.body).toEqual({
        code: 'VALIDATION_ERROR',
        error:
          'The upload could not be read because it was incomplete or damaged. Nothing was saved. Please try again.',
        fields: {},
      });
    }
    expect((await send(cutOff, 'multipart/form-data; boundary=xyz', 'pt')).body.error).toBe(
      'Não foi possível ler o envio porque ele estava incompleto ou corrompido. Nada foi salvo. Tente novamente.',
    );
    expect(await fileCount(server, user.id)).toBe(0);
  });

  it('refuses an upload sent as JSON, as text or without a body with 415 VALIDATION_ERROR in the contract’s form', async () => {
    const { client, user } = await signedInClient(server, 'de');
    // Even a full account learns first that the body is wrong, before anything about its files.
    for (let i = 0; i < 5; i++) await createFile(server, user);
    for (const [type, body] of [
      ['application/json', '{"files":["a.txt"]}'],
      ['text/plain', 'hello'],
      [undefined, undefined],
    ]) {
      const res = await client.call('POST', '/files/upload', body, type ? { 'content-type': type } : {});
      expect(res.status, type).toBe(415);
      expect(res.body, type).toEqual({
        code: 'VALIDATION_ERROR',
        error: 'Dieser Aufruf akzeptiert keinen Inhalt dieses Typs.',
        fields: {},
      });
    }
    expect(await fileCount(server, user.id)).toBe(5);
  });

  it('rejects a PNG and a ZIP named .pdf, by their content, and stores nothing of the batch', async () => {
    const { client, user } = await signedInClient(server, 'fr');
    for (const bytes of [png(), zip()]) {
      const res = await client.upload([
        { name: 'fine.txt', bytes: txt(TEXT) },
        { name: 'scan.pdf', bytes },
      ]);
      expect(res.status).toBe(415);
      expect(res.body).toMatchObject({
        code: 'UNSUPPORTED_FILE_TYPE',
        error: 'Seuls les fichiers PDF, DOCX et TXT sont acceptés.',
      });
    }
    expect(await fileCount(server, user.id)).toBe(0);
  });

  it('rejects .md and .exe files by their name', async () => {
    const { client, user } = await signedInClient(server);
    for (const name of ['notes.md', 'setup.exe']) {
      const res = await client.upload([{ name, bytes: txt('# Hello') }]);
      expect(res.status, name).toBe(415);
      expect(res.body.code).toBe('UNSUPPORTED_FILE_TYPE');
    }
    expect(await fileCount(server, user.id)).toBe(0);
  });

  it('stores a corrupt PDF as failed with a readable reason in the reader’s language', async () => {
    const { client } = await signedInClient(server, 'it');
    const good = pdf(TEXT);
    const res = await client.upload<UploadBody>([
      { name: 'broken.pdf', bytes: good.subarray(0, 400) },
      { name: 'good.txt', bytes: txt(TEXT) },
    ]);
    expect(res.status).toBe(201);
    const broken = res.body.uploaded_files.find((f) => f.filename === 'broken.pdf')!;
    expect(broken).toMatchObject({
      status: 'failed',
      total_words: 0,
      has_meaningful_content: false,
      language: null,
      error: 'Questo file è danneggiato o non è stato possibile leggerlo.',
    });
    const en = new Client(server, 'en');
    en.cookie = client.cookie;
    const listed = (await en.get<{ files: FileBody[] }>('/files')).body.files.find((f) => f.id === broken.id);
    expect(listed?.error).toBe('This file is damaged or could not be read.');
  });

  it('reads a long PDF up to the word cap and says, in the reader’s language, that only its first pages were read', async () => {
    const { client } = await signedInClient(server, 'de');
    const book = pdf(prose(480_000, 7));
    const res = await client.upload<UploadBody>([{ name: 'book.pdf', bytes: book }]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    let file = res.body.uploaded_files[0]!;
    while (file.status === 'processing') {
      await new Promise((resolve) => setTimeout(resolve, 200));
      file = (await client.get<{ files: FileBody[] }>('/files')).body.files.find((f) => f.id === file.id)!;
    }
    expect(file).toMatchObject({ status: 'completed', error: null });
    const [, read, pages] =
      /^Nur die ersten (\d+) von (\d+) Seiten wurden gelesen/.exec(file.notice ?? '') ?? [];
    expect(Number(read)).toBeGreaterThan(50);
    expect(Number(pages)).toBeGreaterThan(Number(read));
    // The words stored are the pages read: the cap's 60,000 and at most a page more.
    expect(file.total_words).toBeGreaterThan(55_000);
    expect(file.total_words).toBeLessThan(62_000);
    const [row] = await server.database.db.select().from(files).where(eq(files.id, file.id));
    expect(row).toMatchObject({ pages: Number(pages), pagesRead: Number(read) });
    // A file read whole has no notice.
    const short = await client.upload<UploadBody>([{ name: 'short.pdf', bytes: pdf(TEXT) }]);
    expect(short.body.uploaded_files[0]).toMatchObject({ status: 'completed', notice: null });
  });

  it('stores a zip-bomb DOCX as failed (too much data) without inflating it', async () => {
    const { client } = await signedInClient(server);
    const bomb = zipBombDocx();
    expect(bomb.length).toBeLessThan(MB);
    const started = performance.now();
    const res = await client.upload<UploadBody>([{ name: 'bomb.docx', bytes: bomb }]);
    expect(res.status).toBe(201);
    expect(res.body.uploaded_files[0]).toMatchObject({
      status: 'failed',
      error: 'This file holds more data than can be read safely.',
    });
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('stores as failed (too much data) a DOCX whose main document is a lying part under word/media/', async () => {
    const { client } = await signedInClient(server);
    const bomb = mediaBombDocx();
    expect(bomb.length).toBeLessThan(MB);
    const res = await client.upload<UploadBody>([{ name: 'media-bomb.docx', bytes: bomb }]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.uploaded_files[0]).toMatchObject({
      status: 'failed',
      error: 'This file holds more data than can be read safely.',
    });
  });

  it('stores an empty TXT as completed with no words and no meaningful content', async () => {
    const { client } = await signedInClient(server);
    const res = await client.upload<UploadBody>([{ name: 'empty.txt', bytes: new Uint8Array(0) }]);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Your file has been uploaded.');
    expect(res.body.uploaded_files[0]).toMatchObject({
      status: 'completed',
      total_words: 0,
      content_sections: 0,
      has_meaningful_content: false,
      error: null,
    });
  });

  it('reads UTF-16 and Windows-1252 TXT with their accents intact', async () => {
    const { client } = await signedInClient(server);
    const french = 'Déjà vu à Noël : où est passé le garçon ? Ça coûte très cher, même en été.';
    const utf16 = new Uint8Array(2 + french.length * 2);
    utf16.set([0xff, 0xfe]);
    for (let i = 0; i < french.length; i++) {
      utf16[2 + 2 * i] = french.charCodeAt(i) & 0xff;
      utf16[3 + 2 * i] = french.charCodeAt(i) >> 8;
    }
    const cp1252 = Uint8Array.from([...french].map((c) => c.charCodeAt(0)));
    const res = await client.upload<UploadBody>([
      { name: 'utf16.txt', bytes: utf16 },
      { name: 'cp1252.txt', bytes: cp1252 },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const rows = await server.database.db
      .select()
      .from(files)
      .where(eq(files.id, res.body.uploaded_files[0]!.id))
      .union(server.database.db.select().from(files).where(eq(files.id, res.body.uploaded_files[1]!.id)));
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.extractedText, row.filename).toBe(french);
  });

  it('answers 404 for another user’s file id and changes nothing', async () => {
    const owner = await signedInClient(server);
    const { id } = await createFile(server, owner.user);
    const { client: other } = await signedInClient(server);
    const res = await other.delete(`/files/${id}`);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
    expect((await other.get<{ files: FileBody[] }>('/files')).body.files).toEqual([]);
    expect(await fileCount(server, owner.user.id)).toBe(1);
    expect((await other.delete('/files/clear-all')).body).toMatchObject({ deleted_count: 0 });
    expect(await fileCount(server, owner.user.id)).toBe(1);
  });

  it('answers 404 NOT_FOUND for file ids no file can have: a NUL byte, control characters, 5,000 characters', async () => {
    const owner = await signedInClient(server, 'fr');
    await createFile(server, owner.user);
    for (const id of ['%00', 'abc%00def', 'a%0Ab', '%7F', 'a'.repeat(101), 'a'.repeat(5000)]) {
      const res = await owner.client.delete(`/files/${id}`);
      expect(res.status, id.slice(0, 20)).toBe(404);
      expect(res.body, id.slice(0, 20)).toEqual({ code: 'NOT_FOUND', error: 'Introuvable.' });
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-request-id')).toBeTruthy();
    }
    // A path that cannot be decoded at all is a malformed request, in the same form.
    const bad = await owner.client.delete('/files/%C3%28');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      code: 'VALIDATION_ERROR',
      error: 'L’adresse de cette requête n’est pas valide.',
    });
    expect(await fileCount(server, owner.user.id)).toBe(1);
  });

  it('never leaves six files when two uploads race for the last slot', async () => {
    for (let round = 0; round < 3; round++) {
      const { client, user } = await signedInClient(server);
      for (let i = 0; i < 4; i++) await createFile(server, user);
      const [a, b] = await Promise.all([
        client.upload([{ name: 'a.txt', bytes: txt(TEXT) }]),
        client.upload([{ name: 'b.txt', bytes: txt(TEXT) }]),
      ]);
      expect([a.status, b.status].sort()).toEqual([201, 400]);
      expect([a.body.code, b.body.code]).toContain('TOO_MANY_FILES');
      expect(await fileCount(server, user.id)).toBe(5);
    }
  });

  it('refuses an anonymous upload at once, before reading a body that never ends', async () => {
    const url = new URL(`${server.url}/api/files/upload`);
    const started = performance.now();
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(url, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x', 'transfer-encoding': 'chunked' },
      });
      req.on('response', (res) => {
        let body = '';
        res.on('data', (c) => {
          body += c;
        });
        res.on('end', () => {
          req.destroy();
          resolve({ status: res.statusCode ?? 0, body });
        });
      });
      req.on('error', reject);
      // The headers and the start of a file; the body is never ended.
      req.write('--x\r\nContent-Disposition: form-data; name="files"; filename="a.txt"\r\n\r\nhello');
    });
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body).code).toBe('UNAUTHENTICATED');
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('refuses a 1 GB streamed upload with 413 long before the body is sent, and closes the connection soon after', async () => {
    const { client, user } = await signedInClient(server);
    const url = new URL(`${server.url}/api/files/upload`);
    const GB = 1024 * MB;
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const rssBefore = process.memoryUsage().rss;
    // The client keeps sending after the answer, as a browser does, until the server closes the connection.
    const result = await new Promise<{
      status: number;
      body: string;
      sentAtAnswer: number;
      sentInAll: number;
      closedAfterMs: number;
    }>((resolve, reject) => {
      let sent = 0;
      let status = 0;
      let body = '';
      let sentAtAnswer = -1;
      let answeredAt = 0;
      const req = http.request(url, {
        method: 'POST',
        headers: {
          cookie: client.cookie,
          'content-type': 'multipart/form-data; boundary=x',
          'transfer-encoding': 'chunked',
        },
      });
      const finish = () => {
        if (sentAtAnswer < 0) return reject(new Error(`closed before an answer, after ${sent} bytes`));
        resolve({
          status,
          body,
          sentAtAnswer,
          sentInAll: sent,
          closedAfterMs: performance.now() - answeredAt,
        });
      };
      const pump = () => {
        while (sent < GB && !req.destroyed) {
          sent += chunk.length;
          if (!req.write(chunk)) {
            req.once('drain', pump);
            return;
          }
        }
      };
      req.on('response', (res) => {
        status = res.statusCode ?? 0;
        sentAtAnswer = sent;
        answeredAt = performance.now();
        res.on('data', (c) => {
          body += c;
        });
      });
      req.on('error', () => undefined);
      req.on('close', finish);
      req.write('--x\r\nContent-Disposition: form-data; name="files"; filename="huge.txt"\r\n\r\n');
      // Count only what reaches the socket: writes before the connection exists would just queue in memory.
      req.on('socket', (socket) => {
        socket.once('connect', pump);
        socket.once('close', () => req.destroy());
      });
    });
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body).code).toBe('FILE_TOO_LARGE');
    expect(result.sentAtAnswer).toBeLessThan(64 * MB);
    // The server lingers briefly so the client can read the answer, then closes: far from 1 GB.
    expect(result.sentInAll).toBeLessThan(128 * MB);
    expect(result.closedAfterMs).toBeLessThan(5000);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(200 * MB);
    expect(await fileCount(server, user.id)).toBe(0);
  });

  it('refuses analysis without a completed file with words (NO_USABLE_FILES)', async () => {
    const { client, user } = await signedInClient(server, 'pt');
    expect((await client.post('/voice-profile/analyze')).body).toMatchObject({
      code: 'NO_USABLE_FILES',
      error: 'Envie pelo menos um arquivo com texto antes de analisar seu estilo.',
    });
    await createFile(server, user, { text: '' });
    await createFile(server, user, { failed: 'CORRUPT' });
    const res = await client.post('/voice-profile/analyze');
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('NO_USABLE_FILES');
    expect((await client.get('/voice-profile')).body).toEqual({
      has_profile: false,
      profile: null,
      analysis: null,
    });
  });

  it('refuses a profile from too little running prose and says how many words are missing (NOT_ENOUGH_PROSE)', async () => {
    const { client } = await signedInClient(server, 'de');
    const junk = txt('--- 1234 5678 ... !!! ??? *** ===\n\n*notes.txt*\tFor Quill version 4.2.\n\n:write\n');
    expect((await client.upload([{ name: 'junk.txt', bytes: junk }])).status).toBe(201);
    // Symbols, a header line and a command are not words of writing at all.
    const res = await client.post('/voice-profile/analyze');
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('NO_USABLE_FILES');
    expect((await client.get('/voice-profile')).body.has_profile).toBe(false);
    // Generation stays locked: there is no profile.
    const gen = await client.post('/content/generate', {
      prompt: 'A short note about spring',
      content_type: 'email',
      length: 'small',
      language: 'English',
    });
    expect(gen.status).toBe(409);
    expect(gen.body.code).toBe('VOICE_PROFILE_REQUIRED');
    // A short real text counts its words: the answer says how many more are needed.
    const short = 'We planted the beans early this year, and the rain came just in time. '.repeat(6);
    expect((await client.upload([{ name: 'short.txt', bytes: txt(short) }])).status).toBe(201);
    const again = await client.post('/voice-profile/analyze');
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      code: 'NOT_ENOUGH_PROSE',
      prose_words: 84,
      prose_words_needed: 300,
      error:
        'Noch nicht genug zusammenhängender Text: Ihr Stilprofil braucht mindestens 300 Wörter in ganzen Sätzen, Ihre Dateien enthalten 84. Fügen Sie noch etwa 216 hinzu; Überschriften, Befehle, Listen und Sonderzeichen zählen nicht.',
    });
    expect((await client.get('/voice-profile')).body.has_profile).toBe(false);
  });

  it('analyses the stored writing and returns every spec field, confidence, languages and habits', async () => {
    const { client } = await signedInClient(server);
    expect((await client.upload([{ name: 'post.txt', bytes: txt(TEXT) }])).status).toBe(201);
    const res = await client.post<{
      profile: Record<string, unknown>;
      analysis: Record<string, unknown>;
      message: string;
    }>('/voice-profile/analyze');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe('Voice profile created successfully! You can now generate content.');
    expect(Object.keys(res.body.profile).sort()).toEqual(
      [
        'content_sections_analyzed',
        'total_words_analyzed',
        'primary_tone',
        'writing_complexity',
        'vocabulary_level',
        'primary_content_type',
      ].sort(),
    );
    const a = res.body.analysis as Record<string, Record<string, unknown>>;
    for (const key of [
      'content_summary',
      'tone_characteristics',
      'writing_style',
      'vocabulary_analysis',
      'content_types',
      'sample_content',
      'total_words',
      'total_sections',
      'avg_words_per_section',
      'high_priority_sections',
      'medium_priority_sections',
      'low_priority_sections',
      'languages',
      'confidence',
      'habits',
    ]) {
      expect(a, key).toHaveProperty(key);
    }
    expect(Object.keys(a.tone_characteristics!).sort()).toEqual([
      'dominant_tones',
      'primary_tone',
      'tone_scores',
    ]);
    for (const key of [
      'avg_sentence_length',
      'avg_paragraph_length',
      'exclamation_frequency',
      'question_frequency',
      'comma_frequency',
      'writing_complexity',
    ]) {
      expect(a.writing_style, key).toHaveProperty(key);
    }
    for (const key of [
      'unique_words',
      'vocabulary_diversity',
      'long_word_ratio',
      'most_common_words',
      'vocabulary_level',
    ])
      expect(a.vocabulary_analysis, key).toHaveProperty(key);
    for (const key of ['type_distribution', 'primary_content_type', 'content_variety'])
      expect(a.content_types, key).toHaveProperty(key);
    expect(a.confidence).toMatchObject({ level: expect.stringMatching(/^(low|medium|high)$/) });
    // Machine-readable reasons (message keys), never prose: one file is fewer than the engine wants.
    expect(a.confidence!.reasons).toContain('more_documents');
    expect(a).not.toHaveProperty('style_vector');
    expect(a.files_analyzed).toBe(1);
    const got = await client.get<{ has_profile: boolean; profile: unknown; analysis: unknown }>(
      '/voice-profile',
    );
    expect(got.body).toMatchObject({ has_profile: true, profile: res.body.profile });
    expect((await client.get('/voice-profile/')).body.has_profile).toBe(true);
  });

  it('resets the profile on upload and on deleting a file that fed it, not on deleting one that did not', async () => {
    const { client, user } = await signedInClient(server);
    const fed = await createFile(server, user, { text: TEXT });
    const empty = await createFile(server, user, { text: '' });
    expect((await client.post('/voice-profile/analyze')).status).toBe(201);
    // A file without words did not feed the profile: deleting it keeps the profile.
    expect((await client.delete(`/files/${empty.id}`)).body).toEqual({
      message: 'File deleted successfully.',
      voice_profile_reset: false,
    });
    expect((await client.get('/voice-profile')).body.has_profile).toBe(true);
    // Any upload after a profile exists resets it.
    const up = await client.upload<UploadBody>([{ name: 'new.txt', bytes: txt(TEXT) }]);
    expect(up.body.voice_profile_reset).toBe(true);
    expect((await client.get('/voice-profile')).body.has_profile).toBe(false);
    expect((await client.post('/voice-profile/analyze')).status).toBe(201);
    expect((await client.delete(`/files/${fed.id}`)).body.voice_profile_reset).toBe(true);
    expect((await client.get('/voice-profile')).body.has_profile).toBe(false);
  });

  it('clear-all removes every file, its sections and the profile', async () => {
    const { client, user } = await signedInClient(server);
    await createFile(server, user, { text: TEXT });
    await createFile(server, user, { text: TEXT });
    expect((await client.post('/voice-profile/analyze')).status).toBe(201);
    const res = await client.delete('/files/clear-all');
    expect(res.body).toEqual({ message: 'All files deleted successfully.', deleted_count: 2 });
    expect(await fileCount(server, user.id)).toBe(0);
    const db = server.database.db;
    expect(await db.select().from(fileSections).where(eq(fileSections.userId, user.id))).toEqual([]);
    expect(await db.select().from(voiceProfiles).where(eq(voiceProfiles.userId, user.id))).toEqual([]);
  });

  it('never keeps a profile that misses a file uploaded while the analysis ran', async () => {
    for (let round = 0; round < 3; round++) {
      const { client } = await signedInClient(server);
      expect((await client.upload([{ name: 'first.txt', bytes: txt(prose(200_000, round)) }])).status).toBe(
        201,
      );
      const [analysed, uploaded] = await Promise.all([
        client.post('/voice-profile/analyze'),
        client.upload<UploadBody>([{ name: 'second.txt', bytes: txt(prose(50_000, round + 7)) }]),
      ]);
      expect(analysed.status).toBe(201);
      expect(uploaded.status).toBe(201);
      const state = await client.get<{ has_profile: boolean; analysis: { files_analyzed: number } | null }>(
        '/voice-profile',
      );
      // Either the upload reset the profile, or the profile was made after it and includes both files.
      if (state.body.has_profile) expect(state.body.analysis?.files_analyzed).toBe(2);
    }
  });

  it('puts files, their sections and the profile in "download my data", and account deletion removes them', async () => {
    const user = await createUser(server);
    const client = await signIn(server, user);
    await client.upload([{ name: 'mine.txt', bytes: txt(TEXT) }]);
    expect((await client.post('/voice-profile/analyze')).status).toBe(201);
    const exported = await client.get<{
      files: { filename: string; extracted_text: string; sections: { text: string }[] }[];
      voice_profile: { profile: unknown } | null;
    }>('/auth/export');
    expect(exported.status).toBe(200);
    expect(exported.body.files[0]).toMatchObject({ filename: 'mine.txt' });
    expect(exported.body.files[0]!.extracted_text).toContain(TEXT.slice(0, 100));
    expect(exported.body.files[0]!.sections.length).toBeGreaterThan(0);
    expect(exported.body.voice_profile?.profile).toBeTruthy();
    expect((await client.delete('/auth/account', { current_password: user.password })).status).toBe(200);
    const db = server.database.db;
    expect(await fileCount(server, user.id)).toBe(0);
    expect(await db.select().from(fileSections).where(eq(fileSections.userId, user.id))).toEqual([]);
    expect(await db.select().from(voiceProfiles).where(eq(voiceProfiles.userId, user.id))).toEqual([]);
  });

  it('refuses an upload without files and one with an unknown file field', async () => {
    const { client } = await signedInClient(server);
    const none = await client.upload([]);
    expect(none.status).toBe(400);
    expect(none.body.code).toBe('VALIDATION_ERROR');
    const form = new FormData();
    form.append('attachment', new Blob([strToU8('hello')]), 'a.txt');
    const res = await fetch(`${server.url}/api/files/upload`, {
      method: 'POST',
      headers: { cookie: client.cookie },
      body: form,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('VALIDATION_ERROR');
  });
});
