import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { localeScope } from '../.ci/vite/localeScope';

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  plugins: [localeScope()],
  test: {
    environment: 'happy-dom',
    environmentOptions: { happyDOM: { url: 'http://127.0.0.1/' } },
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/**/*.remote.test.ts', 'node_modules/**'],
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
    // A ceiling, not a measure: the contract test that uploads 25 MB through the mock takes seconds on a busy
    // two-core machine, and nothing here asserts on time.
    testTimeout: 20_000,
    reporters: process.env.CI ? ['default', 'junit'] : ['default'],
    outputFile: { junit: 'reports/vitest-junit.xml' },
  },
});
