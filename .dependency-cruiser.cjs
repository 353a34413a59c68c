/**
 * Architecture lint (issue #25, decisions 032, 006 and 038), run by `npm run lint` over `packages/`,
 * `server/src`, `server/test` and `web/src`: no import cycles (type-only imports included), the web app's
 * zones, a server feature reaching another only through its index.ts, and packages that never import the
 * apps. Unused files, exports and dependencies are knip's (knip.json). `scripts/architecture.test.mjs` proves
 * each rule fails on a crossing import.
 */
const SHARED_WEB = '^web/src/(components|hooks|lib|config)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A module reaches itself through its imports: move what both sides share into a third module.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'packages-never-import-apps',
      severity: 'error',
      comment:
        'packages/* are pure libraries: they never import the server or the web app, Fastify or React.',
      from: { path: '^packages/' },
      to: { path: ['^(server|web)/', '(^|/)node_modules/(fastify|fastify-plugin|react|react-dom)/'] },
    },
    {
      name: 'server-feature-through-its-index',
      severity: 'error',
      comment:
        "A server feature imports another feature only through that feature's index.ts (decision 038); move what both need to a shared place or export it there.",
      from: { path: '^server/src/features/([^/]+)/' },
      to: {
        path: '^server/src/features/[^/]+/',
        pathNot: ['^server/src/features/$1/', '^server/src/features/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'web-feature-imports-no-feature',
      severity: 'error',
      comment:
        'A web feature imports no other feature: move what two features need to components/, hooks/, lib/ or config/, or compose them in app/routes/ (decision 006).',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'web-only-app-imports-app',
      severity: 'error',
      comment:
        'Only app/ may import app/: move what a feature or a shared folder needs from it down to components/, hooks/, lib/ or config/ (decision 006).',
      from: { path: ['^web/src/features/', SHARED_WEB] },
      to: { path: '^web/src/app/' },
    },
    {
      name: 'web-shared-imports-no-feature',
      severity: 'error',
      comment:
        'components/, hooks/, lib/ and config/ are shared layers: they import no feature (decision 006).',
      from: { path: SHARED_WEB },
      to: { path: '^web/src/features/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['/dist/', '\\.d\\.ts$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
    },
  },
};
