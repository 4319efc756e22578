// The project's test command.
//   npm test              lint, import cycles, format, type check, Jest, ONE build of the test
//                         export (the production configuration, see env.ts) with its CSP step,
//                         the Firestore rules suite, Playwright against the export, and a check
//                         that nothing tracked by git was changed or added. The last line totals
//                         every suite as "N passed, N failed" (skipped tests counted); any
//                         failure exits non-zero.
//   npm run test:quick    lint, import cycles, format, type check, Jest and the rules suite.
//   npm run test:build    only the test export, for running single specs against it.
// Every step runs even when an earlier one fails, except Playwright, which needs the build.
// The full run builds the functions first and starts the Firestore, Auth and Functions emulators
// once (testing/emulators.ts), in the background while the checks, Jest and the site's build run,
// for the rules suite and Playwright, which starts the servers it has left; the quick run gives
// the rules suite a Firestore emulator of its own (start-server-and-test, as package.json's
// test:firestore). Chromium is a prerequisite (README); CI installs it (.ci/run).
import { createHash } from 'node:crypto';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CHROMIUM_MISSING, findChromium } from './chromium';
import { startEmulators } from './emulators';
import { TEST_BLOG_CONTENT_DIR, functionsTestEnv, testExportEnv, testPorts } from './env';
import { generateArticles } from './generate-articles';

const root = path.resolve(__dirname, '..');
const reportDir = path.join(root, '.test-output');
fs.mkdirSync(reportDir, { recursive: true });
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const mode = ['quick', 'build'].find((name) => process.argv.includes(`--${name}`)) ?? 'full';
const ports = testPorts();
const portEnv = { E2E_PORT: String(ports.site) };
// 30 generated articles keep the build short and still give every list a second page.
const GENERATED_ARTICLES = 30;

const started = Date.now();
const totals = { passed: 0, failed: 0, skipped: 0 };
const lines: string[] = [];

/** A step's first line: what runs. */
const announce = (label: string, command: string, args: string[]) =>
  console.log(`\n▶ ${label}: ${[path.basename(command), ...args].join(' ')}`);

/** A step's last line: how it ended and how long it took. */
function conclude(label: string, ok: boolean, stepStarted: number): boolean {
  console.log(`${ok ? '✔' : '✘'} ${label} (${((Date.now() - stepStarted) / 1000).toFixed(1)} s)`);
  return ok;
}

function run(label: string, command: string, args: string[], env: Record<string, string> = {}) {
  announce(label, command, args);
  const stepStarted = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return conclude(label, result.status === 0, stepStarted);
}

/** Counts a result and says it in the summary. */
function tally(label: string, passed: number, failed: number, detail = '') {
  totals.passed += passed;
  totals.failed += failed;
  lines.push(`${label}: ${detail || (failed ? 'failed' : 'passed')}`);
}

interface Step {
  label: string;
  command: string;
  args: string[];
}

/** Runs a step with its output held, then prints it whole, so steps side by side do not mix. */
function runHeld({ label, command, args }: Step): Promise<boolean> {
  const stepStarted = Date.now();
  const output: Buffer[] = [];
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: process.env });
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    let ended = false; // a child that cannot start reports an error, then closes
    const end = (ok: boolean) => {
      if (ended) return;
      ended = true;
      announce(label, command, args);
      process.stdout.write(Buffer.concat(output));
      resolve(conclude(label, ok, stepStarted));
    };
    child.once('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      end(false);
    });
    child.once('close', (code) => end(code === 0));
  });
}

/**
 * Checks in lanes: a lane's steps one after another, the lanes side by side. Each is one check,
 * counted in the order given.
 */
async function checksSideBySide(lanes: Step[][]): Promise<void> {
  const results = new Map<Step, boolean>();
  await Promise.all(
    lanes.map(async (lane) => {
      for (const step of lane) results.set(step, await runHeld(step));
    }),
  );
  for (const step of lanes.flat()) {
    const ok = results.get(step) === true;
    tally(step.label, ok ? 1 : 0, ok ? 0 : 1);
  }
}

/** A step that is one check: it passes or fails as a whole. */
function check(label: string, command: string, args: string[], env?: Record<string, string>) {
  const ok = run(label, command, args, env);
  tally(label, ok ? 1 : 0, ok ? 0 : 1);
  return ok;
}

/** The JSON report a step wrote (removed first, so a crash leaves none), or null. */
function withReport(file: string, step: () => boolean) {
  fs.rmSync(file, { force: true });
  const ok = step();
  try {
    return { ok, report: JSON.parse(fs.readFileSync(file, 'utf8')) };
  } catch {
    return { ok, report: null };
  }
}

/** Runs a Jest suite with a JSON report and adds its counts; a crash counts as one failure. */
function jest(label: string, command: string, args: (file: string) => string[], env = {}) {
  const file = path.join(reportDir, `${label.replace(/\W+/g, '-')}.json`);
  const { report } = withReport(file, () => run(label, command, args(file), env));
  if (!report) return tally(label, 0, 1, 'no report (the run crashed)');
  const failed = report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  totals.skipped += report.numPendingTests + report.numTodoTests;
  tally(label, report.numPassedTests, failed, `${report.numPassedTests} passed, ${failed} failed`);
}

/** The test export's blog content: generated articles beside the real ones. */
function writeTestContent() {
  const out = path.join(root, TEST_BLOG_CONTENT_DIR);
  const count = generateArticles({ out, count: GENERATED_ARTICLES });
  console.log(`\n▶ blog content for the tests: ${count} articles in ${TEST_BLOG_CONTENT_DIR}`);
}

/** The Cloud Functions the emulators run (functions/lib), their links returning to the export. */
const buildFunctions = () =>
  check(
    'functions',
    process.execPath,
    ['--import', 'tsx', 'scripts/build-functions.ts', '--test'],
    functionsTestEnv(ports),
  );

/** The site: `next build` and the CSP step with the test env, and the article editor. */
function buildSite(): boolean {
  const env = testExportEnv(ports);
  return (
    check('build', bin('next'), ['build'], env) &&
    // The article editor (out-cms/, its own site), saving through decap-server (editor/build.ts).
    check('CMS', process.execPath, ['--import', 'tsx', 'editor/build.ts'], env) &&
    // Each page's hashes in its meta policy, and firebase.generated.json (the hosting config the
    // tests are served with), from the same env as the build.
    check('CSP', process.execPath, ['--import', 'tsx', 'scripts/csp/index.ts'], env)
  );
}

/**
 * Each changed or untracked (not ignored) path with a hash of its content, so an edit to a file
 * that was already modified counts too. Null outside a git work tree.
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

interface ReportSuite {
  title: string;
  file: string;
  specs?: { title: string; tests: { projectName: string; results: { duration: number }[] }[] }[];
  suites?: ReportSuite[];
}

/**
 * Where the browser tests' time went: the 25 slowest tests and each spec file's total (every
 * attempt counted, each project's run of a test apart), from Playwright's JSON report.
 */
function printSlowest(suites: ReportSuite[]) {
  const tests: { name: string; file: string; seconds: number }[] = [];
  const walk = (suite: ReportSuite, titles: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const ms = test.results.reduce((sum, result) => sum + result.duration, 0);
        const name = [...titles, spec.title].join(' › ');
        tests.push({ name: `[${test.projectName}] ${name}`, file: suite.file, seconds: ms / 1000 });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of suites) walk(suite, []);
  const seconds = (value: number) => `${value.toFixed(1).padStart(7)} s`;
  console.log('\nThe 25 slowest browser tests');
  for (const test of [...tests].sort((a, b) => b.seconds - a.seconds).slice(0, 25)) {
    console.log(`${seconds(test.seconds)}  ${test.file} ${test.name}`);
  }
  const files = new Map<string, number>();
  for (const test of tests) files.set(test.file, (files.get(test.file) ?? 0) + test.seconds);
  console.log('\nEach spec file (the sum of its tests, over all workers)');
  for (const [file, total] of [...files].sort((a, b) => b[1] - a[1])) {
    console.log(`${seconds(total)}  ${file}`);
  }
}

function finish(): never {
  console.log('\nSummary');
  for (const line of lines) console.log(`  ${line}`);
  console.log(`  time: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
  console.log(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
  process.exit(totals.failed === 0 && totals.skipped === 0 ? 0 : 1);
}

if (mode === 'build') {
  writeTestContent();
  if (buildSite()) buildFunctions();
  finish();
}

const treeBefore = mode === 'full' ? workingTreeState() : null;
// The whole browser is needed (the font check runs in it); the headless shell, when installed,
// only makes the other specs faster.
if (mode === 'full' && !findChromium()) {
  console.error(`\n${CHROMIUM_MISSING}\n`);
  process.exit(1);
}

// The edit loop keeps ESLint's cache (no rule looks across files); the full run lints from scratch.
const lintCache = ['--cache', '--cache-location', path.join(reportDir, 'eslintcache')];
/**
 * The static checks, in two lanes side by side: each check keeps one core busy, so on the 2-core
 * machine the pair takes the longer lane's time (lint 31 s and the cycles 3; Prettier 19 s and
 * types 33), not the sum.
 */
const staticChecks = () =>
  checksSideBySide([
    [
      {
        label: 'lint',
        command: bin('eslint'),
        args: ['.', '--max-warnings=0', ...(mode === 'quick' ? lintCache : [])],
      },
      // No two modules in a circle: the whole import graph, read once (import/no-cycle re-walked
      // it for every file and took half the lint's time).
      {
        label: 'import cycles',
        command: process.execPath,
        args: ['--import', 'tsx', 'testing/import-cycles.ts'],
      },
    ],
    [
      // Prettier's layout (STYLE.md): nothing else kept it, and eleven files had drifted.
      { label: 'format', command: bin('prettier'), args: ['--check', '.', '--log-level', 'warn'] },
      { label: 'type check', command: bin('tsc'), args: ['--noEmit'] },
    ],
  ]);
const unitTests = () =>
  jest('jest', bin('jest'), (file) => ['--ci', '--json', `--outputFile=${file}`]);
const rulesLabel = 'jest (Firestore rules)';
const rulesArgs = (file: string) => [
  '--config',
  'jest.firestore.config.mjs',
  '--ci',
  '--json',
  `--outputFile=${file}`,
];
/** The rules and data suite against its own Firestore emulator (start-server-and-test). */
function rulesSuiteAlone() {
  jest(
    rulesLabel,
    bin('start-server-and-test'),
    (file) => [
      'emulator:firestore',
      `http-get://127.0.0.1:${ports.firestore}`,
      `jest ${rulesArgs(file).join(' ')}`,
    ],
    portEnv,
  );
}

function playwright() {
  const { ok, report } = withReport(path.join(reportDir, 'playwright.json'), () =>
    // playwright.config.ts picks its browsers itself (testing/chromium.ts): the headless shell for
    // most specs, the whole browser for the font check.
    run('end-to-end tests', bin('playwright'), ['test'], {
      ...portEnv,
      TEST_EMULATORS_STARTED: '1',
    }),
  );
  const stats = report?.stats;
  if (report?.suites) printSlowest(report.suites);
  if (!stats) return tally('playwright', 0, 1, 'no report (the run crashed)');
  totals.skipped += stats.skipped;
  tally(
    'playwright',
    stats.expected + stats.flaky,
    stats.unexpected,
    `${stats.expected} passed, ${stats.flaky} flaky (passed on retry), ${stats.unexpected} failed, ${stats.skipped} skipped`,
  );
  // Playwright writes a report even when it stops before its tests (a port in use, a server
  // that never came up): its exit status is then the only failure.
  if (!ok && stats.unexpected === 0) {
    tally('playwright', 0, 1, 'exited with an error outside the tests (see its output above)');
  }
}

type Emulators = Awaited<ReturnType<typeof startEmulators>>;

/**
 * Starts the emulators and goes on: they come up beside the checks and the build, which do not
 * need them. The runner's synchronous steps block its event loop, so what they print comes when
 * they are ready and the runner is free again.
 */
function emulatorsInBackground(): Promise<Emulators | null> {
  console.log('\n▶ the Firestore, Auth and Functions emulators, started beside the steps below');
  const startedAt = Date.now();
  return startEmulators(ports).then(
    (emulators) => {
      const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
      console.log(`\n✔ the emulators (ready, seen ${seconds} s after their start)`);
      return emulators;
    },
    (error: Error) => {
      console.log(`\n✘ ${error.message}`);
      return null;
    },
  );
}

/**
 * The emulators started once (testing/emulators.ts) for the rules suite and the browser tests.
 * The rules suite uses projects of its own (demo-hanzo, demo-hanzo-data, demo-hanzo-outbox): the
 * functions' triggers listen on the browser tests' project only, so its writes fire nothing.
 */
async function rulesAndBrowserTests(starting: Promise<Emulators | null>, siteBuilt: boolean) {
  const notRun = () => tally('playwright', 0, 1, 'not run (the build or the CSP step failed)');
  const emulators = await starting;
  if (!emulators) {
    tally('emulators', 0, 1, 'did not start: the browser tests did not run');
    rulesSuiteAlone();
    if (!siteBuilt) notRun();
    return;
  }
  try {
    jest(rulesLabel, bin('jest'), rulesArgs, portEnv);
    if (siteBuilt) playwright();
    else notRun();
  } finally {
    await emulators.stop();
  }
}

/**
 * The full run builds the functions first and starts the emulators on their bundle, in the
 * background while the checks, Jest and the site's build run. Null when the functions did not build.
 */
function functionsAndEmulators(): Promise<Emulators | null> | null {
  writeTestContent();
  return buildFunctions() ? emulatorsInBackground() : null;
}

async function main() {
  const emulators = mode === 'full' ? functionsAndEmulators() : null;
  await staticChecks();
  unitTests();
  if (mode === 'quick') return rulesSuiteAlone();
  if (!emulators) {
    rulesSuiteAlone();
    return tally('playwright', 0, 1, 'not run (the functions did not build)');
  }
  return rulesAndBrowserTests(emulators, buildSite());
}

void main()
  .catch((error: Error) => tally('test run', 0, 1, `stopped: ${error.message}`))
  .then(() => {
    if (mode === 'quick') finish();
    // Building, serving and testing write only ignored files (out/, .next/, .test-output/,
    // firebase.generated.json…): a tracked file changed, or a new file git would show, is a failure.
    const treeAfter = workingTreeState();
    if (treeBefore === null || treeAfter === null) {
      lines.push('working tree: not checked (not a git work tree)');
    } else {
      const changed = treeAfter.filter((entry) => !treeBefore.includes(entry));
      const names = changed.map((entry) => entry.slice(3, entry.lastIndexOf(' '))).join(', ');
      const label = 'working tree unchanged by the tests';
      tally(
        label,
        changed.length ? 0 : 1,
        changed.length ? 1 : 0,
        changed.length ? `failed (${names})` : '',
      );
    }
    finish();
  });
