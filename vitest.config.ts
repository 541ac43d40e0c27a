import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react({ jsxImportSource: 'theme-ui' })],
  test: {
    globals: true,
    setupFiles: ['tests/setup.ts'],
    // Server tests start embedded Postgres; keep workers modest on a 2-core machine.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 20000,
    hookTimeout: 60000,
    projects: [
      {
        extends: true,
        test: { name: 'node', environment: 'node', include: ['tests/{engine,domain,server}/**/*.test.ts'] },
      },
      {
        extends: true,
        test: { name: 'dom', environment: 'jsdom', include: ['tests/{web,engine}/**/*.test.tsx'] },
      },
    ],
  },
});
