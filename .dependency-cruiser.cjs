/**
 * Import boundaries, checked by `npm run lint` (decision 031; where code lives:
 * docs/ARCHITECTURE.md "Where code lives"). Each rule's comment is the message a violation prints.
 */

const SERVER = '^apps/server/src/';
const FEATURES = `${SERVER}features/`;
const TESTS = '(\\.test\\.tsx?|\\.property\\.test\\.ts|\\.fuzz\\.test\\.ts)$';
/** Test kits: fixtures shared by tests. Only tests and other test kits import them. */
const TEST_KITS = '(-test-kit\\.ts|/test-[a-z-]+\\.ts)$';

/**
 * What one server feature may import from another: its services, its models (types and
 * constants, `*.model.ts`), its jobs (`*.jobs.ts`, which the operator API can run at once) and
 * the modules listed here. Everything else in a feature (repositories, routes, caches, helpers)
 * is that feature's own.
 */
const SERVER_PUBLIC = [
  '\\.service\\.ts$',
  '\\.model\\.ts$',
  '\\.jobs\\.ts$',
  // The brand serving a request, for every feature's routes.
  `${FEATURES}brand/brand\\.request\\.ts$`,
  // Every way in opens its session here (ARCHITECTURE: Sessions).
  `${FEATURES}session/start-session\\.ts$`,
  // One definition of a round for records and turnover (decision 025).
  `${FEATURES}records/game-rounds\\.ts$`,
  // The message templates every feature sending SMS or email renders.
  `${FEATURES}messaging/templates\\.ts$`,
  // The Messenger port (SMS and email) that sending services receive in their deps.
  `${FEATURES}messaging/messenger\\.ts$`,
  // The transfer-mode vendor adapter: game-launch and the bet feed call the same vendor.
  `${FEATURES}transfers/vendor-transfer-adapter\\.ts$`,
  // The ledger's invariant check, run by `npm run ledger:reconcile` and by money tests.
  `${FEATURES}ledger/reconcile\\.ts$`,
  // The transfer vendors' bet feed job (issue 12: scheduler), run at once by the operator API.
  `${FEATURES}game-launch/bet-feed\\.ts$`,
  // The password rule and the current-password check, for every feature that asks for it.
  `${FEATURES}password/password-rules\\.ts$`,
  // The site's public origin for links sent to members (reset mail, payment return page).
  `${FEATURES}password/site-origin\\.ts$`,
  // Ending a site session ends its game sessions (session logout, game-launch's own rule).
  `${FEATURES}game-launch/game-sessions\\.ts$`,
  // The cache of open game sessions the seamless callbacks read; game-launch clears it.
  `${FEATURES}vendor-wallet/game-session-cache\\.ts$`,
  // A member's balance at each transfer vendor, read by game launch.
  `${FEATURES}transfers/vendor-balances\\.ts$`,
  // The proof images' content check (re-encoded, metadata stripped), reused for KYC documents.
  `${FEATURES}uploads/image-check\\.ts$`,
];

const WEB = '^apps/web/src/';
const ADMIN = '^apps/admin/src/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Import cycle (type-only imports included): modules that import each other cannot be ' +
        'understood, tested or loaded one at a time. Move the shared piece (often a type) into ' +
        'a module both import, such as a *.model.ts (decision 031).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'server-feature-internals',
      severity: 'error',
      comment:
        'A feature reaches another feature only through its public modules: *.service.ts, ' +
        '*.model.ts, *.jobs.ts or a module listed in SERVER_PUBLIC (.dependency-cruiser.cjs). ' +
        'Its repository, routes and helpers are its own; call its service (decision 031).',
      from: { path: `${FEATURES}([^/]+)/`, pathNot: TESTS },
      to: {
        path: FEATURES,
        pathNot: [`${FEATURES}$1/`, TEST_KITS, ...SERVER_PUBLIC],
      },
    },
    {
      name: 'server-feature-internals-in-tests',
      severity: 'error',
      comment:
        'A test reaches another feature through its public modules and test kits, like the ' +
        'code it tests (decision 031).',
      from: { path: `${FEATURES}([^/]+)/.+${TESTS}` },
      to: {
        path: FEATURES,
        pathNot: [
          `${FEATURES}$1/`,
          TEST_KITS,
          ...SERVER_PUBLIC,
          // The payment sandbox is a development stand-in leaving the production features
          // (issue 12: stand-ins); the online-deposit test drives its notifications.
          `${FEATURES}sandbox-pay/`,
        ],
      },
    },
    {
      name: 'test-kit-only-in-tests',
      severity: 'error',
      comment:
        'A test kit (*-test-kit.ts, test-*.ts) is imported only by tests and other test kits; ' +
        'production code never depends on fixtures (decision 031).',
      from: { pathNot: [TESTS, TEST_KITS, `${SERVER}test/`] },
      to: { path: TEST_KITS },
    },
    {
      name: 'app-test-helpers-only-in-tests',
      severity: 'error',
      comment:
        "The site's and the back office's test helpers (src/test/) serve tests only; production " +
        'code never depends on them (decision 031).',
      from: {
        path: '^apps/(web|admin)/src/',
        pathNot: [TESTS, TEST_KITS, '^apps/(web|admin)/src/test/'],
      },
      to: { path: '^apps/(web|admin)/src/test/' },
    },
    {
      name: 'server-shared-imports-no-feature',
      severity: 'error',
      comment:
        'lib/ and db/ (schema, client) are shared building blocks and know no feature; move ' +
        'what they need down into lib/ or db/ (decision 031).',
      from: { path: `${SERVER}(lib|db)/`, pathNot: [`${SERVER}db/seed/`, TESTS] },
      to: { path: FEATURES },
    },
    {
      name: 'server-plugin-no-feature-internals',
      severity: 'error',
      comment:
        'A cross-cutting plugin uses a feature only through its service or model, never its ' +
        'repository or routes (decision 031).',
      from: { path: `${SERVER}plugins/`, pathNot: TESTS },
      to: { path: `${FEATURES}.+\\.(repository|routes)\\.ts$` },
    },
    {
      name: 'server-entry-not-imported',
      severity: 'error',
      comment:
        'app.ts and server.ts are entry points: only tests, the test harness and the entry ' +
        'scripts import them. Pass what a module needs instead (decision 031).',
      from: {
        pathNot: [TESTS, `${SERVER}test/`, `${SERVER}(app|server)\\.ts$`, '^apps/server/scripts/'],
      },
      to: { path: `${SERVER}(app|server)\\.ts$` },
    },
    {
      name: 'server-service-no-fastify',
      severity: 'error',
      comment:
        'A service receives what it needs (db, ledger, clock, config values, messenger, ' +
        'adapters) as explicit parameters, built once in the feature plugin; it never imports ' +
        'fastify (STYLE.md, decision 031).',
      from: { path: `${SERVER}.+\\.service\\.ts$` },
      to: { path: '(^|/)node_modules/fastify/' },
    },
    {
      name: 'web-shared-imports-no-feature',
      severity: 'error',
      comment:
        'apps/web/src/components and lib are shared building blocks and know no feature; ' +
        'app/ composes features (decision 006, 031).',
      from: { path: `${WEB}(components|lib)/`, pathNot: TESTS },
      to: { path: `${WEB}(features|app)/` },
    },
    {
      name: 'web-feature-internals',
      severity: 'error',
      comment:
        'A web feature uses another feature only through its public folders: api/ (queries ' +
        'and calls), hooks/ and components/ (what it renders), plus the modal opener ' +
        '(features/modals/use-modals.ts). Its lib/ and everything else are its own; tests may ' +
        "also use another feature's test/ fixtures (decision 031).",
      from: { path: `${WEB}features/([^/]+)/` },
      to: {
        path: `${WEB}features/`,
        pathNot: [
          `${WEB}features/$1/`,
          `${WEB}features/[^/]+/(api|hooks|components)/`,
          `${WEB}features/modals/use-modals\\.ts$`,
          `${WEB}features/[^/]+/test/`,
        ],
      },
    },
    {
      name: 'web-feature-test-fixtures-only-in-tests',
      severity: 'error',
      comment: "Another feature's test/ fixtures are for tests only (decision 031).",
      from: { path: `${WEB}features/([^/]+)/`, pathNot: TESTS },
      to: { path: `${WEB}features/[^/]+/test/`, pathNot: `${WEB}features/$1/` },
    },
    {
      name: 'web-feature-no-app',
      severity: 'error',
      comment: 'app/ composes features; a feature never imports app/ (decision 006, 031).',
      from: { path: `${WEB}(features|components|lib)/`, pathNot: TESTS },
      to: { path: `${WEB}app/` },
    },
    {
      name: 'admin-shared-imports-no-feature',
      severity: 'error',
      comment:
        "apps/admin/src/components and lib are the back office's shared building blocks and " +
        'know no screen; app/ composes the screens (decision 040).',
      from: { path: `${ADMIN}(components|lib)/`, pathNot: TESTS },
      to: { path: `${ADMIN}(features|app)/` },
    },
    {
      name: 'admin-feature-isolation',
      severity: 'error',
      comment:
        'A back-office screen (features/<screen>/) does not import another screen; what two ' +
        'screens share moves to components/ or lib/ (decision 040).',
      from: { path: `${ADMIN}features/([^/]+)/` },
      to: { path: `${ADMIN}(features/|app/)`, pathNot: `${ADMIN}features/$1/` },
    },
    {
      name: 'packages-import-no-app',
      severity: 'error',
      comment: 'Dependencies point one way: packages -> apps. A package never imports an app.',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'apps-import-no-other-app',
      severity: 'error',
      comment:
        'Apps never import each other (server, web, vendor-sandbox, e2e); code two apps share ' +
        'moves to a package, and apps talk over HTTP (decision 019, 031).',
      from: {
        path: '^apps/([^/]+)/',
        // The one place the server and the sandbox vendor must agree: our vendor error codes
        // against the table the vendor publishes (a contract test, imported by path on purpose).
        pathNot: '^apps/server/src/features/vendor-wallet/vendor-error-codes\\.test\\.ts$',
      },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|dist-ssr|\\.vite|coverage)/|^apps/server/media/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    skipAnalysisNotInRules: true,
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
  },
};
