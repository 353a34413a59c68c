/**
 * Files the server reads beside its code, found from this module's own address. It sits at the top of `src/`,
 * and the build (server/build.mjs) puts the bundle's modules at the top of `dist/`, one level below the server
 * package in both cases, so the same relative addresses work from source (tsx, Vitest) and from the build.
 * Only the worker pool's entry differs: from source, worker.mjs registers tsx for worker.ts; the build
 * bundles worker.ts itself as `pool-worker.js`.
 */
import { fileURLToPath } from 'node:url';

const fromSource = import.meta.url.endsWith('.ts');

/** The versioned SQL migrations (the build copies them to `dist/db/migrations`). */
export const migrationsFolder = fileURLToPath(new URL('./db/migrations/', import.meta.url));

/** The built web app (`npm run build -w web`). */
export const webDistFolder = fileURLToPath(new URL('../../web/dist/', import.meta.url));

/** The module piscina loads in each worker-pool thread (voice analysis and the draft writer). */
export const poolWorkerUrl = new URL(
  fromSource ? './worker-pool/worker.mjs' : './pool-worker.js',
  import.meta.url,
).href;
