// Lighthouse bench of the exported site (`npm run bench`): builds the export, serves it on
// 127.0.0.1 with gzip the way Firebase Hosting does, runs Lighthouse (mobile, simulated
// throttling: its default config) in Debian's Chromium N times on every route, and writes
// bench/results/latest.md and latest.json: medians and min–max, the largest-paint element, the
// first-load bytes, requests to other hosts, and the check against bench/budget.json.
// Exits non-zero when a route is over budget or a run failed.
//
// Usage: npm run bench -- [--runs 5] [--routes /,/blog/] [--no-build] [--port 4400]
import { spawn, spawnSync, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { diagnosticsOf, renderMarkdown, summarizeRoute, summarizeRun } from './bench-report.mjs';
import { kb, limitsForRoute, loadBudget } from './budget.mjs';
import { CHROMIUM_ARGS, findChromium } from './chromium.ts';
import { MEASURED_EXPORT_ENV } from './export-env.ts';
import { exportedRoutes, measureFirstLoad } from './first-load.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = path.join(root, 'out');
const BUDGET_FILE = path.join(root, 'bench', 'budget.json');
const RESULTS_DIR = path.join(root, 'bench', 'results');
const LHR_DIR = path.join(RESULTS_DIR, 'lhr');
const HOST = '127.0.0.1';

const USAGE = `Usage: npm run bench -- [options]
  --runs N          Lighthouse runs per route (default 5; the report gives medians)
  --routes /,/blog/ Only these routes (default: every exported page except 404)
  --no-build        Reuse out/ instead of running next build
  --port P          Serve on this port (default: a free one)
  --applied         DevTools (applied) throttling instead of the simulated one: the page really
                    loads at Lighthouse's mobile network and CPU settings. Writes
                    bench/results/applied.md|json; the budget applies as usual.`;

function parseArgs(args) {
  const options = { runs: 5, routes: null, build: true, port: 0, applied: false };
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    const [name, inline] = arg.split(/=(.*)/s);
    const value = () => inline ?? args[++i];
    if (name === '--runs') options.runs = Number(value());
    else if (name === '--routes') options.routes = value();
    else if (name === '--port') options.port = Number(value());
    else if (name === '--no-build') options.build = false;
    else if (name === '--applied') options.applied = true;
    else if (name === '--help' || name === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else {
      console.error(`Unknown option ${arg}\n${USAGE}`);
      process.exit(2);
    }
  }
  if (!Number.isInteger(options.runs) || options.runs < 1) {
    console.error(`--runs must be a whole number ≥ 1\n${USAGE}`);
    process.exit(2);
  }
  if (!Number.isInteger(options.port) || options.port < 0) {
    console.error(`--port must be a port number\n${USAGE}`);
    process.exit(2);
  }
  return options;
}

function selectRoutes(requested) {
  const all = exportedRoutes(OUT_DIR);
  if (!requested) return all;
  const wanted = requested
    .split(',')
    .map((route) => route.trim())
    .filter(Boolean)
    .map((route) => (route.startsWith('/') ? route : `/${route}`))
    .map((route) => (route.endsWith('/') ? route : `${route}/`));
  const unknown = wanted.filter((route) => !all.includes(route));
  if (unknown.length) {
    console.error(`Not exported: ${unknown.join(', ')}\nRoutes: ${all.join(' ')}`);
    process.exit(2);
  }
  return wanted;
}

function build() {
  console.log(
    `▶ next build (${Object.entries(MEASURED_EXPORT_ENV)
      .map((e) => e.join('='))
      .join(' ')})`,
  );
  const result = spawnSync(path.join(root, 'node_modules', '.bin', 'next'), ['build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...MEASURED_EXPORT_ENV, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) {
    console.error('✘ The build failed.');
    process.exit(1);
  }
}

/**
 * The Content-Security-Policy of the export in out/, as npm run build writes it: each page's meta
 * policy, and firebase.generated.json (git-ignored), which the server then uses. Measured as
 * served, whether out/ was just built or reused; nothing tracked by git is written.
 */
function writeCsp({ built }) {
  const csp = (env) =>
    spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'csp.ts')], {
      cwd: root,
      encoding: 'utf8',
      env,
    });
  const measured = { ...process.env, ...MEASURED_EXPORT_ENV };
  // A reused out/ comes from npm test (the measured env) or from npm run build (the env files):
  // csp.ts refuses an env the export was not built with, so the other one is tried next.
  const attempts = built ? [measured] : [measured, process.env];
  let result;
  for (const env of attempts) {
    result = csp(env);
    if (result.status === 0) break;
  }
  process.stdout.write(result.stdout);
  if (result.status !== 0) {
    process.stderr.write(result.stderr);
    console.error('✘ The CSP step failed.');
    process.exit(1);
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** scripts/serve.ts in its own process, so serving never competes with Lighthouse's work. */
async function startServer(port) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(root, 'scripts', 'serve.ts'),
      '--port',
      String(port),
      '--host',
      HOST,
    ],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const origin = `http://${HOST}:${port}`;
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server stopped: ${stderr.trim()}`);
    try {
      const response = await fetch(`${origin}/`);
      if (response.ok) return { origin, stop: () => child.kill() };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error(`The server did not answer at ${origin}/ within 20 s`);
}

/** One Lighthouse run in a fresh Chromium with a fresh profile (first visit, empty storage). */
async function lighthouseRun(url, { chromePath, applied }) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      ...(applied ? { throttlingMethod: 'devtools' } : {}),
    });
    if (!result) throw new Error('Lighthouse returned no result');
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** The N runs of one route, with a progress line per run. */
async function benchRoute(route, index, origin, lighthouseOptions, progress) {
  const runs = [];
  const lhrs = [];
  for (let run = 1; run <= progress.runs; run += 1) {
    process.stdout.write(
      `[route ${index + 1}/${progress.routes} ${route} · run ${run}/${progress.runs} · ` +
        `${clock(Date.now() - progress.started)} elapsed] `,
    );
    const runStarted = Date.now();
    try {
      const lhr = await lighthouseRun(`${origin}${route}`, lighthouseOptions);
      if (lhr.runtimeError) {
        throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
      }
      const summary = summarizeRun(lhr, origin);
      runs.push({ ...summary, durationMs: Date.now() - runStarted });
      lhrs.push(lhr);
      console.log(`${runLine(summary.metrics)} (${clock(Date.now() - runStarted)})`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      runs.push({ error: message, durationMs: Date.now() - runStarted });
      console.log(`✘ ${message}`);
    }
  }
  return { runs, lhrs };
}

function runLine(metrics) {
  const value = (number, format) => (typeof number === 'number' ? format(number) : '?');
  return (
    `perf ${value(metrics.performance, String)} · ` +
    `LCP ${value(metrics.lcpMs, (v) => (v / 1000).toFixed(2))} s · ` +
    `TBT ${value(metrics.tbtMs, Math.round)} ms · CLS ${value(metrics.cls, (v) => v.toFixed(3))} · ` +
    `CPU index ${value(metrics.benchmarkIndex, Math.round)}`
  );
}

function lighthouseSettings(lhr) {
  const { formFactor, throttlingMethod, throttling, screenEmulation } = lhr.configSettings;
  return {
    formFactor,
    throttlingMethod,
    throttling,
    screenEmulation,
    emulatedUserAgent: lhr.environment.networkUserAgent,
    hostUserAgent: lhr.environment.hostUserAgent,
  };
}

const clock = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
};
const slug = (route) =>
  route === '/' ? 'home' : route.replace(/^\/|\/$/g, '').replace(/\//g, '__');

function environment(chromePath) {
  const cpus = os.cpus();
  let chromium = 'unknown';
  try {
    chromium = execFileSync(chromePath, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    // Reported as unknown.
  }
  let distribution = '';
  try {
    distribution =
      /PRETTY_NAME="([^"]+)"/.exec(fs.readFileSync('/etc/os-release', 'utf8'))?.[1] ?? '';
  } catch {
    // Not Linux.
  }
  return {
    os: `${distribution || os.type()} (${os.type()} ${os.release()}, ${os.arch()})`,
    cpu: `${cpus[0]?.model ?? 'unknown'} × ${cpus.length}`,
    memoryGiB: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    chromium,
    chromiumPath: chromePath,
    chromiumFlags: ['--headless=new', ...CHROMIUM_ARGS],
    loadAverageAtStart: os.loadavg().map((value) => Number(value.toFixed(2))),
  };
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const chromePath = findChromium();
  if (!chromePath) {
    console.error('No Chromium: set CHROME_PATH or install it (apt-get install -y chromium).');
    process.exit(1);
  }
  const started = Date.now();
  if (options.build) build();
  else if (!fs.existsSync(path.join(OUT_DIR, 'index.html'))) {
    console.error('--no-build needs an export in out/: run npm run build (or drop --no-build).');
    process.exit(1);
  }
  const budget = loadBudget(BUDGET_FILE);
  const routes = selectRoutes(options.routes);
  const env = environment(chromePath);
  writeCsp({ built: options.build });
  const server = await startServer(options.port || (await freePort()));
  const stopServer = () => server.stop();
  process.on('exit', stopServer);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      stopServer();
      process.exit(130);
    });
  }

  // The simulated bench is the reference (latest.*); the applied one is written beside it.
  const name = options.applied ? 'applied' : 'latest';
  const lhrDir = options.applied ? `${LHR_DIR}-applied` : LHR_DIR;
  fs.rmSync(lhrDir, { recursive: true, force: true });
  fs.mkdirSync(lhrDir, { recursive: true });
  console.log(
    `\n▶ Lighthouse ${routes.length} routes × ${options.runs} runs at ${server.origin} ` +
      `(about ${Math.ceil((routes.length * options.runs * 11) / 60)} min at ~11 s a run)`,
  );

  const results = [];
  let firstLhr = null;
  const progress = { started: Date.now(), routes: routes.length, runs: options.runs };
  for (const [index, route] of routes.entries()) {
    const firstLoad = measureFirstLoad(path.join(OUT_DIR, route, 'index.html'), OUT_DIR);
    const { runs, lhrs } = await benchRoute(
      route,
      index,
      server.origin,
      { chromePath, applied: options.applied },
      progress,
    );
    firstLhr ??= lhrs[0] ?? null;
    const medianLhr = lhrs.length ? computeMedianRun(lhrs) : null;
    if (medianLhr) {
      fs.writeFileSync(path.join(lhrDir, `${slug(route)}.json`), JSON.stringify(medianLhr));
    }
    const result = summarizeRoute({
      route,
      runs,
      firstLoad,
      limits: limitsForRoute(budget, route),
      diagnostics: medianLhr ? diagnosticsOf(medianLhr, server.origin) : null,
    });
    results.push(result);
    console.log(
      `  ${result.passed ? '✔ within budget' : `✘ over budget: ${result.failures.join('; ')}`} ` +
        `(first-load JS ${kb(firstLoad.firstLoadJsGzipBytes)})`,
    );
  }
  stopServer();

  const report = {
    date: new Date().toISOString(),
    partial: Boolean(options.routes),
    runsPerRoute: options.runs,
    durationMs: Date.now() - started,
    environment: {
      ...env,
      loadAverageAtEnd: os.loadavg().map((value) => Number(value.toFixed(2))),
      lighthouse: firstLhr?.lighthouseVersion ?? null,
      lighthouseSettings: firstLhr ? lighthouseSettings(firstLhr) : null,
    },
    export: {
      built: options.build,
      buildEnv: options.build ? MEASURED_EXPORT_ENV : 'out/ reused (--no-build)',
      server:
        'scripts/serve.ts: superstatic with the hosting section of firebase.generated.json (pages carry their CSP hashes), gzip',
      origin: server.origin,
    },
    budgetFile: path.relative(root, BUDGET_FILE),
    summary: {
      routes: results.length,
      passed: results.filter((result) => result.passed).length,
      failed: results.filter((result) => !result.passed).length,
    },
    routes: results,
  };
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  fs.writeFileSync(path.join(RESULTS_DIR, `${name}.json`), `${JSON.stringify(report, null, 2)}\n`);
  fs.writeFileSync(path.join(RESULTS_DIR, `${name}.md`), renderMarkdown(report));

  console.log(
    `\nBudget: ${report.summary.passed} of ${report.summary.routes} routes within ${report.budgetFile}`,
  );
  for (const result of results.filter((entry) => !entry.passed)) {
    console.log(`  ✘ ${result.route}\n      ${result.failures.join('\n      ')}`);
  }
  console.log(
    `Report: ${path.relative(root, path.join(RESULTS_DIR, `${name}.md`))} and ${name}.json ` +
      `(median-run Lighthouse reports in ${path.relative(root, lhrDir)}/) · ${clock(report.durationMs)} in all`,
  );
  process.exit(report.summary.failed === 0 ? 0 : 1);
}

await main();
