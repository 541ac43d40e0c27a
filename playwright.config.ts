import { defineConfig } from '@playwright/test';

/*
 * End-to-end tests against the real server (scripts/e2e.ts starts it and sets E2E_BASE_URL).
 * Debian's Chromium is launched directly: no browser downloads here.
 */
/*
 * scripts/e2e.ts starts one server per worker and names them E2E_BASE_URL_<n> (and the tenants and
 * data folders alike). Playwright loads this file again in every worker with TEST_PARALLEL_INDEX
 * set, so each worker takes its own server's names, before any spec reads them. A worker restarted
 * after a failure gets the same index, so the same server.
 */
const slot = process.env.TEST_PARALLEL_INDEX;
if (slot !== undefined && process.env[`E2E_BASE_URL_${slot}`]) {
  for (const name of ['E2E_BASE_URL', 'E2E_TENANTS_DIR', 'E2E_DATA_DIR']) process.env[name] = process.env[`${name}_${slot}`];
}

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  // One browser per server: scripts/e2e.ts passes --workers with a server for each (two by default).
  // Against a single server (E2E_BASE_URL alone) specs share its data, so one at a time.
  workers: 1,
  retries: 0,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:3000',
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
