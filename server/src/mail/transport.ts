/**
 * Sends mail through nodemailer: SMTP when SMTP_URL is set, otherwise "outbox mode" — each message is
 * written as an RFC 822 file to `$DATA_DIR/outbox/<ISO time>-<recipient>.eml` and one log line names it.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** `<…>`: one per queued mail, so a mail sent twice is one message to mail systems that dedupe. */
  messageId?: string;
  /** The main link of the mail, logged in outbox mode so a newcomer can follow it from the console. */
  link?: string;
}

export interface Mailer {
  mode: 'smtp' | 'outbox';
  outboxDir: string;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  const outboxDir = path.join(opts.dataDir, 'outbox');
  const message = (mail: OutgoingMail) => ({
    from: opts.from,
    to: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    ...(mail.messageId ? { messageId: mail.messageId } : {}),
  });
  if (opts.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(opts.smtpUrl);
    return {
      mode: 'smtp',
      outboxDir,
      async send(mail) {
        await transport.sendMail(message(mail));
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    mode: 'outbox',
    outboxDir,
    async send(mail) {
      const info = await transport.sendMail(message(mail));
      await mkdir(outboxDir, { recursive: true });
      // Colons are replaced so the name is valid on every file system; the sequence keeps names unique.
      const stamp = new Date().toISOString().replace(/:/g, '-');
      const recipient = mail.to.replace(/[^a-zA-Z0-9@._+-]/g, '_');
      sequence = (sequence + 1) % 1000;
      const file = path.join(outboxDir, `${stamp}-${String(sequence).padStart(3, '0')}-${recipient}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      opts.log.info({ outbox: file, to: mail.to, link: mail.link }, `mail written to outbox: ${file}`);
    },
    close: () => transport.close(),
  };
}
