/** The embedded database keeps its data across restarts, and SMTP mode delivers real mail. */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { users } from '../src/db/schema/index.js';
import { Client, lastToken, STRONG_PASSWORD, startServer, uniqueEmail } from './helpers.js';

describe('embedded PGlite', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'inkprint-pglite-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('persists in $DATA_DIR/db and migrates only once', async () => {
    const first = await openDatabase({ dataDir: dir });
    expect(first.kind).toBe('pglite');
    await first.db.insert(users).values({ id: 'u1', email: 'keep@example.com', passwordHash: 'x' });
    await first.close();
    const second = await openDatabase({ dataDir: dir });
    const [row] = await second.db.select().from(users).where(eq(users.id, 'u1'));
    expect(row?.email).toBe('keep@example.com');
    await second.close();
  });
});

describe('SMTP mode', () => {
  it('sends the confirmation mail through the SMTP server named by SMTP_URL', async () => {
    const received: { to: string; raw: Buffer }[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo[0]?.address ?? '', raw: Buffer.concat(chunks) });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as { port: number }).port;
    const server = await startServer('pglite', {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Ink <ink@example.com>',
    });
    try {
      const email = uniqueEmail('smtp');
      const r = await new Client(server, 'pt').post('/auth/register', { email, password: STRONG_PASSWORD });
      expect(r.status).toBe(201);
      await server.app.ctx.outbox.idle();
      expect(received).toHaveLength(1);
      expect(received[0]?.to).toBe(email);
      const mail = await simpleParser(received[0]?.raw ?? Buffer.alloc(0));
      expect(mail.subject).toBe('Confirme seu endereço de e-mail no Inkprint');
      expect(mail.text).toMatch(/http:\/\/app\.inkprint\.test\/confirm-email\?token=[\w-]{43}/);
      expect(mail.html).toBeTruthy();
      // Nothing was written to the outbox in SMTP mode.
      await expect(lastToken(server, email, '/confirm-email')).rejects.toThrow();
    } finally {
      await server.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});
