/**
 * Browser tests: Chromium (or Chrome) driven by Playwright against the real product,
 * started by `npm start` on a port of its own with a fresh data directory (so the
 * demo data is seeded anew every run).
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumForTests } from './tests/support/chromium';
import { BROWSER_TESTS_PRESENCE_GRACE_MS } from './tests/support/app-server';

const PORT = Number(process.env.E2E_PORT ?? 3187);
export const E2E_BASE_URL = `http://127.0.0.1:${PORT}`;
const DATA_DIR = 'tests/.tmp/e2e-data';
// Found here, in the runner, before any worker starts (Playwright's own browser is installed
// if the machine has none); the workers load this file again and find CHROMIUM_PATH set.
const CHROMIUM = chromiumForTests();

export default defineConfig({
  testDir: 'tests/e2e',
  // A test is a journey of one or more people through several pages, which takes up to half a
  // minute on a quiet machine; when the machine is busy with other work (CI beside other jobs), or
  // slower, the same journeys have been seen to take four times as long (two minutes, with
  // another journey's browsers beside them), so each test has about six times its quiet time. A
  // single step that takes longer than 15 s is still a failure.
  timeout: 180_000,
  // Media set-up and password hashing get slow when the machine is busy (Janus, several browsers, other work).
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // One journey at a time: on the 2-core machine two at once more than doubled each one's time
  // (the browsers, Janus and the one server share the cores), and the whole suite took 13.6
  // minutes with two workers against 11.4 with one.
  workers: 1,
  retries: 0,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: E2E_BASE_URL,
    screenshot: 'only-on-failure',
    // A trace records every step of every test to keep those of failures: about a fifth of
    // each test's time (88 → 72 s for the sign-in and catalogue journeys). CI keeps nothing
    // but its log, so it records none; on a developer's machine a failure leaves its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'main', testIgnore: /maintenance\.spec\.ts$/ },
    // Closes the site to visitors while it runs: after all the others.
    { name: 'maintenance', testMatch: /maintenance\.spec\.ts$/, dependencies: ['main'] },
  ],
  webServer: {
    command: `rm -rf ${DATA_DIR} && PORT=${PORT} DATA_DIR=${DATA_DIR} LOGIN_MAX_PER_IP=10000 LOGIN_MAX_PER_ACCOUNT=10000 FORM_MAX_PER_IP=10000 PRESENCE_GRACE_MS=${BROWSER_TESTS_PRESENCE_GRACE_MS} LOG_LEVEL=warn npm start`,
    url: `${E2E_BASE_URL}/api/health`,
    timeout: 400_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
