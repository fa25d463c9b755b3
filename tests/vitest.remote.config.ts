import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** `npm run contracts -- --base-url URL`: the contract suite over real HTTP, against any server. */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    environment: 'node',
    include: ['tests/contracts.remote.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
