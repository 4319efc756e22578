import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { testBrowserLaunchOptions } from './testing/chromium';
import { EMULATORS_READY, prepareEmulators } from './testing/emulators';
import { siteConfigJson } from './lib/config/site-env';
import { TEST_BLOG_CONTENT_DIR, editorUrl, testExportEnv, testPorts } from './testing/env';

// Every port of this run comes from E2E_PORT (see testPorts): the export's build baked the
// emulators' ports into its bundle, so `npm test` builds with the same base.
const ports = testPorts();
const baseURL = `http://127.0.0.1:${ports.site}`;
const onlineSpec = /\.online\.spec\.ts$/;
// The site sweep (site.sweep.spec.ts) opens its own contexts at six widths.
const sweepSpec = /\.sweep\.spec\.ts$/;
// The font stand-in's check, in the whole browser (e2e/font-fallback.spec.ts).
const fontSpec = /font-fallback\.spec\.ts$/;

// The tests read the articles the test export was built from (see testing/env.ts).
process.env.BLOG_CONTENT_DIR ??= TEST_BLOG_CONTENT_DIR;
// The settings the test export's pages read (lib/config/site-config.ts), for specs that import its modules.
process.env.HANZO_SITE_CONFIG ??= siteConfigJson({ ...process.env, ...testExportEnv(ports) });
const firestoreOrigin = `http://127.0.0.1:${ports.firestore}`;
const homePage = path.join(__dirname, 'out', 'index.html');
if (fs.existsSync(homePage) && !fs.readFileSync(homePage, 'utf8').includes(firestoreOrigin)) {
  throw new Error(
    `out/ is not the test export for E2E_PORT=${ports.site} (its policy does not allow ` +
      `${firestoreOrigin}): build it with \`npm run test:build\` and the same E2E_PORT.`,
  );
}

// The Firestore, Auth and Functions emulators in one firebase-tools process (testing/emulators.ts
// writes their config for this run's ports, with the functions' test parameters). `npm test`
// starts them itself, once for the rules suite and these tests (TEST_EMULATORS_STARTED).
const emulatorsStarted = process.env.TEST_EMULATORS_STARTED === '1';
const emulators = emulatorsStarted ? null : prepareEmulators(ports);
const emulatorServers = emulators
  ? [
      {
        // Firestore (the project's rules), Auth (with the blocking functions) and Functions (the
        // functions/lib bundle the test command built for this run), all on the demo project.
        command: emulators.command,
        env: emulators.env,
        wait: { stdout: EMULATORS_READY },
        // firebase-tools starts the Firestore emulator's java in a process group of its own, which
        // a kill of this one's group would leave running: asked to stop, it stops its emulators.
        gracefulShutdown: { signal: 'SIGINT' as const, timeout: 20_000 },
        // Its stderr is mostly the Firestore emulator's Java log.
        stderr: 'ignore' as const,
        reuseExistingServer: !process.env.CI,
        // firebase-tools is large: the Auth emulator alone took 145 s to get ready on this 2-core
        // machine at load 16; all three take about 20 s on an idle one.
        timeout: 240_000,
      },
    ]
  : [];

/**
 * End-to-end tests against the test export in out/ (`npm test` builds it once, in the production
 * configuration). Playwright starts and stops what the pages talk to: superstatic (the server
 * behind Firebase Hosting) with the hosting config the build generated, firebase.generated.json
 * (headers, clean URLs, redirects, the 404 page), once for the site and once for the article
 * editor on its own port (its own origin, as on its own Hosting site), the Firestore, Auth and
 * Functions emulators (the project's rules and functions), and the mail's local stand-ins.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // A worker's browser keeps this 2-core machine busy already, but a test also waits (frames, idle
  // periods, the servers), so two workers overlap: on 2026-11-27 the whole run took 15.9 min with
  // two against 18.3 with one (each test about 1.6 times slower beside another).
  workers: Math.max(2, Math.floor(os.availableParallelism() / 2)),
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
    launchOptions: testBrowserLaunchOptions(),
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    // Recording a trace costs about a sixth of a test's time (privacy.desktop: 70 s with a trace
    // on every test, 58 s without), so only a retried test records one: CI retries once.
    trace: 'on-first-retry',
  },
  webServer: [
    {
      // The site (scripts/serve.ts: superstatic with the site's entry of the generated config).
      command: `node --import tsx scripts/serve.ts --only site --port ${ports.site} --no-gzip --memo`,
      url: `${baseURL}/`,
      env: { NO_UPDATE_NOTIFIER: '1' },
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      // The article editor, on its own origin as on its own Hosting site (e2e/cms.desktop.spec.ts).
      command: `node --import tsx scripts/serve.ts --only cms --cms-port ${ports.editor}`,
      url: editorUrl(ports),
      env: { NO_UPDATE_NOTIFIER: '1' },
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    ...emulatorServers,
    {
      // The local SMTP server that receives the functions' mail, and the mail tool's stand-in.
      command: 'node --import tsx testing/mail-stand-ins.ts',
      url: `http://127.0.0.1:${ports.standIns}/mailbox`,
      env: { E2E_PORT: String(ports.site) },
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      // The article editor's local backend (decap-server over a throw-away copy of the articles,
      // editor/local-backend.ts): e2e/cms.desktop.spec.ts saves articles through it.
      command: 'node --import tsx editor/local-backend.ts',
      port: ports.cms,
      env: { E2E_PORT: String(ports.site), NO_UPDATE_NOTIFIER: '1' },
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
  projects: [
    // First: its specs run one at a time (about 170 s in all), on one worker while the others
    // share the rest. Last, they ran alone at the end of the run, the other worker idle for three
    // minutes (2026-11-28).
    {
      // The specs that share the emulators' data (and empty it): one at a time, on a desktop.
      name: 'online',
      testMatch: onlineSpec,
      fullyParallel: false,
      workers: 1,
      use: { viewport: { width: 1280, height: 800 } },
    },
    // The checks of the exported files, in Node: short, so the run does not end on them.
    {
      name: 'static',
      testMatch: /\.static\.spec\.ts$/,
    },
    // Next, so its groups of routes start at once instead of ending the run.
    {
      name: 'sweep',
      testMatch: sweepSpec,
    },
    // The font stand-in's check runs in the whole browser (its own workers): both screens at once.
    {
      name: 'fonts',
      testMatch: fontSpec,
    },
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 } },
      testIgnore: [/\.mobile\.spec\.ts$/, /\.static\.spec\.ts$/, onlineSpec, sweepSpec, fontSpec],
    },
    {
      name: 'mobile',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      testIgnore: [/\.desktop\.spec\.ts$/, /\.static\.spec\.ts$/, onlineSpec, sweepSpec, fontSpec],
    },
  ],
});
