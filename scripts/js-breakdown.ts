// Where a page's first-load JavaScript comes from: builds the export with browser source maps
// (the same env as `npm test` and the bench), lets source-map-explorer attribute every byte of
// each first-load script (scripts/first-load.ts) to its source, and groups the sources: each npm
// package, each file of this project. Gzip bytes per group are the script's gzip size shared out
// in proportion to its minified bytes (gzip cannot be split exactly).
//
// Usage: npm run js-breakdown -- [--pages /,/blog/] [--no-build] [--write]
//   --pages     routes to break down (default: the home page and the first article)
//   --no-build  reuse .test-output/out-maps from an earlier run
//   --write     also write bench/results/js-breakdown.md
// The build goes to .test-output/out-maps; out/ is left without an export (run `npm run build`).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { explore } from 'source-map-explorer';
import type { ExploreResult } from 'source-map-explorer/lib/types';
import { MEASURED_EXPORT_ENV } from './export-env';
import { exportedPages, firstLoadAssets, gzipSize, localFile } from './first-load';

export type SourceGroup = { kind: 'package' | 'project' | 'bundler' | 'other'; name: string };
export type GroupBytes = SourceGroup & { raw: number; gzip: number };

/**
 * The group a source belongs to: an npm package ("next", "@firebase/app"), a file of this
 * project ("components/layout/mobile-menu.tsx"), the bundler's own code, or bytes no source
 * claims (source-map-explorer's "[unmapped]", "[no source]" and "[EOLs]").
 */
export function sourceGroup(source: string): SourceGroup {
  if (/^\[[^\]]*\]$/.test(source)) return { kind: 'other', name: source };
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

/**
 * Adds one script (without its sourceMappingURL comment) to `groups`. Border checks are off:
 * with the source-map 0.7.6 it installs, source-map-explorer 2.5.3 sees each line's last
 * mapping end at column Infinity and rejects any map as InvalidMappingColumn (the flag is the
 * workaround given in danvk/source-map-explorer#248). Its own
 * `gzip` option is not used: it gzips each mapped range on its own (205 KB for `/`, 155 real).
 */
export async function addScript(groups: Map<string, GroupBytes>, code: Buffer, map: Buffer) {
  const options = { noRoot: true, noBorderChecks: true, excludeSourceMapComment: true };
  const result = await explore({ code, map }, options).catch((failed: ExploreResult) => {
    throw new Error(failed.errors?.map((error) => error.message).join('; ') ?? String(failed));
  });
  // Its "[unmapped]" and "[EOLs]" entries are there even when empty.
  const files = Object.entries(result.bundles[0]?.files ?? {}).filter(([, { size }]) => size);
  const raw = files.reduce((sum, [, { size }]) => sum + size, 0);
  const gzip = gzipSize(code);
  for (const [source, { size }] of files) {
    const group = sourceGroup(source);
    const key = `${group.kind}:${group.name}`;
    const entry = groups.get(key) ?? { ...group, raw: 0, gzip: 0 };
    entry.raw += size;
    entry.gzip += raw ? (gzip * size) / raw : 0;
    groups.set(key, entry);
  }
}

/** The first-load scripts of one exported page, broken down by group. */
async function breakDownPage(route: string, htmlFile: string, dir: string) {
  const { scripts } = firstLoadAssets(fs.readFileSync(htmlFile, 'utf8'));
  const groups = new Map<string, GroupBytes>();
  for (const url of scripts) {
    const file = localFile(dir, url);
    const text = fs.readFileSync(file, 'utf8');
    // The sourceMappingURL comment exists only in this build: leave it out of the sizes.
    const comment = /\n?\/\/# sourceMappingURL=(\S+)\s*$/.exec(text);
    if (!comment?.[1]) throw new Error(`${url} has no source map`);
    const map = fs.readFileSync(path.join(path.dirname(file), comment[1]));
    await addScript(groups, Buffer.from(text.slice(0, comment.index)), map);
  }
  return { route, scripts: scripts.length, groups: [...groups.values()] };
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

function renderPage({ route, scripts, groups }: Awaited<ReturnType<typeof breakDownPage>>) {
  const sorted = groups.sort((a, b) => b.gzip - a.gzip);
  const sum = (list: GroupBytes[]) => list.reduce((total, group) => total + group.gzip, 0);
  const ofKind = (kind: SourceGroup['kind']) => sum(groups.filter((group) => group.kind === kind));
  const totalGzip = sum(groups);
  const small = sorted.filter((group) => group.gzip < 50);
  return [
    `## ${route}: ${kb(totalGzip)} KB gzip in ${scripts} scripts`,
    '',
    `Packages ${kb(ofKind('package'))} KB · this project ${kb(ofKind('project'))} KB · bundler ` +
      `runtime ${kb(ofKind('bundler'))} KB · unattributed ${kb(ofKind('other'))} KB`,
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
    ...(small.length
      ? [`| ${small.length} sources under 0.05 KB each | | ${kb(sum(small))} | |`]
      : []),
    '',
  ].join('\n');
}

async function main() {
  const root = path.resolve(__dirname, '..');
  const mapsDir = path.join(root, '.test-output', 'out-maps');
  const { values } = parseArgs({
    options: {
      pages: { type: 'string' },
      'no-build': { type: 'boolean', default: false },
      write: { type: 'boolean', default: false },
    },
  });
  if (!values['no-build']) {
    console.log('Building the export with browser source maps…');
    const build = spawnSync(path.join(root, 'node_modules', '.bin', 'next'), ['build'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ...MEASURED_EXPORT_ENV, HANZO_SOURCE_MAPS: '1' },
    });
    if (build.status !== 0) throw new Error('next build failed');
    fs.rmSync(mapsDir, { recursive: true, force: true });
    fs.mkdirSync(path.dirname(mapsDir), { recursive: true });
    fs.renameSync(path.join(root, 'out'), mapsDir);
  }
  const exported = exportedPages(mapsDir).filter((page) => !page.notFound);
  const article = exported.find((page) => page.route.split('/').filter(Boolean).length === 3);
  const routes = values.pages?.split(',') ?? ['/', article?.route ?? ''].filter(Boolean);
  const sections = [];
  for (const route of routes) {
    const page = exported.find((candidate) => candidate.route === route);
    if (!page) throw new Error(`${route} is not in ${path.relative(root, mapsDir)}`);
    sections.push(renderPage(await breakDownPage(route, page.file, mapsDir)));
  }
  const report = [
    `# First-load JavaScript by source: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
    'From `npm run js-breakdown`: the export built with browser source maps, every byte of each',
    'first-load script attributed to its source by source-map-explorer; gzip per source is the',
    "script's gzip size shared out in proportion to minified bytes (an estimate: gzip cannot be",
    'split exactly). KB of 1000 bytes.',
    '',
    ...sections,
  ].join('\n');
  console.log(report);
  if (values.write) {
    const file = path.join(root, 'bench', 'results', 'js-breakdown.md');
    fs.writeFileSync(file, `${report}\n`);
    console.log(`\nWritten to ${path.relative(root, file)}`);
  }
}

if (/js-breakdown\.ts$/.test(process.argv[1] ?? '')) {
  main().catch((error: Error) => {
    console.error(`✘ ${error.message}`);
    process.exit(1);
  });
}
