// Nest 12, Apollo 5 and graphql-ws ship ESM only: SWC transforms them to CommonJS
// (see ../shared/notes/stack.md). Type-checking is `npm run typecheck`.
const esmOnly = ['@nestjs', '@apollo', '@as-integrations', 'graphql-ws', '@whatwg-node', 'file-type', 'uid', 'cookie'];

module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  // Property suites play hundreds of whole matches; a loaded CI machine needs headroom.
  testTimeout: 60_000,
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts', '**/*.e2e-spec.ts'],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
  transform: { '^.+\\.(t|j|mj)s$': ['@swc/jest', { swcrc: true }] },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
};
