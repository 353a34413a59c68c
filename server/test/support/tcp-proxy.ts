/**
 * A TCP proxy between the app's pool and the real PostgreSQL that a test can cut, to play a database restart
 * without touching the machine's server (issue #23): `down()` drops every open connection and refuses new
 * ones (the port stops listening: ECONNREFUSED), `silent()` keeps connections but passes no byte either way
 * (a network that lost the server), `up()` lets everything through again.
 */
import net from 'node:net';

export interface TcpProxy {
  /** The local port the app connects to. */
  port: number;
  /** Connections opened through the proxy so far. */
  readonly opened: number;
  /** Connections open through the proxy now. */
  readonly open: number;
  down(): Promise<void>;
  silent(): void;
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  let mode: 'up' | 'down' | 'silent' = 'up';
  let opened = 0;

  const server = net.createServer((client) => {
    opened++;
    if (mode === 'down') {
      client.destroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    const pair = { client, upstream };
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.on('data', (chunk) => {
      if (mode === 'up') upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (mode === 'up') client.write(chunk);
    });
  });
  await listen(server, 0);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const closeServer = () => new Promise<void>((resolve) => server.close(() => resolve()));
  const cut = () => {
    for (const { client, upstream } of pairs) {
      // A reset, as the client sees when the server process goes away.
      client.resetAndDestroy();
      upstream.destroy();
    }
    pairs.clear();
  };

  return {
    port,
    get opened() {
      return opened;
    },
    get open() {
      return pairs.size;
    },
    async down() {
      mode = 'down';
      cut();
      if (server.listening) await closeServer();
    },
    silent() {
      mode = 'silent';
    },
    async up() {
      if (mode === 'silent') cut(); // connections that lost bytes cannot go on
      mode = 'up';
      if (!server.listening) await listen(server, port);
    },
    async close() {
      mode = 'down';
      cut();
      if (server.listening) await closeServer();
    },
  };
}

function listen(server: net.Server, port: number) {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
}
