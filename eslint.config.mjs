import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'build/**',
      'node_modules/**',
      'coverage/**',
      'src/generated/**',
      'test/clients/graphql/generated/**',
      'data/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // Type-aware rules, for what only the types show: a promise that nobody awaits or catches, or one handed where a
    // plain value is expected (an event listener, a condition).
    files: ['**/*.ts'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['prisma.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // The game seam and everything that holds games: typed throughout, and no comment may switch a rule off.
    files: ['src/matches/**/*.ts', 'src/games/**/*.ts', 'src/engine/core/**/*.ts'],
    linterOptions: { noInlineConfig: true, reportUnusedDisableDirectives: 'error' },
    rules: { '@typescript-eslint/no-explicit-any': 'error' },
  },
  {
    // The rules engine is pure: no framework, IO, clock or ambient randomness.
    files: ['src/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@nestjs/*', '@prisma/*', 'pg', 'ioredis', 'node:fs', 'fs'] }],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'use the seeded stream' },
        { object: 'Date', property: 'now', message: 'time comes in as an argument' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date']", message: 'time comes in as an argument' },
      ],
    },
  },
  {
    // A bot sees only its seat: its brains are handed a BotTurn (the presenter's output) and may import nothing that
    // could reach a match's state, the engine's games, the server or the outside world; card notation is all it reads.
    files: ['src/bots/brains/**/*.ts'],
    // Their tests build matches from the engine to hand the brains turns, as the arena does.
    ignores: ['src/bots/brains/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\.$|\\.\\./bot$|\\./|\\.\\./\\.\\./engine/cards/)',
              message: 'a bot brain imports only ../bot (BotTurn), its own folder and src/engine/cards',
            },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'use the seeded source it is given' },
      ],
      'no-restricted-globals': ['error', 'process', 'globalThis', 'require', 'fetch'],
    },
  },
);
