// The layer table: which folder may import which (docs/architecture.md explains each layer).
// `npm run lint` runs it over src/ (depcruise); a forbidden arrow fails with the rule's comment.
// Type-only imports count: a type is an arrow too. Server tests may reach wherever they need.
const SERVER_TEST = '\\.test\\.ts$'
/** A feature's one public file, which other features may import (named for what it offers). */
const PUBLIC_FEATURE_FILES = [
  '^src/web/features/assistant/hero-chat-loader\\.ts$',
  '^src/web/features/auth/sign-in-block\\.tsx$',
  '^src/web/features/quotes/project-request-dialog\\.tsx$',
  '^src/web/features/quotes/components/request-photos-field\\.tsx$',
  '^src/web/features/saved/save-provider-button\\.tsx$',
]

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'shared-stands-alone',
      comment: 'src/shared is used by the server and the web app: it imports neither.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(server|web)/' },
    },
    {
      name: 'src-ships-without-build-material',
      comment:
        'What ships is src/: build-time material (the classifier corpus and its trainer, benchmarks, scripts) lives outside it and src never imports it.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^(scripts|bench|eval|e2e)/' },
    },
    {
      name: 'server-and-web-apart',
      comment:
        'The server and the web app share code only through src/shared (a test that renders the web app against the server may use both).',
      severity: 'error',
      from: { path: '^src/(server|web)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^src/(server|web)/', pathNot: '^src/$1/' },
    },
    {
      name: 'server-db-is-the-bottom',
      comment:
        'db/ is the bottom of the server: it imports no module and not http/; what several modules and the seed share lives in db/ or src/shared.',
      severity: 'error',
      from: { path: '^src/server/db/', pathNot: SERVER_TEST },
      to: { path: '^src/server/(modules|http)/' },
    },
    {
      name: 'server-http-serves-every-module',
      comment:
        'http/ serves every module, so it imports none, nor what composes the app: declare the narrow interface you need here and let buildApp pass the module in.',
      severity: 'error',
      from: { path: '^src/server/http/', pathNot: SERVER_TEST },
      to: { path: ['^src/server/modules/', '^src/server/(app|app-deps|main)\\.ts$'] },
    },
    {
      name: 'server-modules-under-the-app',
      comment: 'Modules are composed by app.ts and started by main.ts; they import neither.',
      severity: 'error',
      from: { path: '^src/server/modules/', pathNot: SERVER_TEST },
      to: { path: '^src/server/(app|main)\\.ts$' },
    },
    {
      name: 'directory-engine-is-the-providers-module-s-own',
      comment:
        "The directory search engine is the providers module's own: other modules search through provider-search.ts and directory-index.ts.",
      severity: 'error',
      from: { path: '^src/server/modules/', pathNot: ['^src/server/modules/providers/', SERVER_TEST] },
      to: {
        path: '^src/server/modules/providers/directory/',
        pathNot: '^src/server/modules/providers/directory/(directory-index|provider-search)\\.ts$',
      },
    },
    {
      name: 'web-lower-layers-under-the-features',
      comment:
        'components/, hooks/, lib/, i18n/ and test/ sit under the features: they import no feature, nor app/ or ssr/.',
      severity: 'error',
      from: { path: '^src/web/(components|hooks|lib|i18n|test)/' },
      to: { path: '^src/web/(features|app|ssr)/' },
    },
    {
      name: 'web-features-under-the-app',
      comment:
        'app/ composes the features and ssr/ renders the app: no feature imports them; move the piece you need down to components/, hooks/ or lib/.',
      severity: 'error',
      from: { path: '^src/web/features/' },
      to: { path: '^src/web/(app|ssr)/|^src/web/main\\.tsx$' },
    },
    {
      name: 'web-features-cross-through-public-files',
      comment:
        'A feature imports its own files and, from another feature, only the public files it offers (assistant/hero-chat-loader, auth/sign-in-block, quotes/project-request-dialog and quotes/components/request-photos-field, saved/save-provider-button).',
      severity: 'error',
      from: { path: '^src/web/features/([^/]+)/' },
      to: { path: '^src/web/features/', pathNot: ['^src/web/features/$1/', ...PUBLIC_FEATURE_FILES] },
    },
    {
      name: 'web-app-under-the-entries',
      comment: 'ssr/ (the server renderer) and main.tsx (the browser) start the app; app/ imports neither.',
      severity: 'error',
      from: { path: '^src/web/app/' },
      to: { path: '^src/web/ssr/|^src/web/main\\.tsx$' },
    },
    {
      name: 'web-ssr-renders-the-app',
      comment:
        "ssr/ renders the app's routes: what a page needs on the server (its queries, its head) is declared per route in app/page-data.ts, not read from the features by ssr/.",
      severity: 'error',
      from: { path: '^src/web/ssr/' },
      to: { path: '^src/web/features/' },
    },
    {
      name: 'no-import-cycles',
      comment: 'Files import one another one way only.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.(css|json|svg|png|md)$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
}
