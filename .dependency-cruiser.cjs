/**
 * The declared order of src/'s modules (docs/architecture.md, "Layers"), checked by `npm run lint`.
 *
 * Each entry of ORDER may import only entries listed before it, so no two modules can import each other, directly
 * or around a cycle. A feature module's edge (its REST controllers, GraphQL resolvers, models and inputs, and its Nest
 * module) is an entry of its own, high in the order, so the module's core sits low while its edge may use the HTTP,
 * GraphQL and real-time machinery. `import type` counts: a type that points up is a dependency all the same.
 */

/**
 * A module's edge, by path: its Nest module and command-line entry, and where it has them, its REST controllers,
 * GraphQL resolvers, models and inputs (`rest/`, `graphql/`, `models/`) and the facade both share (`*-api.ts`).
 */
const WIRING = '.*[.]module[.]ts$|.*-cli[.]ts$';
const EDGE = `(?:.*/|)(?:rest|graphql|models)/|.*[.](?:controller|resolver|model|inputs)[.]ts$|.*-api[.]ts$|${WIRING}`;

const whole = (module) => ({ path: `^src/${module}/` });
const core = (module, edge = EDGE) => ({ path: `^src/${module}/`, pathNot: `^src/${module}/(?:${edge})` });
const edge = (module, edge = EDGE, not = []) => ({ path: `^src/${module}/(?:${edge})`, pathNot: not });

/** A hosted game is its GraphQL types (hosted-game.ts): only the games' controllers, resolvers and wiring are edge. */
const GAMES_EDGE = `.*[.](?:controller|resolver)[.]ts$|${WIRING}`;
/** The rate limits, client networks and headers are kept low, for the access guard; the guards using them are edge. */
const SECURITY_EDGE = `.*[.](?:guard|interceptor)[.]ts$|${WIRING}`;
/** A match is presented by the presenter (api/) and by the feeds of its subscribers. */
const PRESENTING = ['^src/matches/api/', '^src/matches/realtime/[^/]*-feed[.]ts$'];
const VACATIONS_STORE = '^src/vacations/store/';

/** Lowest first. */
const ORDER = [
  ['generated', whole('generated')],
  ['engine', whole('engine')],
  // the ground every module stands on
  ['openapi', { path: '^src/openapi/', pathNot: '^src/openapi/document/' }],
  ['config', core('config')],
  ['common', core('common')],
  ['logging', core('logging')],
  // infrastructure
  ['database', core('database')],
  ['events', core('events')],
  ['queue', core('queue')],
  ['vacations store', core('vacations/store')],
  ['security', core('security', SECURITY_EDGE)],
  // who plays, and what
  ['players', core('players')],
  ['auth', core('auth')],
  ['games', core('games', GAMES_EDGE)],
  ['matches', { path: '^src/matches/', pathNot: [`^src/matches/(?:${EDGE})`, ...PRESENTING] }],
  // what builds on matches
  ['ratings', core('ratings')],
  ['records', core('records')],
  ['vacations', { path: '^src/vacations/', pathNot: [`^src/vacations/(?:${EDGE})`, VACATIONS_STORE] }],
  ['matches presenting', { path: PRESENTING, pathNot: `^src/matches/(?:${EDGE})` }],
  ['bots', core('bots')],
  ['notices', core('notices')],
  // the edge: each module's wiring, then the HTTP, GraphQL and WebSocket machinery, then the features' edges
  ...['config', 'logging', 'database', 'events', 'queue', 'vacations/store'].map((module) => [
    `${module} edge`,
    edge(module),
  ]),
  ['players edge', edge('players')],
  ['security edge', edge('security', SECURITY_EDGE)],
  ['auth edge', edge('auth')],
  ['graphql', core('graphql')],
  ['realtime', core('realtime')],
  ['realtime edge', edge('realtime')],
  ['graphql edge', edge('graphql')],
  ['games edge', edge('games', GAMES_EDGE)],
  ['matches edge', edge('matches')],
  ['ratings edge', edge('ratings')],
  ['records edge', edge('records')],
  ['vacations edge', edge('vacations', EDGE, VACATIONS_STORE)],
  ['bots edge', edge('bots')],
  ['notices edge', edge('notices')],
  ['health', whole('health')],
  ['openapi document', { path: '^src/openapi/document/' }],
  ['app', { path: '^src/[^/]+[.]ts$' }],
];

const MODULES = [
  ...new Set(ORDER.flatMap(([, { path }]) => [path].flat().map((p) => /^\^src\/([a-z]+)\//.exec(p)?.[1]))),
].filter(Boolean);

const SPEC = '[.]spec[.]ts$';
const list = (value) => (value === undefined ? [] : [value].flat());

/**
 * Every module's public entries: other modules' code imports each only through the files listed, its Nest modules and
 * an `index.ts` for each of its entries in ORDER that others use. Its other files are private.
 */
const ENTRIES = {
  auth: ['index.ts', 'auth.module.ts'],
  bots: ['index.ts', 'bots.module.ts'],
  common: ['index.ts'],
  config: ['index.ts', 'config.module.ts'],
  database: ['index.ts', 'database.module.ts'],
  // games/index.ts: the games, apart from the contract; cards/: the cards alone, for the bots' brains (eslint.config.mjs).
  engine: ['index.ts', 'games/index.ts', 'cards/card.ts', 'cards/notation.ts'],
  events: ['index.ts', 'events.module.ts'],
  games: ['index.ts', 'games.module.ts', 'game-catalog.module.ts'],
  graphql: ['index.ts', 'graphql.module.ts'],
  health: ['index.ts'],
  logging: ['index.ts'],
  matches: ['index.ts', 'api/index.ts', 'graphql/index.ts', 'matches.module.ts', 'archive-backfill.module.ts'],
  notices: ['notices.module.ts', 'email/email.module.ts'],
  openapi: ['index.ts', 'document/index.ts'],
  // bot-kinds.ts: the kinds alone, for the bots' brains, which must not load the players' service.
  players: ['index.ts', 'models/index.ts', 'players.module.ts', 'bot-kinds.ts'],
  queue: ['index.ts', 'queue.module.ts'],
  ratings: ['index.ts', 'ratings.module.ts'],
  realtime: ['index.ts', 'realtime.module.ts'],
  records: ['index.ts'],
  // listing-cost.interceptor.ts: the interceptor the matches' listings use, an edge, which index.ts must not load.
  security: ['index.ts', 'security.module.ts', 'listing-cost.interceptor.ts'],
  vacations: ['index.ts', 'vacations.module.ts', 'store/index.ts', 'store/vacations-store.module.ts'],
  'vacations/store': ['index.ts', 'vacations-store.module.ts'],
};
const escape = (path) => path.replace(/[.]/g, '[.]');
/** The modules kept private: all but Prisma's output. One missing from ENTRIES has no public entry: none may import it. */
const PRIVATE = [...new Set([...MODULES.filter((module) => module !== 'generated'), ...Object.keys(ENTRIES)])];

module.exports = {
  forbidden: [
    ...ORDER.flatMap(([name, from], index) =>
      ORDER.slice(index + 1).map(([above, to]) => ({
        name: `${name} → ${above}`,
        comment: `${name} lies below ${above} in the declared order (.dependency-cruiser.cjs, docs/architecture.md)`,
        severity: 'error',
        from: { path: from.path, pathNot: [SPEC, ...list(from.pathNot)] },
        to,
      })),
    ),
    ...PRIVATE.map((module) => ({
      name: `inside ${module}`,
      comment: `other modules import src/${module} only through its public entries (.dependency-cruiser.cjs, ENTRIES)`,
      severity: 'error',
      from: { path: '^src/', pathNot: [`^src/${module}/`, SPEC] },
      to: { path: `^src/${module}/`, pathNot: `^src/${module}/(?:${(ENTRIES[module] ?? []).map(escape).join('|')})$` },
    })),
    {
      name: 'a declared module',
      comment: 'every folder of src/ is an entry of the declared order (.dependency-cruiser.cjs)',
      severity: 'error',
      from: { path: '^src/[^/]+/', pathNot: `^src/(?:${MODULES.join('|')})/` },
      to: {},
    },
  ],
  options: {
    includeOnly: '^src/',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js'] },
  },
};
