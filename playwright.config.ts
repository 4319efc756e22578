import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${E2E_PORT}`;

// The online variant of the export (Firebase config pointing at the emulators), built by
// `npm test` into E2E_ONLINE_DIR with the emulators already running; see scripts/test.ts.
const onlineDir = process.env.E2E_ONLINE_DIR;
const onlineURL = `http://127.0.0.1:${E2E_PORT + 1}`;
const onlineSpec = /\.online\.spec\.ts$/;
// The site sweep (site.sweep.spec.ts) opens its own contexts at six widths.
const sweepSpec = /\.sweep\.spec\.ts$/;
// Its hosting config, which scripts/csp.ts wrote for it (see scripts/serve.ts).
const onlineConfig = process.env.E2E_ONLINE_CONFIG
  ? ` --config ${process.env.E2E_ONLINE_CONFIG}`
  : '';

/**
 * End-to-end tests against the exported site in out/, served by superstatic with the hosting
 * config the build generated, firebase.generated.json (what Firebase Hosting runs). `npm test`
 * builds the export first.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  // One retry absorbs the noise of a busy 2-core machine; flaky results are still reported.
  retries: process.env.CI ? 1 : 0,
  // The tests check behaviour, never speed (that is the bench's job), so the budget is generous:
  // a CI machine under load ran the home page's axe pass three times slower than usual.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: '.test-output/playwright.json' }]],
  use: {
    baseURL,
    launchOptions: chromiumLaunchOptions(),
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      command: `node --import tsx scripts/serve.ts --port ${E2E_PORT}`,
      url: `${baseURL}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    ...(onlineDir
      ? [
          {
            command: `node --import tsx scripts/serve.ts --port ${E2E_PORT + 1} --dir ${onlineDir}${onlineConfig}`,
            url: `${onlineURL}/`,
            reuseExistingServer: false,
            timeout: 30_000,
          },
        ]
      : []),
  ],
  projects: [
    // First, so its long tests (one per width) start at once instead of ending the run.
    {
      name: 'sweep',
      testMatch: sweepSpec,
    },
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 } },
      testIgnore: [/\.mobile\.spec\.ts$/, /\.static\.spec\.ts$/, onlineSpec, sweepSpec],
    },
    {
      name: 'mobile',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      testIgnore: [/\.desktop\.spec\.ts$/, /\.static\.spec\.ts$/, onlineSpec, sweepSpec],
    },
    {
      name: 'static',
      testMatch: /\.static\.spec\.ts$/,
    },
    ...(onlineDir
      ? [
          {
            name: 'online',
            testMatch: onlineSpec,
            use: { baseURL: onlineURL, viewport: { width: 1280, height: 800 } },
          },
        ]
      : []),
  ],
});
