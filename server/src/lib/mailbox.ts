/**
 * The mailbox an address delivers to, for the per-mailbox mail cap: `v+1@x` and `v+2@x` fill one inbox,
 * and Gmail ignores dots in the local part. Only used as a counting key, never to send.
 */
const DOTLESS = new Set(['gmail.com', 'googlemail.com']);

export function mailboxKey(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return email.toLowerCase();
  let local = email.slice(0, at).toLowerCase();
  let domain = email.slice(at + 1).toLowerCase();
  local = local.replace(/\+.*$/, '');
  if (DOTLESS.has(domain)) {
    local = local.replace(/\./g, '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}
