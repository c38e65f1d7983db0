// Nest 12, Apollo 5 and graphql-ws ship ESM only, which Jest on Node 20 cannot require:
// SWC transforms them to CommonJS with our sources. Type-checking is `npm run typecheck`.
const esmOnly = [
  '@nestjs',
  '@apollo',
  '@as-integrations',
  'graphql-ws',
  '@whatwg-node',
  'file-type',
  'uid',
  'cookie',
  '@prisma/schema-engine-wasm',
  '@electric-sql',
  '@seriousme',
  // openapi-typescript (the e2e client's types, generated in a test) and the ESM-only packages it requires.
  'openapi-typescript',
  'parse-json',
  'index-to-position',
  'supports-color',
  'change-case',
];

/** What every tier shares. */
const common = {
  rootDir: '.',
  // Node's, plus the app's captured log under a failing test (test/support/environment.ts).
  testEnvironment: '<rootDir>/test/support/environment.ts',
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
  // The generated Prisma client imports its own .ts files as `./x.js` (as Node needs once compiled).
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: { '^.+\\.(t|j|mj|cj)s$': ['@swc/jest', { swcrc: true }] },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
};

/** The tiers that get databases: made once per run, copied by each test file (test/support/database-templates.ts). */
const withDatabases = {
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
};

// Tiers (docs/testing.md): `npm run test:unit`, `test:db`, `test:e2e`, `test:fuzz`; `npm test` runs them all.
module.exports = {
  // Property suites play hundreds of whole matches, and starting an embedded PGlite takes seconds
  // on these 2-core machines: a loaded CI machine needs headroom.
  testTimeout: 60_000,
  // Jest's default is one worker fewer than the cores, for the main process; but that process only
  // schedules and reports, and on two cores one worker leaves the other core idle.
  maxWorkers: '100%',
  // Jest's own output, then the ten slowest files of the run.
  reporters: ['default', '<rootDir>/test/support/slowest-files-reporter.js'],
  // With --coverage (one CI leg): istanbul's counters, put into SWC's output by Jest (babel-plugin-istanbul, mapped
  // back to the TypeScript through SWC's source maps) when it transforms a file of collectCoverageFrom, and cached
  // with the transform. V8's coverage ('v8') slows every function the worker runs, node_modules' too: it added three
  // times as much CPU time (docs/testing.md). The summary is printed per folder, and src/engine and src/matches held
  // to their floor, by test/support/coverage-by-folder.mjs.
  coverageProvider: 'babel',
  collectCoverageFrom: ['<rootDir>/src/**/*.ts', '!<rootDir>/src/generated/**', '!<rootDir>/src/**/*.spec.ts'],
  coverageReporters: ['json-summary'],
  projects: [
    {
      ...common,
      displayName: 'unit',
      // Engine and pure code; a file that needs a database (or Redis) is *.db.spec.ts.
      testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/*.spec.ts'],
      testPathIgnorePatterns: ['/node_modules/', '\\.db\\.spec\\.ts$'],
      setupFiles: ['<rootDir>/test/support/unit-tier.ts'],
    },
    {
      ...common,
      ...withDatabases,
      displayName: 'db',
      testMatch: ['<rootDir>/src/**/*.db.spec.ts', '<rootDir>/test/database/**/*.spec.ts'],
    },
    {
      ...common,
      // The templates, and src/ compiled once for the tests that run the server as its own process.
      globalSetup: '<rootDir>/test/support/e2e-global-setup.ts',
      globalTeardown: '<rootDir>/test/support/e2e-global-teardown.ts',
      displayName: 'e2e',
      testMatch: ['<rootDir>/test/e2e/**/*.e2e-spec.ts'],
    },
    {
      ...common,
      ...withDatabases,
      displayName: 'fuzz',
      // Generated requests through the real app (FUZZ_REQUESTS a run; npm run fuzz for long runs).
      testMatch: ['<rootDir>/test/fuzz/**/*.fuzz-spec.ts'],
    },
  ],
};
