// Scale bench of the blog (`npm run bench:scale`): builds the site in a temporary copy of the
// project (hard-linked node_modules), once with the real articles and once per count with that
// many generated articles added (scripts/generate-articles.ts, BLOG_CONTENT_DIR), and reports
// build time and peak memory, the per-article build cost, the largest exported files, the
// first-load bytes of /blog/ and a category page, the search index (total and per fetch), the
// hosting configuration and the largest page policy, and the time from a keystroke to updated
// search results in Chromium with the CPU slowed 4× (DevTools protocol). Writes
// bench/results/scale.md and scale.json. Nothing in the project itself is rewritten.
//
//   npm run bench:scale -- [--counts 500,1500] [--keep]
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './chromium.ts';
import { MEASURED_EXPORT_ENV } from './export-env.ts';
import { exportedPages, gzipSize, measureFirstLoad } from './first-load.mjs';
import { generateArticles } from './generate-articles';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS_DIR = path.join(root, 'bench', 'results');
/** The issue's limit for any exported file. */
const MAX_FILE_BYTES = 400 * 1024;
const CATEGORY_PAGE = '/blog/analisis-de-datos/';
const CPU_SLOWDOWN = 4;
/** Typed one key at a time; every keystroke after the index has loaded is timed. */
const TYPED_QUERIES = ['inventario', 'dashboard ventas', 'pronostico demanda', 'pymes'];

function parseArgs(args) {
  const options = { counts: [500], keep: false };
  for (let i = 0; i < args.length; i += 1) {
    const [name, inline] = args[i].split(/=(.*)/s);
    if (name === '--counts') {
      options.counts = (inline ?? args[++i] ?? '').split(',').map(Number);
    } else if (name === '--keep') options.keep = true;
    else {
      console.error(
        `Opción desconocida: ${args[i]}\nUso: npm run bench:scale -- [--counts 500,1500] [--keep]`,
      );
      process.exit(2);
    }
  }
  if (!options.counts.length || options.counts.some((n) => !Number.isInteger(n) || n < 1)) {
    console.error('--counts: números enteros positivos separados por comas, p. ej. 500,1500');
    process.exit(2);
  }
  return options;
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const mb = (bytes) => `${(bytes / 1e6).toFixed(2)} MB`;

/** A copy of the project's tracked files with node_modules hard-linked (ENVIRONMENT.md). */
function makeCopy() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hanzo-scale-'));
  const files = spawnSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .stdout.split('\0')
    .filter(Boolean);
  for (const file of files) {
    const from = path.join(root, file);
    if (!fs.existsSync(from)) continue;
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(from, path.join(dir, file));
  }
  // Turbopack refuses a symlinked node_modules; hard links cost seconds on the same disk.
  spawnSync('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')]);
  return dir;
}

/** Runs a command under GNU time: wall seconds and the peak resident memory of its processes. */
function timed(command, args, { cwd, env }) {
  const report = path.join(cwd, '.time-report');
  const result = spawnSync('/usr/bin/time', ['-f', '%e %M', '-o', report, command, ...args], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} falló:\n${result.stdout}\n${result.stderr}`);
  }
  const [seconds, kilobytes] = fs.readFileSync(report, 'utf8').trim().split('\n').at(-1).split(' ');
  return { seconds: Number(seconds), peakBytes: Number(kilobytes) * 1024, output: result.stdout };
}

function filesUnder(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));
}

function largest(files, outDir) {
  const [file, bytes] = files
    .map((name) => [name, fs.statSync(name).size])
    .reduce((best, next) => (next[1] > best[1] ? next : best), ['', 0]);
  return { file: `/${path.relative(outDir, file).split(path.sep).join('/')}`, bytes };
}

/**
 * The size of the hosting configuration the CSP step generated (firebase.generated.json, what is
 * served and deployed) and the largest page policy: the <meta http-equiv="Content-Security-Policy">
 * tags in the pages when there are any, else the configuration's Content-Security-Policy headers.
 */
export function measureCsp(projectDir, outDir) {
  const config = path.join(projectDir, 'firebase.generated.json');
  const configBytes = fs.statSync(config).size;
  let policy = { route: '', bytes: 0 };
  for (const page of exportedPages(outDir)) {
    const html = fs.readFileSync(page.file, 'utf8');
    for (const match of html.matchAll(/<meta\b[^>]*http-equiv="Content-Security-Policy"[^>]*>/gi)) {
      const content = /content="([^"]*)"/i.exec(match[0])?.[1] ?? '';
      const bytes = Buffer.byteLength(content);
      if (bytes > policy.bytes) policy = { route: page.route, bytes };
    }
  }
  const source = policy.bytes ? 'meta' : 'header';
  if (!policy.bytes) {
    for (const rule of JSON.parse(fs.readFileSync(config, 'utf8')).hosting.headers ?? []) {
      for (const header of rule.headers ?? []) {
        if (header.key !== 'Content-Security-Policy') continue;
        const bytes = Buffer.byteLength(header.value);
        if (bytes > policy.bytes) policy = { route: rule.source ?? rule.regex ?? '', bytes };
      }
    }
  }
  return {
    configBytes,
    largestPolicyBytes: policy.bytes,
    largestPolicyRoute: policy.route,
    source,
  };
}

function measureSearchIndex(outDir) {
  const dir = path.join(outDir, 'busqueda');
  const core = fs.readFileSync(path.join(dir, 'blog.json'));
  const coreJson = JSON.parse(core.toString('utf8'));
  const shards = Object.values(coreJson.shards).map((file) => {
    const bytes = fs.readFileSync(path.join(dir, file));
    return { file, bytes: bytes.length, gzip: gzipSize(bytes) };
  });
  const largestShard = shards.reduce((best, next) => (next.gzip > best.gzip ? next : best), {
    gzip: 0,
    bytes: 0,
  });
  return {
    coreBytes: core.length,
    coreGzip: gzipSize(core),
    shardCount: shards.length,
    shardsGzip: shards.reduce((total, shard) => total + shard.gzip, 0),
    largestShardGzip: largestShard.gzip,
    // A one-word search fetches the core file and that word's shard: the worst case.
    firstSearchGzip: gzipSize(core) + largestShard.gzip,
  };
}

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startServer(projectDir) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/serve.ts', '--port', String(port)],
    {
      cwd: projectDir,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return { port, child };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error('El servidor no arrancó');
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Keystroke → results on screen (next frame after the results of that query are in the DOM). */
async function measureKeystrokes(baseUrl) {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(() => {
      window.sessionStorage.setItem('hanzo_overlay_seen', '1');
      window.localStorage.setItem('cookieConsent', 'false');
    });
    const page = await context.newPage();
    const violations = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text()))
        violations.push(message.text());
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${baseUrl}/blog/`);
    await page.getByRole('button', { name: /^Cambiar a modo (oscuro|claro)$/ }).waitFor();
    await page.evaluate(() => {
      const input = document.querySelector('#buscar-articulos');
      window.__times = [];
      document.addEventListener('keydown', () => (window.__down = performance.now()), true);
      new MutationObserver(() => {
        const results = document.querySelector('[data-testid="search-results"]');
        if (!window.__down || !results || results.dataset.query !== input.value) return;
        const down = window.__down;
        window.__down = 0;
        requestAnimationFrame(() => window.__times.push(performance.now() - down));
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    const input = page.locator('#buscar-articulos');
    const times = [];
    let firstSearchMs = null;
    for (const query of TYPED_QUERIES) {
      await input.fill('');
      for (const [index, key] of [...query].entries()) {
        const before = await page.evaluate(() => window.__times.length);
        await page.keyboard.type(key);
        await page.waitForFunction((count) => window.__times.length > count, before, {
          timeout: 30_000,
        });
        const elapsed = await page.evaluate(() => window.__times.at(-1));
        if (firstSearchMs === null) firstSearchMs = elapsed;
        else if (index > 0 || times.length) times.push(elapsed);
      }
    }
    return {
      firstSearchMs,
      keystrokes: times.length,
      medianMs: median(times),
      p90Ms: [...times].sort((a, b) => a - b)[Math.floor(times.length * 0.9)] ?? 0,
      maxMs: Math.max(...times),
      cspViolations: violations,
    };
  } finally {
    await browser.close();
  }
}

async function measureBuild(projectDir, count) {
  const outDir = path.join(projectDir, 'out');
  fs.rmSync(outDir, { recursive: true, force: true });
  const content = path.join(projectDir, '.scale-content');
  const articles = generateArticles({ out: content, count });
  const env = {
    ...MEASURED_EXPORT_ENV,
    BLOG_CONTENT_DIR: '.scale-content',
    NEXT_TELEMETRY_DISABLED: '1',
  };
  console.log(`▶ ${articles} artículos: next build…`);
  const build = timed(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
    cwd: projectDir,
    env,
  });
  const csp = timed(process.execPath, ['--import', 'tsx', 'scripts/csp.ts'], {
    cwd: projectDir,
    env,
  });
  console.log(`  ${build.seconds} s, pico ${mb(build.peakBytes)}; CSP ${csp.seconds} s`);
  const files = filesUnder(outDir);
  const pages = exportedPages(outDir);
  const firstLoad = (route) => {
    const page = pages.find((entry) => entry.route === route);
    const measured = measureFirstLoad(page.file, outDir);
    return { js: measured.firstLoadJsGzipBytes, html: measured.htmlGzipBytes };
  };
  // Pages, page data, images, index files: what grows with the content. The framework's and
  // Firebase's script chunks do not (the largest is the Firebase SDK, loaded on demand).
  const isCode = (file) => file.includes(`${path.sep}_next${path.sep}static${path.sep}`);
  const overLimit = files
    .filter((file) => !isCode(file))
    .map((file) => ({ file: path.relative(outDir, file), bytes: fs.statSync(file).size }))
    .filter((entry) => entry.bytes > MAX_FILE_BYTES);
  const server = await startServer(projectDir);
  let search;
  try {
    search = await measureKeystrokes(`http://127.0.0.1:${server.port}`);
  } finally {
    server.child.kill();
  }
  return {
    articles,
    generated: count,
    buildSeconds: build.seconds,
    buildPeakBytes: build.peakBytes,
    cspSeconds: csp.seconds,
    htmlPages: pages.length,
    files: files.length,
    outBytes: files.reduce((total, file) => total + fs.statSync(file).size, 0),
    largestHtml: largest(
      files.filter((file) => file.endsWith('.html')),
      outDir,
    ),
    largestPageData: largest(
      files.filter((file) => file.endsWith('.txt')),
      outDir,
    ),
    largestFile: largest(
      files.filter((file) => !isCode(file)),
      outDir,
    ),
    largestChunk: largest(files.filter(isCode), outDir),
    overLimit,
    blog: firstLoad('/blog/'),
    category: firstLoad(CATEGORY_PAGE),
    index: measureSearchIndex(outDir),
    csp: measureCsp(projectDir, outDir),
    search,
  };
}

function renderReport(rows, machine) {
  const [base] = rows;
  const pct = (value, reference) =>
    `${value >= reference ? '+' : ''}${(((value - reference) / reference) * 100).toFixed(1)} %`;
  const lines = [
    '# Blog scale bench',
    '',
    `${machine.date}, ${machine.cpus} CPUs (${machine.cpuModel}), load ${machine.load}, Node ${process.version}. ` +
      `Builds run in a temporary copy of the project with the test analytics id, after a first build that fills Turbopack's cache (${machine.coldBuildSeconds?.toFixed(0) ?? '?'} s with the real articles, not in the table), so they differ by their articles only. ` +
      `Generated articles: \`scripts/generate-articles.ts\` (shuffled paragraphs of the real ones). Search timing: Chromium, CPU slowed ${CPU_SLOWDOWN}× (\`Emulation.setCPUThrottlingRate\`), ` +
      `keystroke to the next frame after the results of that query are in the page, typing ${TYPED_QUERIES.map((q) => `“${q}”`).join(', ')} one key at a time (the first keystroke, which loads the index, apart).`,
    '',
    '## Build',
    '',
    '| articles | build s | per extra article s | peak memory | HTML pages | files | out/ size |',
    '|---|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.articles} | ${row.buildSeconds.toFixed(0)} | ${row === base ? '—' : ((row.buildSeconds - base.buildSeconds) / (row.articles - base.articles)).toFixed(3)} | ${mb(row.buildPeakBytes)} | ${row.htmlPages} | ${row.files} | ${mb(row.outBytes)} |`,
    ),
    '',
    '## Pages and files',
    '',
    '| articles | /blog/ HTML gzip | /blog/ first-load JS | category HTML gzip | category first-load JS | largest HTML | largest page data | largest other file | files > 400 KiB | largest script chunk |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.articles} | ${kb(row.blog.html)}${row === base ? '' : ` (${pct(row.blog.html, base.blog.html)})`} | ${kb(row.blog.js)}${row === base ? '' : ` (${pct(row.blog.js, base.blog.js)})`} | ${kb(row.category.html)}${row === base ? '' : ` (${pct(row.category.html, base.category.html)})`} | ${kb(row.category.js)}${row === base ? '' : ` (${pct(row.category.js, base.category.js)})`} | ${kb(row.largestHtml.bytes)} \`${row.largestHtml.file}\` | ${kb(row.largestPageData.bytes)} \`${row.largestPageData.file}\` | ${kb(row.largestFile.bytes)} \`${row.largestFile.file}\` | ${row.overLimit.length ? row.overLimit.map((entry) => `\`${entry.file}\` ${kb(entry.bytes)}`).join(', ') : 'none'} | ${kb(row.largestChunk.bytes)} |`,
    ),
    '',
    '## Search',
    '',
    '| articles | core file (gzip) | body shards | shards total (gzip) | largest shard (gzip) | first search fetches at most (gzip) | first keystroke incl. index load | keystroke → results, median | p90 | max | keystrokes timed | CSP violations |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.articles} | ${kb(row.index.coreGzip)} | ${row.index.shardCount} | ${kb(row.index.shardsGzip)} | ${kb(row.index.largestShardGzip)} | ${kb(row.index.firstSearchGzip)} | ${row.search.firstSearchMs.toFixed(0)} ms | ${row.search.medianMs.toFixed(0)} ms | ${row.search.p90Ms.toFixed(0)} ms | ${row.search.maxMs.toFixed(0)} ms | ${row.search.keystrokes} | ${row.search.cspViolations.length} |`,
    ),
    '',
    '## Security policy',
    '',
    '| articles | hosting config (firebase.generated.json) | largest page policy | where |',
    '|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.articles} | ${kb(row.csp.configBytes)} | ${row.csp.largestPolicyBytes} bytes | \`${row.csp.largestPolicyRoute}\` (${row.csp.source}) |`,
    ),
    '',
    'Targets (issue 14, at 500 articles): `/blog/` and category pages within 10 % of their ' +
      'real-content HTML and JS weight; no exported file over 400 KB; results within 100 ms of a ' +
      'keystroke after the index has loaded; the index fetched on the first search ≤ 150 KB gzip; ' +
      'build time linear in the article count; neither the hosting configuration nor any ' +
      "page's policy may grow with the article count.",
    '',
  ];
  return lines.join('\n');
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const copy = makeCopy();
  console.log(`Copia del proyecto: ${copy}`);
  const machine = {
    date: `${new Date().toISOString().replace('T', ' ').slice(0, 16)} UTC`,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? '?',
    load: '',
    coldBuildSeconds: undefined,
  };
  const rows = [];
  // The report is rewritten after every row, so a long run that is stopped keeps what it measured.
  const write = () => {
    machine.load = os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' ');
    fs.mkdirSync(RESULTS_DIR, { recursive: true });
    fs.writeFileSync(
      path.join(RESULTS_DIR, 'scale.json'),
      `${JSON.stringify({ machine, rows }, null, 2)}\n`,
    );
    fs.writeFileSync(path.join(RESULTS_DIR, 'scale.md'), renderReport(rows, machine));
    console.log(
      `✔ bench/results/scale.md (${rows.map((row) => row.articles).join(', ')} artículos)`,
    );
  };
  try {
    // A first build fills Turbopack's cache (compiling takes minutes here); every measured build
    // after it reuses the compiled code, so the rows differ by their articles only.
    console.log('▶ compilación inicial (no se mide)…');
    const warmUp = timed(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
      cwd: copy,
      env: { ...MEASURED_EXPORT_ENV, NEXT_TELEMETRY_DISABLED: '1' },
    });
    console.log(`  ${warmUp.seconds} s`);
    machine.coldBuildSeconds = warmUp.seconds;
    // The real articles alone: the reference every other row is compared with.
    rows.push(await measureBuild(copy, 0));
    for (const count of options.counts) {
      rows.push(await measureBuild(copy, count));
      write();
    }
  } finally {
    if (!options.keep) fs.rmSync(copy, { recursive: true, force: true });
  }
}

if (/bench-scale\.mjs$/.test(process.argv[1] ?? '')) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
