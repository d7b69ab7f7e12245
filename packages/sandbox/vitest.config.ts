import { defineConfig } from 'vitest/config';

// Sandbox tests start real sandboxes: generous timeouts, and a long hook
// timeout because the first prepare() on a machine builds the precompiled
// header. Test files set the same timeouts themselves, so running them
// outside this project (e.g. by path from the root) behaves alike.
export default defineConfig({
  test: {
    name: 'sandbox',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
