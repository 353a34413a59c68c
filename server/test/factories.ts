/**
 * Factories: rows made directly in the database, so tests that are not about sign-up need no mail round
 * trip. `createUser` makes an account, `signIn` gives a client a session row and its signed cookie.
 * `createFile` stores an uploaded file as an upload would leave it (text, sections), without the upload.
 * `createGeneration` stores a generated item as a generation would leave it (history tests need many, fast).
 */
import { SESSION_COOKIE, TOKEN_TTL } from '@inkprint/shared';
import { summarizeDocument } from '@inkprint/voice';
import { fileSections, files, generations, users } from '../src/db/schema/index.js';
import { createDefaultVoice, defaultVoice } from '../src/features/voices/lookup.js';
import { newId, randomToken, sha256 } from '../src/lib/crypto.js';
import { hashPassword } from '../src/lib/password.js';
import { insertSession } from '../src/lib/session-repository.js';
import { Client, STRONG_PASSWORD, type TestServer, uniqueEmail } from './client.js';

export interface TestUser {
  id: string;
  email: string;
  password: string;
}

export async function createUser(
  server: TestServer,
  opts: { confirmed?: boolean; email?: string; password?: string; language?: string } = {},
): Promise<TestUser> {
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? STRONG_PASSWORD;
  const id = newId();
  await server.database.db.insert(users).values({
    id,
    email,
    passwordHash: await hashPassword(password),
    emailConfirmed: opts.confirmed ?? true,
    language: opts.language ?? 'en',
  });
  // As registration does: every account has its default voice (decision 033).
  await createDefaultVoice(server.database.db, id, opts.language ?? 'en');
  return { id, email, password };
}

/** A session for the user, as a login would make it, held by `client`. */
export async function signIn(server: TestServer, user: TestUser, client = new Client(server)) {
  const id = randomToken();
  await insertSession(server.database.db, {
    idHash: sha256(id),
    userId: user.id,
    expiresAt: new Date(Date.now() + TOKEN_TTL.sessionMs),
    userAgent: 'factory',
  });
  client.cookie = `${SESSION_COOKIE}=${encodeURIComponent(server.app.signCookie(id))}`;
  return client;
}

/** A stored file of the user: completed with the text's sections, or failed with an extraction code. */
export async function createFile(
  server: TestServer,
  user: { id: string },
  opts: {
    filename?: string;
    text?: string;
    failed?: string;
    createdAt?: Date;
    /** The original file's size in bytes (default: the text's length), as the upload limits count it. */
    fileSize?: number;
    /** The voice it belongs to (default: the user's default voice). */
    voiceId?: string;
  } = {},
) {
  const id = newId();
  const voiceId = opts.voiceId ?? (await defaultVoice(server.database.db, user.id)).id;
  const text =
    opts.text ?? 'A short note I wrote myself, with enough words to count as writing for the test.';
  const summary = summarizeDocument(opts.failed ? '' : text);
  await server.database.db.insert(files).values({
    id,
    userId: user.id,
    voiceId,
    filename: opts.filename ?? 'note.txt',
    fileSize: opts.fileSize ?? text.length,
    fileType: (opts.filename ?? 'note.txt').split('.').pop() ?? 'txt',
    status: opts.failed ? 'failed' : 'completed',
    error: opts.failed ?? null,
    contentSections: summary.content_sections,
    totalWords: summary.total_words,
    language: opts.failed ? null : summary.language,
    extractedText: opts.failed ? '' : text,
    createdAt: opts.createdAt ?? new Date(),
    processedAt: new Date(),
  });
  if (summary.sections.length) {
    await server.database.db.insert(fileSections).values(
      summary.sections.map((s) => ({
        id: newId(),
        fileId: id,
        userId: user.id,
        voiceId,
        position: s.index,
        heading: s.heading,
        text: s.text,
        wordCount: s.word_count,
        language: s.language,
        contentType: s.content_type,
        priority: s.priority,
      })),
    );
  }
  return { id };
}

export interface GenerationOpts {
  prompt?: string;
  text?: string;
  contentType?: string;
  language?: string;
  length?: string;
  voiceMatch?: number | null;
  createdAt?: Date;
  /** The voice it was written in (default: none, as an item of a deleted voice). */
  voice?: { id: string; name: string };
}

/** Stored generated items of the user, inserted directly (no quota used); returns their ids in order. */
export async function createGeneration(
  server: TestServer,
  user: { id: string },
  opts: GenerationOpts | GenerationOpts[] = {},
): Promise<string[]> {
  const list = Array.isArray(opts) ? opts : [opts];
  const rows = list.map((o, i) => {
    const text = o.text ?? 'A short draft that sounds like me, written for a test of the history.';
    return {
      id: newId(),
      userId: user.id,
      prompt: o.prompt ?? 'Write about the history screen',
      contentType: o.contentType ?? 'blog_post',
      generatedText: text,
      wordCount: text.split(/\s+/).filter(Boolean).length,
      characterCount: text.length,
      language: o.language ?? 'en',
      length: o.length ?? 'medium',
      provider: 'builtin',
      model: 'inkprint-writer',
      seed: i,
      voiceMatch: o.voiceMatch === undefined ? 82 : o.voiceMatch,
      voiceId: o.voice?.id ?? null,
      voiceName: o.voice?.name ?? null,
      // Distinct times, later items newer, unless given.
      createdAt: o.createdAt ?? new Date(Date.now() - (list.length - i) * 1000),
    };
  });
  for (let i = 0; i < rows.length; i += 500) {
    await server.database.db.insert(generations).values(rows.slice(i, i + 500));
  }
  return rows.map((r) => r.id);
}
