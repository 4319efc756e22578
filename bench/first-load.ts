// What an exported page makes the browser download before it is interactive, measured from the
// files in out/: the gzip bytes of the JavaScript it references (script tags and script
// preloads; the noModule polyfill excluded, modern browsers skip it), of its stylesheets and of
// the HTML itself, and whether any of those scripts carries code that must never load up front
// (the Firebase SDK, Google's tag). Used by the byte-budget check in e2e/.
// Usage: npx tsx bench/first-load.ts [out/index.html ...]   (no argument: every exported page)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { exportedPages, firstLoadAssets } from '@/scripts/export';

/**
 * Strings that identify library code, matched case-insensitively in the first-load scripts.
 * The bare words "firebase" and "googletagmanager" are not markers: the site config names its
 * Firebase settings (`firebaseApiKey`, …), the admin page says "Firebase no está configurado",
 * and the cookie banner preconnects to Google's hosts after acceptance. None of that is the SDK.
 */
export const FORBIDDEN_FIRST_LOAD_CODE = [
  {
    name: 'Firebase SDK',
    markers: ['@firebase/', 'firestore', 'identitytoolkit', 'FirebaseError'],
  },
  { name: "Google's tag", markers: ['gtag/js', 'gtm.js'] },
  // The blog search engine is imported on the first search (components/blog/blog-search.tsx).
  { name: 'search engine (MiniSearch)', markers: ['MiniSearch:'] },
];

const gzipSize = (buffer: Buffer | string) => zlib.gzipSync(buffer, { level: 9 }).length;

/** Markers of forbidden library code found in a script's source. */
export function forbiddenCodeIn(source: string) {
  const lower = source.toLowerCase();
  return FORBIDDEN_FIRST_LOAD_CODE.flatMap(({ name, markers }) =>
    markers
      .filter((marker) => lower.includes(marker.toLowerCase()))
      .map((marker) => ({ name, marker })),
  );
}

const isExternal = (url: string) => /^([a-z][a-z\d+.-]*:)?\/\//i.test(url);

/** The file in `outDir` a site-relative URL points to; throws when it is missing. */
function localFile(outDir: string, url: string) {
  const pathname = decodeURIComponent(url.split(/[?#]/)[0] ?? '');
  const file = path.join(outDir, pathname);
  if (!fs.existsSync(file))
    throw new Error(`The page references ${url}, which is not in ${outDir}`);
  return file;
}

/**
 * Gzip bytes of one exported page's first load. Scripts from another host cannot be measured
 * (and should not be there): they are listed in `externalScripts`.
 */
export function measureFirstLoad(htmlFile: string, outDir: string) {
  const html = fs.readFileSync(htmlFile);
  const assets = firstLoadAssets(html.toString('utf8'));
  const scripts = [...new Set([...assets.scripts, ...assets.preloads])];
  const { styles } = assets;
  const externalScripts = [...scripts, ...styles].filter(isExternal);
  const scriptFiles = scripts
    .filter((url) => !isExternal(url))
    .map((url) => {
      const content = fs.readFileSync(localFile(outDir, url));
      return {
        url,
        gzipBytes: gzipSize(content),
        forbidden: forbiddenCodeIn(content.toString('utf8')),
      };
    });
  const styleFiles = styles
    .filter((url) => !isExternal(url))
    .map((url) => ({ url, gzipBytes: gzipSize(fs.readFileSync(localFile(outDir, url))) }));
  const sum = (files: { gzipBytes: number }[]) =>
    files.reduce((total, file) => total + file.gzipBytes, 0);
  return {
    htmlGzipBytes: gzipSize(html),
    firstLoadJsGzipBytes: sum(scriptFiles),
    firstLoadCssGzipBytes: sum(styleFiles),
    scripts: scriptFiles,
    styles: styleFiles,
    externalScripts,
  };
}

/** Gzip bytes as the targets state them: KB of 1000 bytes. */
export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

function main(args: string[]) {
  const outDir = path.resolve('out');
  const files = args.length
    ? args.map((file) => path.resolve(file))
    : exportedPages(outDir).map((page) => page.file);
  for (const file of files) {
    const page = measureFirstLoad(file, outDir);
    const forbidden = page.scripts.flatMap((script) =>
      script.forbidden.map((hit) => `${hit.name} (${hit.marker}) in ${script.url}`),
    );
    console.log(
      `${path.relative(process.cwd(), file)}: JS ${kb(page.firstLoadJsGzipBytes)} gzip in ${page.scripts.length} files, ` +
        `CSS ${kb(page.firstLoadCssGzipBytes)}, HTML ${kb(page.htmlGzipBytes)}` +
        (forbidden.length ? `\n  forbidden: ${forbidden.join('; ')}` : ''),
    );
  }
}

if (require.main === module) main(process.argv.slice(2));
