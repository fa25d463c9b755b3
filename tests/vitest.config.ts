import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { localeScope } from '../.ci/vite/localeScope';

const root = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  root,
  plugins: [localeScope()],
  test: {
    // One test file per core. Left to itself this Vitest ran one file at a time on the two-core CI machine (measured:
    // never two files at once in a 406 s run), though every file is independent: the unit files share nothing but
    // the worker's module graph, and each real-API file has a database of its own (tests/apiServer/testApi.ts).
    maxWorkers: Math.max(2, availableParallelism()),
    reporters: process.env.CI ? ['default', 'junit'] : ['default'],
    outputFile: { junit: 'reports/vitest-junit.xml' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          environmentOptions: { happyDOM: { url: 'http://127.0.0.1/' } },
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/**/*.remote.test.ts', 'tests/apiServer/**', 'node_modules/**'],
          setupFiles: ['tests/setup.ts'],
          restoreMocks: true,
          // One module graph per worker, not per file: every file imported the mock, the rules and the seed again,
          // and setup took 40 % of the lane. Safe because each test starts from the seed (setup.ts, which also
          // undoes the page server's process-wide switches), stores are made per test with memory storage
          // (render.tsx), and stubs are undone.
          isolate: false,
          unstubGlobals: true,
          // A ceiling, not a measure: the contract test that uploads 25 MB through the mock takes seconds on a busy
          // two-core machine, and nothing here asserts on time.
          testTimeout: 20_000,
        },
      },
      {
        // The real API (src/apiServer/) on its database: the embedded PostgreSQL, or TEST_DATABASE_URL (the
        // PostgreSQL lane, .ci/pg-lane.mjs). No MSW here: requests go over real HTTP.
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/apiServer/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
