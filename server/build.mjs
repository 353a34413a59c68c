/**
 * Builds the server to JavaScript in `dist/` (decision 029), so `npm start` runs `node server/dist/main.js`
 * without tsx: esbuild bundles the entry points together with the workspace packages (@inkprint/shared,
 * voice and writer export their TypeScript source), and leaves every other package in node_modules, where
 * native modules (argon2, node-llama-cpp) and PGlite's WASM files load from their own folders.
 *
 * Entry points: src/main.ts, the worker pool's thread (dist/pool-worker.js) and, when it exists, the job
 * worker's src/worker.ts, each a whole bundle at the top of dist/ (no shared chunks: a voice thread loads
 * only its own code), so every module sits one level below the server package, as src/paths.ts expects. The
 * SQL migrations are copied to dist/db/migrations.
 */
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const serverDir = path.dirname(fileURLToPath(import.meta.url));
// `--outdir` for a test's own copy; `dist/` otherwise.
const { values } = parseArgs({ options: { outdir: { type: 'string' } } });
const outdir = path.resolve(values.outdir ?? path.join(serverDir, 'dist'));

const entryPoints = { main: 'src/main.ts', 'pool-worker': 'src/worker-pool/worker.ts' };
if (existsSync(path.join(serverDir, 'src/worker.ts'))) entryPoints.worker = 'src/worker.ts';

/** Bare imports stay imports of node_modules, except the workspace's own packages, which are bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@inkprint/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

rmSync(outdir, { recursive: true, force: true });
const started = performance.now();
await build({
  absWorkingDir: serverDir,
  entryPoints,
  outdir,
  entryNames: '[name]',
  bundle: true,
  splitting: false,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  sourcemap: true,
  // Names kept: error names (TimeoutError, AbortError) and class names are read at run time.
  keepNames: true,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [externalPackages],
});
cpSync(path.join(serverDir, 'src/db/migrations'), path.join(outdir, 'db/migrations'), { recursive: true });
console.log(
  `server built to ${path.relative(process.cwd(), outdir) || '.'}/ (${Object.keys(entryPoints).join(', ')}) in ${Math.round(performance.now() - started)} ms`,
);
