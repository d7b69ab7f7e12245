// `npm run test:unit`: every Vitest project (web, server, contracts, sandbox) in one run.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['apps/web', 'apps/server', 'packages/*'],
  },
});
