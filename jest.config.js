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
];

module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  // Property suites play hundreds of whole matches, and starting an embedded PGlite takes 2-4 s
  // on these 2-core machines (twice that with both workers busy): a loaded CI machine needs headroom.
  testTimeout: 60_000,
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts', '**/*.e2e-spec.ts'],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
  // The generated Prisma client imports its own .ts files as `./x.js` (as Node needs once compiled).
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: { '^.+\\.(t|j|mj|cj)s$': ['@swc/jest', { swcrc: true }] },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
};
