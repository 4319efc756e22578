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
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { type HostingConfig, readPage } from '../lib/hosting/content-security-policy';
import { HOST, freePort, startBackground } from './background-process';
import { chromiumLaunchOptions } from './chromium';
import { MEASURED_EXPORT_ENV } from './export-env';
import { exportedPages, gzipSize, kb, measureFirstLoad } from './first-load';
import { generateArticles } from './generate-articles';

const root = path.resolve(__dirname, '..');
const RESULTS_DIR = path.join(root, 'bench', 'results');
/** The issue's limit for any exported file. */
const MAX_FILE_BYTES = 400 * 1024;
const CATEGORY_PAGE = '/blog/analisis-de-datos/';
const CPU_SLOWDOWN = 4;
/** Typed one key at a time; every keystroke after the index has loaded is timed. */
const TYPED_QUERIES = ['inventario', 'dashboard ventas', 'pronostico demanda', 'pymes'];
const USAGE = 'Uso: npm run bench:scale -- [--counts 500,1500] [--keep]';
const BUILD_ENV = { ...MEASURED_EXPORT_ENV, NEXT_TELEMETRY_DISABLED: '1' };
const NEXT = 'node_modules/next/dist/bin/next';

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;

function options() {
  try {
    const { values } = parseArgs({
      options: {
        counts: { type: 'string', default: '500' },
        keep: { type: 'boolean', default: false },
      },
    });
    const counts = values.counts.split(',').map(Number);
    if (counts.some((n) => !Number.isInteger(n) || n < 1)) {
      throw new Error('--counts: números enteros positivos separados por comas, p. ej. 500,1500');
    }
    return { counts, keep: values.keep };
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n${USAGE}`);
    return process.exit(2);
  }
}

/** A copy of the project's tracked files with node_modules hard-linked (ENVIRONMENT.md). */
function makeCopy() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hanzo-scale-'));
  const files = spawnSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).stdout;
  for (const file of files.split('\0').filter(Boolean)) {
    const from = path.join(root, file);
    if (!fs.existsSync(from)) continue;
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(from, path.join(dir, file));
  }
  // Turbopack refuses a symlinked node_modules; hard links cost seconds on the same disk.
  spawnSync('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')]);
  return dir;
}

/** Runs a node script under GNU time: wall seconds and the peak resident memory of its processes. */
function timed(args: string[], cwd: string, env: Record<string, string>) {
  const report = path.join(cwd, '.time-report');
  const command = ['-f', '%e %M', '-o', report, process.execPath, ...args];
  const result = spawnSync('/usr/bin/time', command, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0) {
    throw new Error(`node ${args.join(' ')} falló:\n${result.stdout}\n${result.stderr}`);
  }
  const last = fs.readFileSync(report, 'utf8').trim().split('\n').at(-1) ?? '';
  const [seconds, kilobytes] = last.split(' ').map(Number);
  return { seconds: seconds ?? NaN, peakBytes: (kilobytes ?? NaN) * 1024 };
}

type OutFile = { file: string; bytes: number };

/** Every file under out/: its URL path (`/busqueda/blog.json`) and its size. */
function filesUnder(outDir: string): OutFile[] {
  return fs
    .readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .map((name) => ({ name, stat: fs.statSync(path.join(outDir, name)) }))
    .filter(({ stat }) => stat.isFile())
    .map(({ name, stat }) => ({ file: `/${name.split(path.sep).join('/')}`, bytes: stat.size }));
}

const largest = (files: OutFile[]) =>
  files.reduce((best, next) => (next.bytes > best.bytes ? next : best), { file: '', bytes: 0 });

/**
 * The size of the hosting configuration the CSP step generated (firebase.generated.json, what is
 * served and deployed) and the largest page policy: the <meta http-equiv="Content-Security-Policy">
 * tags in the pages when there are any, else the configuration's Content-Security-Policy headers.
 */
function measureCsp(projectDir: string, outDir: string) {
  const config = path.join(projectDir, 'firebase.generated.json');
  let policy = { route: '', bytes: 0 };
  const keepLargest = (route: string, text: string) => {
    const bytes = Buffer.byteLength(text);
    if (bytes > policy.bytes) policy = { route, bytes };
  };
  for (const page of exportedPages(outDir)) {
    const { policy: meta } = readPage(fs.readFileSync(page.file, 'utf8')).meta;
    if (meta) keepLargest(page.route, meta);
  }
  const source = policy.bytes ? 'meta' : 'header';
  if (!policy.bytes) {
    const { hosting } = JSON.parse(fs.readFileSync(config, 'utf8')) as { hosting: HostingConfig };
    for (const rule of hosting.headers ?? []) {
      for (const header of rule.headers) {
        if (header.key === 'Content-Security-Policy')
          keepLargest(rule.source ?? rule.regex ?? '', header.value);
      }
    }
  }
  return {
    configBytes: fs.statSync(config).size,
    largestPolicyBytes: policy.bytes,
    largestPolicyRoute: policy.route,
    source,
  };
}

function measureSearchIndex(outDir: string) {
  const dir = path.join(outDir, 'busqueda');
  const core = fs.readFileSync(path.join(dir, 'blog.json'));
  const { shards } = JSON.parse(core.toString('utf8')) as { shards: Record<string, string> };
  const shardGzips = Object.values(shards).map((file) =>
    gzipSize(fs.readFileSync(path.join(dir, file))),
  );
  const largestShardGzip = Math.max(0, ...shardGzips);
  return {
    coreBytes: core.length,
    coreGzip: gzipSize(core),
    shardCount: shardGzips.length,
    shardsGzip: shardGzips.reduce((total, gzip) => total + gzip, 0),
    largestShardGzip,
    // A one-word search fetches the core file and that word's shard: the worst case.
    firstSearchGzip: gzipSize(core) + largestShardGzip,
  };
}

/** What the page script below keeps on window: when the timed key went down, the times. */
type Timing = typeof window & { __down?: number; __times?: number[] };

/** Keystroke → results on screen (next frame after the results of that query are in the DOM). */
async function measureKeystrokes(baseUrl: string) {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(() => {
      window.sessionStorage.setItem('hanzo_overlay_seen', '1');
      window.localStorage.setItem('cookieConsent', 'false');
    });
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text()))
        violations.push(message.text());
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${baseUrl}/blog/`);
    await page.getByRole('button', { name: /^Cambiar a modo (oscuro|claro)$/ }).waitFor();
    // No named functions in the page scripts: tsx would wrap them in a helper the page lacks.
    await page.evaluate(() => {
      const timing: Timing = window;
      const times: number[] = (timing.__times = []);
      const input = document.querySelector<HTMLInputElement>('#buscar-articulos');
      document.addEventListener('keydown', () => (timing.__down = performance.now()), true);
      new MutationObserver(() => {
        const results = document.querySelector<HTMLElement>('[data-testid="search-results"]');
        if (!timing.__down || !results || results.dataset.query !== input?.value) return;
        const down = timing.__down;
        timing.__down = 0;
        requestAnimationFrame(() => times.push(performance.now() - down));
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    const input = page.locator('#buscar-articulos');
    let typed = 0;
    for (const query of TYPED_QUERIES) {
      await input.fill('');
      for (const key of query) {
        await page.keyboard.type(key);
        typed += 1;
        // Each keystroke adds one time (the next keydown arms the timer again): wait for it.
        await page.waitForFunction((n) => ((window as Timing).__times ?? []).length >= n, typed, {
          timeout: 30_000,
        });
      }
    }
    // The first keystroke loads the index: reported apart from the others.
    const [firstSearchMs = NaN, ...times] = await page.evaluate(
      () => (window as Timing).__times ?? [],
    );
    const sorted = [...times].sort((a, b) => a - b);
    const at = (index: number) => sorted[index] ?? NaN;
    return {
      firstSearchMs,
      keystrokes: times.length,
      medianMs: (at(Math.floor((sorted.length - 1) / 2)) + at(Math.floor(sorted.length / 2))) / 2,
      p90Ms: sorted[Math.floor(sorted.length * 0.9)] ?? 0,
      maxMs: Math.max(...times),
      cspViolations: violations,
    };
  } finally {
    await browser.close();
  }
}

async function measureBuild(projectDir: string, count: number) {
  const outDir = path.join(projectDir, 'out');
  fs.rmSync(outDir, { recursive: true, force: true });
  const articles = generateArticles({ out: path.join(projectDir, '.scale-content'), count });
  const env = { ...BUILD_ENV, BLOG_CONTENT_DIR: '.scale-content' };
  console.log(`▶ ${articles} artículos: next build…`);
  const build = timed([NEXT, 'build'], projectDir, env);
  const csp = timed(['--import', 'tsx', 'scripts/csp.ts'], projectDir, env);
  console.log(`  ${build.seconds} s, pico ${mb(build.peakBytes)}; CSP ${csp.seconds} s`);
  const files = filesUnder(outDir);
  const pages = exportedPages(outDir);
  const firstLoad = (route: string) => {
    const page = pages.find((entry) => entry.route === route);
    if (!page) throw new Error(`No se exportó ${route}`);
    const measured = measureFirstLoad(page.file, outDir);
    return { js: measured.firstLoadJsGzipBytes, html: measured.htmlGzipBytes };
  };
  // Pages, page data, images, index files: what grows with the content. The framework's and
  // Firebase's script chunks do not (the largest is the Firebase SDK, loaded on demand).
  const isCode = ({ file }: OutFile) => file.startsWith('/_next/static/');
  const content = files.filter((file) => !isCode(file));
  const port = await freePort();
  const url = `http://${HOST}:${port}`;
  const server = await startBackground({
    name: 'El servidor de la exportación',
    command: process.execPath,
    args: ['--import', 'tsx', 'scripts/serve.ts', '--port', String(port)],
    cwd: projectDir,
    isReady: async () => (await fetch(`${url}/`).catch(() => null))?.ok ?? false,
    timeoutMs: 20_000,
    logName: `bench-scale-serve-${port}`,
  });
  const search = await measureKeystrokes(url).finally(server.stop);
  return {
    articles,
    generated: count,
    buildSeconds: build.seconds,
    buildPeakBytes: build.peakBytes,
    cspSeconds: csp.seconds,
    htmlPages: pages.length,
    files: files.length,
    outBytes: files.reduce((total, file) => total + file.bytes, 0),
    largestHtml: largest(files.filter(({ file }) => file.endsWith('.html'))),
    largestPageData: largest(files.filter(({ file }) => file.endsWith('.txt'))),
    largestFile: largest(content),
    largestChunk: largest(files.filter(isCode)),
    overLimit: content
      .filter(({ bytes }) => bytes > MAX_FILE_BYTES)
      .map(({ file, bytes }) => ({ file: file.slice(1), bytes })),
    blog: firstLoad('/blog/'),
    category: firstLoad(CATEGORY_PAGE),
    index: measureSearchIndex(outDir),
    csp: measureCsp(projectDir, outDir),
    search,
  };
}

type Row = Awaited<ReturnType<typeof measureBuild>>;
type Machine = {
  date: string;
  cpus: number;
  cpuModel: string;
  load: string;
  coldBuildSeconds?: number;
};

/** A markdown table under a heading: the article count, then one column per [header, cell]. */
function table(title: string, rows: Row[], columns: [string, (row: Row) => unknown][]) {
  const all: typeof columns = [['articles', (row) => row.articles], ...columns];
  return [
    `## ${title}`,
    '',
    `| ${all.map(([header]) => header).join(' | ')} |`,
    `|${'---|'.repeat(all.length)}`,
    ...rows.map((row) => `| ${all.map(([, cell]) => cell(row)).join(' | ')} |`),
    '',
  ];
}

function renderReport(rows: Row[], machine: Machine) {
  const [base] = rows;
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const largestCell = ({ file, bytes }: OutFile) => `${kb(bytes)} \`${file}\``;
  const perExtraArticle = (row: Row) =>
    !base || row === base
      ? '—'
      : ((row.buildSeconds - base.buildSeconds) / (row.articles - base.articles)).toFixed(3);
  /** A size, and after the first row its change from the first row's. */
  const vs = (row: Row, pick: (row: Row) => number) => {
    const [value, reference] = [pick(row), base ? pick(base) : NaN];
    if (row === base) return kb(value);
    const change = ((value - reference) / reference) * 100;
    return `${kb(value)} (${value >= reference ? '+' : ''}${change.toFixed(1)} %)`;
  };
  return [
    '# Blog scale bench',
    '',
    `${machine.date}, ${machine.cpus} CPUs (${machine.cpuModel}), load ${machine.load}, Node ${process.version}. ` +
      `Builds run in a temporary copy of the project with the test analytics id, after a first build that fills Turbopack's cache (${machine.coldBuildSeconds?.toFixed(0) ?? '?'} s with the real articles, not in the table), so they differ by their articles only. ` +
      `Generated articles: \`scripts/generate-articles.ts\` (shuffled paragraphs of the real ones). Search timing: Chromium, CPU slowed ${CPU_SLOWDOWN}× (\`Emulation.setCPUThrottlingRate\`), ` +
      `keystroke to the next frame after the results of that query are in the page, typing ${TYPED_QUERIES.map((q) => `“${q}”`).join(', ')} one key at a time (the first keystroke, which loads the index, apart).`,
    '',
    ...table('Build', rows, [
      ['build s', (row) => row.buildSeconds.toFixed(0)],
      ['per extra article s', perExtraArticle],
      ['peak memory', (row) => mb(row.buildPeakBytes)],
      ['HTML pages', (row) => row.htmlPages],
      ['files', (row) => row.files],
      ['out/ size', (row) => mb(row.outBytes)],
    ]),
    ...table('Pages and files', rows, [
      ['/blog/ HTML gzip', (row) => vs(row, (r) => r.blog.html)],
      ['/blog/ first-load JS', (row) => vs(row, (r) => r.blog.js)],
      ['category HTML gzip', (row) => vs(row, (r) => r.category.html)],
      ['category first-load JS', (row) => vs(row, (r) => r.category.js)],
      ['largest HTML', (row) => largestCell(row.largestHtml)],
      ['largest page data', (row) => largestCell(row.largestPageData)],
      ['largest other file', (row) => largestCell(row.largestFile)],
      [
        'files > 400 KiB',
        (row) =>
          row.overLimit.map(({ file, bytes }) => `\`${file}\` ${kb(bytes)}`).join(', ') || 'none',
      ],
      ['largest script chunk', (row) => kb(row.largestChunk.bytes)],
    ]),
    ...table('Search', rows, [
      ['core file (gzip)', (row) => kb(row.index.coreGzip)],
      ['body shards', (row) => row.index.shardCount],
      ['shards total (gzip)', (row) => kb(row.index.shardsGzip)],
      ['largest shard (gzip)', (row) => kb(row.index.largestShardGzip)],
      ['first search fetches at most (gzip)', (row) => kb(row.index.firstSearchGzip)],
      ['first keystroke incl. index load', (row) => ms(row.search.firstSearchMs)],
      ['keystroke → results, median', (row) => ms(row.search.medianMs)],
      ['p90', (row) => ms(row.search.p90Ms)],
      ['max', (row) => ms(row.search.maxMs)],
      ['keystrokes timed', (row) => row.search.keystrokes],
      ['CSP violations', (row) => row.search.cspViolations.length],
    ]),
    ...table('Security policy', rows, [
      ['hosting config (firebase.generated.json)', (row) => kb(row.csp.configBytes)],
      ['largest page policy', (row) => `${row.csp.largestPolicyBytes} bytes`],
      ['where', (row) => `\`${row.csp.largestPolicyRoute}\` (${row.csp.source})`],
    ]),
    'Targets (issue 14, at 500 articles): `/blog/` and category pages within 10 % of their ' +
      'real-content HTML and JS weight; no exported file over 400 KB; results within 100 ms of a ' +
      'keystroke after the index has loaded; the index fetched on the first search ≤ 150 KB gzip; ' +
      'build time linear in the article count; neither the hosting configuration nor any ' +
      "page's policy may grow with the article count.",
    '',
  ].join('\n');
}

async function main() {
  const { counts, keep } = options();
  const copy = makeCopy();
  console.log(`Copia del proyecto: ${copy}`);
  const machine: Machine = {
    date: `${new Date().toISOString().replace('T', ' ').slice(0, 16)} UTC`,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? '?',
    load: '',
  };
  const rows: Row[] = [];
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
    console.log(`✔ bench/results/scale.md (${rows.map((r) => r.articles).join(', ')} artículos)`);
  };
  try {
    // A first build fills Turbopack's cache (compiling takes minutes here); every measured build
    // after it reuses the compiled code, so the rows differ by their articles only.
    console.log('▶ compilación inicial (no se mide)…');
    machine.coldBuildSeconds = timed([NEXT, 'build'], copy, BUILD_ENV).seconds;
    console.log(`  ${machine.coldBuildSeconds} s`);
    // The real articles alone: the reference every other row is compared with.
    rows.push(await measureBuild(copy, 0));
    for (const count of counts) {
      rows.push(await measureBuild(copy, count));
      write();
    }
  } finally {
    if (!keep) fs.rmSync(copy, { recursive: true, force: true });
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
