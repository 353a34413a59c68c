/**
 * Uploads and the files list (docs/api.md, "Files"; decision records 008 and 028).
 *
 * An upload is all-or-nothing: the batch is read from the stream under the contract's limits (count and
 * combined size with the files already stored, 5 MB a file, 10 MB in all, type by extension before a byte of
 * the file is read and by content once it is), and the first violation rejects the whole batch; a body that
 * is not readable multipart is the client's mistake (400), never a 500. Then, under the per-user lock, the
 * count and the combined size are checked again and the files are stored as `processing` with their original
 * bytes and one extraction job each, in one transaction, and an existing voice profile is reset — so two
 * uploads racing for the last slot never leave six files, nor two racing for the last megabytes more than
 * 10 MB, whichever processes they reach. The jobs extract the files (extraction.ts), count their words against
 * the account's limits and drop the bytes; the answer waits a few seconds for them, so a small upload still
 * lands as `completed`.
 *
 * One upload per user is read and stored at a time in a process (UploadTurns, decision record 016): the
 * next waits, without its body being read, until the one before is stored or refused, and then sees what it
 * stored — so eight parallel 10 MB uploads buffer one, not eight. At most four wait; a further one is refused
 * at once with 429.
 */
import type { Multipart } from '@fastify/multipart';
import { FILE_LIMITS, type UploadedFile } from '@inkprint/shared';
import { detectKind, extensionKind, isExtractError } from '@inkprint/voice';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { lockUser } from '../../db/user-lock.js';
import type { Translator } from '../../i18n/index.js';
import { newId } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { safeError } from '../../lib/safe-error.js';
import { deleteProfile, profileSources } from '../voice-profile/index.js';
import { resolveVoice, type VoiceRow } from '../voices/index.js';
import { EXTRACT_JOB, type ExtractJobData, waitForFiles } from './extraction.js';
import * as repo from './repository.js';

/** Multipart limits: busboy stops counting past these, and our own checks below name the contract's code. */
export const MULTIPART_LIMITS = {
  // One byte over the limit reaches our own check, which stops at once. At busboy's limit it would only
  // mark the file truncated and skip the rest of the part, so a 1 GB part would be read to its end.
  fileSize: FILE_LIMITS.maxFileBytes + 1,
  files: FILE_LIMITS.maxFiles,
  fields: 10,
  fieldSize: 1024,
  parts: FILE_LIMITS.maxFiles + 10,
  headerPairs: 100,
} as const;

const MAX_FILENAME = 255;

/** Uploads of one user that may wait for their turn behind the one being read (decision record 016). */
export const MAX_WAITING_UPLOADS = 4;

/** Retry-After of an upload refused for too many waiting: about one upload's reading and extraction. */
const UPLOAD_RETRY_AFTER_S = 10;

/**
 * One upload per user at a time in this process, the others waiting their turn in arrival order. The wait is
 * before the body is read, so a waiting upload holds no more than its socket. Per process by design: the
 * limits on what is stored hold across processes by the per-user lock at insert time; what this bounds is
 * one process's memory and extraction work, which an account can only ever load with one upload.
 */
export class UploadTurns {
  private readonly lines = new Map<string, { holders: number; last: Promise<void> }>();

  /** Waits for the user's turn and returns the function that ends it; refuses when too many wait already. */
  async take(userId: string): Promise<() => void> {
    const line = this.lines.get(userId) ?? { holders: 0, last: Promise.resolve() };
    if (line.holders > MAX_WAITING_UPLOADS) {
      throw new AppError('RATE_LIMITED', {
        messageKey: 'upload_in_progress',
        headers: { 'Retry-After': String(UPLOAD_RETRY_AFTER_S) },
      });
    }
    line.holders++;
    this.lines.set(userId, line);
    const before = line.last;
    let end!: () => void;
    const mine = new Promise<void>((resolve) => {
      end = resolve;
    });
    line.last = mine;
    await before;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      end();
      if (--line.holders === 0) this.lines.delete(userId);
    };
  }

  /** Uploads of the user being read or waiting (tests and metrics). */
  holders(userId: string): number {
    return this.lines.get(userId)?.holders ?? 0;
  }
}

interface Received {
  filename: string;
  bytes: Uint8Array;
}

/** What the voice holds already: the batch's limits count it. */
interface Stored {
  files: number;
  bytes: number;
}

/** The voice an upload goes to, with what it holds; resolved once, before the first file is read. */
interface Target {
  voice: VoiceRow;
  stored: Stored;
}

/**
 * Reads the batch from the stream, stopping at the first broken rule; nothing is kept on failure. The voice is
 * the query's `voice_id`, else a `voice_id` form field sent before the files, else the default one; it is
 * chosen (and its limits checked) before a byte of the first file is read.
 */
async function readBatch(
  parts: AsyncIterable<Multipart>,
  choose: (fieldVoiceId: string | undefined) => Promise<Target>,
  chosen: Target | undefined,
  log: FastifyBaseLogger,
): Promise<{ target: Target; batch: Received[] }> {
  const batch: Received[] = [];
  let target = chosen;
  let fieldVoiceId: string | undefined;
  // The combined size counts the files already stored, as the upload screen does (spec: "Combined size").
  let total = target?.stored.bytes ?? 0;
  const pick = async () => {
    try {
      return await choose(fieldVoiceId);
    } catch (err) {
      throw err instanceof AppError ? err : new OwnFailure(err);
    }
  };
  try {
    for await (const part of parts) {
      if (part.type !== 'file') {
        if (part.fieldname === 'voice_id') {
          // The voice must be known before the files are read: a field after them, or twice, is refused.
          if (fieldVoiceId !== undefined || batch.length > 0 || (target && !chosen)) {
            throw new AppError('VALIDATION_ERROR', { fields: { voice_id: 'invalid_value' } });
          }
          fieldVoiceId = String(part.value);
          if (chosen && fieldVoiceId !== chosen.voice.id) {
            throw new AppError('VALIDATION_ERROR', { fields: { voice_id: 'invalid_value' } });
          }
        }
        continue;
      }
      if (!target) {
        target = await pick();
        total = target.stored.bytes;
      }
      const stored = target.stored;
      if (part.fieldname !== 'files')
        throw new AppError('VALIDATION_ERROR', { fields: { [part.fieldname]: 'unknown_field' } });
      if (stored.files + batch.length + 1 > FILE_LIMITS.maxFiles) throw new AppError('TOO_MANY_FILES');
      const filename = cleanFilename(part.filename);
      // The name decides first: an .exe is refused before a byte of it is read.
      if (extensionKind(filename) === undefined) throw new AppError('UNSUPPORTED_FILE_TYPE');
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        total += chunk.length;
        if (size > FILE_LIMITS.maxFileBytes) throw new AppError('FILE_TOO_LARGE');
        if (total > FILE_LIMITS.maxTotalBytes) throw new AppError('TOTAL_SIZE_EXCEEDED');
        chunks.push(chunk);
      }
      if (part.file.truncated) throw new AppError('FILE_TOO_LARGE');
      const bytes = Buffer.concat(chunks, size);
      checkContent(bytes, filename);
      batch.push({ filename, bytes });
    }
    if (!target) target = await pick();
  } catch (err) {
    throw streamError(err, log);
  }
  return { target, batch };
}

/** A failure of our own, raised while the batch was read: passed on as it is, never blamed on the body. */
class OwnFailure extends Error {
  constructor(cause: unknown) {
    super('failure while reading an upload', { cause });
  }
}

/** The content must be what the name says. A damaged PDF or DOCX is not a type error: it is stored as failed. */
function checkContent(bytes: Uint8Array, filename: string) {
  try {
    detectKind(bytes, filename);
  } catch (err) {
    if (isExtractError(err) && err.code !== 'CORRUPT') throw new AppError('UNSUPPORTED_FILE_TYPE');
    if (!isExtractError(err)) throw new OwnFailure(err);
  }
}

/**
 * What reading the body raised, in the contract's codes: our own rules as they are; busboy's limits, raised as
 * @fastify/multipart errors, as the rule they enforce; anything else the parser raised (a body cut off, no
 * boundary, garbage, a field named `__proto__`, whatever value it threw) is a malformed upload, 400.
 */
function streamError(err: unknown, log: FastifyBaseLogger): unknown {
  if (err instanceof AppError) return err;
  if (err instanceof OwnFailure) return err.cause;
  const code = (err as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('FILE_TOO_LARGE');
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') return new AppError('TOO_MANY_FILES');
  if (code === 'FST_FIELDS_LIMIT') return new AppError('VALIDATION_ERROR', { fields: {} });
  log.info({ err: safeError(err) }, 'upload unreadable');
  return new AppError('VALIDATION_ERROR', { messageKey: 'upload_unreadable', fields: {} });
}

/**
 * Characters a file name loses, as in the API's single-line fields (docs/api.md, "Validation") and as in
 * prompt data (generation/untrusted.ts): control characters (C0, C1), the line and paragraph separators, and
 * format characters — bidirectional controls (U+202E shows "invoice\u202Efdp.txt" as "invoicetxt.pdf"),
 * zero-width spaces and joiners, the byte-order mark, tag characters. A zero-width joiner between two emoji
 * stays (it draws one family, one flag).
 */
const NOT_IN_FILENAME =
  /[\p{Cc}\u2028\u2029]|(?<!\p{Extended_Pictographic}\uFE0F?)\u200D|\u200D(?!\p{Extended_Pictographic})|(?!\u200D)\p{Cf}/gu;

/** Cuts `text` to at most `units` UTF-16 code units without splitting a surrogate pair. */
function cutOnCodePoints(text: string, units: number): string {
  let end = 0;
  for (const char of text) {
    if (end + char.length > units) break;
    end += char.length;
  }
  return text.slice(0, end);
}

/**
 * Keeps the base name only, in NFC, without control, bidirectional or zero-width characters, at most 255
 * UTF-16 code units (the extension kept), cut between characters, never inside a surrogate pair.
 */
export function cleanFilename(raw: string | undefined): string {
  const base = (raw ?? '').split(/[/\\]/).pop() ?? '';
  const clean = base.normalize('NFC').replace(NOT_IN_FILENAME, '').trim();
  if (clean.length <= MAX_FILENAME) return clean;
  const dot = clean.lastIndexOf('.');
  const ext = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
  return cutOnCodePoints(clean, MAX_FILENAME - ext.length) + ext;
}

export async function uploadFiles(opts: {
  ctx: AppContext;
  userId: string;
  /** The query's `voice_id`, if any (a form field may name the voice instead). */
  voiceId?: string;
  log: FastifyBaseLogger;
  /** The user's uploads in this process: this one reads its body only in its turn. */
  turns: UploadTurns;
  /** Whether the body is `multipart/form-data` at all. */
  multipart: boolean;
  parts: () => AsyncIterable<Multipart>;
  /** How long the answer may wait for the batch's files to be extracted (decision 028). */
  waitMs: number;
}): Promise<{ files: repo.FileRow[]; voiceProfileReset: boolean }> {
  const { ctx, userId, log } = opts;
  // JSON, text or no body: the body's content type is wrong, as for any other call (docs/api.md, "Errors").
  if (!opts.multipart) {
    throw new AppError('VALIDATION_ERROR', { status: 415, messageKey: 'unsupported_media_type', fields: {} });
  }
  // An unknown voice in the query is refused before the turn and the body.
  const queried =
    opts.voiceId === undefined ? undefined : await resolveVoice(ctx.database.db, userId, opts.voiceId);
  const endTurn = await opts.turns.take(userId);
  let stored: { ids: string[]; voiceProfileReset: boolean };
  try {
    stored = await storeUpload(ctx, userId, queried, log, opts.parts);
  } finally {
    // The next upload of the user may be read as soon as this one is stored: extraction is the jobs' work.
    endTurn();
  }
  const files = await afterWait(ctx, userId, stored.ids, opts.waitMs);
  return { files, voiceProfileReset: stored.voiceProfileReset };
}

/** The upload in its turn: read, check, store as `processing` with the bytes and the extraction jobs. */
async function storeUpload(
  ctx: AppContext,
  userId: string,
  queried: VoiceRow | undefined,
  log: FastifyBaseLogger,
  parts: () => AsyncIterable<Multipart>,
): Promise<{ ids: string[]; voiceProfileReset: boolean }> {
  const { db } = ctx.database;
  // Already full: refuse before reading the files. (Over 10 MB only by files stored before the size was
  // enforced; at exactly 10 MB an empty file still fits.) The limits are the voice's (decision 033).
  const target = async (voice: VoiceRow): Promise<Target> => {
    const stored = await repo.storedUsage(db, voice.id);
    if (stored.files >= FILE_LIMITS.maxFiles) throw new AppError('TOO_MANY_FILES');
    if (stored.bytes > FILE_LIMITS.maxTotalBytes) throw new AppError('TOTAL_SIZE_EXCEEDED');
    if (stored.words >= FILE_LIMITS.maxTotalWords) throw new AppError('TOTAL_WORDS_EXCEEDED');
    return { voice, stored };
  };
  const chosen = queried ? await target(queried) : undefined;
  const choose = async (fieldVoiceId: string | undefined) =>
    target(await resolveVoice(db, userId, fieldVoiceId));
  const { target: into, batch } = await readBatch(parts(), choose, chosen, log);
  if (batch.length === 0) throw new AppError('VALIDATION_ERROR', { fields: { files: 'required' } });
  const voiceId = into.voice.id;

  const batchBytes = batch.reduce((sum, file) => sum + file.bytes.length, 0);
  const now = ctx.now();
  const rows: repo.NewFile[] = batch.map((file, i) => ({
    id: newId(),
    userId,
    voiceId,
    filename: file.filename,
    fileSize: file.bytes.length,
    fileType: extensionKind(file.filename) ?? 'txt',
    status: 'processing',
    // Newer files sort first; files of one batch keep their order.
    createdAt: new Date(now.getTime() - i),
  }));

  // A long write (the batch's bytes): on PGlite, one at a time, so other users' reads wait behind one batch at
  // most (decision 043).
  const result = await ctx.database.bulkWrite(() =>
    db.transaction(async (tx) => {
      await lockUser(tx, userId);
      // The truth under the lock: another upload, from this process or another, may have been stored since the
      // first look.
      const current = await repo.storedUsage(tx, voiceId);
      if (current.files + rows.length > FILE_LIMITS.maxFiles) throw new AppError('TOO_MANY_FILES');
      if (current.bytes + batchBytes > FILE_LIMITS.maxTotalBytes) throw new AppError('TOTAL_SIZE_EXCEEDED');
      if (current.words >= FILE_LIMITS.maxTotalWords) throw new AppError('TOTAL_WORDS_EXCEEDED');
      const inserted = await repo.insertFiles(tx, rows, []);
      // The original bytes wait in the database for the extraction job, which may run on another machine.
      await repo.insertUploads(
        tx,
        batch.map((file, i) => ({ fileId: rows[i]!.id!, userId, voiceId, bytes: file.bytes })),
      );
      // The jobs exist exactly when the files do.
      for (const row of rows) await ctx.jobs.send<ExtractJobData>(EXTRACT_JOB, { fileId: row.id! }, { tx });
      const voiceProfileReset = await deleteProfile(tx, voiceId);
      return { ids: inserted.map((row) => row.id), voiceProfileReset };
    }),
  );
  // The original bytes are not needed in this process past this point.
  batch.length = 0;
  // Committed: a local worker looks now rather than at its next poll.
  ctx.jobs.wake(EXTRACT_JOB);
  return result;
}

/** The batch's rows once quick files have been extracted, or the wait is over (decision 028). */
async function afterWait(ctx: AppContext, userId: string, ids: string[], waitMs: number) {
  await waitForFiles(ctx, ids, waitMs);
  return repo.filesByIds(ctx.database.db, userId, ids);
}

/** The files of one voice (the default one without `voiceId`). */
export async function listFiles(opts: { ctx: AppContext; userId: string; voiceId?: string }) {
  const { db } = opts.ctx.database;
  const voice = await resolveVoice(db, opts.userId, opts.voiceId);
  return repo.listFiles(db, opts.userId, voice.id);
}

/**
 * Deletes one file; its voice's profile is reset when that file fed it. A file id names its voice, so
 * `voiceId` is only a check: given, the file must be that voice's. Another user's id, or a file of another
 * voice than the one named, is NOT_FOUND.
 */
export async function deleteFile(opts: { ctx: AppContext; userId: string; voiceId?: string; id: string }) {
  const { db } = opts.ctx.database;
  const voice = opts.voiceId === undefined ? undefined : await resolveVoice(db, opts.userId, opts.voiceId);
  return db.transaction(async (tx) => {
    await lockUser(tx, opts.userId);
    const voiceId = await repo.deleteFile(tx, opts.userId, voice?.id, opts.id);
    if (!voiceId) throw new AppError('NOT_FOUND');
    const sources = await profileSources(tx, voiceId);
    const fedProfile = sources?.includes(opts.id) ?? false;
    const reset = fedProfile && (await deleteProfile(tx, voiceId));
    return { voiceProfileReset: reset };
  });
}

/** Deletes every file of the voice and its profile. */
export async function clearFiles(opts: { ctx: AppContext; userId: string; voiceId?: string }) {
  const { db } = opts.ctx.database;
  const voice = await resolveVoice(db, opts.userId, opts.voiceId);
  return db.transaction(async (tx) => {
    await lockUser(tx, opts.userId);
    const deleted = await repo.deleteAllFiles(tx, opts.userId, voice.id);
    await deleteProfile(tx, voice.id);
    return { deleted };
  });
}

/** The API shape of a stored file; the failure reason in the reader's language. */
export function toUploadedFile(row: repo.FileRow, t: Translator): UploadedFile {
  return {
    id: row.id,
    filename: row.filename,
    file_size: row.fileSize,
    file_type: row.fileType,
    status: row.status,
    content_sections: row.contentSections,
    total_words: row.totalWords,
    processed_at: row.processedAt?.toISOString() ?? null,
    has_meaningful_content: row.status === 'completed' && row.totalWords > 0,
    language: row.language,
    error: row.error ? t('extract', row.error) : null,
    notice:
      row.pagesRead !== null && row.pages !== null
        ? t('extract', 'first_pages', { read: row.pagesRead, pages: row.pages })
        : null,
  };
}
