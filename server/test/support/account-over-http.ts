/**
 * An account made the way a visitor makes one, on a server running in its own process: register, the
 * confirmation link read from the mail in `$DATA_DIR/outbox`, confirm, sign in. For tests of the real entry
 * points, which have no handle on the database to use the factories.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { STRONG_PASSWORD } from '../client.js';

async function mailedToken(dataDir: string, to: string): Promise<string> {
  const dir = path.join(dataDir, 'outbox');
  for (let i = 0; i < 1200; i++) {
    let names: string[] = [];
    try {
      names = readdirSync(dir).filter((name) => name.includes(to));
    } catch {
      // no mail written yet
    }
    for (const name of names) {
      const mail = await simpleParser(readFileSync(path.join(dir, name)));
      const token = mail.text?.match(/confirm-email\?token=([\w-]+)/)?.[1];
      if (token) return token;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no confirmation mail to ${to} in ${dir}`);
}

/** Registers, confirms and signs in a new account on the server at `url`; resolves with its session cookie. */
export async function signUpOverHttp(url: string, dataDir: string): Promise<string> {
  const email = `visitor-${process.pid}-${Date.now()}@example.com`;
  const post = (p: string, body: unknown) =>
    fetch(`${url}/api/auth${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const registered = await post('/register', { email, password: STRONG_PASSWORD });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const token = await mailedToken(dataDir, email);
  const confirmed = await post('/confirm-email', { token, password: STRONG_PASSWORD });
  if (!confirmed.ok) throw new Error(`confirm: ${confirmed.status} ${await confirmed.text()}`);
  const login = await post('/login', { email, password: STRONG_PASSWORD });
  const cookie = (login.headers.getSetCookie()[0] ?? '').split(';')[0];
  if (!login.ok || !cookie) throw new Error(`login: ${login.status} ${await login.text()}`);
  return cookie;
}
