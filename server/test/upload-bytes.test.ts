/**
 * The original bytes of an upload, stored until its extraction (decision 028), come back as they went in on
 * each database: as a binary parameter on PostgreSQL, as base64 text on PGlite (decision 036).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimUpload, insertUploads } from '../src/features/files/repository.js';
import { defaultVoice } from '../src/features/voices/lookup.js';
import { createFile, createUser } from './factories.js';
import { dbTargets, startServer, type TestServer } from './helpers.js';

describe.each(dbTargets)('stored upload bytes on %s', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(target);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('returns every byte value as stored, from a view into a larger buffer too, inside a transaction', async () => {
    const user = await createUser(server);
    const whole = new Uint8Array(3 * 256 + 7);
    for (let i = 0; i < whole.length; i++) whole[i] = (i * 37) % 256;
    const bytes = whole.subarray(5, 5 + 2 * 256 + 3); // a view with an offset, as busboy's chunks are
    const { id: voiceId } = await defaultVoice(server.database.db, user.id);
    const { id: a } = await createFile(server, user, { filename: 'a.pdf' });
    const { id: b } = await createFile(server, user, { filename: 'b.pdf' });
    await server.database.db.transaction(async (tx) => {
      await insertUploads(tx, [{ fileId: a, userId: user.id, voiceId, bytes }]);
    });
    await insertUploads(server.database.db, [
      { fileId: b, userId: user.id, voiceId, bytes: new Uint8Array(0) },
    ]);
    expect(Buffer.from((await claimUpload(server.database.db, a))!.bytes)).toEqual(Buffer.from(bytes));
    expect((await claimUpload(server.database.db, b))!.bytes.byteLength).toBe(0);
  });
});
