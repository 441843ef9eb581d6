// One jest run covers unit and component tests (jsdom), API integration tests on
// embedded PGlite, and the same integration tests on PostgreSQL + Redis when
// TEST_DATABASE_URL and TEST_REDIS_URL are set.
const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: __dirname });

const shared = {
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' },
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/tests/e2e/'],
};

const unit = createJestConfig({
  ...shared,
  displayName: 'unit',
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'],
  setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
});

const integration = (name, setup, skipped = []) =>
  createJestConfig({
    ...shared,
    displayName: name,
    testEnvironment: 'node',
    testMatch: ['<rootDir>/tests/integration/**/*.test.ts'],
    testPathIgnorePatterns: [...shared.testPathIgnorePatterns, ...skipped.map((suite) => `/tests/integration/${suite}\\.test\\.ts$`)],
    setupFiles: [setup],
    slowTestThreshold: 30,
  });

// Suites run once, on PGlite, when their subject is neither storage nor realtime: another
// server (Janus, coturn, an S3 bucket, a translation engine, a Redis of their own), the
// request layer in front of every route (guards, validation, multipart limits, server
// rendering's calls), the embedded database's own thread or a migration's conversion of
// rows (run on a database of its own, migrated in two steps); or forms and lists over plain
// rows, one request at a time, with no second instance (the catalogue, the shop's packages and
// promotions, the contact form, the audit log, message files, maintenance mode, the seed,
// the statistics, orders and refunds, earnings, commission, studios' members, the bought
// items' list, the search count's cache). PGlite is PostgreSQL's own engine: PostgreSQL would change nothing they check,
// and the run stays within CI's time. Suites with requests at once (sales, reviews,
// takedowns) or a second instance run on both.
const PGLITE_ONLY = [
  'janus',
  'turn',
  'file-store',
  'presigned-files',
  'pglite-thread',
  'libretranslate',
  'translations',
  'redis-outage',
  'access-matrix',
  'bad-input',
  'uploads',
  'in-process-api',
  'performer-looks-migration',
  'order-texts-migration',
  'admin-catalogue',
  'admin-shop',
  'promos-contact',
  'audit-log',
  'message-files',
  'maintenance',
  'seed',
  'admin-statistics',
  'purchased-items',
  'orders-refunds',
  'earnings',
  'commission',
  'admin-commission',
  'studios',
  'search-count-cache',
];

// Packages published only as ES modules must be compiled for jest's CommonJS runtime.
const ESM_PACKAGES = ['content-disposition', 'cookie', '@ant-design', 'antd', '@rc-component', 'rc-[^/]+', '@babel/runtime'];
const withEsm = async (make) => {
  const config = await make();
  config.transformIgnorePatterns = [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`];
  return config;
};

module.exports = async () => {
  const projects = [await withEsm(unit), await withEsm(integration('api-pglite', '<rootDir>/tests/integration/target-pglite.ts'))];
  if (process.env.TEST_DATABASE_URL) {
    projects.push(await withEsm(integration('api-postgres', '<rootDir>/tests/integration/target-postgres.ts', PGLITE_ONLY)));
  }
  // Three workers on two cores: the integration suites spend much of their time waiting on
  // databases (PGlite has a thread of its own), Redis, sockets and ffmpeg. The whole run took
  // about half as long with two workers as with jest's default of one, and 8.4 minutes with three.
  // A worker asked to end runs its exit at once, but the process is gone only once V8 has
  // freed its heap (a unit worker's jsdom and compiled modules: 0.4 to 0.6 s on two busy
  // cores, measured from the parent). Jest's default wait of 0.5 s then kills it and warns of
  // a leak that is not there; a worker that really hangs is still killed, and named, after 5 s.
  return { projects, testTimeout: 60000, maxWorkers: 3, workerGracefulExitTimeout: 5000 };
};
