/** Host names as the Host check compares them (plugins/host.ts): lower-cased, IDN in ASCII, no port. */

/** Names only this machine resolves: accepted on any port, never a DNS-rebinding target. */
export const LOOPBACK_HOSTNAMES = ['localhost', '127.0.0.1', '[::1]'] as const;

/** The host name of a `Host` header or an ALLOWED_HOSTS entry (`name`, `name:port`, `[v6]:port`); undefined if it is none. */
export function hostnameOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(`http://${value.trim()}`);
    if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) return undefined;
    return url.hostname || undefined;
  } catch {
    return undefined;
  }
}
