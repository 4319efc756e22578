// V8's compile hint for the scripts every page runs at its start (part of the step after
// `next build`, scripts/csp/index.ts). Chrome compiles a function the first time it is called, on
// the main thread: the framework's start on a phone was one long task, 60 % of it the Turbopack
// runtime instantiating modules, that is V8 compiling each module's function as it is first called
// (docs/performance.md). `//# allFunctionsCalledOnLoad` first in a script tells Chrome (136 and
// later) to compile all its functions eagerly, on the background thread that already streams and
// parses the script while it downloads. Only the chunks a page asks for in its HTML are marked:
// a chunk loaded later (Firebase, the motion library) keeps lazy compilation. Other browsers read a
// comment.
import fs from 'node:fs';
import path from 'node:path';
import { firstLoadAssets } from './export';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const CHUNK = /^\/_next\/static\/chunks\/[\w.-]+\.js$/;

/** The chunks a page's HTML runs at its start (its scripts; not the ones it only preloads). */
export const startupChunks = (html: string) =>
  firstLoadAssets(html).scripts.filter((src) => CHUNK.test(src));

/**
 * A source map for the script with one line added before it: a plain map gets an empty first
 * line, an index map (Turbopack's) moves every section one line down.
 */
export function shiftSourceMap(map: string): string {
  const parsed = JSON.parse(map) as {
    mappings?: string;
    sections?: { offset: { line: number; column: number } }[];
  };
  if (parsed.sections) {
    for (const section of parsed.sections) section.offset.line += 1;
  } else if (typeof parsed.mappings === 'string') {
    parsed.mappings = `;${parsed.mappings}`;
  }
  return JSON.stringify(parsed);
}

/**
 * Marks every chunk the exported pages load at their start (once, whatever runs this again) and
 * moves its source map to match. Returns how many chunks it marked and their bytes.
 */
export function markStartupChunks(outDir: string, pageFiles: string[]) {
  const chunks = new Set(pageFiles.flatMap((file) => startupChunks(fs.readFileSync(file, 'utf8'))));
  let marked = 0;
  let bytes = 0;
  for (const src of chunks) {
    const file = path.join(outDir, src);
    const code = fs.readFileSync(file, 'utf8');
    bytes += Buffer.byteLength(code);
    if (code.startsWith(COMPILE_HINT)) continue;
    fs.writeFileSync(file, COMPILE_HINT + code);
    marked += 1;
    const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
    const mapFile = mapName && path.join(path.dirname(file), mapName);
    if (mapFile && fs.existsSync(mapFile))
      fs.writeFileSync(mapFile, shiftSourceMap(fs.readFileSync(mapFile, 'utf8')));
  }
  return { chunks: chunks.size, marked, bytes };
}
