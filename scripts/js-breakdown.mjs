// Where a page's first-load JavaScript comes from: builds the export with browser source maps
// (the same env as `npm test` and the bench), then attributes every byte of each first-load
// script to the source file it was compiled from, through the script's source map, and groups
// them: each npm package, and each file of this project. Gzip bytes per source are the script's
// gzip size shared out in proportion to its minified bytes (gzip cannot be split exactly).
//
// Usage: node scripts/js-breakdown.mjs [--pages /,/blog/] [--no-build] [--write]
//   --pages   routes to break down (default: the home page and the first article)
//   --no-build  reuse .test-output/out-maps from an earlier run
//   --write   also write bench/results/js-breakdown.md
// The build goes to .test-output/out-maps; out/ is left without an export (run `npm run build`).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sourceMap from 'source-map-js';
import { MEASURED_EXPORT_ENV } from './export-env.mjs';
import { exportedPages, firstLoadAssets, gzipSize, localFile } from './first-load.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MAPS_DIR = path.join(root, '.test-output', 'out-maps');
const REPORT = path.join(root, 'bench', 'results', 'js-breakdown.md');

function fail(message) {
  console.error(`✘ ${message}`);
  process.exit(1);
}

function parseArgs(args) {
  const options = { pages: null, build: true, write: false };
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    if (arg === '--no-build') options.build = false;
    else if (arg === '--write') options.write = true;
    else if (arg === '--pages') {
      options.pages = (args[(index += 1)] ?? fail('--pages needs a list')).split(',');
    } else fail(`unknown option ${arg}`);
  }
  return options;
}

function buildWithSourceMaps() {
  console.log('Building the export with browser source maps…');
  const result = spawnSync(path.join(root, 'node_modules', '.bin', 'next'), ['build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...MEASURED_EXPORT_ENV, HANZO_SOURCE_MAPS: '1' },
  });
  if (result.status !== 0) fail('next build failed');
  fs.rmSync(MAPS_DIR, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(MAPS_DIR), { recursive: true });
  fs.renameSync(path.join(root, 'out'), MAPS_DIR);
}

/**
 * The group a source belongs to: an npm package ("next", "@firebase/app"), a file of this
 * project ("components/layout/mobile-menu.tsx"), or the bundler's own code.
 */
export function sourceGroup(source) {
  // bytesPerSource's "(no source)" and breakDownPage's "(no source map)".
  if (source.startsWith('(')) return { kind: 'other', name: source };
  const clean = source.replace(/^turbopack:\/\/\/(\[project\]\/)?/, '').replace(/^\.\/+/, '');
  // Next ships React and its own dependencies precompiled inside its package.
  const compiled = /(?:^|\/)node_modules\/next\/dist\/compiled\/((?:@[^/]+\/)?[^/]+)/.exec(clean);
  if (compiled?.[1]) return { kind: 'package', name: `${compiled[1]} (inside next)` };
  const inModules = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(clean);
  if (inModules?.[1]) return { kind: 'package', name: inModules[1] };
  if (/^\[turbopack\]|^\[externals\]|^turbopack/.test(clean)) {
    return { kind: 'bundler', name: 'turbopack runtime' };
  }
  return { kind: 'project', name: clean };
}

/** Minified bytes of `code` per source, walking the mappings in generated order. */
export function bytesPerSource(code, rawMap) {
  const consumer = new sourceMap.SourceMapConsumer(rawMap);
  const lines = code.split('\n');
  const mappings = [];
  consumer.eachMapping(
    (mapping) => mappings.push(mapping),
    null,
    sourceMap.SourceMapConsumer.GENERATED_ORDER,
  );
  const totals = new Map();
  const add = (source, text) => {
    if (!text) return;
    totals.set(source, (totals.get(source) ?? 0) + Buffer.byteLength(text));
  };
  // Text before the first mapping of each line, and lines without any, belong to no source.
  let cursorLine = 1;
  let cursorColumn = 0;
  let currentSource = null;
  const advanceTo = (line, column) => {
    while (cursorLine < line) {
      add(currentSource ?? '(no source)', (lines[cursorLine - 1] ?? '').slice(cursorColumn) + '\n');
      cursorLine += 1;
      cursorColumn = 0;
      currentSource = null;
    }
    add(currentSource ?? '(no source)', (lines[line - 1] ?? '').slice(cursorColumn, column));
    cursorColumn = column;
  };
  for (const mapping of mappings) {
    advanceTo(mapping.generatedLine, mapping.generatedColumn);
    currentSource = mapping.source ?? null;
  }
  advanceTo(lines.length, (lines[lines.length - 1] ?? '').length);
  return totals;
}

/** The first-load scripts of one exported page, each broken down by group (gzip bytes). */
function breakDownPage({ route, file }, dir) {
  const { scripts } = firstLoadAssets(fs.readFileSync(file, 'utf8'));
  const groups = new Map();
  let totalGzip = 0;
  for (const url of scripts) {
    const scriptFile = localFile(dir, url);
    const code = fs.readFileSync(scriptFile, 'utf8');
    // The sourceMappingURL comment exists only in this build: leave it out of the sizes.
    const mapComment = /\n?\/\/# sourceMappingURL=(\S+)\s*$/.exec(code);
    const shipped = mapComment ? code.slice(0, mapComment.index) : code;
    const gzip = gzipSize(shipped);
    totalGzip += gzip;
    const mapFile = mapComment?.[1] ? path.join(path.dirname(scriptFile), mapComment[1]) : null;
    const perSource =
      mapFile && fs.existsSync(mapFile)
        ? bytesPerSource(shipped, JSON.parse(fs.readFileSync(mapFile, 'utf8')))
        : new Map([['(no source map)', Buffer.byteLength(shipped)]]);
    const raw = [...perSource.values()].reduce((sum, bytes) => sum + bytes, 0);
    for (const [source, bytes] of perSource) {
      const group = sourceGroup(source);
      const key = `${group.kind}:${group.name}`;
      const entry = groups.get(key) ?? { ...group, raw: 0, gzip: 0 };
      entry.raw += bytes;
      entry.gzip += raw ? (gzip * bytes) / raw : 0;
      groups.set(key, entry);
    }
  }
  return { route, scripts: scripts.length, totalGzip, groups: [...groups.values()] };
}

const kb = (bytes) => (bytes / 1000).toFixed(1);

function renderPage({ route, scripts, totalGzip, groups }) {
  const sorted = groups.sort((a, b) => b.gzip - a.gzip);
  const sum = (kind) => groups.filter((g) => g.kind === kind).reduce((s, g) => s + g.gzip, 0);
  const lines = [
    `## ${route}: ${kb(totalGzip)} KB gzip in ${scripts} scripts`,
    '',
    `Packages ${kb(sum('package'))} KB · this project ${kb(sum('project'))} KB · bundler runtime ` +
      `${kb(sum('bundler'))} KB · unattributed ${kb(sum('other'))} KB`,
    '',
    '| source | kind | KB gzip (share) | KB minified |',
    '|---|---|---|---|',
    ...sorted
      .filter((group) => group.gzip >= 50)
      .map(
        (group) =>
          `| \`${group.name}\` | ${group.kind} | ${kb(group.gzip)} ` +
          `(${((100 * group.gzip) / totalGzip).toFixed(1)} %) | ${kb(group.raw)} |`,
      ),
    '',
  ];
  const small = sorted.filter((group) => group.gzip < 50);
  if (small.length) {
    const smallSum = small.reduce((s, g) => s + g.gzip, 0);
    lines.splice(-1, 0, `| ${small.length} sources under 0.05 KB each | | ${kb(smallSum)} | |`);
  }
  return lines.join('\n');
}

function main() {
  const options = parseArgs(process.argv.slice(2));
  if (options.build) buildWithSourceMaps();
  else if (!fs.existsSync(MAPS_DIR))
    fail(`no ${path.relative(root, MAPS_DIR)}: run without --no-build`);
  const exported = exportedPages(MAPS_DIR).filter((page) => !page.notFound);
  const article = exported.find((page) => page.route.split('/').filter(Boolean).length === 3);
  const routes = options.pages ?? ['/', article?.route].filter(Boolean);
  const pages = routes.map(
    (route) =>
      exported.find((page) => page.route === route) ??
      fail(`${route} is not in ${path.relative(root, MAPS_DIR)}`),
  );
  const report = [
    `# First-load JavaScript by source: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
    'From `node scripts/js-breakdown.mjs`: the export built with browser source maps, every byte of',
    "each first-load script attributed to its source through the script's map; gzip per source is",
    "the script's gzip size shared out in proportion to minified bytes (an estimate: gzip cannot be",
    'split exactly). KB of 1000 bytes.',
    '',
    ...pages.map((page) => renderPage(breakDownPage(page, MAPS_DIR))),
  ].join('\n');
  console.log(report);
  if (options.write) {
    fs.writeFileSync(REPORT, `${report}\n`);
    console.log(`\nWritten to ${path.relative(root, REPORT)}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
