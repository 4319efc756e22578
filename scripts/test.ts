// The project's whole test command (`npm test`): lint, type check, unit and component tests,
// the Firestore rules and data tests against the Firestore emulator, an online build of the
// export wired to the Firestore and Auth emulators, the production build of the export, each with
// its Content-Security-Policy (meta policies in the pages, a generated hosting config), the
// Playwright suite against both served on 127.0.0.1, and a last check that nothing tracked by git
// was changed or added. Every step runs even when an earlier one fails (except the browser tests,
// which need a build); the last line totals all suites as "N passed, N failed" and the exit code
// is non-zero on any failure.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureFirebaseTools, startAuthEmulator } from './auth-emulator';
import { findChromium } from './chromium';
import { MEASURED_EXPORT_ENV } from './export-env';
import { startFirestoreEmulator } from './firestore-emulator';
import { generateArticles } from './generate-articles';

const root = path.resolve(__dirname, '..');
const reportDir = path.join(root, '.test-output');
fs.mkdirSync(reportDir, { recursive: true });
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

// The online export's Firebase project: a demo-* id, which the emulators serve without
// credentials and the real Firebase refuses, so nothing can reach a live project.
const ONLINE_PROJECT = {
  projectId: 'demo-hanzo-e2e',
  apiKey: 'demo-api-key',
  appId: '1:000000000000:web:0000000000000000',
};

// The production export under test has generated articles added to the real ones (a copy of
// content/blog in .test-output/, never committed), so pagination, tag archives and the search
// over many pages are exercised on every run. 30 keeps the build short and still gives every
// list a second page (12 articles a page).
const GENERATED_ARTICLES = 30;
const TEST_BLOG_CONTENT = path.join(reportDir, 'blog-content');
const TEST_EXPORT_ENV = {
  ...MEASURED_EXPORT_ENV,
  BLOG_CONTENT_DIR: path.relative(root, TEST_BLOG_CONTENT),
};

const totals = { passed: 0, failed: 0, skipped: 0 };
const lines: string[] = [];

type Env = Record<string, string>;

function run(label: string, command: string, args: string[], env: Env = {}) {
  console.log(`\n▶ ${label}: ${[path.basename(command), ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${label} (${seconds} s)`);
  return ok;
}

/** A step that is one check: it passes or fails as a whole. */
function check(label: string, command: string, args: string[], env?: Env) {
  const ok = run(label, command, args, env);
  totals[ok ? 'passed' : 'failed'] += 1;
  lines.push(`${label}: ${ok ? 'passed' : 'failed'}`);
  return ok;
}

function readJson(file: string) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Adds a Jest JSON report to the totals; a crash (no report) counts as a failure. */
interface JestReport {
  numPassedTests: number;
  numFailedTests: number;
  numRuntimeErrorTestSuites?: number;
  numPendingTests: number;
  numTodoTests: number;
}

function addJestReport(name: string, report: JestReport | null) {
  if (report) {
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
    totals.skipped += report.numPendingTests + report.numTodoTests;
    lines.push(`${name}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
  } else {
    totals.failed += 1;
    lines.push(`${name}: no report (the run crashed)`);
  }
}

function ensureChromium(): string {
  let found = findChromium();
  if (found) return found;
  const canInstall = process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(
      '\nNo se encontró Chromium para las pruebas de navegador.\n' +
        'Define CHROME_PATH con la ruta de un Chromium o Chrome, o instala el de Debian:\n' +
        '  sudo apt-get update && sudo apt-get install -y chromium\n',
    );
    process.exit(1);
  }
  console.log('Chromium no está instalado: instalando el paquete de Debian (apt-get)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
    stdio: 'inherit',
    env,
  });
  found = findChromium();
  if (!found) {
    console.error('La instalación de Chromium falló; revisa la salida de apt-get.');
    process.exit(1);
  }
  return found;
}

/**
 * The state of the working tree as git sees it: each changed or untracked (not ignored) path with
 * a hash of its content, so an edit to a file that was already modified counts too. Null outside
 * a git work tree.
 */
function workingTreeState(): string[] | null {
  const status = spawnSync('git', ['status', '--porcelain=v1', '-z', '--untracked-files=all'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (status.status !== 0) return null;
  return status.stdout
    .split('\0')
    .filter(Boolean)
    .map((entry) => {
      const file = path.join(root, entry.slice(3));
      const content =
        fs.existsSync(file) && fs.statSync(file).isFile() ? fs.readFileSync(file) : '';
      return `${entry} ${createHash('sha256').update(content).digest('hex').slice(0, 12)}`;
    })
    .sort();
}

async function main() {
  const treeBefore = workingTreeState();
  const chromium = ensureChromium();
  console.log(`Chromium: ${chromium}`);
  // The Auth emulator's firebase-tools (a few minutes to install on a fresh machine) downloads
  // while lint, the type check and Jest run; a failure is reported where the emulator starts.
  ensureFirebaseTools().catch(() => {});

  check('lint', bin('eslint'), ['.', '--max-warnings=0']);
  check('type check', bin('tsc'), ['--noEmit']);

  const jestReport = path.join(reportDir, 'jest.json');
  fs.rmSync(jestReport, { force: true });
  run('unit and component tests', bin('jest'), ['--ci', '--json', `--outputFile=${jestReport}`]);
  addJestReport('jest', readJson(jestReport));

  const firestoreReport = path.join(reportDir, 'jest-firestore.json');
  fs.rmSync(firestoreReport, { force: true });
  const emulators: { stop: () => Promise<void> }[] = [];
  let online: Env | null = null;
  try {
    let firestore = null;
    try {
      console.log('\n▶ Firestore emulator: starting');
      firestore = await startFirestoreEmulator({ rulesPath: 'firestore.rules' });
      emulators.push(firestore);
      const address = `${firestore.host}:${firestore.port}`;
      run(
        'Firestore rules and data tests',
        bin('jest'),
        [
          '--config',
          'jest.firestore.config.mjs',
          '--ci',
          '--json',
          `--outputFile=${firestoreReport}`,
        ],
        { FIRESTORE_EMULATOR_HOST: address, NEXT_PUBLIC_FIREBASE_EMULATOR_HOST: address },
      );
      addJestReport('jest (Firestore rules)', readJson(firestoreReport));
    } catch (error) {
      console.error(`✘ Firestore emulator: ${error instanceof Error ? error.message : error}`);
      totals.failed += 1;
      lines.push('jest (Firestore rules): not run (the Firestore emulator did not start)');
    }

    // The online export: a demo Firebase project whose SDK talks to the emulators (their ports are
    // baked into the bundle, so they start first). Its browser tests run with the others below.
    if (firestore) online = await buildOnlineExport(firestore);

    // The export has an analytics id, so the consent flow is real; requests to Google's hosts are
    // intercepted by the browser tests and never leave the machine. `npm run bench` builds the same
    // without the generated articles.
    const total = generateArticles({ out: TEST_BLOG_CONTENT, count: GENERATED_ARTICLES });
    console.log(
      `\n▶ blog content for the tests: ${total} articles in ${TEST_EXPORT_ENV.BLOG_CONTENT_DIR}`,
    );
    const built =
      check('build', bin('next'), ['build'], TEST_EXPORT_ENV) &&
      // The Content-Security-Policy of the export: each page's hashes in its meta policy, the
      // header policy in firebase.generated.json (what the browser tests are served with), from the
      // same env as the build.
      check('CSP', process.execPath, ['--import', 'tsx', 'scripts/csp/index.ts'], TEST_EXPORT_ENV);
    if (built) runPlaywright(online);
    else {
      totals.failed += 1;
      lines.push('playwright: not run (the build or the CSP step failed)');
    }
  } finally {
    for (const emulator of emulators.reverse()) await emulator.stop();
  }

  /**
   * Starts the Auth emulator, builds the export with a demo Firebase config pointing at both
   * emulators and moves it to .test-output/out-online. Returns what Playwright needs, or null.
   */
  async function buildOnlineExport(firestore: { host: string; port: number }): Promise<Env | null> {
    let auth;
    try {
      console.log('\n▶ Auth emulator (firebase-tools): starting');
      auth = await startAuthEmulator({ projectId: ONLINE_PROJECT.projectId });
      emulators.push(auth);
    } catch (error) {
      console.error(`✘ Auth emulator: ${error instanceof Error ? error.message : error}`);
      totals.failed += 1;
      lines.push('online browser tests: not run (the Auth emulator did not start)');
      return null;
    }
    const firestoreHost = `${firestore.host}:${firestore.port}`;
    const authHost = `${auth.host}:${auth.port}`;
    const onlineEnv = {
      NEXT_PUBLIC_FIREBASE_API_KEY: ONLINE_PROJECT.apiKey,
      NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: `${ONLINE_PROJECT.projectId}.firebaseapp.com`,
      NEXT_PUBLIC_FIREBASE_PROJECT_ID: ONLINE_PROJECT.projectId,
      NEXT_PUBLIC_FIREBASE_APP_ID: ONLINE_PROJECT.appId,
      NEXT_PUBLIC_FIREBASE_EMULATOR_HOST: firestoreHost,
      NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: authHost,
    };
    // Its own hosting config: firebase.json with this export's CSP entries (its pages carry their
    // meta policies).
    const config = path.join(reportDir, 'firebase.online.json');
    const built =
      check('build (online, against the emulators)', bin('next'), ['build'], onlineEnv) &&
      check(
        'CSP (online build)',
        process.execPath,
        ['--import', 'tsx', 'scripts/csp/index.ts', '--write-to', config],
        onlineEnv,
      );
    if (!built) {
      totals.failed += 1;
      lines.push('online browser tests: not run (the online build failed)');
      return null;
    }
    const dir = path.join(reportDir, 'out-online');
    fs.rmSync(dir, { recursive: true, force: true });
    fs.renameSync(path.join(root, 'out'), dir);
    return {
      E2E_ONLINE_DIR: path.relative(root, dir),
      E2E_ONLINE_CONFIG: path.relative(root, config),
      E2E_FIRESTORE_EMULATOR_HOST: firestoreHost,
      E2E_AUTH_EMULATOR_HOST: authHost,
      E2E_FIREBASE_PROJECT_ID: ONLINE_PROJECT.projectId,
      E2E_FIREBASE_API_KEY: ONLINE_PROJECT.apiKey,
    };
  }

  function runPlaywright(onlineEnv: Env | null) {
    const playwrightReport = path.join(reportDir, 'playwright.json');
    fs.rmSync(playwrightReport, { force: true });
    run('end-to-end tests', bin('playwright'), ['test'], {
      CHROME_PATH: chromium,
      // The tests read the articles the export was built from.
      BLOG_CONTENT_DIR: TEST_EXPORT_ENV.BLOG_CONTENT_DIR,
      ...(onlineEnv ?? {}),
    });
    const stats = readJson(playwrightReport)?.stats;
    if (stats) {
      totals.passed += stats.expected + stats.flaky;
      totals.failed += stats.unexpected;
      totals.skipped += stats.skipped;
      lines.push(
        `playwright: ${stats.expected} passed, ${stats.flaky} flaky (passed on retry), ${stats.unexpected} failed` +
          (onlineEnv ? ' (online tests included)' : ''),
      );
    } else {
      totals.failed += 1;
      lines.push('playwright: no report (the run crashed)');
    }
  }

  // Building, serving and testing write only ignored files (out/, .next/, .test-output/,
  // firebase.generated.json…): a tracked file changed, or a new file git would show, is a failure.
  const treeAfter = workingTreeState();
  if (treeBefore === null || treeAfter === null) {
    lines.push('working tree: not checked (not a git work tree)');
  } else {
    const changed = treeAfter.filter((entry) => !treeBefore.includes(entry));
    const ok = changed.length === 0;
    totals[ok ? 'passed' : 'failed'] += 1;
    lines.push(
      ok
        ? 'working tree unchanged by the tests: passed'
        : `working tree changed by the tests: failed (${changed.map((entry) => entry.slice(3, entry.lastIndexOf(' '))).join(', ')})`,
    );
  }

  console.log('\nSummary');
  for (const line of lines) console.log(`  ${line}`);
  const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
  console.log(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
  process.exit(totals.failed === 0 && totals.skipped === 0 ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
